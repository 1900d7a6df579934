import { sql } from 'drizzle-orm';
import { LOCALES } from '@chitra/contract/locales';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/** Contact-form enquiries, kept even when mailing the shop fails (a job mails each one: see enquiries.routes.ts). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    comment: text('comment').notNull(),
    /** The language of the page it was written on (decision 062): the reply is mailed in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shop's mail server took it; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When the shop replied or marked it answered (admin area); null while it is open. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('enquiries_locale_check', sql`${t.locale} in ('en', 'hi', 'mr')`),
    index('enquiries_newest_idx').on(t.createdAt.desc().nullsFirst()),
    index('enquiries_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index('enquiries_open_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** The shop's replies to an enquiry, each mailed to the enquirer by a job enqueued with it. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** The admin who wrote it; null if that account is ever removed. */
    adminId: uuid('admin_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Plain text, never HTML. */
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the mail server took the reply; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
