import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_HISTORY_PAGE_SIZE } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createHistoryEntry, createOrderProduct, historyResponse } from './test-factories';

const REFUNDED = 'Refunded';
const refundedNote = (amount: string) => `${amount} refunded: this order's downloads have ended.`;

function openHistory(history: unknown, path = '/order-history') {
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'users/orderhistory': history,
  });
  return { ...renderApp(path, { user: createAuthUser() }), fetchMock };
}

/** The order rows of the table (the header row left out). */
const orderRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

/** Twelve orders, newest first, as the server sends them. */
const twelve = () => Array.from({ length: 12 }, (_, i) => createHistoryEntry(12 - i));

describe('order history', () => {
  it('shows each order: its number linking to its page, pictures, product count, total and date', async () => {
    const pack = [1, 2, 3, 4, 5].map((n) => createOrderProduct({ _id: `pack-${n}`, title: `Beach ${n}` }));
    openHistory(
      historyResponse([
        createHistoryEntry(2, { product: pack, productCount: 5, totalPrice: 119_999.5, createdAt: '2026-11-02T20:00:00Z' }),
        createHistoryEntry(1),
      ]),
    );

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.orderHistory })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order ID', 'Products', 'Product count', 'Total price', 'Date']);

    const [first, second] = orderRows();
    const link = within(first).getByRole('link', { name: 'CH-2026-000002' });
    expect(link).toHaveAttribute('href', '/order-detail/order-2');
    expect(within(second).getByRole('link', { name: 'CH-2026-000001' })).toHaveAttribute('href', '/order-detail/order-1');

    // The first three products' pictures, then how many more.
    const pictures = within(first).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['Beach 1', 'Beach 2', 'Beach 3']);
    expect(pictures[0]).toHaveAttribute('src', '/media/pack-1-img.jpg');
    expect(within(first).getByText('+2')).toBeInTheDocument();
    expect(within(first).getByText('and 2 more')).toBeInTheDocument();

    const [, , count, total, date] = [within(first).getByRole('rowheader'), ...cellsOf(first)];
    expect(count).toHaveTextContent('5');
    expect(total).toHaveTextContent('₹1,19,999.50');
    // Indian date in the shop's time zone: 20:00 UTC is already the 3rd there.
    expect(date).toHaveTextContent('3 November 2026');
    expect(document.title).toBe('Order History | Chitra');
  });

  it('pages ten orders at a time with Previous and Next', async () => {
    const { user, router } = openHistory(historyResponse(twelve()));
    await screen.findByRole('table');
    expect(orderRows()).toHaveLength(ORDER_HISTORY_PAGE_SIZE);
    expect(screen.getByRole('link', { name: 'CH-2026-000012' })).toBeInTheDocument();
    expect(screen.getByText(`${MESSAGES.page} 1`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: MESSAGES.next }));
    expect(screen.getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
    expect(orderRows()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'CH-2026-000002' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CH-2026-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CH-2026-000012' })).not.toBeInTheDocument();
    // The last page: Next keeps the focus the click gave it, marked unavailable (components/pager.tsx).
    expect(screen.getByRole('button', { name: MESSAGES.next })).toHaveFocus();
    expect(screen.getByRole('button', { name: MESSAGES.next })).toHaveAttribute('aria-disabled', 'true');
    // The page is in the address, so coming back from an order returns here.
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: MESSAGES.previous }));
    expect(screen.getByText(`${MESSAGES.page} 1`)).toBeInTheDocument();
    expect(orderRows()).toHaveLength(ORDER_HISTORY_PAGE_SIZE);
  });

  it('opens on the page in the address, and keeps an impossible one within the pages there are', async () => {
    openHistory(historyResponse(twelve()), '/order-history?page=9');
    await screen.findByRole('table');
    expect(screen.getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
    expect(orderRows()).toHaveLength(2);
  });

  it('shows no pager for ten orders or fewer', async () => {
    openHistory(historyResponse(twelve().slice(0, ORDER_HISTORY_PAGE_SIZE)));
    await screen.findByRole('table');
    expect(orderRows()).toHaveLength(ORDER_HISTORY_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: MESSAGES.next })).not.toBeInTheDocument();
  });

  it('marks a refunded order Refunded, its number still leading to its page (which says so)', async () => {
    openHistory(
      historyResponse([
        createHistoryEntry(2, { totalPrice: 699, refund: { status: 'processed', amount: 699, at: '2026-11-25T10:00:00Z' } }),
        createHistoryEntry(1),
      ]),
    );
    await screen.findByRole('table');
    const [refunded, kept] = orderRows();
    expect(within(refunded!).getByRole('rowheader')).toHaveTextContent('CH-2026-000002');
    expect(within(refunded!).getByRole('link', { name: 'CH-2026-000002' })).toHaveAttribute('href', '/order-detail/order-2');
    expect(within(refunded!).getByText(REFUNDED)).toBeInTheDocument();
    expect(within(refunded!).getByText(refundedNote('₹699'))).toBeInTheDocument();
    expect(within(kept!).getByRole('link', { name: 'CH-2026-000001' })).toHaveAttribute('href', '/order-detail/order-1');
    expect(within(kept!).queryByText(REFUNDED)).not.toBeInTheDocument();
  });

  it(`says '${MESSAGES.noOrders}' when there are none`, async () => {
    openHistory(historyResponse([]));
    expect(await screen.findByText(MESSAGES.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it(`logs a failure and says '${MESSAGES.noOrders}'`, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openHistory(jsonResponse({ success: false, message: 'Resting', code: 'INTERNAL' }, 500));
    expect(await screen.findByText(MESSAGES.noOrders)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The order history failed to load', expect.objectContaining({ status: 500 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
