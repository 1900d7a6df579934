import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalogue';

/**
 * One rating per customer per product (docs/architecture.md §3 item 4): a new one
 * replaces the old. The product's summary (total_rating, ratings_count) is
 * recomputed from the rows the shop has not hidden, in the same transaction.
 */
export const ratings = pgTable(
  'ratings',
  {
    /** The rating's own id, for the shop's moderation (the key stays customer and product). */
    id: uuid('id').notNull().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull(),
    /** Plain text, never HTML; null when the customer wrote nothing. */
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the shop hid the review (admin area): a hidden rating is left
     * out of the product's average and count and never shown on the storefront.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    uniqueIndex('ratings_id_uq').on(t.id),
    index('ratings_newest_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    index('ratings_product_newest_idx').on(t.productId, t.updatedAt.desc().nullsFirst()),
    check('ratings_star_ck', sql`${t.star} between 1 and 5`),
    check('ratings_comment_ck', sql`char_length(${t.comment}) <= 1000`),
    check('ratings_hidden_ck', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);
