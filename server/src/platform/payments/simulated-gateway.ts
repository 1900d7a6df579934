import { randomInt } from 'node:crypto';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedGatewayOrders, simulatedGatewayPayments, simulatedGatewayRefunds } from '../../db/schema/commerce';
import { type Tx, withTransaction } from '../../db/transaction';
import type { JobQueue } from '../jobs/job-queue';
import { sendSimulatedWebhookJob, type SimulatedWebhookJob } from './simulated.jobs';
import { GatewayError, paymentSignature, signaturesMatch, webhookSignature, type GatewayOrder, type GatewayPayment, type PaymentGateway } from './gateway';

/**
 * The demo's payment gateway (docs/architecture.md §2): Razorpay's order / payment /
 * signature scheme and webhooks, with its books in two tables so every
 * server (and a restarted one) sees the same orders.
 */

export const SIMULATED_FAILURE_DESCRIPTION = 'Payment failed at the test gateway.';
/** The merchant account the webhooks name (Razorpay's `account_id`). */
const ACCOUNT_ID = 'acc_ChitraDemoShop';

type SimulatedOutcome = 'capture' | 'fail';

/** What checkout.js hands the `handler` after a successful payment. */
type SimulatedPaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** What checkout.js hands `payment.failed` listeners. */
type SimulatedPayFailure = {
  error: {
    code: 'BAD_REQUEST_ERROR';
    description: string;
    source: 'customer';
    step: 'payment_authorization';
    reason: 'payment_failed';
    metadata: { order_id: string; payment_id: string };
  };
};

/** Why the checkout dialog's pay call was refused. */
export class SimulatedCheckoutError extends Error {
  override name = 'SimulatedCheckoutError';
  constructor(
    readonly reason: 'unknown-order' | 'already-paid',
    message: string,
  ) {
    super(message);
  }
}

export type SimulatedGateway = PaymentGateway & {
  readonly provider: 'simulated';
  /** The customer's choice in the checkout dialog; throws SimulatedCheckoutError. */
  pay(orderId: string, outcome: SimulatedOutcome): Promise<SimulatedPaySuccess | SimulatedPayFailure>;
  /** `X-Razorpay-Signature` for a webhook body. */
  signWebhook(body: string): string;
};

export type SimulatedGatewayOptions = {
  db: Db;
  jobs: JobQueue;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookDelayMs: number;
  now: () => Date;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-looking ids: a prefix and 14 base62 characters. */
function simulatedId(prefix: 'order_' | 'pay_' | 'evt_' | 'rfnd_'): string {
  return prefix + Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('');
}

export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return gateway.provider === 'simulated' && 'pay' in gateway && 'signWebhook' in gateway;
}

type OrderRow = typeof simulatedGatewayOrders.$inferSelect;
type PaymentRow = typeof simulatedGatewayPayments.$inferSelect;

