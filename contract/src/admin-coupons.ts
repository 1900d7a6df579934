import { z } from 'zod';
import { ADMIN_MESSAGES, CUSTOMER_SEARCH_MAX, couponProblems, type CouponRules } from './admin-rules';
import { AdminList, AdminPageQuery, AdminPerson, AdminWritten, MaybeMoment, Moment } from './admin';
import { CouponCode } from './coupons';
import { CONTROL_CHARACTERS, singleLine } from './text';

/**
 * Coupons in the admin area (contract/src/admin.ts): `GET/POST
 * admin/coupons`, `PATCH admin/coupons/{id}`, `POST
 * admin/coupons/{id}/disable|enable`, `GET admin/coupons/{id}/uses`. The
 * rules of a coupon are admin-rules.ts's `couponProblems`, zod-free.
 */

export const AdminCouponsQuery = AdminPageQuery.extend({
  /** Part of the code. */
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional(),
});
export type AdminCouponsQuery = z.input<typeof AdminCouponsQuery>;

const DateTime = z.iso.datetime({ offset: true, error: 'must be a date and time with its offset, e.g. 2026-12-01T00:00:00+05:30' });
const Amount = z.number({ error: 'must be an amount in rupees' });
const Uses = z.number({ error: 'must be a whole number' });

/** The rules of a coupon (docs/architecture.md §3 item 12), each field optional: PATCH takes any of them. */
const CouponFields = {
  kind: z.enum(['fixed', 'percent'], { error: "must be 'fixed' or 'percent'" }),
  /** fixed: rupees off; percent: whole percent off (1–100). */
  value: z.number({ error: 'must be a number' }),
  /** percent only: the most it takes off, rupees; null for no cap. */
  maxDiscount: Amount.nullable(),
  /** The smallest cart it applies to, rupees (0: any). */
  minOrder: Amount,
  startsAt: DateTime.nullable(),
  endsAt: DateTime.nullable(),
  maxUses: Uses.nullable(),
  maxUsesPerCustomer: Uses.nullable(),
};

/** Adds the coupon rules' problems (admin-rules.ts) to the parse, each at its field. */
function checkCoupon(rules: CouponRules, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(couponProblems(rules))) ctx.addIssue({ code: 'custom', path: [field], message });
}

export const CreateCouponBody = z
  .object({
    code: CouponCode,
    kind: CouponFields.kind,
    value: CouponFields.value,
    maxDiscount: CouponFields.maxDiscount.optional(),
    minOrder: CouponFields.minOrder.optional(),
    startsAt: CouponFields.startsAt.optional(),
    endsAt: CouponFields.endsAt.optional(),
    maxUses: CouponFields.maxUses.optional(),
    maxUsesPerCustomer: CouponFields.maxUsesPerCustomer.optional(),
  })
  .transform((body) => ({
    code: body.code,
    kind: body.kind,
    value: body.value,
    maxDiscount: body.maxDiscount ?? null,
    minOrder: body.minOrder ?? 0,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    maxUses: body.maxUses ?? null,
    maxUsesPerCustomer: body.maxUsesPerCustomer ?? null,
  }))
  .superRefine(checkCoupon);
export type CreateCouponBody = z.input<typeof CreateCouponBody>;

/** Any of the rules; the result (the coupon as it is, with these changes) must be a valid coupon. The code does not change. */
export const UpdateCouponBody = z
  .object({
    kind: CouponFields.kind.optional(),
    value: CouponFields.value.optional(),
    maxDiscount: CouponFields.maxDiscount.optional(),
    minOrder: CouponFields.minOrder.optional(),
    startsAt: CouponFields.startsAt.optional(),
    endsAt: CouponFields.endsAt.optional(),
    maxUses: CouponFields.maxUses.optional(),
    maxUsesPerCustomer: CouponFields.maxUsesPerCustomer.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), ADMIN_MESSAGES.nothingToChange);
export type UpdateCouponBody = z.input<typeof UpdateCouponBody>;

export const AdminCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['fixed', 'percent']),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: MaybeMoment,
  endsAt: MaybeMoment,
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  disabled: z.boolean(),
  disabledAt: MaybeMoment,
  /** used: by paid payments; held: by payments still open (they count against the limits too). */
  uses: z.object({ used: z.number().int(), held: z.number().int() }),
  createdAt: Moment,
  updatedAt: Moment,
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponsResponse = AdminList(AdminCoupon);
export type AdminCouponsResponse = z.infer<typeof AdminCouponsResponse>;
export const AdminCouponWrittenResponse = AdminWritten(AdminCoupon);
export type AdminCouponWrittenResponse = z.infer<typeof AdminCouponWrittenResponse>;

export const COUPON_USE_STATES = ['held', 'used', 'released'] as const;

export const AdminCouponUse = z.object({
  paymentId: z.string(),
  /** The order the payment made (null while the payment is open, or when it failed). */
  orderID: z.string().nullable(),
  customer: AdminPerson,
  /** Rupees taken off. */
  discount: z.number(),
  /** held: an open payment holds it; used: paid; released: the payment failed or expired. */
  state: z.enum(COUPON_USE_STATES),
  createdAt: Moment,
  usedAt: MaybeMoment,
  releasedAt: MaybeMoment,
});
export type AdminCouponUse = z.infer<typeof AdminCouponUse>;

export const AdminCouponUsesResponse = AdminList(AdminCouponUse);
export type AdminCouponUsesResponse = z.infer<typeof AdminCouponUsesResponse>;
