import Razorpay from 'razorpay';
import {
  GatewayError,
  paymentSignature,
  signaturesMatch,
  webhookSignature,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type GatewayRefundStatus,
  type PaymentGateway,
} from './gateway';

/** Longest a call to Razorpay may take before checkout answers "try again" rather than hang. */
const RAZORPAY_TIMEOUT_MS = 10_000;

const STATUSES: readonly GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

export type RazorpayGatewayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests only: a local stub of Razorpay's REST API instead of https://api.razorpay.com. */
  apiBaseUrl?: string;
};

/** The fields of Razorpay's entities the adapter reads (the SDK types amounts as number | string). */
type OrderEntity = { id: string; amount: number | string; currency: string; receipt?: string | null };
type PaymentEntity = {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  error_description?: string | null;
  created_at?: number;
};

type RefundEntity = { id: string; payment_id: string; amount?: number | string; status: string; notes?: unknown };

/** Razorpay sends notes as an object, or as an empty array when there are none. */
function notesOf(notes: unknown): Record<string, string> {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return {};
  return Object.fromEntries(Object.entries(notes).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The SDK keeps its axios instance on `api.rq` (node_modules/razorpay/dist/api.js)
 * and offers no constructor option for the host or a timeout; the instance's
 * defaults are the one seam.
 */
type SdkHttp = {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: unknown) => unknown): unknown } };
};

function sdkHttp(client: Razorpay): SdkHttp {
  const rq = (client.api as unknown as { rq?: Partial<SdkHttp> }).rq;
  if (!rq?.defaults || !rq.interceptors) throw new Error('razorpay SDK: no axios instance at api.rq (did the SDK change?)');
  return rq as SdkHttp;
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = options;
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = sdkHttp(client);
  http.defaults.timeout = RAZORPAY_TIMEOUT_MS;
  if (options.apiBaseUrl) http.defaults.baseURL = options.apiBaseUrl;
  // The SDK's error mapper reads `err.response.status`, so an error without a
  // response (refused, reset, timed out) turns into a meaningless TypeError.
  // Give it a response-shaped error instead, so the cause says what happened;
  // and never pass on the axios error itself: its `config.auth` holds the key secret.
  http.interceptors.response.use(undefined, (error: unknown) => {
    const e = error as { response?: unknown; code?: string; message?: string };
    if (e.response) return Promise.reject(error);
    return Promise.reject({
      response: { status: 0, data: { error: { code: e.code ?? 'NETWORK_ERROR', description: e.message ?? 'no response' } } },
    });
  });

  async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toGatewayError(action, error);
    }
  }

  return {
    provider: 'razorpay',
    keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('create the order', () => client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }));
      return toOrder(order, receipt);
    },

    async fetchOrderPayments(orderId) {
      const collection = await call('list the order payments', () => client.orders.fetchPayments(orderId));
      // Razorpay lists newest first; the port promises oldest first.
      const items = (collection.items as PaymentEntity[]).map((p, index) => ({ p, index }));
      items.sort((a, b) => (a.p.created_at ?? 0) - (b.p.created_at ?? 0) || b.index - a.index);
      return items.map(({ p }) => toPayment(p));
    },

    async fetchPayment(paymentId) {
      return toPayment(await call('fetch the payment', () => client.payments.fetch(paymentId)));
    },

    async capturePayment(paymentId, amountPaise) {
      return toPayment(await call('capture the payment', () => client.payments.capture(paymentId, amountPaise, 'INR')));
    },

    // POST /v1/payments/{id}/refund with the key as basic auth, through the SDK (razorpay-node's payments.refund).
    async refund(paymentId, amountPaise, notes) {
      const refund = await call('refund the payment', () => client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes }));
      return toRefund(refund);
    },

    async fetchRefunds(paymentId) {
      const collection = await call('list the refunds', () => client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      return (collection.items as RefundEntity[]).map((r) => ({ ...toRefund(r), notes: notesOf(r.notes) }));
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
    },
  };
}

/**
 * The caller (and the customer) learns only what failed and the HTTP status;
 * the cause keeps Razorpay's `{ statusCode, error: { code, description } }`
 * for the log.
 */
function toGatewayError(action: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status > 0) {
    return new GatewayError(`Razorpay refused to ${action} (HTTP ${status}).`, error);
  }
  return new GatewayError(`Razorpay could not be reached to ${action}.`, error);
}

function toAmount(value: number | string): number {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new GatewayError('Razorpay answered an amount that is not whole paise.');
  return amount;
}

function toOrder(order: OrderEntity, receipt: string): GatewayOrder {
  if (order.currency !== 'INR') throw new GatewayError(`Razorpay answered an order in ${order.currency}, not INR.`);
  return { id: order.id, amountPaise: toAmount(order.amount), currency: 'INR', receipt: order.receipt ?? receipt };
}

const REFUND_STATUSES: readonly GatewayRefundStatus[] = ['pending', 'processed', 'failed'];

function toRefund(refund: RefundEntity): GatewayRefund {
  const status = REFUND_STATUSES.find((s) => s === refund.status);
  if (!status) throw new GatewayError(`Razorpay answered an unknown refund status: ${refund.status}.`);
  return { id: refund.id, paymentId: refund.payment_id, amountPaise: toAmount(refund.amount ?? 0), status };
}

function toPayment(payment: PaymentEntity): GatewayPayment {
  const status = STATUSES.find((s) => s === payment.status);
  if (!status) throw new GatewayError(`Razorpay answered an unknown payment status: ${payment.status}.`);
  if (!payment.order_id) throw new GatewayError('Razorpay answered a payment that belongs to no order.');
  return {
    id: payment.id,
    orderId: payment.order_id,
    amountPaise: toAmount(payment.amount),
    currency: payment.currency,
    status,
    ...(payment.error_description ? { errorDescription: payment.error_description } : {}),
  };
}
