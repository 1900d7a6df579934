import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_REASON_MAX } from './admin-rules';
import { AdminList, AdminPageQuery, AdminPerson, AdminWritten, longText, MaybeMoment, Moment, QueryBoolean } from './admin';

/**
 * Reviews (ratings) in the admin area (contract/src/admin.ts): `GET
 * admin/ratings`, `POST admin/ratings/{id}/visibility`.
 */

export const AdminRatingsQuery = AdminPageQuery.extend({
  productId: z.uuid('must be a product id').optional(),
  hidden: QueryBoolean.optional(),
});
export type AdminRatingsQuery = z.input<typeof AdminRatingsQuery>;

export const AdminRating = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), title: z.string() }),
  customer: AdminPerson,
  star: z.number().int(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: MaybeMoment,
  /** The reviewer has a paid order containing the product. */
  verifiedPurchase: z.boolean(),
  createdAt: Moment,
  updatedAt: Moment,
});
export type AdminRating = z.infer<typeof AdminRating>;

export const AdminRatingsResponse = AdminList(AdminRating);
export type AdminRatingsResponse = z.infer<typeof AdminRatingsResponse>;

/** Hide a review (with the reason, kept for the shop) or show it again. */
export const RatingVisibilityBody = z
  .object({
    hidden: z.boolean({ error: 'must be true or false' }),
    reason: longText(ADMIN_REASON_MAX, ADMIN_MESSAGES.hideReasonRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.hidden && body.reason === undefined) ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_MESSAGES.hideReasonRequired });
  });
export type RatingVisibilityBody = z.input<typeof RatingVisibilityBody>;

export const RatingVisibilityResponse = AdminWritten(
  z.object({
    rating: AdminRating,
    /** The product's summary as the storefront now shows it (hidden reviews left out). */
    product: z.object({ _id: z.string(), totalrating: z.number(), ratingsCount: z.number().int() }),
  }),
);
export type RatingVisibilityResponse = z.infer<typeof RatingVisibilityResponse>;
