import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the security limits (logins, OTP checks, sign-ups, reset
 * mails, enquiries, downloads): one row per limit and key, counting within a
 * fixed window. In the database, so that every server counts together and no
 * amount of other keys' traffic can push a count out (a memory cache drops
 * its oldest entries). Rows whose window has ended are swept hourly.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    /** `<limit>:<sha-256 of the key>`: addresses and e-mails are not kept in the clear. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('limit_counters_window_idx').on(t.windowEndsAt)],
);
