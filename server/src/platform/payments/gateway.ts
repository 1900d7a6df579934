import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment-gateway port. Business code sees only this; the Razorpay
 * adapter (official SDK) and the demo's simulated gateway implement it with
 * the same order id / payment id / HMAC signature scheme (docs/architecture.md §2).
 * Amounts are integer paise.
 */

export type GatewayOrder = {
  /** order_… */
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
};

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type GatewayPayment = {
  /** pay_… */
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** Why it failed, as the gateway says it. */
  errorDescription?: string;
};

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

export type GatewayRefund = {
  /** rfnd_… */
  id: string;
  paymentId: string;
  amountPaise: number;
  status: GatewayRefundStatus;
};

type CreateOrderInput = {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
};

export type PaymentGateway = {
  readonly provider: 'razorpay' | 'simulated';
  /** The public key id checkout.js needs. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** Every payment attempt made against the order, oldest first. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Captures an authorized payment (Razorpay's manual capture); answers the payment as it is after. */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /**
   * Gives back `amountPaise` of a captured payment (Razorpay's
   * `POST /v1/payments/{id}/refund`). The gateway refuses more than the
   * payment took in all, so a full refund asked twice is refused the second
   * time; a payment refunded in full then reads `refunded`.
   */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
  /**
   * Every refund of the payment with its notes (Razorpay's `GET
   * /v1/payments/{id}/refunds`): how a refund job that ran before finds the
   * refund it made, by the `refund_id` it put in the notes.
   */
  fetchRefunds(paymentId: string): Promise<(GatewayRefund & { notes: Record<string, string> })[]>;
  /** checkout.js's `razorpay_signature`: HMAC-SHA256(orderId + '|' + paymentId, key secret), checked in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256(raw body, webhook secret), checked in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
};

/** Razorpay's signature scheme: lower-case hex HMAC-SHA256. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a signature a client sent with the expected one without leaking where they differ. */
export function signaturesMatch(expectedHex: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string => hmacHex(keySecret, `${orderId}|${paymentId}`);

export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string): string => hmacHex(webhookSecret, rawBody);

/** A gateway that could not be reached or refused the call: the server answers 502/503, never a raw error. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/**
 * A Razorpay webhook event, as much as fulfilment reads of it
 * (https://razorpay.com/docs/webhooks/payloads/payments/).
 */
export type WebhookEvent = {
  event: string;
  payload: {
    payment?: { entity: { id: string; order_id: string | null; amount: number; currency: string; status: string; error_description?: string | null } };
    order?: { entity: { id: string; amount: number; amount_paid?: number; status: string } };
    /** refund.processed / refund.failed (https://razorpay.com/docs/webhooks/payloads/refunds/). */
    refund?: { entity: { id: string; payment_id: string; amount: number; status: string; notes?: Record<string, string> | unknown[] | null } };
  };
  created_at?: number;
};
