import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue';
import { type LicenceSnapshot, orderItems, orders } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';
import { newLicenceId } from '../licences/licence-id';

export type Order = typeof orders.$inferSelect;
type OrderItem = typeof orderItems.$inferSelect;
export type OrderWithItems = Order & { items: OrderItem[] };
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber' | 'createdAt'> & { createdAt: Date };
type LicenceColumns = 'tierId' | 'tierName' | 'tierSummary' | 'tierTerms' | 'tierVersion' | 'upgradeFromTierId' | 'upgradeFromName' | 'licenceId';
/** A line as fulfilment hands it over: its licence as the payment's snapshot kept it; the writer gives it its licence id. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | LicenceColumns> & { licence: LicenceSnapshot };

/** The order line's licence columns from the snapshot, with a new unguessable licence id (decision 053). */
function licenceColumns(licence: LicenceSnapshot) {
  return {
    tierId: licence.tierId,
    tierName: licence.name,
    tierSummary: licence.summary,
    tierTerms: licence.terms,
    tierVersion: licence.version,
    upgradeFromTierId: licence.upgradeFrom?.tierId ?? null,
    upgradeFromName: licence.upgradeFrom?.name ?? null,
    licenceId: newLicenceId(),
  };
}

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

/**
 * The one writer of digital orders (`orders`, `order_items`,
 * `order_item_images`) and of the sales they count on `products`: payments'
 * fulfilment makes them, its jobs mark them, the admin area's refund marks
 * them refunded and takes their sales back. `OrdersRepository` is the
 * buyer's view of the same rows.
 * Callers pass their transaction, so an order is made or changed together
 * with whatever caused it.
 */
export class OrdersWriter {
  constructor(private readonly db: DbOrTx) {}

  /** Inserts the order with its readable number (`nextOrderNumber`) and its items; answers them as stored, items in order. */
  async insert(order: NewOrder, items: NewOrderItem[]): Promise<OrderWithItems> {
    const [row] = await this.db
      .insert(orders)
      .values({ ...order, orderNumber: nextOrderNumber(order.createdAt) })
      .returning();
    if (!row) throw new Error('insert into orders returned no row');
    if (items.length === 0) return { ...row, items: [] };
    const inserted = await this.db
      .insert(orderItems)
      .values(items.map(({ licence, ...item }) => ({ ...item, ...licenceColumns(licence), orderId: row.id })))
      .returning();
    // The pictures bought are those the products have now: later gallery edits never take one away.
    await this.db.execute(sql`insert into order_item_images (order_id, product_id, image_id, position)
      select ${row.id}::uuid, pi.product_id, pi.image_id, pi.position from product_images pi
      where pi.product_id in (select product_id from order_items where order_id = ${row.id}::uuid)`);
    return { ...row, items: inserted.sort((a, b) => a.position - b.position) };
  }

  async ofPayment(paymentId: string): Promise<OrderWithItems[]> {
    const rows = await this.db.select().from(orders).where(eq(orders.paymentId, paymentId));
    return this.withItems(rows);
  }

  private async withItems(rows: Order[]): Promise<OrderWithItems[]> {
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.position));
    return rows.map((order) => ({ ...order, items: items.filter((i) => i.orderId === order.id) }));
  }

  /**
   * Counts the sales of up to `limit` orders not counted yet, oldest first,
   * and marks them counted, in the caller's transaction: one update per
   * product however many of its sales came in (decision 058). An order
   * another transaction holds (a refund under way) is skipped and counted by
   * a later run, unless that refund ends its sale. Answers how many orders.
   */
  async countNewSales(at: Date, limit: number): Promise<number> {
    const counted = await this.db
      .select({ id: orders.id })
      .from(orders)
      // A refunded order is no sale (decision 026): the refund took back any count made before it.
      .where(and(isNull(orders.salesCountedAt), isNull(orders.refundedAt)))
      .orderBy(asc(orders.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (counted.length === 0) return 0;
    const ids = counted.map((o) => o.id);
    await this.db.update(orders).set({ salesCountedAt: at }).where(inArray(orders.id, ids));
    const sold = await this.db
      .select({ productId: orderItems.productId, sales: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number) })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.productId)
      .orderBy(asc(orderItems.productId));
    if (sold.length === 0) return counted.length;
    await this.lockProducts(sold.map((s) => s.productId));
    const values = sql.join(
      sold.map((s) => sql`(${s.productId}::uuid, ${s.sales}::int)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update ${products} set sales_count = ${products.salesCount} + sold.n from (values ${values}) as sold(id, n) where ${products.id} = sold.id`,
    );
    return counted.length;
  }

  /**
   * Takes back the sale a refunded order counted (its products' sales count,
   * never below 0; decision 026). The caller holds the order's row, so the
   * counting job either ran before (and this undoes it) or runs after and
   * finds the order refunded.
   */
  async uncountSales(orderId: string): Promise<void> {
    const [order] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.salesCountedAt)));
    if (!order) return;
    const ids = await this.productsOf(orderId);
    if (ids.length === 0) return;
    await this.lockProducts(ids);
    await this.db
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - 1, 0)` })
      .where(inArray(products.id, ids));
  }

  /** Ends the order's downloads (the admin area's refund): its page shows the refund, and every way to its files refuses it. */
  async markRefunded(orderId: string, at: Date): Promise<void> {
    await this.db.update(orders).set({ refundedAt: at }).where(eq(orders.id, orderId));
  }

  async markReceiptSent(orderId: string, at: Date): Promise<void> {
    await this.db.update(orders).set({ receiptSentAt: at }).where(eq(orders.id, orderId));
  }

  /** The order's products, in id order. */
  private async productsOf(orderId: string): Promise<string[]> {
    const items = await this.db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
    return items.map((i) => i.id).sort();
  }

  /** Rows locked in id order: two orders counted (or taken back) at once never wait on each other in a circle. */
  private async lockProducts(ids: string[]): Promise<void> {
    await this.db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  }
}
