import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PrintOrderStatus } from '@chitra/contract/prints';
import { customers } from '../../db/schema/accounts';
import { printOrderItems, printOrders } from '../../db/schema/prints';
import type { DbOrTx } from '../../db/transaction';
import type { PrintOrderRow } from '../prints/prints.repository';

export type PrintOrderListRow = PrintOrderRow & { firstname: string; lastname: string; email: string; prints: number };

/** Print orders as the shop sees them: every customer's, by status. */
export class AdminPrintOrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first, optionally of one status. */
  async list(query: { status?: PrintOrderStatus | undefined; limit: number; offset: number }): Promise<{ rows: PrintOrderListRow[]; total: number }> {
    const where = query.status === undefined ? undefined : eq(printOrders.status, query.status);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          order: printOrders,
          firstname: customers.firstname,
          lastname: customers.lastname,
          email: customers.email,
          prints: sql<number>`(select coalesce(sum(${printOrderItems.quantity}), 0) from ${printOrderItems}
            where ${printOrderItems.orderId} = ${printOrders.id})`.mapWith(Number),
        })
        .from(printOrders)
        .innerJoin(customers, eq(customers.id, printOrders.customerId))
        .where(where)
        .orderBy(desc(printOrders.createdAt), desc(printOrders.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(printOrders).where(where),
    ]);
    return { rows: rows.map(({ order, ...rest }) => ({ ...order, ...rest })), total: counted?.n ?? 0 };
  }

  /** The order, held to the end of the transaction: two changes of one order run one after the other. */
  async lock(id: string): Promise<PrintOrderRow | undefined> {
    const [row] = await this.db.select().from(printOrders).where(eq(printOrders.id, id)).for('update');
    return row;
  }

  /** Moves the order from `from` (a second guard beside the lock) and sets what comes with the new status. */
  async setStatus(
    id: string,
    from: PrintOrderStatus,
    change: { status: PrintOrderStatus; trackingNumber?: string; carrier?: string; trackingUrl?: string; cancelReason?: string },
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(printOrders)
      .set({ ...change, updatedAt: at })
      .where(and(eq(printOrders.id, id), eq(printOrders.status, from)))
      .returning({ id: printOrders.id });
    return rows.length > 0;
  }

  async customer(id: string): Promise<{ id: string; firstname: string; lastname: string; email: string; mobile: string } | undefined> {
    const [row] = await this.db
      .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname, email: customers.email, mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, id));
    return row;
  }
}
