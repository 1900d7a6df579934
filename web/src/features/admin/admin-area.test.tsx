import { adminPaths } from './admin-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { NARROW_PX, setScreenWidth } from '../../test/match-media';
import { renderApp } from '../../test/render-app';
import { createAdminDashboard } from './dashboard/dashboard-test-factories';
import { forbidden, listOf, requestsTo, stubAdminApi } from './test-factories';
import { adminEnglish } from './admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

// jsdom has no canvas: the dashboard's chart is drawn by a stand-in.
vi.mock('uplot', () => import('./dashboard/dashboard-test-factories').then((m) => m.fakeUPlotModule));

const NAV = [
  'Dashboard',
  'Orders',
  'Photographs',
  'Print orders',
  'Enquiries',
  'Reviews',
  'Customers',
  'Coupons',
  'Licences',
  'Tax documents',
  'GST report',
  'Categories',
  'Blog posts',
  'Banners',
  'Audit log',
];

/** Totals by status for the dashboard's counts. */
function countsByStatus(request: Request) {
  const status = new URL(request.url).searchParams.get('status') ?? '';
  const totals: Record<string, number> = { Ordered: 4, Processing: 2, Shipped: 7, Delivered: 30, Cancelled: 1 };
  return jsonResponse(listOf([], totals[status] ?? 0, 1, 1));
}

describe('the admin area’s guard', () => {
  it('sends a visitor without a session to the login, which is to come back to the admin page', async () => {
    const fetchMock = stubFetch({ config: configResponse(), 'product/allcategory': { success: true, data: { category: [] } } });
    const { router } = renderApp(`${adminPaths.adminPrintOrders()}?status=Shipped`);

    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.pathname).toBe(paths.login());
    expect(router.state.location.state).toEqual({ from: { pathname: adminPaths.adminPrintOrders(), search: '?status=Shipped' } });
    expect(await requestsTo(fetchMock, 'admin/me')).toHaveLength(0);
  });

  it('tells a signed-in customer (GET admin/me answers 403) that the area is not theirs, without its navigation', async () => {
    stubAdminApi({}, forbidden());
    renderApp(adminPaths.adminCoupons(), { user: createAuthUser() });

    expect(await screen.findByText(t('noAccess'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.goToHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coupons' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows an error with a way to ask again when the check itself fails', async () => {
    stubAdminApi({}, jsonResponse({ success: false, code: 'UNAVAILABLE', message: 'The shop is resting.' }, 503));
    renderApp(paths.admin(), { user: createAuthUser() });
    expect(await screen.findByText(`${MESSAGES.errorPrefix}The shop is resting.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lets an administrator in: the navigation, the dashboard’s counts, a title and noindex', async () => {
    stubAdminApi({ 'admin/dashboard': { success: true, data: createAdminDashboard({ unansweredEnquiries: 5 }) } });
    renderApp(paths.admin(), { user: createAuthUser('Meera Kulkarni') });

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV);
    expect(within(nav).getByRole('link', { name: 'Print orders' })).toHaveAttribute('href', '/admin/print-orders');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const ordered = await screen.findByRole('link', { name: 'Print orders to start (Ordered) 4' });
    expect(ordered).toHaveAttribute('href', '/admin/print-orders?status=Ordered');
    expect(await screen.findByRole('link', { name: 'Enquiries to answer 5' })).toHaveAttribute('href', '/admin/enquiries?status=open');
    expect(document.title).toBe('Dashboard · Admin | Chitra');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('answers an unknown admin address with the not-found screen inside the area', async () => {
    stubAdminApi();
    renderApp('/admin/no-such-page', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.unexpectedError });
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('puts the navigation in a drawer below 768 px that closes on Escape and gives the focus back', async () => {
    setScreenWidth(NARROW_PX);
    stubAdminApi({ 'admin/print-orders': countsByStatus, 'admin/enquiries': listOf([], 0, 1, 1) });
    const { user, router } = renderApp(paths.admin(), { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Admin menu' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(within(drawer).getByRole('button', { name: 'Close the admin menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Coupons' }));
    expect(router.state.location.pathname).toBe('/admin/coupons');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
