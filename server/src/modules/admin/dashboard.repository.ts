import { count, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@chitra/contract/admin-dashboard';
import { enquiries } from '../../db/schema/enquiries';
import { printOrders } from '../../db/schema/prints';
import type { DbOrTx } from '../../db/transaction';

/** One of the shop's calendar days: its orders, what they took and what was given back of them (paise). */
export type DayRow = { date: string; orders: number; grossPaise: number; refundedPaise: number };
export type TopProductRow = { id: string; title: string; revenuePaise: number; units: number };

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Today in India as of `now`, the first of the last `days` days, and the instants the window begins (that day's midnight in India) and ends. */
const shopDays = (now: Date, days: number) => sql`
  with bounds as (select (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date as today),
  window_ as (
    select b.today, b.today - ${days - 1}::int as first_day,
      ((b.today - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE}) as since,
      ((b.today + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) as until
    from bounds b
  )`;

/** What was given back of each payment (several refunds may share one: decision 013's share of pictures owned, then the rest); a refund the gateway refused gave nothing back. */
const refundedByPayment = sql`refunded as (
  select payment_id, sum(amount_paise) as paise from refunds where state <> 'failed' group by payment_id
)`;

/**
 * The figures of the dashboard. Digital orders and print orders are both
 * sales; a refund (a `refunds` row the gateway has not refused) is matched
 * to its sale by the payment, so it is taken off the day that sale was
 * made, whichever kind it was.
 */
export class AdminDashboardRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The last `days` days in India, oldest first, today last, days without orders included. */
  async days(now: Date, days: number): Promise<DayRow[]> {
    const rows = await rowsOf<{ date: string; orders: number; gross: string; refunded: string }>(
      this.db,
      sql`${shopDays(now, days)},
      ${refundedByPayment},
      sales as (
        select o.payment_id, o.total_paise, o.created_at from orders o, window_ w where o.created_at >= w.since and o.created_at < w.until
        union all
        select p.payment_id, p.total_paise, p.created_at from print_orders p, window_ w where p.created_at >= w.since and p.created_at < w.until
      ),
      dated as (
        select (s.created_at at time zone ${SHOP_TIME_ZONE})::date as day, s.total_paise,
          coalesce(r.paise, 0) as refunded_paise
        from sales s
        left join refunded r on r.payment_id = s.payment_id
      )
      select to_char(d.day, 'YYYY-MM-DD') as date, count(x.day)::int as orders,
        coalesce(sum(x.total_paise), 0)::bigint as gross, coalesce(sum(x.refunded_paise), 0)::bigint as refunded
      from window_ w
      cross join lateral generate_series(w.first_day, w.today, interval '1 day') as d(day)
      left join dated x on x.day = d.day::date
      group by d.day
      order by d.day`,
    );
    return rows.map((r) => ({ date: r.date, orders: Number(r.orders), grossPaise: Number(r.gross), refundedPaise: Number(r.refunded) }));
  }

  /**
   * Products sold in the last `days` days, best first by `by`, orders
   * refunded in full and cancelled ones left out. A digital line earns its
   * price less its share of the order's coupon; a print line its prints'
   * price (shipping is the order's, not a product's); a partial refund is
   * shared out over the order's lines in proportion, as a coupon is.
   */
  async topProducts(now: Date, days: number, by: 'revenue' | 'units', limit: number): Promise<TopProductRow[]> {
    const order = by === 'revenue' ? sql`revenue desc, units desc` : sql`units desc, revenue desc`;
    const rows = await rowsOf<{ id: string; title: string; revenue: string; units: string }>(
      this.db,
      sql`${shopDays(now, days)},
      ${refundedByPayment},
      lines as (
        select i.product_id,
          coalesce(i.sale_price_paise, i.price_paise)::numeric * (o.total_paise - coalesce(r.paise, 0)) / nullif(o.subtotal_paise, 0) as paise,
          1 as units
        from orders o
        join order_items i on i.order_id = o.id
        cross join window_ w
        left join refunded r on r.payment_id = o.payment_id
        where o.created_at >= w.since and o.created_at < w.until and coalesce(r.paise, 0) < o.total_paise
        union all
        select i.product_id,
          (i.quantity * i.unit_price_paise)::numeric * (p.total_paise - coalesce(r.paise, 0)) / p.total_paise as paise,
          i.quantity as units
        from print_orders p
        join print_order_items i on i.order_id = p.id
        cross join window_ w
        left join refunded r on r.payment_id = p.payment_id
        where p.created_at >= w.since and p.created_at < w.until and p.status <> 'Cancelled' and coalesce(r.paise, 0) < p.total_paise
      )
      select l.product_id as id, pr.title, round(sum(l.paise))::bigint as revenue, sum(l.units)::bigint as units
      from lines l
      join products pr on pr.id = l.product_id
      group by l.product_id, pr.title
      order by ${order}, pr.title, l.product_id
      limit ${limit}`,
    );
    return rows.map((r) => ({ id: r.id, title: r.title, revenuePaise: Number(r.revenue), units: Number(r.units) }));
  }

  /** Print orders waiting for the shop, by status. */
  async pendingPrintOrders(): Promise<{ ordered: number; processing: number }> {
    const rows = await this.db
      .select({ status: printOrders.status, n: count() })
      .from(printOrders)
      .where(inArray(printOrders.status, ['Ordered', 'Processing']))
      .groupBy(printOrders.status);
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { ordered: of('Ordered'), processing: of('Processing') };
  }

  async unansweredEnquiries(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(enquiries).where(isNull(enquiries.answeredAt));
    return row?.n ?? 0;
  }
}
