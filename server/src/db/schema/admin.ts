import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * The admin area's audit log: every write an admin makes adds a row, in the
 * same transaction as the change, saying who did what to which record, when,
 * and the record's fields before and after. Rows are never changed.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: two rows of the same instant still have a newest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The admin's account; null when the change came from the command line. */
    adminId: uuid('admin_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Who, in words that outlive the account: the admin's address then, or `cli:<command>`. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `print-order.status`, `coupon.create`. */
    action: text('action').notNull(),
    /** What it was done to: `print-order`, `enquiry`, `rating`, `customer`, `coupon`. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record's fields that the action touches, before and after; null when it did not exist before. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request that made the change, to find its log line. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_newest_idx').on(t.seq.desc().nullsFirst()),
    index('admin_audit_entity_idx').on(t.entityType, t.entityId, t.seq.desc().nullsFirst()),
  ],
);
