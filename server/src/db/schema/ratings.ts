import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalogue';

/**
 * One rating per customer per product (design.md §3 item 4): a new one
 * replaces the old. The product's summary (total_rating, ratings_count) is
 * recomputed from these rows in the same transaction.
 */
export const ratings = pgTable(
  'ratings',
  {
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
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('ratings_product_newest_idx').on(t.productId, t.updatedAt.desc().nullsFirst()),
    check('ratings_star_ck', sql`${t.star} between 1 and 5`),
    check('ratings_comment_ck', sql`char_length(${t.comment}) <= 1000`),
  ],
);
