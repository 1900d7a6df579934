import { and, eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/refunds';
import type { Tx } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { issueCreditNote } from '../tax/tax-documents';
import { refundJob } from './payments.jobs';
import { type NewRefund, type RefundRow, RefundsRepository } from './refunds.repository';

/**
 * Refunds through the payment gateway. The decision (a row of `refunds`,
 * one of each kind per payment) is written in the transaction of the change that
 * causes it, with a job; the job asks the gateway after commit. The job may
 * run more than once (the queue is at least once): it first asks the
 * gateway whether the payment is refunded already, and the gateway itself
 * refuses a second full refund.
 */

/**
 * The one way a refund is decided: its row (one of each kind per payment: a
 * second insert fails on refunds_payment_kind_uq and takes the caller's
 * transaction with it), the credit note against the payment's invoice
 * (decision 054: on `creditLines`, the invoice's line indexes, when the
 * refund is for some lines only; none when the payment has no invoice) and
 * the job that asks the gateway after commit, all in `tx`.
 */
export async function recordRefund(tx: Tx, jobs: JobQueue, refund: NewRefund, creditLines?: readonly number[]): Promise<RefundRow> {
  const row = await new RefundsRepository(tx).insert(refund);
  await jobs.enqueue(tx, refundJob, { refundId: row.id }, { dedupeKey: `refund:${row.id}` });
  // Last: the credit note's number holds its counter until commit.
  await issueCreditNote(tx, row, creditLines);
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
  await jobs.enqueue(tx, refundJob, { refundId }, { dedupeKey: `refund:${refundId}:retry:${at.getTime()}` });
  return true;
}
