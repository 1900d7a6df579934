import { z } from 'zod';
import { ADMIN_REASON_MAX, CUSTOMER_SEARCH_MAX } from './admin-rules';
import { PageQuery } from './catalogue';
import { OrderTaxDocument } from './licences';
import { CONTROL_CHARACTERS, singleLine } from './text';

/**
 * Digital orders in the admin area (issue #13 "Orders", decision 026):
 * `GET admin/orders`, `GET admin/orders/{id}`, `POST
 * admin/orders/{id}/resend-receipt`, `POST admin/orders/{id}/refund`. The
 * shapes follow contract/src/admin.ts: lists `{ success, data, total, page,
 * limit }`, one record `{ success, data }`, a write `{ success, message,
 * data }`. Money is rupees, times ISO 8601.
 */

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'No such order.',
  reasonRequired: 'Please give the reason for the refund.',
  alreadyRefunded: 'This order has already been refunded.',
  nothingToRefund: 'Nothing is left to refund on this order: its payment has been given back already.',
  refundedNoReceipt: 'This order has been refunded: its receipt is not sent again.',
  receiptQueued: (email: string) => `The receipt is on its way to ${email}.`,
  refunded: (orderID: string) => `Order ${orderID} is refunded: its downloads have ended and the gateway is returning the money.`,
  refundRetried: (orderID: string) => `The refund of order ${orderID} is being asked of the gateway again.`,
  badDate: 'must be a date such as 2026-11-26',
  toBeforeFrom: 'must not be before from',
} as const;

/** A refund of the admin area: the whole order's, a bought-again share, a cancelled print order's. */
export const ADMIN_REFUND_KINDS = ['order', 'bought-again', 'print-cancel', 'declined'] as const;
const REFUND_STATES = ['pending', 'processed', 'failed'] as const;

const Day = z
  .string({ error: 'must be text' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ORDER_MESSAGES.badDate)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    // Year 0000 is a JavaScript date but not a PostgreSQL one.
    return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().startsWith(text);
  }, ADMIN_ORDER_MESSAGES.badDate);

/** `search`: part of the order number (CH-2026-000123), or of the customer's name or address. `from`/`to`: days on the shop's clock (India), both included. */
export const AdminOrdersQuery = PageQuery.extend({
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional(),
  from: Day.optional(),
  to: Day.optional(),
}).refine((q) => q.from === undefined || q.to === undefined || q.to >= q.from, { path: ['to'], message: ADMIN_ORDER_MESSAGES.toBeforeFrom });
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

const Person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** Where a refund stands, in a list row. */
export const AdminOrderRefundState = z.object({ state: z.enum(REFUND_STATES), amount: z.number() });

export const AdminOrderSummary = z.object({
  _id: z.string(),
  /** Readable number, e.g. CH-2026-000123. */
  orderID: z.string(),
  /** The gateway's order id (order_…). */
  gatewayOrderId: z.string(),
  customer: Person,
  /** What was paid, rupees. */
  total: z.number(),
  couponCode: z.string().nullable(),
  /** When the payment was captured (ISO 8601). */
  paidAt: z.string(),
  /** When the shop refunded it (its downloads ended then); null while it stands. */
  refundedAt: z.string().nullable(),
  /** The shop's refund of the order, as the gateway has it; null when there is none. */
  refund: AdminOrderRefundState.nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderRefund = z.object({
  _id: z.string(),
  kind: z.enum(ADMIN_REFUND_KINDS),
  amount: z.number(),
  /** pending: recorded, the gateway not yet answered; processed: the gateway made it (`gatewayRefundId`); failed: for a person to settle. */
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefund>;

/** One logged download, as the downloads module records it. */
export const AdminOrderDownload = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** The archive's or the picture's file name. */
  file: z.string(),
  ip: z.string(),
  os: z.string(),
  browser: z.string(),
  /** 'direct' (signed-in request) or 'link' (signed link). */
  via: z.enum(['direct', 'link']),
});
export type AdminOrderDownload = z.infer<typeof AdminOrderDownload>;

export const AdminOrder = AdminOrderSummary.extend({
  customer: Person.extend({ mobile: z.string() }),
  payment: z.object({
    _id: z.string(),
    gatewayOrderId: z.string(),
    /** The gateway's payment id (pay_…). */
    gatewayPaymentId: z.string().nullable(),
    amount: z.number(),
  }),
  /** Before the coupon, rupees. */
  subtotal: z.number(),
  discount: z.number(),
  items: z.array(z.object({ product: z.object({ _id: z.string(), title: z.string() }), price: z.number(), salePrice: z.number() })),
  /** Every logged download of the order, newest first. */
  downloads: z.array(AdminOrderDownload),
  /** When the receipt was last mailed; null before. */
  receiptSentAt: z.string().nullable(),
  /** The shop's refund of the order, in full; null when there is none. */
  refund: AdminOrderRefund.nullable(),
  /** Every refund of the order's payment (a bought-again share too). */
  refunds: z.array(AdminOrderRefund),
  /** What a refund now would give back, rupees (the payment less what went back already); 0 once refunded. */
  refundable: z.number(),
  /** The order's invoice and any credit notes, oldest first; each PDF at admin/tax/documents/{_id}/pdf. */
  documents: z.array(OrderTaxDocument),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrdersResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

export const AdminOrderResponse = z.object({ success: z.literal(true), data: AdminOrder });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

export const AdminOrderWrittenResponse = z.object({ success: z.literal(true), message: z.string(), data: AdminOrder });
export type AdminOrderWrittenResponse = z.infer<typeof AdminOrderWrittenResponse>;

/** POST admin/orders/{id}/refund: the reason, kept with the refund and told to the customer. */
export const AdminOrderRefundBody = z.object({
  reason: z
    .string({ error: (issue) => (issue.input === undefined ? ADMIN_ORDER_MESSAGES.reasonRequired : 'must be text') })
    .trim()
    .min(1, ADMIN_ORDER_MESSAGES.reasonRequired)
    .max(ADMIN_REASON_MAX, `must be at most ${ADMIN_REASON_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS),
});
export type AdminOrderRefundBody = z.input<typeof AdminOrderRefundBody>;
