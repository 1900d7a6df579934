import { z } from 'zod';
import { AUDIT_ENTITY_TYPES } from './admin-rules';
import { AdminList, AdminPageQuery, Moment } from './admin';

/**
 * The audit log of the admin area (contract/src/admin.ts): `GET admin/audit`,
 * newest first, filtered by the kind of record and its id.
 */

export const AuditQuery = AdminPageQuery.extend({
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: `must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional(),
  entityId: z.uuid('must be an id').optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  _id: z.string(),
  /** Who: the admin's account id (null for the command line) and their address then, or `cli:<command>`. */
  admin: z.object({ _id: z.string().nullable(), email: z.string() }),
  /** What, e.g. `print-order.status`, `coupon.create`, `customer.disable`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The fields the action touched, before (null when the record is new) and after. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: Moment,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditResponse = AdminList(AuditEntry);
export type AuditResponse = z.infer<typeof AuditResponse>;
