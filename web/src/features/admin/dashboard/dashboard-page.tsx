import { adminPaths } from '../admin-paths';
import { useId } from 'react';
import { Link } from '../../../lib/link';
import type { AdminDashboard, DashboardPeriod, DashboardTopProduct } from '@chitra/contract/admin-dashboard';
import { paths } from '../../../lib/paths';
import { LoadFailedState } from '../../../lib/page-state';
import { useAdmin, useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { ListSkeleton } from '../components/list-states';
import { useGetAdminDashboardQuery } from './dashboard-api';
import { formatRupees, fullName } from '../format';
import { dayLabel, longDayLabel, RevenueChart, type RevenueDay } from './revenue-chart';
import { withQuery } from '../use-list-params';
import './dashboard-page.css';

export const DASHBOARD_WORDS = {
  title: 'Dashboard',
  greeting: (name: string) => `Welcome, ${name}.`,
  loading: 'Loading the figures…',
  sales: 'Sales',
  salesNote: 'Orders of photographs and prints by the day they were placed (India time), less what was refunded of them.',
  periods: { today: 'Today', last7Days: 'Last 7 days', last30Days: 'Last 30 days' },
  orders: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
  refunded: (rupees: string) => `${rupees} refunded`,
  chart: 'Revenue per day, last 30 days',
  chartSummary: (total: string, from: string, to: string, best: { rupees: string; day: string } | null) =>
    best === null
      ? `Revenue per day from ${from} to ${to}: no revenue on any day.`
      : `Revenue per day from ${from} to ${to}: ${total} in all; the best day was ${best.day} with ${best.rupees}.`,
  table: 'The figures by day',
  tableCaption: 'Orders and revenue per day, last 30 days',
  columns: { day: 'Day', orders: 'Orders', revenue: 'Revenue', product: 'Photograph', units: 'Sold' },
  top: 'Top products, last 30 days',
  byRevenue: 'By revenue',
  byUnits: 'By copies sold',
  noSales: 'No sales in the last 30 days.',
  waiting: 'Waiting for you',
  ordered: 'Print orders to start (Ordered)',
  processing: 'Print orders in progress (Processing)',
  enquiries: 'Enquiries to answer',
} as const;
const W = DASHBOARD_WORDS;

function PeriodCard({ label, period }: { label: string; period: DashboardPeriod }) {
  return (
    <li className="dashboard-figure">
      <span className="dashboard-figure__label">{label}</span>
      <span className="dashboard-figure__value">{formatRupees(period.revenue)}</span>
      <span className="dashboard-figure__detail">{W.orders(period.orders)}</span>
      {period.refunded > 0 && <span className="dashboard-figure__detail">{W.refunded(formatRupees(period.refunded))}</span>}
    </li>
  );
}

/** One number that waits for the shop, linking to its list. */
function WaitingCard({ label, to, value }: { label: string; to: string; value: number }) {
  return (
    <li className="admin-count">
      <Link className="admin-count__link" to={to}>
        <span className="admin-count__label">{label}</span> <span className="admin-count__value">{value}</span>
      </Link>
    </li>
  );
}

function summaryOf(days: RevenueDay[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return W.chart;
  // Summed in paise: rupee floats do not add exactly.
  const total = days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0) / 100;
  const best = days.reduce<RevenueDay | null>((top, d) => (d.revenue > 0 && (top === null || d.revenue > top.revenue) ? d : top), null);
  return W.chartSummary(
    formatRupees(total),
    dayLabel(first.date),
    dayLabel(last.date),
    best === null ? null : { rupees: formatRupees(best.revenue), day: longDayLabel(best.date) },
  );
}

function DaysTable({ days }: { days: RevenueDay[] }) {
  return (
    <StackedTable
      plain
      caption={W.tableCaption}
      columns={[
        W.columns.day,
        { label: W.columns.orders, className: 'stacked-table__number' },
        { label: W.columns.revenue, className: 'stacked-table__number' },
      ]}
    >
      {/* Newest first: today is what the owner looks for. */}
      {[...days].reverse().map((day) => (
        <tr key={day.date}>
          <th scope="row">{longDayLabel(day.date)}</th>
          <td className="stacked-table__number">{day.orders}</td>
          <td className="stacked-table__number">{formatRupees(day.revenue)}</td>
        </tr>
      ))}
    </StackedTable>
  );
}

function TopTable({ title, products }: { title: string; products: DashboardTopProduct[] }) {
  return (
    <StackedTable
      plain
      className="dashboard-top"
      caption={title}
      captionHidden={false}
      captionClassName="dashboard-top__caption"
      columns={[
        W.columns.product,
        { label: W.columns.units, className: 'stacked-table__number' },
        { label: W.columns.revenue, className: 'stacked-table__number' },
      ]}
    >
      {products.map((product) => (
        <tr key={product._id}>
          <th scope="row">
            <Link to={paths.product(product._id)}>{product.title}</Link>
          </th>
          <td className="stacked-table__number">{product.units}</td>
          <td className="stacked-table__number">{formatRupees(product.revenue)}</td>
        </tr>
      ))}
    </StackedTable>
  );
}

function Figures({ figures }: { figures: AdminDashboard }) {
  const salesId = useId();
  const chartId = useId();
  const topId = useId();
  const waitingId = useId();
  const { periods, series, topProducts, pendingPrintOrders } = figures;
  return (
    <>
      <section className="admin-section" aria-labelledby={salesId}>
        <h2 id={salesId} className="admin-section__title">
          {W.sales}
        </h2>
        <p className="admin-note">{W.salesNote}</p>
        <ul className="dashboard-figures">
          <PeriodCard label={W.periods.today} period={periods.today} />
          <PeriodCard label={W.periods.last7Days} period={periods.last7Days} />
          <PeriodCard label={W.periods.last30Days} period={periods.last30Days} />
        </ul>
      </section>
      <section className="admin-section" aria-labelledby={chartId}>
        <h2 id={chartId} className="admin-section__title">
          {W.chart}
        </h2>
        <RevenueChart days={series} summary={summaryOf(series)} />
        <details className="dashboard-details">
          <summary>{W.table}</summary>
          <DaysTable days={series} />
        </details>
      </section>
      <section className="admin-section" aria-labelledby={topId}>
        <h2 id={topId} className="admin-section__title">
          {W.top}
        </h2>
        {topProducts.byRevenue.length === 0 ? (
          <p className="admin-note">{W.noSales}</p>
        ) : (
          <div className="dashboard-tops">
            <TopTable title={W.byRevenue} products={topProducts.byRevenue} />
            <TopTable title={W.byUnits} products={topProducts.byUnits} />
          </div>
        )}
      </section>
      <section className="admin-section" aria-labelledby={waitingId}>
        <h2 id={waitingId} className="admin-section__title">
          {W.waiting}
        </h2>
        <ul className="admin-counts">
          <WaitingCard label={W.ordered} to={withQuery(adminPaths.adminPrintOrders(), { status: 'Ordered' })} value={pendingPrintOrders.ordered} />
          <WaitingCard label={W.processing} to={withQuery(adminPaths.adminPrintOrders(), { status: 'Processing' })} value={pendingPrintOrders.processing} />
          <WaitingCard label={W.enquiries} to={withQuery(adminPaths.adminEnquiries(), { status: 'open' })} value={figures.unansweredEnquiries} />
        </ul>
      </section>
    </>
  );
}

/**
 * The shop at a glance (GET admin/dashboard): revenue and orders today, in
 * 7 and 30 days, the daily revenue as a chart with its table, the best
 * sellers, and what waits for the owner, each linking to its list.
 */
export function DashboardPage() {
  useAdminPageTitle(W.title);
  const admin = useAdmin();
  const { data, error, isError, refetch } = useGetAdminDashboardQuery();

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{W.title}</h1>
        <p className="admin-page__intro">{W.greeting(fullName(admin))}</p>
      </header>
      {data ? (
        <Figures figures={data} />
      ) : isError ? (
        <LoadFailedState error={error} onRetry={() => void refetch()} />
      ) : (
        <ListSkeleton rows={4} label={W.loading} />
      )}
    </div>
  );
}
