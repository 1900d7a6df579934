import { z } from 'zod';
import { PageQuery } from './catalogue';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

/**
 * The shop owner's admin area (issue #13; docs/api-reference.md "Admin"): everything under
 * `/api/v1/admin/`, for accounts whose role is `admin` only (401 without a
 * token, 403 for a customer's). Money is rupees on the wire, times ISO 8601.
 *
 * Shapes are uniform: a list answers `{ success, data: T[], total, page,
 * limit }` (newest first, `page` from 1, `limit` 1–100, default 20); one
 * record answers `{ success, data: T }`; a write answers `{ success,
 * message, data: T }` with the record as it is after. Every write adds an
 * audit row (`GET admin/audit`). Setting a flag to the value it has (disable
 * a disabled account, hide a hidden review) changes nothing and answers 200;
 * a print-order move its status does not allow answers 409. A POST that
 * takes no body (disable, enable, answered) is sent without one, or with
 * `{}`: an empty body declared as JSON is refused.
 *
 * This file holds what every part of the area shares (ids, paging, the
 * answers' shapes, the signed-in administrator); each part's schemas are in
 * its own file, named as its server module is: admin-audit.ts,
 * admin-print-orders.ts, admin-enquiries.ts, admin-ratings.ts,
 * admin-customers.ts, admin-coupons.ts, and admin-orders.ts,
 * admin-catalogue.ts, admin-pages.ts, admin-dashboard.ts. Their zod-free
 * limits and words are in admin-rules.ts (and admin-catalogue-rules.ts,
 * admin-pages-rules.ts), which the screens import without zod.
 */

/** Kept zod-free in admin-rules.ts (the screens import them without zod); re-exported for the server. */
export { ADMIN_MESSAGES, AUDIT_ENTITY_TYPES, ENQUIRY_STATUSES, type AuditEntityType } from './admin-rules';

/** The id in `admin/<resource>/{id}`. */
export const AdminIdParams = z.object({ id: z.uuid('must be an id') });
export type AdminIdParams = z.infer<typeof AdminIdParams>;

/** `page` (from 1) and `limit` (1–100, default 20). */
export const AdminPageQuery = PageQuery;
export type AdminPageQuery = z.input<typeof AdminPageQuery>;

export const AdminList = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export const AdminOne = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: item });
export const AdminWritten = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), message: z.string(), data: item });

/** GET admin/me: the signed-in administrator (403 for a customer), so the screens know whether to open. */
export const AdminMe = z.object({ _id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string() });
export type AdminMe = z.infer<typeof AdminMe>;
export const AdminMeResponse = z.object({ success: z.literal(true), admin: AdminMe });
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

/** ISO 8601 text, or null when the moment has not come. */
export const Moment = z.string();
export const MaybeMoment = z.string().nullable();

export const oneLine = (max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(singleLine, CONTROL_CHARACTERS);

export const longText = (max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(multiLine, CONTROL_CHARACTERS);

/** `true` or `false` in a query string. */
export const QueryBoolean = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

/** Who a record is about: a customer's id, name and address. */
export const AdminPerson = z.object({ _id: z.string(), name: z.string(), email: z.string() });
