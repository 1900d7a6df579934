import { adminPaths } from '../admin-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderSummary } from '@chitra/contract/admin-orders';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listOf, requestsTo, stubAdminApi } from '../test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

function createSummary(n: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: `order-${n}`,
    orderID: `CH-2026-${String(n).padStart(6, '0')}`,
    gatewayOrderId: `order_Gw${n}`,
    customer: { _id: `c-${n}`, name: 'Asha Patil', email: 'asha@example.com' },
    total: 499,
    couponCode: null,
    paidAt: '2026-11-20T09:15:00Z',
    refundedAt: null,
    refund: null,
    ...overrides,
  };
}

function openOrders(path: string = adminPaths.adminOrders()) {
  const fetchMock = stubAdminApi({
    'admin/orders': (request: Request) => {
      const search = new URL(request.url).searchParams.get('search');
      const all = [
        createSummary(2, { couponCode: 'MONSOON50', total: 849, refundedAt: '2026-11-25T08:00:00Z', refund: { state: 'processed', amount: 849 } }),
        createSummary(1),
      ];
      return jsonResponse(listOf(search ? all.filter((o) => o.orderID.includes(search)) : all));
    },
  });
  return { ...renderApp(path, { user: createAuthUser() }), fetchMock };
}

describe('the orders list', () => {
  it('lists orders with their customer, total, coupon and refund, each linking to its page', async () => {
    openOrders();
    // The page is a chunk of its own: its first load may take a while on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Digital orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Customer', 'Total', 'Coupon', 'Paid', 'Refund']);
    const [refunded, kept] = within(table).getAllByRole('row').slice(1);
    expect(within(refunded!).getByRole('link', { name: 'CH-2026-000002' })).toHaveAttribute('href', '/admin/orders/order-2');
    expect(within(refunded!).getByText('MONSOON50')).toBeInTheDocument();
    expect(within(refunded!).getByText(t('refundProcessed'))).toBeInTheDocument();
    expect(within(refunded!).getByText('₹849')).toBeInTheDocument();
    expect(within(kept!).queryByText(t('refundProcessed'))).not.toBeInTheDocument();
    // "Orders" is in the area's navigation, after the dashboard.
    const nav = screen.getAllByRole('link', { name: 'Orders' });
    expect(nav.some((link) => link.getAttribute('href') === '/admin/orders')).toBe(true);
  });

  it('searches by order ID and days in one go, and refuses days the wrong way round', async () => {
    const { user, fetchMock, router } = openOrders();
    await screen.findByRole('table', { name: 'Digital orders' });
    await user.type(screen.getByRole('searchbox', { name: t('ordersSearch') }), '000002');
    await user.type(screen.getByLabelText(t('ordersFrom')), '2026-11-22');
    await user.type(screen.getByLabelText(t('ordersTo')), '2026-11-21');
    await user.click(screen.getByRole('button', { name: t('find') }));
    expect(screen.getByText(t('ordersToBeforeFrom'))).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.clear(screen.getByLabelText(t('ordersTo')));
    await user.type(screen.getByLabelText(t('ordersTo')), '2026-11-23');
    await user.click(screen.getByRole('button', { name: t('find') }));
    expect(router.state.location.search).toBe('?search=000002&from=2026-11-22&to=2026-11-23');
    expect(await screen.findByRole('link', { name: 'CH-2026-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CH-2026-000001' })).not.toBeInTheDocument();
    const asked = (await requestsTo(fetchMock, 'admin/orders', 'GET')).at(-1)!.url.searchParams;
    expect([asked.get('search'), asked.get('from'), asked.get('to')]).toEqual(['000002', '2026-11-22', '2026-11-23']);

    await user.click(screen.getByRole('button', { name: t('showAll') }));
    expect(router.state.location.search).toBe('');
  });
});
