import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { type RefundKind, refunds, type RefundState } from '../../db/schema/refunds';
import type { DbOrTx } from '../../db/transaction';

/** The rows of `refunds`: one of each kind per payment (refunds.ts decides them, payments.jobs.ts makes them at the gateway). */

export type RefundRow = typeof refunds.$inferSelect;

/** A refund as it is decided: what `insert` writes, the rest of the row being the database's. */
export type NewRefund = {
  paymentId: string;
  kind: RefundKind;
  printOrderId: string | null;
  amountPaise: number;
  reason: string;
  requestedBy: string | null;
  createdAt: Date;
};

export class RefundsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewRefund): Promise<RefundRow> {
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
