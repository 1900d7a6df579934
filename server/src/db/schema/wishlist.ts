import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalogue';

/** One row per product a customer keeps; toggling inserts or deletes it. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('wishlist_items_customer_newest_idx').on(t.customerId, t.createdAt.desc().nullsFirst())],
);
