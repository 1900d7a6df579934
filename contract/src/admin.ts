import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_REASON_MAX,
  AUDIT_ENTITY_TYPES,
  ENQUIRY_STATUSES,
  CUSTOMER_SEARCH_MAX,
  couponProblems,
  ENQUIRY_REPLY_MAX,
  TRACKING_NUMBER_MAX,
  type CouponRules,
} from './admin-rules';
import { PageQuery } from './catalogue';
import { CouponCode } from './coupons';
import { PRINT_ORDER_STATUSES, ShippingInfo } from './prints';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

/**
 * The shop owner's admin area (issue #13; api.md "Admin"): everything under
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
 */

/** Kept zod-free in admin-rules.ts (the screens import them without zod); re-exported for the server. */
export { ADMIN_MESSAGES, AUDIT_ENTITY_TYPES, ENQUIRY_STATUSES, type AuditEntityType } from './admin-rules';

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

/** The id in `admin/<resource>/{id}`. */
export const AdminIdParams = z.object({ id: z.uuid('must be an id') });
export type AdminIdParams = z.infer<typeof AdminIdParams>;

/** `page` (from 1) and `limit` (1–100, default 20). */
export const AdminPageQuery = PageQuery;
export type AdminPageQuery = z.input<typeof AdminPageQuery>;

const AdminList = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
const AdminOne = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: item });
const AdminWritten = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), message: z.string(), data: item });

/** GET admin/me: the signed-in administrator (403 for a customer), so the screens know whether to open. */
export const AdminMe = z.object({ _id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string() });
export type AdminMe = z.infer<typeof AdminMe>;
export const AdminMeResponse = z.object({ success: z.literal(true), admin: AdminMe });
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

/** ISO 8601 text, or null when the moment has not come. */
const Moment = z.string();
const MaybeMoment = z.string().nullable();

