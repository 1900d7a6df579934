import { z } from 'zod';
import { ADMIN_MESSAGES, ADMIN_REASON_MAX, TRACKING_NUMBER_MAX } from './admin-rules';
import { AdminList, AdminOne, AdminPageQuery, AdminPerson, AdminWritten, longText, MaybeMoment, Moment, oneLine } from './admin';
import { OrderTaxDocument } from './licences';
import { PRINT_ORDER_STATUSES, ShippingInfo } from './prints';
import { CARRIERS, isHttpUrl, TRACKING_MESSAGES, TRACKING_URL_MAX } from './prints-tracking';

/**
 * Print orders in the admin area (contract/src/admin.ts): `GET
 * admin/print-orders`, `GET admin/print-orders/{id}`, `POST
 * admin/print-orders/{id}/status`.
 */

const PrintOrderStatus = z.enum(PRINT_ORDER_STATUSES, { error: `must be one of ${PRINT_ORDER_STATUSES.join(', ')}` });

export const AdminPrintOrdersQuery = AdminPageQuery.extend({ status: PrintOrderStatus.optional() });
export type AdminPrintOrdersQuery = z.input<typeof AdminPrintOrdersQuery>;

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
  /** Who carries it, as the shop said when shipping (prints-tracking.ts CARRIERS); null when not said. */
  carrier: z.string().nullable(),
  /** The link the customer is given to follow it (the one the shop gave, else the carrier's page); null when there is none. */
  trackingUrl: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refund: AdminRefund.nullable(),
  /** The order's invoice and any credit note, oldest first; each PDF at admin/tax/documents/{_id}/pdf. */
  documents: z.array(OrderTaxDocument),
  /** The statuses it may move to now (admin-rules.ts PRINT_ORDER_NEXT). */
  nextStatuses: z.array(z.enum(PRINT_ORDER_STATUSES)),
});
export type AdminPrintOrder = z.infer<typeof AdminPrintOrder>;

export const AdminPrintOrdersResponse = AdminList(AdminPrintOrderSummary);
export type AdminPrintOrdersResponse = z.infer<typeof AdminPrintOrdersResponse>;
export const AdminPrintOrderResponse = AdminOne(AdminPrintOrder);
export type AdminPrintOrderResponse = z.infer<typeof AdminPrintOrderResponse>;

/**
 * Ordered → Processing → Shipped (with the carrier's tracking number, and
 * optionally the carrier and a tracking link, decision 038) →
 * Delivered, or Cancelled (with the reason the customer is told) before it
 * ships; a paid order cancelled is refunded in full through the gateway.
 */
export const PrintOrderStatusBody = z
  .object({
    status: PrintOrderStatus,
    trackingNumber: oneLine(TRACKING_NUMBER_MAX, ADMIN_MESSAGES.trackingRequired).optional(),
    /** Who carries it: the customer's link to the carrier's tracking page is built from it and the number. */
    carrier: z.enum(CARRIERS, { error: TRACKING_MESSAGES.carrier }).optional(),
    /** The tracking link the carrier gave, when it is not one of CARRIERS or its own page is better: http(s) only. */
    trackingUrl: z
      .string({ error: TRACKING_MESSAGES.urlNotHttp })
      .trim()
      .max(TRACKING_URL_MAX, `must be at most ${TRACKING_URL_MAX} characters`)
      .refine(isHttpUrl, TRACKING_MESSAGES.urlNotHttp)
      .optional(),
    reason: longText(ADMIN_REASON_MAX, ADMIN_MESSAGES.cancelReasonRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Shipped' && body.trackingNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_MESSAGES.trackingRequired });
    }
    if (body.status !== 'Shipped' && body.trackingNumber !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ADMIN_MESSAGES.trackingOnlyWhenShipped });
    }
    for (const field of ['carrier', 'trackingUrl'] as const) {
      if (body.status !== 'Shipped' && body[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: TRACKING_MESSAGES.onlyWhenShipped });
    }
    if (body.status === 'Cancelled' && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_MESSAGES.cancelReasonRequired });
    }
  });
export type PrintOrderStatusBody = z.input<typeof PrintOrderStatusBody>;

export const PrintOrderStatusResponse = AdminWritten(AdminPrintOrder);
export type PrintOrderStatusResponse = z.infer<typeof PrintOrderStatusResponse>;
