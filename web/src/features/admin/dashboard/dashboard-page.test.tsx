import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { createAdminDashboard, drawnCharts as drawn } from './dashboard-test-factories';
import { requestsTo, stubAdminApi } from '../test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

vi.mock('uplot', () => import('./dashboard-test-factories').then((m) => m.fakeUPlotModule));

function openDashboard(dashboard: unknown) {
  const fetchMock = stubAdminApi({ 'admin/dashboard': dashboard });
  return { ...renderApp(paths.admin(), { user: createAuthUser('Meera Kulkarni') }), fetchMock };
}

describe('the dashboard', () => {
  beforeEach(() => {
    drawn.charts = [];
    drawn.destroyed = 0;
  });

  it('shows revenue and orders for today, 7 and 30 days, and what waits, each linking to its list', async () => {
    const { fetchMock } = openDashboard({ success: true, data: createAdminDashboard() });
    const sales = await screen.findByRole('region', { name: t('dashSales') });
    const cards = within(sales)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards).toEqual(['Today₹5991 order', 'Last 7 days₹5,695.504 orders', 'Last 30 days₹5,695.505 orders₹539.10 refunded']);

    const waiting = screen.getByRole('region', { name: t('dashWaiting') });
    expect(within(waiting).getByRole('link', { name: `${t('dashOrdered')} 4` })).toHaveAttribute('href', '/admin/print-orders?status=Ordered');
    expect(within(waiting).getByRole('link', { name: `${t('dashProcessing')} 2` })).toHaveAttribute('href', '/admin/print-orders?status=Processing');
    expect(within(waiting).getByRole('link', { name: `${t('dashEnquiries')} 3` })).toHaveAttribute('href', '/admin/enquiries?status=open');

    const top = screen.getByRole('region', { name: t('dashTop') });
    const byRevenue = within(top).getByRole('table', { name: t('dashByRevenue') });
    expect(
      within(byRevenue)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PhotographSoldRevenue', 'Fort walls2₹2,998', 'Harbour lights2₹1,998.50']);
    expect(within(byRevenue).getByRole('link', { name: 'Fort walls' })).toHaveAttribute('href', paths.product('p-1'));
    const byUnits = within(top).getByRole('table', { name: t('dashByUnits') });
    expect(
      within(byUnits)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sunrise at Kelva', 'Fort walls']);
    expect(await requestsTo(fetchMock, 'admin/dashboard', 'GET')).toHaveLength(1);
  });

  it('draws the 30 days with the charting library, named by a summary, with the same figures as a table', async () => {
    openDashboard({ success: true, data: createAdminDashboard() });
    const chart = await screen.findByRole('img', {
      name: 'Revenue per day from 28 Oct to 26 Nov: ₹5,695.50 in all; the best day was Fri, 20 Nov, 2026 with ₹3,098.',
    });
    await vi.waitFor(() => expect(drawn.charts).toHaveLength(1));
    const [{ options, data }] = drawn.charts as [(typeof drawn.charts)[number]];
    expect(options.series.map((s) => s.label)).toEqual([t('colDay'), t('colRevenue')]);
    expect(data[0]).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(data[1]?.filter((rupees) => rupees > 0)).toEqual([3098, 1998.5, 599]);
    expect(data[1]?.at(-1)).toBe(599);
    expect(chart).toBeInTheDocument();

    // The text alternative: a table of every day, newest first, behind a disclosure.
    const table = screen.getByRole('table', { name: t('dashTableCaption'), hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    expect(rows.slice(1, 3).map((row) => row.textContent)).toEqual(['Thu, 26 Nov, 20261₹599', 'Wed, 25 Nov, 20262₹1,998.50']);
    expect(rows.at(-1)?.textContent).toBe('Wed, 28 Oct, 20260₹0');
    expect(table.closest('details')?.querySelector('summary')?.textContent).toBe(t('dashTable'));
  });

  it('says so when nothing sold, and when the figures cannot be read offers to ask again', async () => {
    const quiet = createAdminDashboard({
      series: createAdminDashboard().series.map((d) => ({ ...d, orders: 0, revenue: 0 })),
      topProducts: { byRevenue: [], byUnits: [] },
    });
    let answer: Response = jsonResponse({ success: false, code: 'UNAVAILABLE', message: 'The shop is resting.' }, 503);
    const fetchMock = stubAdminApi({ 'admin/dashboard': () => answer });
    const { user } = renderApp(paths.admin(), { user: createAuthUser() });

    expect(await screen.findByText('Error: The shop is resting.')).toBeInTheDocument();
    answer = jsonResponse({ success: true, data: quiet });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(t('dashNoSales'))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue per day from 28 Oct to 26 Nov: no revenue on any day.' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'admin/dashboard')).toHaveLength(2);
  });
});