const oneLine = (max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(singleLine, CONTROL_CHARACTERS);

const longText = (max: number, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(multiLine, CONTROL_CHARACTERS);

/** `true` or `false` in a query string. */
const QueryBoolean = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');


// ---------------------------------------------------------------------------
// Audit log: GET admin/audit
// ---------------------------------------------------------------------------


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

// ---------------------------------------------------------------------------
// Print orders: GET admin/print-orders, GET admin/print-orders/{id}, POST admin/print-orders/{id}/status
// ---------------------------------------------------------------------------

const PrintOrderStatus = z.enum(PRINT_ORDER_STATUSES, { error: `must be one of ${PRINT_ORDER_STATUSES.join(', ')}` });

export const AdminPrintOrdersQuery = AdminPageQuery.extend({ status: PrintOrderStatus.optional() });
export type AdminPrintOrdersQuery = z.input<typeof AdminPrintOrdersQuery>;

const AdminPerson = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const AdminPrintOrderSummary = z.object({
  _id: z.string(),
  orderID: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  customer: AdminPerson,
  /** Prints in all (the sum of the lines' quantities). */
  prints: z.number().int(),
  /** What was paid, rupees (prints and shipping). */
  total: z.number(),
  trackingNumber: z.string().nullable(),
  createdAt: Moment,
  updatedAt: Moment,
});
export type AdminPrintOrderSummary = z.infer<typeof AdminPrintOrderSummary>;

export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;

export const AdminRefund = z.object({
  _id: z.string(),
  /** Rupees: the whole payment. */
  amount: z.number(),
  /** pending: asked of the gateway after the cancellation committed; processed: the gateway made it (`gatewayRefundId`). */
  state: z.enum(REFUND_STATES),
  gatewayRefundId: z.string().nullable(),
  reason: z.string(),
  createdAt: Moment,
  processedAt: MaybeMoment,
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminPrintOrder = AdminPrintOrderSummary.extend({
  customer: AdminPerson.extend({ mobile: z.string() }),
  items: z.array(
    z.object({
      product: z.object({ _id: z.string(), title: z.string() }),
      color: z.object({ _id: z.string(), title: z.string() }),
      quantity: z.number().int(),
      /** One print, rupees, as paid. */
      price: z.number(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  /** null while a payment made without an address waits for the customer's create-order call. */
  shippingInfo: ShippingInfo.nullable(),
  /** The customer's create-order call claimed it. */
  confirmed: z.boolean(),
  payment: z.object({ _id: z.string(), gatewayOrderId: z.string(), gatewayPaymentId: z.string().nullable(), state: z.string(), amount: z.number() }),
  cancelReason: z.string().nullable(),
  refund: AdminRefund.nullable(),
  /** The statuses it may move to now (admin-rules.ts PRINT_ORDER_NEXT). */
  nextStatuses: z.array(z.enum(PRINT_ORDER_STATUSES)),
});
export type AdminPrintOrder = z.infer<typeof AdminPrintOrder>;

export const AdminPrintOrdersResponse = AdminList(AdminPrintOrderSummary);
export type AdminPrintOrdersResponse = z.infer<typeof AdminPrintOrdersResponse>;
export const AdminPrintOrderResponse = AdminOne(AdminPrintOrder);
export type AdminPrintOrderResponse = z.infer<typeof AdminPrintOrderResponse>;

/**
 * Ordered → Processing → Shipped (with the carrier's tracking number) →
 * Delivered, or Cancelled (with the reason the customer is told) before it
 * ships; a paid order cancelled is refunded in full through the gateway.
 */
export const PrintOrderStatusBody = z
  .object({
    status: PrintOrderStatus,
    trackingNumber: oneLine(TRACKING_NUMBER_MAX, ADMIN_MESSAGES.trackingRequired).optional(),
    reason: longText(ADMIN_REASON_MAX, ADMIN_MESSAGES.cancelReasonRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Shipped' && body.trackingNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_MESSAGES.trackingRequired });
    }
    if (body.status !== 'Shipped' && body.trackingNumber !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_MESSAGES.trackingOnlyWhenShipped });
    }
    if (body.status === 'Cancelled' && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_MESSAGES.cancelReasonRequired });
    }
  });
export type PrintOrderStatusBody = z.input<typeof PrintOrderStatusBody>;

export const PrintOrderStatusResponse = AdminWritten(AdminPrintOrder);
export type PrintOrderStatusResponse = z.infer<typeof PrintOrderStatusResponse>;

// ---------------------------------------------------------------------------
// Enquiries: GET admin/enquiries, POST admin/enquiries/{id}/reply, POST admin/enquiries/{id}/answered
// ---------------------------------------------------------------------------


export const AdminEnquiriesQuery = AdminPageQuery.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: `must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
});
export type AdminEnquiriesQuery = z.input<typeof AdminEnquiriesQuery>;

export const AdminEnquiry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  comment: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  answeredAt: MaybeMoment,
  createdAt: Moment,
  /** The shop's replies, oldest first. */
  replies: z.array(
    z.object({
      _id: z.string(),
      message: z.string(),
      /** The admin's address (null if that account is gone). */
      by: z.string().nullable(),
      createdAt: Moment,
      /** The mail server took it. */
      mailed: z.boolean(),
    }),
  ),
});
export type AdminEnquiry = z.infer<typeof AdminEnquiry>;

export const AdminEnquiriesResponse = AdminList(AdminEnquiry);
export type AdminEnquiriesResponse = z.infer<typeof AdminEnquiriesResponse>;

export const EnquiryReplyBody = z.object({ message: longText(ENQUIRY_REPLY_MAX, ADMIN_MESSAGES.replyRequired) });
export type EnquiryReplyBody = z.input<typeof EnquiryReplyBody>;

export const AdminEnquiryResponse = AdminWritten(AdminEnquiry);
export type AdminEnquiryResponse = z.infer<typeof AdminEnquiryResponse>;

// ---------------------------------------------------------------------------
// Reviews: GET admin/ratings, POST admin/ratings/{id}/visibility
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Customers: GET admin/customers, GET admin/customers/{id}, POST admin/customers/{id}/disable|enable
// ---------------------------------------------------------------------------

export const AdminCustomersQuery = AdminPageQuery.extend({
  /** Part of the name, address or mobile number. */
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional(),
});
export type AdminCustomersQuery = z.input<typeof AdminCustomersQuery>;

export const AdminCustomer = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(['customer', 'admin']),
  /** The address was proven by an OTP (or a reset link). */
  verified: z.boolean(),
  disabled: z.boolean(),
  disabledAt: MaybeMoment,
  createdAt: Moment,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomersResponse = AdminList(AdminCustomer);
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponse>;

const OrderTotals = z.object({ count: z.number().int(), total: z.number() });

export const AdminCustomerDetail = AdminCustomer.extend({
  orders: z.object({
    /** Paid digital orders not refunded: how many, and what they paid in all (rupees). */
    digital: OrderTotals,
    /** Print orders not cancelled. */
    prints: OrderTotals,
    /** The newest orders of both kinds (at most 20), newest first. */
    recent: z.array(
      z.object({
        _id: z.string(),
        orderID: z.string(),
        kind: z.enum(['digital', 'print']),
        total: z.number(),
        /** A print order's status; 'Paid' or 'Refunded' for a digital order. */
        status: z.string(),
        createdAt: Moment,
      }),
    ),
  }),
  /** Sessions still signed in. */
  activeSessions: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const AdminCustomerResponse = AdminOne(AdminCustomerDetail);
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponse>;
export const AdminCustomerWrittenResponse = AdminWritten(AdminCustomer);
export type AdminCustomerWrittenResponse = z.infer<typeof AdminCustomerWrittenResponse>;

// ---------------------------------------------------------------------------
// Coupons: GET/POST admin/coupons, PATCH admin/coupons/{id}, POST admin/coupons/{id}/disable|enable, GET admin/coupons/{id}/uses
// ---------------------------------------------------------------------------

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

/** The rules of a coupon (design.md §3 item 12), each field optional: PATCH takes any of them. */
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