export function createSimulatedGateway(options: SimulatedGatewayOptions): SimulatedGateway {
  const { db, jobs, keyId, keySecret, webhookSecret, webhookDelayMs, now } = options;

  /**
   * The payments as Razorpay reports them, each with what was refunded of it
   * (one statement: checkout's answer asks for one on every purchase); one
   * refunded in full reads `refunded`.
   */
  async function reported(where: SQL): Promise<GatewayPayment[]> {
    const rows = await db
      .select({
        ...getTableColumns(simulatedGatewayPayments),
        // Written out: in a select from one table, drizzle leaves columns unqualified, and the inner "id" would be the refund's.
        refundedPaise:
          sql<number>`(select coalesce(sum(r.amount_paise), 0) from simulated_gateway_refunds r where r.payment_id = simulated_gateway_payments.id)`.mapWith(
            Number,
          ),
      })
      .from(simulatedGatewayPayments)
      .where(where)
      .orderBy(asc(simulatedGatewayPayments.sequence));
    return rows.map(({ refundedPaise, ...row }) => {
      const payment = toPayment(row);
      return row.status === 'captured' && refundedPaise >= row.amountPaise ? { ...payment, status: 'refunded' } : payment;
    });
  }

  /** Webhooks delivered (each signed) in this order by one job after the configured delay, as Razorpay sends them. */
  async function enqueueWebhooks(tx: Tx, events: { event: string; payload: Record<string, unknown> }[], at: Date): Promise<void> {
    const deliveries = events.map(({ event, payload }) => ({
      eventId: simulatedId('evt_'),
      event,
      // Serialised once: the signature is made over exactly these bytes when delivered.
      body: JSON.stringify({
        entity: 'event',
        account_id: ACCOUNT_ID,
        event,
        contains: Object.keys(payload),
        payload,
        created_at: unixSeconds(at),
      }),
    }));
    const [first] = deliveries;
    if (!first) return;
    const job: SimulatedWebhookJob = { deliveries };
    await jobs.enqueue(tx, sendSimulatedWebhookJob, job, { dedupeKey: first.eventId, runAfter: new Date(at.getTime() + webhookDelayMs) });
  }

  return {
    provider: 'simulated',
    keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) {
        // Razorpay's own floor: an order below ₹1 is refused.
        throw new GatewayError('The gateway refused the order: the amount must be at least ₹1.');
      }
      const [row] = await db
        .insert(simulatedGatewayOrders)
        .values({ id: simulatedId('order_'), amountPaise, currency: 'INR', receipt, notes, createdAt: now() })
        .returning();
      if (!row) throw new Error('insert into simulated_gateway_orders returned no row');
      return toOrder(row);
    },

    async fetchOrderPayments(orderId) {
      const [order] = await db.select({ id: simulatedGatewayOrders.id }).from(simulatedGatewayOrders).where(eq(simulatedGatewayOrders.id, orderId));
      if (!order) throw new GatewayError('The gateway has no such order.');
      return reported(eq(simulatedGatewayPayments.orderId, orderId));
    },

    async fetchPayment(paymentId) {
      const [payment] = await reported(eq(simulatedGatewayPayments.id, paymentId));
      if (!payment) throw new GatewayError('The gateway has no such payment.');
      return payment;
    },

    // Every simulated payment is captured when made (Razorpay's automatic
    // capture), so there is never an authorized one to capture.
    async capturePayment(paymentId) {
      const [row] = await db.select().from(simulatedGatewayPayments).where(eq(simulatedGatewayPayments.id, paymentId));
      if (!row) throw new GatewayError('The gateway has no such payment.');
      if (row.status !== 'captured') throw new GatewayError('The gateway refused the capture: the payment failed.');
      return toPayment(row);
    },

    // Razorpay's rules: only a captured payment, at least ₹1, never more than it took in all.
    refund(paymentId, amountPaise, notes) {
      return withTransaction(db, async (tx) => {
        // The payment row's lock makes two refunds at once one after the other, so the sum below holds.
        const [row] = await tx.select().from(simulatedGatewayPayments).where(eq(simulatedGatewayPayments.id, paymentId)).for('update');
        if (!row) throw new GatewayError('The gateway has no such payment.');
        if (row.status !== 'captured') throw new GatewayError('The gateway refused the refund: the payment was not captured.');
        if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) {
          throw new GatewayError('The gateway refused the refund: the amount must be at least ₹1.');
        }
        const [done] = await tx
          .select({ paise: sql<number>`coalesce(sum(${simulatedGatewayRefunds.amountPaise}), 0)`.mapWith(Number) })
          .from(simulatedGatewayRefunds)
          .where(eq(simulatedGatewayRefunds.paymentId, paymentId));
        if ((done?.paise ?? 0) + amountPaise > row.amountPaise) {
          throw new GatewayError('The gateway refused the refund: the total refund amount is greater than the payment amount.');
        }
        const at = now();
        const [refund] = await tx
          .insert(simulatedGatewayRefunds)
          .values({ id: simulatedId('rfnd_'), paymentId, amountPaise, notes, createdAt: at })
          .returning();
        if (!refund) throw new Error('insert into simulated_gateway_refunds returned no row');
        // Razorpay tells the shop too: refund.processed, with the refund and the payment as they are after.
        const [order] = await tx.select().from(simulatedGatewayOrders).where(eq(simulatedGatewayOrders.id, row.orderId));
        if (!order) throw new Error(`the order ${row.orderId} of payment ${paymentId} is not there`);
        const refunded = (done?.paise ?? 0) + amountPaise;
        const payload = {
          refund: { entity: toRefundEntity(refund) },
          payment: {
            entity: {
              ...toPaymentEntity(row, order),
              ...(refunded >= row.amountPaise ? { status: 'refunded' } : {}),
              amount_refunded: refunded,
              refund_status: refunded >= row.amountPaise ? 'full' : 'partial',
            },
          },
        };
        await enqueueWebhooks(tx, [{ event: 'refund.processed', payload }], at);
        return { id: refund.id, paymentId, amountPaise, status: 'processed' as const };
      });
    },

    async fetchRefunds(paymentId) {
      const rows = await db
        .select()
        .from(simulatedGatewayRefunds)
        .where(eq(simulatedGatewayRefunds.paymentId, paymentId))
        .orderBy(asc(simulatedGatewayRefunds.createdAt));
      return rows.map((r) => ({ id: r.id, paymentId: r.paymentId, amountPaise: r.amountPaise, status: 'processed' as const, notes: r.notes }));
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
    },

    signWebhook: (body) => webhookSignature(webhookSecret, body),

    pay(orderId, outcome) {
      return withTransaction(db, async (tx) => {
        // The order row lock makes two clicks on 'Pay now' one payment and one 409.
        const [order] = await tx.select().from(simulatedGatewayOrders).where(eq(simulatedGatewayOrders.id, orderId)).for('update');
        if (!order) throw new SimulatedCheckoutError('unknown-order', 'No such order at the test gateway.');
        const [paid] = await tx
          .select({ id: simulatedGatewayPayments.id })
          .from(simulatedGatewayPayments)
          .where(and(eq(simulatedGatewayPayments.orderId, orderId), eq(simulatedGatewayPayments.status, 'captured')))
          .limit(1);
        if (paid) throw new SimulatedCheckoutError('already-paid', 'This order has already been paid.');

        const captured = outcome === 'capture';
        const at = now();
        const [payment] = await tx
          .insert(simulatedGatewayPayments)
          .values({
            id: simulatedId('pay_'),
            orderId,
            amountPaise: order.amountPaise,
            status: captured ? 'captured' : 'failed',
            errorDescription: captured ? null : SIMULATED_FAILURE_DESCRIPTION,
            createdAt: at,
          })
          .returning();
        if (!payment) throw new Error('insert into simulated_gateway_payments returned no row');
        const attempts = await tx
          .select({ id: simulatedGatewayPayments.id })
          .from(simulatedGatewayPayments)
          .where(eq(simulatedGatewayPayments.orderId, orderId));

        const paymentEntity = toPaymentEntity(payment, order);
        const events: { event: string; payload: WebhookPayload }[] = captured
          ? [
              { event: 'payment.captured', payload: { payment: { entity: paymentEntity } } },
              {
                event: 'order.paid',
                payload: { payment: { entity: paymentEntity }, order: { entity: toPaidOrderEntity(order, attempts.length) } },
              },
            ]
          : [{ event: 'payment.failed', payload: { payment: { entity: paymentEntity } } }];
        await enqueueWebhooks(tx, events, at);

        if (captured) {
          return {
            razorpay_payment_id: payment.id,
            razorpay_order_id: orderId,
            razorpay_signature: paymentSignature(keySecret, orderId, payment.id),
          };
        }
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: SIMULATED_FAILURE_DESCRIPTION,
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: orderId, payment_id: payment.id },
          },
        };
      });
    },
  };
}

