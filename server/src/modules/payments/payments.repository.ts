import { and, asc, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { orderItems, orders, type PaymentKind, payments, webhookEvents } from '../../db/schema/commerce';
import { products } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderWithItems = Order & { items: OrderItem[] };

/**
 * The shop's one order numbering, for digital and print orders alike:
 * CH-<year in India>-<6 digits> from a sequence (which takes no row lock).
 */
export function nextOrderNumber(createdAt: Date): SQL<string> {
  const year = sql`to_char(${createdAt.toISOString()}::timestamptz at time zone 'Asia/Kolkata', 'YYYY')`;
  // Six digits at least, more once the shop has sold a million orders (lpad alone would cut them).
  return sql<string>`(select 'CH-' || ${year} || '-' || lpad(s.n::text, greatest(6, length(s.n::text)), '0')
      from (select nextval('order_number_seq') as n) s)`;
}

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
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        owner === undefined
          ? eq(payments.gatewayOrderId, gatewayOrderId)
          : and(eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.customerId, owner.customerId), eq(payments.kind, owner.kind)),
      )
      .limit(1);
    return row;
  }

  /** An open payment of the same customer for the same priced cart and coupon, young enough to reuse. */
  async findReusable(customerId: string, fingerprint: string, since: Date): Promise<Payment | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.customerId, customerId),
          eq(payments.fingerprint, fingerprint),
          eq(payments.state, 'created'),
          gt(payments.createdAt, since),
        ),
      )
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
   * order, which references it, does not wait on it.
   */
  async holdBuyer(customerId: string): Promise<void> {
    await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  }

  async markPaid(id: string, gatewayPaymentId: string, at: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ state: 'paid', gatewayPaymentId, paidAt: at, updatedAt: at })
      .where(eq(payments.id, id));
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

  /** Open payments, oldest first, for the reconciler. */
  async open(limit: number, createdBy: Date): Promise<Payment[]> {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.state, 'created'), lte(payments.createdAt, createdBy)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  /** Inserts the order with its readable number (`nextOrderNumber`) and its items. */
  async insertOrder(
    order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'createdAt'> & { createdAt: Date },
    items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
  ): Promise<Order> {
    const [row] = await this.db
      .insert(orders)
      .values({ ...order, orderNumber: nextOrderNumber(order.createdAt) })
      .returning();
    if (!row) throw new Error('insert into orders returned no row');
    if (items.length > 0) {
      await this.db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      // The pictures bought are those the products have now: later gallery edits never take one away.
      await this.db.execute(sql`insert into order_item_images (order_id, product_id, image_id, position)
        select ${row.id}::uuid, pi.product_id, pi.image_id, pi.position from product_images pi
        where pi.product_id in (select product_id from order_items where order_id = ${row.id}::uuid)`);
    }
    return row;
  }

  async ordersOfPayment(paymentId: string): Promise<OrderWithItems[]> {
    const rows = await this.db.select().from(orders).where(eq(orders.paymentId, paymentId));
    return this.withItems(rows);
  }

  async orderById(id: string): Promise<OrderWithItems | undefined> {
    const rows = await this.db.select().from(orders).where(eq(orders.id, id));
    return (await this.withItems(rows))[0];
  }

  private async withItems(rows: Order[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
      .orderBy(asc(orderItems.position));
    return rows.map((order) => ({ ...order, items: items.filter((i) => i.orderId === order.id) }));
  }

  /** Counts the order's sales once: false when they were counted already. */
  async countSales(orderId: string, at: Date): Promise<boolean> {
    const [order] = await this.db
      .update(orders)
      .set({ salesCountedAt: at })
      // A refunded order is no sale (decision 026): the refund took back any count made before it.
      .where(and(eq(orders.id, orderId), isNull(orders.salesCountedAt), isNull(orders.refundedAt)))
      .returning({ id: orders.id });
    if (!order) return false;
    const items = await this.db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
    const ids = items.map((i) => i.id).sort();
    if (ids.length === 0) return true;
    // Rows locked in id order: two orders counted at once never wait on each other in a circle.
    await this.db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
    await this.db
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + 1` })
      .where(inArray(products.id, ids));
    return true;
  }

  async markReceiptSent(orderId: string, at: Date): Promise<void> {
    await this.db.update(orders).set({ receiptSentAt: at }).where(eq(orders.id, orderId));
  }

  async customerContact(customerId: string): Promise<{ email: string; firstname: string; lastname: string; mobile: string } | undefined> {
    const [row] = await this.db
      .select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname, mobile: customers.mobile })
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
