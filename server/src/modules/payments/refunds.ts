import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { refunds, type RefundState } from '../../db/schema/refunds';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { PaymentsRepository } from './payments.repository';

/**
 * Refunds through the payment gateway. The decision (a row of `refunds`,
 * unique per payment) is written in the transaction of the change that
 * causes it, with a job; the job asks the gateway after commit. The job may
 * run more than once (the queue is at least once): it first asks the
 * gateway whether the payment is refunded already, and the gateway itself
 * refuses a second full refund.
 */

export const REFUND_JOB = 'payments.refund';
/** About a day of tries (backoff doubles up to an hour) before the refund is marked failed for a person to look at. */
export const REFUND_ATTEMPTS = 30;

export type RefundRow = typeof refunds.$inferSelect;

export class RefundsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: {
    paymentId: string;
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

/**
 * The one way a refund is decided: its row (one per payment: a second
 * insert fails on refunds_payment_uq and takes the caller's transaction
 * with it) and the job that asks the gateway after commit, both in `tx`.
 */
export async function recordRefund(
  tx: Tx,
  jobs: JobQueue,
  refund: { paymentId: string; printOrderId: string | null; amountPaise: number; reason: string; requestedBy: string | null; createdAt: Date },
): Promise<RefundRow> {
  const row = await new RefundsRepository(tx).insert(refund);
  await jobs.enqueue(tx, { kind: REFUND_JOB, payload: { refundId: row.id }, dedupeKey: `refund:${row.id}`, maxAttempts: REFUND_ATTEMPTS });
  return row;
}

const Job = z.object({ refundId: z.uuid() });

/** The job that makes a recorded refund at the gateway. Registered once per server (admin routes). */
export function registerRefundJob(app: FastifyInstance): void {
  const db = app.database.db;
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
      // A run that died after the gateway refunded, before this row said so, must not refund again.
      const atGateway = await app.gateway.fetchPayment(payment.gatewayPaymentId);
      if (atGateway.status === 'refunded') {
        await repository.settle(refund.id, 'processed', { lastError: null, at: app.now() });
        return;
      }
      const made = await app.gateway.refund(payment.gatewayPaymentId, refund.amountPaise, {
        refund_id: refund.id,
        receipt: payment.receipt,
        reason: refund.reason.slice(0, 250),
      });
      await repository.settle(refund.id, made.status === 'failed' ? 'failed' : 'processed', { gatewayRefundId: made.id, lastError: null, at: app.now() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= REFUND_ATTEMPTS;
      await repository.settle(refund.id, last ? 'failed' : 'pending', { lastError: message.slice(0, 2000), at: app.now() });
      throw error;
    }
  });
}
