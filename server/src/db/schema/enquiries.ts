import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Contact-form enquiries, kept even when mailing the shop fails (a job mails each one: see enquiries.routes.ts). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shop's mail server took it; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_newest_idx').on(t.createdAt.desc().nullsFirst()),
    index('enquiries_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} is null`),
  ],
);
