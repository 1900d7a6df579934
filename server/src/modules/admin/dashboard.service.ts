import { DASHBOARD_DAYS, SHOP_TIME_ZONE, TOP_PRODUCTS, type AdminDashboard, type DashboardPeriod } from '@chitra/contract/admin-dashboard';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { AdminDashboardRepository, type DayRow, type TopProductRow } from './dashboard.repository';

/** The periods' lengths in days, each ending with today. */
const PERIODS = { today: 1, last7Days: 7, last30Days: DASHBOARD_DAYS } as const;

/** A period's figures from its days, summed in paise (never on rupee floats). */
function periodOf(days: DayRow[]): DashboardPeriod {
  const [first] = days;
  if (!first) throw new Error('periodOf: a period has at least one day');
  const gross = days.reduce((sum, d) => sum + d.grossPaise, 0);
  const refunded = days.reduce((sum, d) => sum + d.refundedPaise, 0);
  return {
    from: first.date,
    orders: days.reduce((sum, d) => sum + d.orders, 0),
    revenue: paiseToRupees(gross - refunded),
    refunded: paiseToRupees(refunded),
  };
}

const toTop = (row: TopProductRow) => ({ _id: row.id, title: row.title, revenue: paiseToRupees(row.revenuePaise), units: row.units });

/**
 * The shop's sales at a glance (admin area): revenue and orders for today,
 * 7 and 30 days in India's calendar, the 30 days as a series, the best
 * sellers, and what waits for the shop. Read-only: nothing is recorded.
 */
export function createAdminDashboardService(deps: { db: Db; now: () => Date }) {
  const repository = new AdminDashboardRepository(deps.db);

  return {
    async figures(): Promise<AdminDashboard> {
      const now = deps.now();
      const [days, byRevenue, byUnits, pendingPrintOrders, unansweredEnquiries] = await Promise.all([
        repository.days(now, DASHBOARD_DAYS),
        repository.topProducts(now, DASHBOARD_DAYS, 'revenue', TOP_PRODUCTS),
        repository.topProducts(now, DASHBOARD_DAYS, 'units', TOP_PRODUCTS),
        repository.pendingPrintOrders(),
        repository.unansweredEnquiries(),
      ]);
      const last = (n: number) => days.slice(days.length - n);
      const today = days.at(-1);
      if (!today) throw new Error('the dashboard series has no days: it always runs up to today');
      return {
        timeZone: SHOP_TIME_ZONE,
        today: today.date,
        periods: {
          today: periodOf(last(PERIODS.today)),
          last7Days: periodOf(last(PERIODS.last7Days)),
          last30Days: periodOf(last(PERIODS.last30Days)),
        },
        series: days.map((d) => ({ date: d.date, orders: d.orders, revenue: paiseToRupees(d.grossPaise - d.refundedPaise) })),
        topProducts: { byRevenue: byRevenue.map(toTop), byUnits: byUnits.map(toTop) },
        pendingPrintOrders,
        unansweredEnquiries,
      };
    },
  };
}