type WebhookPayload = {
  payment: { entity: ReturnType<typeof toPaymentEntity> };
  order?: { entity: ReturnType<typeof toPaidOrderEntity> };
};

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toOrder(row: OrderRow): GatewayOrder {
  return { id: row.id, amountPaise: row.amountPaise, currency: 'INR', receipt: row.receipt };
}

function toPayment(row: PaymentRow): GatewayPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    amountPaise: row.amountPaise,
    currency: 'INR',
    status: row.status,
    ...(row.errorDescription ? { errorDescription: row.errorDescription } : {}),
  };
}

/** Razorpay's payment entity, as much of it as a webhook reader would look at. */
function toPaymentEntity(row: PaymentRow, order: OrderRow) {
  const failed = row.status === 'failed';
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amountPaise,
    currency: 'INR',
    status: row.status,
    order_id: row.orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: !failed,
    description: null,
    notes: order.notes,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: row.errorDescription,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    created_at: unixSeconds(row.createdAt),
  };
}

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/). */
function toRefundEntity(row: typeof simulatedGatewayRefunds.$inferSelect) {
  return {
    id: row.id,
    entity: 'refund',
    amount: row.amountPaise,
    currency: 'INR',
    payment_id: row.paymentId,
    notes: row.notes,
    receipt: null,
    acquirer_data: { arn: null },
    created_at: unixSeconds(row.createdAt),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
}

function toPaidOrderEntity(order: OrderRow, attempts: number) {
  return {
    id: order.id,
    entity: 'order',
    amount: order.amountPaise,
    amount_paid: order.amountPaise,
    amount_due: 0,
    currency: 'INR',
    receipt: order.receipt,
    offer_id: null,
    status: 'paid',
    attempts,
    notes: order.notes,
    created_at: unixSeconds(order.createdAt),
  };
}
