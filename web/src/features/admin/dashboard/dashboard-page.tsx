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
import { useMessages, type Translate } from '../../../i18n/i18n';
import { fullName, useAdminFormat, type AdminFormat } from '../format';
import { dayLabel, longDayLabel, RevenueChart, type RevenueDay } from './revenue-chart';
import { withQuery } from '../use-list-params';
import './dashboard-page.css';

function PeriodCard({ label, period }: { label: string; period: DashboardPeriod }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <li className="dashboard-figure">
      <span className="dashboard-figure__label">{label}</span>
      <span className="dashboard-figure__value">{format.rupees(period.revenue)}</span>
      <span className="dashboard-figure__detail">{t('dashOrderCount', { count: period.orders })}</span>
      {period.refunded > 0 && <span className="dashboard-figure__detail">{t('dashRefunded', { amount: format.rupees(period.refunded) })}</span>}
    </li>
  );
}

/** One number that waits for the shop, linking to its list. */
function WaitingCard({ label, to, value }: { label: string; to: string; value: number }) {
  const format = useAdminFormat();
  return (
    <li className="admin-count">
      <Link className="admin-count__link" to={to}>
        <span className="admin-count__label">{label}</span> <span className="admin-count__value">{format.number(value)}</span>
      </Link>
    </li>
  );
}

function summaryOf(days: RevenueDay[], t: Translate<'admin'>, format: AdminFormat): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return t('dashChart');
  // Summed in paise: rupee floats do not add exactly.
  const total = days.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0) / 100;
  const best = days.reduce<RevenueDay | null>((top, d) => (d.revenue > 0 && (top === null || d.revenue > top.revenue) ? d : top), null);
  const from = dayLabel(first.date, format.locale);
  const to = dayLabel(last.date, format.locale);
  if (best === null) return t('dashChartSummaryNone', { from, to });
  return t('dashChartSummary', { from, to, total: format.rupees(total), day: longDayLabel(best.date, format.locale), best: format.rupees(best.revenue) });
}

function DaysTable({ days }: { days: RevenueDay[] }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <StackedTable
      plain
      caption={t('dashTableCaption')}
      columns={[t('colDay'), { label: t('navOrders'), className: 'stacked-table__number' }, { label: t('colRevenue'), className: 'stacked-table__number' }]}
    >
      {/* Newest first: today is what the owner looks for. */}
      {[...days].reverse().map((day) => (
        <tr key={day.date}>
          <th scope="row">{longDayLabel(day.date, format.locale)}</th>
          <td className="stacked-table__number">{format.number(day.orders)}</td>
          <td className="stacked-table__number">{format.rupees(day.revenue)}</td>
        </tr>
      ))}
    </StackedTable>
  );
}

function TopTable({ title, products }: { title: string; products: DashboardTopProduct[] }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <StackedTable
      plain
      className="dashboard-top"
      caption={title}
      captionHidden={false}
      captionClassName="dashboard-top__caption"
      columns={[
        t('colPhotograph'),
        { label: t('colSold'), className: 'stacked-table__number' },
        { label: t('colRevenue'), className: 'stacked-table__number' },
      ]}
    >
      {products.map((product) => (
        <tr key={product._id}>
          <th scope="row">
            <Link to={paths.product(product._id)}>{product.title}</Link>
          </th>
          <td className="stacked-table__number">{format.number(product.units)}</td>
          <td className="stacked-table__number">{format.rupees(product.revenue)}</td>
        </tr>
      ))}
    </StackedTable>
  );
}

function Figures({ figures }: { figures: AdminDashboard }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const salesId = useId();
  const chartId = useId();
  const topId = useId();
  const waitingId = useId();
  const { periods, series, topProducts, pendingPrintOrders } = figures;
  return (
    <>
      <section className="admin-section" aria-labelledby={salesId}>
        <h2 id={salesId} className="admin-section__title">
          {t('dashSales')}
        </h2>
        <p className="admin-note">{t('dashSalesNote')}</p>
        <ul className="dashboard-figures">
          <PeriodCard label={t('dashToday')} period={periods.today} />
          <PeriodCard label={t('dashLast7Days')} period={periods.last7Days} />
          <PeriodCard label={t('dashLast30Days')} period={periods.last30Days} />
        </ul>
      </section>
      <section className="admin-section" aria-labelledby={chartId}>
        <h2 id={chartId} className="admin-section__title">
          {t('dashChart')}
        </h2>
        <RevenueChart days={series} summary={summaryOf(series, t, format)} />
        <details className="dashboard-details">
          <summary>{t('dashTable')}</summary>
          <DaysTable days={series} />
        </details>
      </section>
      <section className="admin-section" aria-labelledby={topId}>
        <h2 id={topId} className="admin-section__title">
          {t('dashTop')}
        </h2>
        {topProducts.byRevenue.length === 0 ? (
          <p className="admin-note">{t('dashNoSales')}</p>
        ) : (
          <div className="dashboard-tops">
            <TopTable title={t('dashByRevenue')} products={topProducts.byRevenue} />
            <TopTable title={t('dashByUnits')} products={topProducts.byUnits} />
          </div>
        )}
      </section>
      <section className="admin-section" aria-labelledby={waitingId}>
        <h2 id={waitingId} className="admin-section__title">
          {t('dashWaiting')}
        </h2>
        <ul className="admin-counts">
          <WaitingCard label={t('dashOrdered')} to={withQuery(adminPaths.adminPrintOrders(), { status: 'Ordered' })} value={pendingPrintOrders.ordered} />
          <WaitingCard
            label={t('dashProcessing')}
            to={withQuery(adminPaths.adminPrintOrders(), { status: 'Processing' })}
            value={pendingPrintOrders.processing}
          />
          <WaitingCard label={t('dashEnquiries')} to={withQuery(adminPaths.adminEnquiries(), { status: 'open' })} value={figures.unansweredEnquiries} />
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
  const t = useMessages('admin');
  useAdminPageTitle(t('navDashboard'));
  const admin = useAdmin();
  const { data, error, isError, refetch } = useGetAdminDashboardQuery();

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navDashboard')}</h1>
        <p className="admin-page__intro">{t('dashGreeting', { name: fullName(admin) })}</p>
      </header>
      {data ? (
        <Figures figures={data} />
      ) : isError ? (
        <LoadFailedState error={error} onRetry={() => void refetch()} />
      ) : (
        <ListSkeleton rows={4} label={t('dashLoading')} />
      )}
    </div>
  );
}
