import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Contact-form enquiries, kept even when mailing the shop fails. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_newest_idx').on(t.createdAt.desc().nullsFirst())],
);
