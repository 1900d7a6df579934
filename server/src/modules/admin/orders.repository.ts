import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@chitra/contract/admin-dashboard';
import { customers } from '../../db/schema/accounts';
import { downloadLogs, orderItems, orders, payments } from '../../db/schema/commerce';
import { taxDocuments } from '../../db/schema/tax';
import type { DbOrTx } from '../../db/transaction';
import { likePattern } from './admin-context';

export type AdminOrderListRow = {
  id: string;
  orderNumber: string;
  gatewayOrderId: string;
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  totalPaise: number;
  couponCode: string | null;
  paidAt: Date;
  refundedAt: Date | null;
  refund: { state: 'pending' | 'processed' | 'failed'; amountPaise: number } | null;
};

/** The shop's refund of the whole order, if any (a bought-again share is not it). */
const orderRefund = sql<AdminOrderListRow['refund']>`(select json_build_object('state', r.state, 'amountPaise', r.amount_paise)
  from refunds r where r.payment_id = "orders"."payment_id" and r.kind = 'order')`;

/** Digital orders as the shop sees them: every customer's, searchable, with their downloads (reads only: `OrdersWriter` writes orders). */
export class AdminOrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first; `search` matches part of the order number, the customer's name or address; `from`/`to` are days in India, both included. */
  async list(query: { search?: string | undefined; from?: string | undefined; to?: string | undefined; limit: number; offset: number }) {
    // and() leaves out an undefined condition; or() of defined ones is never undefined.
    const filters: (SQL | undefined)[] = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      filters.push(
        or(ilike(orders.orderNumber, pattern), ilike(customers.email, pattern), ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern)),
      );
    }
    if (query.from) filters.push(sql`${orders.createdAt} >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
    if (query.to) filters.push(sql`${orders.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          gatewayOrderId: payments.gatewayOrderId,
          customerId: orders.customerId,
          firstname: customers.firstname,
          lastname: customers.lastname,
          email: customers.email,
          totalPaise: orders.totalPaise,
          couponCode: orders.couponCode,
          paidAt: sql<Date>`coalesce(${payments.paidAt}, ${orders.createdAt})`.mapWith(orders.createdAt),
          refundedAt: orders.refundedAt,
          refund: orderRefund,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where),
    ]);
    return { rows: rows as AdminOrderListRow[], total: counted?.n ?? 0 };
  }

  async find(id: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The order, held to the end of the transaction: two refunds of one order run one after the other. */
  async lock(id: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async items(orderId: string) {
    return this.db
      .select({ productId: orderItems.productId, title: orderItems.title, pricePaise: orderItems.pricePaise, salePricePaise: orderItems.salePricePaise })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  /** Every logged download of the order, newest first. */
  async downloads(orderId: string) {
    return this.db
      .select({
        id: downloadLogs.id,
        createdAt: downloadLogs.createdAt,
        fileName: downloadLogs.fileName,
        ip: downloadLogs.ip,
        os: downloadLogs.os,
        browser: downloadLogs.browser,
        via: downloadLogs.via,
      })
      .from(downloadLogs)
      .where(eq(downloadLogs.orderId, orderId))
      .orderBy(desc(downloadLogs.createdAt), desc(downloadLogs.id));
  }

  /** The order's invoice and credit notes, oldest first (a credit note after its invoice, the notes as numbered). */
  async documents(orderId: string) {
    return this.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(asc(taxDocuments.issuedAt), desc(taxDocuments.kind), asc(taxDocuments.sequence));
  }

  async customer(id: string) {
    const [row] = await this.db
      .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname, email: customers.email, mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, id));
    return row;
  }
}
