import { z } from 'zod';
import { CouponCode } from './coupons';
import { TitleTranslations } from './content-translations';
import { Billing } from './gst';

/**
 * Payments of the digital cart (docs/spec.md §3 Payment payload and Verification
 * result; docs/api-reference.md). The client never sends an amount: the server prices the
 * cart. `amount` is what goes to the gateway, in integer paise.
 */

export const CreatePaymentBody = z.object({
  /** The coupon to apply; absent or '' for none. */
  code: z.union([z.literal(''), CouponCode]).optional(),
  /**
   * Who the tax invoice is made out to (decision 054): the buyer's state (the
   * place of supply) and, for a business, its GSTIN, name and address.
   * Absent: the state the profile keeps, else the shop's own.
   */
  billing: Billing.optional(),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

/** docs/spec.md §3 Payment payload: `id, amount, currency, receipt, notes, name, email, contact` (+ the key id checkout needs). */
export const PaymentPayload = z.object({
  /** The gateway order id (order_…). */
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  notes: z.record(z.string(), z.string()),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  /** The gateway's public key id for checkout.js. */
  key: z.string(),
});
export type PaymentPayload = z.infer<typeof PaymentPayload>;

export const CreatePaymentResponse = z.object({ success: z.literal(true), data: PaymentPayload });
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

/** A gateway id (order_…, pay_…) or our receipt: letters, digits and '_' only. */
export const GatewayId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'must be a gateway id');

/** What checkout.js hands its `handler` after a successful payment. */
export const RazorpaySuccess = z.object({
  razorpay_payment_id: GatewayId,
  razorpay_order_id: GatewayId,
  razorpay_signature: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[0-9a-fA-F]+$/, 'must be a hex signature'),
});
export type RazorpaySuccess = z.infer<typeof RazorpaySuccess>;

export const VerifyPaymentBody = z.object({
  data: z.object({
    /** Checkout's answer; absent when the checkout was dismissed or failed. */
    razerPay: RazorpaySuccess.optional(),
    /** The gateway payment id when there is one, else the payment's receipt; informational only. */
    transactionID: z
      .union([z.literal(''), GatewayId])
      .optional()
      .default(''),
    /** The gateway order id that createPayment answered (`data.id`). */
    orderID: GatewayId,
  }),
});
export type VerifyPaymentBody = z.input<typeof VerifyPaymentBody>;

/** One order the payment created (docs/spec.md §3 Verification result). */
export const OrderSummary = z.object({
  /** The order's readable number, e.g. CH-2026-000123. */
  orderID: z.string(),
  /** The order's `_id`, for links to /order-detail/{orderId}. */
  _id: z.string(),
  /** What was paid, rupees. */
  totalPrice: z.number(),
  productCount: z.number().int(),
  /** Sum of the items' prices before the coupon, rupees. */
  salePrice: z.number(),
  product: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      /** Its title in Hindi and Marathi, as the product has it now (decision 064); absent when it has none. */
      translations: TitleTranslations.optional(),
      price: z.number(),
      salePrice: z.number(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const PAYMENT_STATUSES = ['success', 'failed'] as const;

export const VerificationResult = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway payment id when one was captured, else the payment's receipt. */
  transactionID: z.string(),
  orderDetails: z.array(OrderSummary),
  /** Why a payment that went through made no order (a late capture declined and refunded whole: decision 030). */
  message: z.string().optional(),
});
export type VerificationResult = z.infer<typeof VerificationResult>;

export const VerifyPaymentResponse = z.object({ success: z.literal(true), data: VerificationResult });
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>;

export const WebhookResponse = z.object({ received: z.literal(true) });

export const PAYMENT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  signatureInvalid: 'Payment verification failed.',
  unknownOrder: 'Payment not found.',
  ownedAlready: 'You already own some of these products; remove them from your cart.',
  success: 'Payment successful.',
  failed: 'Payment failed.',
  /** A capture after the checkout had closed, when its coupon could no longer be used (decision 030). */
  declined:
    'Your payment arrived after this checkout had closed, and by then its coupon could no longer be used, so we did not complete the order and are refunding the whole payment (usually within 5–7 working days). The photographs are still in your cart.',
  /** The simulated checkout (docs/architecture.md §2). */
  testPayment: 'Test payment',
  payNow: 'Pay now',
  failPayment: 'Fail payment',
  cancel: 'Cancel',
} as const;
