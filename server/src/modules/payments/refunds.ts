import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { type RefundKind, refunds, type RefundState } from '../../db/schema/refunds';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { OrdersWriter } from '../orders/orders.writer';
import { declinedPaymentMail, refundMail } from './payments.mails';
import { PaymentsRepository } from './payments.repository';

/**
 * Refunds through the payment gateway. The decision (a row of `refunds`,
 * one of each kind per payment) is written in the transaction of the change that
 * causes it, with a job; the job asks the gateway after commit. The job may
 * run more than once (the queue is at least once): it first asks the
 * gateway whether the payment is refunded already, and the gateway itself
 * refuses a second full refund.
 */

export const REFUND_JOB = 'payments.refund';
/** The customer's mail about a refunded digital order, enqueued in the refund's transaction. */
export const REFUND_MAIL_JOB = 'mail.refund';
/** About a day of tries (backoff doubles up to an hour) before the refund is marked failed for a person to look at. */
export const REFUND_ATTEMPTS = 30;

export type RefundRow = typeof refunds.$inferSelect;

export class RefundsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: {
    paymentId: string;
    kind: RefundKind;
    printOrderId: string | null;
    amountPaise: number;
    reason: string;
    requestedBy: string | null;
    createdAt: Date;
  }): Promise<RefundRow> {
    const [row] = await this.db.insert(refunds).values(values).returning();
    if (!row) throw new Error('insert into refunds returned no row');
    return row;
  }

  async find(id: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  async ofPrintOrder(printOrderId: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.printOrderId, printOrderId));
    return row;
  }

  /** Every refund of the payment, oldest first. */
  async ofPayment(paymentId: string): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
  }

  /** Ours for a refund the gateway names: by the `refund_id` the job put in its notes, else by the gateway's id. */
  async forGatewayRefund(gatewayRefundId: string, refundId: string | undefined): Promise<RefundRow | undefined> {
    const byNotes = refundId && UUID.test(refundId) ? eq(refunds.id, refundId) : undefined;
    const [row] = await this.db
      .select()
      .from(refunds)
      .where(byNotes ? or(byNotes, eq(refunds.gatewayRefundId, gatewayRefundId)) : eq(refunds.gatewayRefundId, gatewayRefundId))
      .limit(1);
    return row;
  }

  /**
   * The gateway made the refund (its job's answer or its webhook, whichever
   * comes first): processed, with the gateway's id. The second to come
   * changes nothing, except that it fills the gateway's id when the first
   * knew only that the payment reads refunded. True when it changed the row.
   */
  async markProcessed(id: string, gatewayRefundId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(refunds)
      .set({ state: 'processed', gatewayRefundId, lastError: null, processedAt: sql`coalesce(${refunds.processedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(refunds.id, id), or(ne(refunds.state, 'processed'), isNull(refunds.gatewayRefundId))))
      .returning({ id: refunds.id });
    return rows.length > 0;
  }

  /**
   * The gateway took the refund but has not made it yet (Razorpay's
   * 'pending'): its id is kept and the row stays pending until
   * refund.processed or refund.failed says how it ended. Only a pending row
   * changes: a webhook that got there first has the last word.
   */
  async notePending(id: string, gatewayRefundId: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ gatewayRefundId, lastError: null })
      .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
  }

  async settle(id: string, state: RefundState, fields: { gatewayRefundId?: string | null; lastError?: string | null; at: Date }): Promise<void> {
    await this.db
      .update(refunds)
      .set({
        state,
        ...(fields.gatewayRefundId !== undefined ? { gatewayRefundId: fields.gatewayRefundId } : {}),
        ...(fields.lastError !== undefined ? { lastError: fields.lastError } : {}),
        ...(state === 'processed' ? { processedAt: fields.at } : {}),
      })
      // A processed refund stays processed.
      .where(and(eq(refunds.id, id), ne(refunds.state, 'processed')));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one way a refund is decided: its row (one of each kind per payment: a
 * second insert fails on refunds_payment_kind_uq and takes the caller's
 * transaction with it) and the job that asks the gateway after commit, both
 * in `tx`.
 */
export async function recordRefund(
  tx: Tx,
  jobs: JobQueue,
  refund: { paymentId: string; kind: RefundKind; printOrderId: string | null; amountPaise: number; reason: string; requestedBy: string | null; createdAt: Date },
): Promise<RefundRow> {
  const row = await new RefundsRepository(tx).insert(refund);
  await jobs.enqueue(tx, { kind: REFUND_JOB, payload: { refundId: row.id }, dedupeKey: `refund:${row.id}`, maxAttempts: REFUND_ATTEMPTS });
  return row;
}

/**
 * Asks the gateway again for a refund that failed (the gateway's refusal, or
 * every try of its job spent): back to pending, with a job of its own, in
 * `tx`. False when the refund is not failed (already retried, or done).
 */
export async function retryRefund(tx: Tx, jobs: JobQueue, refundId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(refunds)
    .set({ state: 'pending', lastError: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'failed')))
    .returning({ id: refunds.id });
  if (rows.length === 0) return false;
  await jobs.enqueue(tx, { kind: REFUND_JOB, payload: { refundId }, dedupeKey: `refund:${refundId}:retry:${at.getTime()}`, maxAttempts: REFUND_ATTEMPTS });
  return true;
}

const Job = z.object({ refundId: z.uuid() });

/** The job that makes a recorded refund at the gateway, and the refund's mail. Registered once per server (payments routes). */
export function registerRefundJob(app: FastifyInstance): void {
  const db = app.database.db;
  app.jobs.handle(REFUND_MAIL_JOB, async (payload) => {
    const { refundId } = Job.parse(payload);
    const refund = await new RefundsRepository(db).find(refundId);
    if (!refund) return;
    const payments = new PaymentsRepository(db);
    const payment = await payments.findById(refund.paymentId);
    const contact = payment ? await payments.customerContact(payment.customerId) : undefined;
    if (!payment || !contact) return;
    if (refund.kind === 'declined') {
      // A late capture declined (decision 030): there is no order, only the payment to speak of.
      await app.mailer.send(
        declinedPaymentMail({
          to: contact.email,
          firstname: contact.firstname,
          amountPaise: refund.amountPaise,
          transactionId: payment.gatewayPaymentId ?? payment.receipt,
          reason: refund.reason,
          cartLink: `${app.config.publicUrl}/cart`,
          shop: app.config.shop,
        }),
      );
      return;
    }
    const [order] = await new OrdersWriter(db).ofPayment(refund.paymentId);
    if (!order) return;
    await app.mailer.send(
      refundMail({ to: contact.email, firstname: contact.firstname, orderNumber: order.orderNumber, amountPaise: refund.amountPaise, reason: refund.reason, shop: app.config.shop }),
    );
  });
  app.jobs.handle(REFUND_JOB, async (payload, job) => {
    const { refundId } = Job.parse(payload);
    const repository = new RefundsRepository(db);
    const refund = await repository.find(refundId);
    if (!refund || refund.state === 'processed') return;
    const payment = await new PaymentsRepository(db).findById(refund.paymentId);
    if (!payment?.gatewayPaymentId) {
      await repository.settle(refund.id, 'failed', { lastError: 'The payment has no gateway payment to refund.', at: app.now() });
      return;
    }
    try {
      // A run that died after the gateway refunded, before this row said so, must not refund again:
      // the refund it made carries this row's id in its notes.
      const made = (await app.gateway.fetchRefunds(payment.gatewayPaymentId)).find((r) => r.notes.refund_id === refund.id);
      if (made?.status === 'processed') {
        await repository.markProcessed(refund.id, made.id, app.now());
        return;
      }
      if (made?.status === 'pending') {
        await repository.notePending(refund.id, made.id);
        return;
      }
      const atGateway = await app.gateway.fetchPayment(payment.gatewayPaymentId);
      if (atGateway.status === 'refunded') {
        await repository.settle(refund.id, 'processed', { lastError: null, at: app.now() });
        return;
      }
      const answer = await app.gateway.refund(payment.gatewayPaymentId, refund.amountPaise, {
        refund_id: refund.id,
        receipt: payment.receipt,
        reason: refund.reason.slice(0, 250),
      });
      // A pending refund is finished by the gateway's webhook (refund.processed or refund.failed), not assumed made.
      if (answer.status === 'failed') await repository.settle(refund.id, 'failed', { gatewayRefundId: answer.id, lastError: null, at: app.now() });
      else if (answer.status === 'pending') await repository.notePending(refund.id, answer.id);
      else await repository.markProcessed(refund.id, answer.id, app.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= REFUND_ATTEMPTS;
      await repository.settle(refund.id, last ? 'failed' : 'pending', { lastError: message.slice(0, 2000), at: app.now() });
      throw error;
    }
  });
}
