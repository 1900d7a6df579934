import type { Locale } from '@chitra/contract/locales';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { type PaymentKind, payments, webhookEvents } from '../../db/schema/commerce';
import { equalsConstant, once, prepared } from '../../db/prepared';
import type { DbOrTx } from '../../db/transaction';

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Payments and their webhook events. Their orders are the orders module's (`OrdersWriter`). */
export class PaymentsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewPayment): Promise<Payment> {
    const [row] = await this.db.insert(payments).values(values).returning();
    if (!row) throw new Error('insert into payments returned no row');
    return row;
  }

  async findById(id: string): Promise<Payment | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  }

  /** The payment of a gateway order; with an owner, only if it is that customer's and of that kind. */
  async findByGatewayOrder(gatewayOrderId: string, owner?: { customerId: string; kind: PaymentKind }): Promise<Payment | undefined> {
    if (owner === undefined) {
      const [row] = await this.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
      return row;
    }
    const db = this.db;
    // Every verification asks (the checkout's answer, then the buyer's retries): built once (decision 058).
    const query = once(db, 'payment_of_owner', () =>
      prepared(
        db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.gatewayOrderId, sql.placeholder('gatewayOrderId')),
              eq(payments.customerId, sql.placeholder('customerId')),
              eq(payments.kind, sql.placeholder('kind')),
            ),
          ),
        'payment_of_owner',
      ),
    );
    const [row] = await query.execute({ gatewayOrderId, customerId: owner.customerId, kind: owner.kind });
    return row;
  }

  /** An open payment of the same customer for the same priced cart and coupon, young enough to reuse. */
  async findReusable(customerId: string, fingerprint: string, since: Date): Promise<Payment | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.fingerprint, fingerprint), eq(payments.state, 'created'), gt(payments.createdAt, since)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  }

  /** Holds the payment's row to the end of the transaction: fulfilments of one payment run one at a time. */
  async lock(id: string): Promise<Payment | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  }

  /**
   * Holds the buyer's row until the transaction ends, so two of their
   * payments are fulfilled one after the other (each sees what the other
   * bought). `no key update` leaves the row's key free: inserting their
   * order, which references it, does not wait on it. Answers what their
   * invoice says of them (decision 058: read with the lock, not again).
   */
  async holdBuyer(customerId: string): Promise<{ firstname: string; lastname: string; gstStateCode: string | null }> {
    const [buyer] = await this.db
      .select({ firstname: customers.firstname, lastname: customers.lastname, gstStateCode: customers.gstStateCode })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('no key update');
    if (!buyer) throw new Error(`customer ${customerId} vanished`);
    return buyer;
  }

  async markPaid(id: string, gatewayPaymentId: string, at: Date): Promise<void> {
    await this.db.update(payments).set({ state: 'paid', gatewayPaymentId, paidAt: at, updatedAt: at }).where(eq(payments.id, id));
  }

  async markFlagged(id: string, gatewayPaymentId: string, reason: string, at: Date): Promise<void> {
    await this.db.update(payments).set({ state: 'flagged', gatewayPaymentId, reason, updatedAt: at }).where(eq(payments.id, id));
  }

  /**
   * A capture that came after the payment failed, when its coupon could no
   * longer be used (decision 030): nothing is fulfilled and the whole
   * payment is refunded. Final, like paid.
   */
  async markDeclined(id: string, gatewayPaymentId: string, reason: string, at: Date): Promise<void> {
    await this.db.update(payments).set({ state: 'declined', gatewayPaymentId, reason, updatedAt: at }).where(eq(payments.id, id));
  }

  /** Only an open payment fails; a paid or flagged one stays as it is. True when it moved. */
  async markFailed(id: string, reason: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ state: 'failed', reason, updatedAt: at })
      .where(and(eq(payments.id, id), eq(payments.state, 'created')))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** Notes why an attempt failed, without ending the payment (the buyer may retry in the same checkout). */
  async noteFailure(id: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ reason, updatedAt: at })
      .where(and(eq(payments.id, id), inArray(payments.state, ['created', 'failed'])));
  }

  /**
   * The reconciler's next open payments, least recently checked first (never
   * checked first of all, then oldest), marked checked now as they are taken:
   * a payment the gateway never answers about goes to the back of the line,
   * and two runs at once take different payments. One it gave up on is not
   * taken again.
   */
  async claimForReconciling(limit: number, at: Date): Promise<Payment[]> {
    const due = this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(equalsConstant(payments.state, 'created'), isNull(payments.reconcileGivenUpAt), lte(payments.createdAt, at)))
      // The order of payments_reconcile_idx, which also holds the two conditions above.
      .orderBy(sql`${payments.reconciledAt} asc nulls first`, asc(payments.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db.update(payments).set({ reconciledAt: at }).where(inArray(payments.id, due)).returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Counts a failed check of an open payment; answers the failures so far (undefined once it is no longer open). */
  async noteReconcileFailure(id: string): Promise<number | undefined> {
    const [row] = await this.db
      .update(payments)
      .set({ reconcileFailures: sql`${payments.reconcileFailures} + 1` })
      .where(and(eq(payments.id, id), eq(payments.state, 'created')))
      .returning({ failures: payments.reconcileFailures });
    return row?.failures;
  }

  /** The reconciler stops asking about it (decision 031). True only for the one call that marked it. */
  async giveUpReconciling(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ reconcileGivenUpAt: at })
      .where(and(eq(payments.id, id), eq(payments.state, 'created'), isNull(payments.reconcileGivenUpAt)))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** How to reach the customer, and the language their mail is written in (decision 062). */
  async customerContact(customerId: string): Promise<{ email: string; firstname: string; lastname: string; mobile: string; locale: Locale } | undefined> {
    const [row] = await this.db
      .select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname, mobile: customers.mobile, locale: customers.locale })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return row;
  }

  /** False when the event was seen before (a replay). */
  async recordWebhookEvent(eventId: string, event: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(webhookEvents)
      .values({ eventId, event, receivedAt: at })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ eventId: webhookEvents.eventId });
    return rows.length > 0;
  }
}
