import { and, count, desc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { customers, sessions } from '../../db/schema/accounts';
import { orders } from '../../db/schema/commerce';
import { printOrders } from '../../db/schema/prints';
import type { DbOrTx } from '../../db/transaction';
import { likePattern } from './admin-context';

/** A customer as the shop sees one: never the password's hash. */
const fields = {
  id: customers.id,
  firstname: customers.firstname,
  lastname: customers.lastname,
  email: customers.email,
  mobile: customers.mobile,
  role: customers.role,
  emailVerifiedAt: customers.emailVerifiedAt,
  disabledAt: customers.disabledAt,
  createdAt: customers.createdAt,
};

export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof fields>;

export type OrderLine = { id: string; orderNumber: string; kind: 'digital' | 'print'; totalPaise: number; status: string; createdAt: Date };

/** RECENT_ORDERS of a customer's orders are listed on their page. */
const RECENT_ORDERS = 20;

/** Accounts whose name or address holds `text`, or whose mobile number does once spaces, dashes and a leading +91 are left out. */
function matching(text: string) {
  const pattern = likePattern(text);
  return or(
    ilike(customers.email, pattern),
    ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern),
    ilike(customers.mobile, likePattern(text.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, ''))),
  );
}

export class AdminCustomersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest accounts first; `search` matches part of the name, the address or the mobile number. */
  async list(query: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: CustomerRow[]; total: number }> {
    const text = query.search?.trim();
    const where = text ? matching(text) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db.select(fields).from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(customers).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select(fields).from(customers).where(eq(customers.id, id));
    return row;
  }

  /** The customer, held to the end of the transaction. */
  async lock(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select(fields).from(customers).where(eq(customers.id, id)).for('update');
    return row;
  }

  async setDisabled(id: string, disabledAt: Date | null, at: Date): Promise<CustomerRow | undefined> {
    const [row] = await this.db.update(customers).set({ disabledAt, updatedAt: at }).where(eq(customers.id, id)).returning(fields);
    return row;
  }

  /** Paid digital orders not refunded (decision 026), and print orders not cancelled: how many and what they paid (paise). */
  async orderTotals(customerId: string): Promise<{ digital: { count: number; paise: number }; prints: { count: number; paise: number } }> {
    const [[digital], [prints]] = await Promise.all([
      this.db
        .select({ count: count(), paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), isNull(orders.refundedAt))),
      this.db
        .select({ count: count(), paise: sql<number>`coalesce(sum(${printOrders.totalPaise}), 0)`.mapWith(Number) })
        .from(printOrders)
        .where(and(eq(printOrders.customerId, customerId), ne(printOrders.status, 'Cancelled'))),
    ]);
    return { digital: { count: digital?.count ?? 0, paise: digital?.paise ?? 0 }, prints: { count: prints?.count ?? 0, paise: prints?.paise ?? 0 } };
  }

  /** The newest orders of both kinds, newest first. */
  async recentOrders(customerId: string, limit = RECENT_ORDERS): Promise<OrderLine[]> {
    const [digital, prints] = await Promise.all([
      this.db
        .select({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise, refundedAt: orders.refundedAt, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),
      this.db
        .select({
          id: printOrders.id,
          orderNumber: printOrders.orderNumber,
          totalPaise: printOrders.totalPaise,
          status: printOrders.status,
          createdAt: printOrders.createdAt,
        })
        .from(printOrders)
        .where(eq(printOrders.customerId, customerId))
        .orderBy(desc(printOrders.createdAt), desc(printOrders.id))
        .limit(limit),
    ]);
    return [
      ...digital.map(({ refundedAt, ...o }) => ({ ...o, kind: 'digital' as const, status: refundedAt ? 'Refunded' : 'Paid' })),
      ...prints.map((o) => ({ ...o, kind: 'print' as const })),
    ]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }

  async activeSessions(customerId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row?.n ?? 0;
  }
}
