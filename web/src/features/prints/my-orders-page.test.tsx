import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createPrintOrder } from './test-factories';

function openMyOrders(answer: unknown) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'user/getmyorders': answer,
  });
  return renderApp('/my-orders', { user: createAuthUser() });
}

describe('my orders (prints)', () => {
  it('shows each order: its lines (product, colour, quantity, price), totals, status and address', async () => {
    const shipped = createPrintOrder({
      orderID: 'CH-2026-000042',
      orderStatus: 'Shipped',
      orderItems: [
        { product: { _id: 'p1', title: 'Kelva Beach' }, quantity: 2, price: 1499, color: { _id: 'c1', title: 'gold' } },
        { product: { _id: 'p2', title: 'Bordi sands' }, quantity: 1, price: 999, color: { _id: 'c2', title: 'black' } },
      ],
      totalPrice: 4097,
      totalPriceAfterDiscount: 4097,
    });
    openMyOrders({ success: true, orders: [shipped, createPrintOrder({ orderID: 'CH-2026-000041' })] });

    const orders = await screen.findAllByRole('article');
    expect(orders.map((o) => within(o).getByRole('heading').textContent)).toEqual(['Order CH-2026-000042', 'Order CH-2026-000041']);
    const first = orders[0]!;
    expect(first).toHaveTextContent('Status: Shipped');
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Kelva Beach', 'gold', '2', '₹1,499'],
      ['Bordi sands', 'black', '1', '₹999'],
    ]);
    expect(within(first).getByText('Total Price').nextElementSibling).toHaveTextContent('₹4,097');
    expect(within(first).getByText('Total Price After Discount').nextElementSibling).toHaveTextContent('₹4,097');
    expect(within(first).getByText('Shipping').nextElementSibling).toHaveTextContent('₹100');
    expect(first).toHaveTextContent('Ship to: Asha Patil, 12 Station Road, Vapi, Gujarat 396191, India');
    expect(within(first).getByRole('link', { name: 'Kelva Beach' })).toHaveAttribute('href', '/product/p1');
  });

  it('shows a shipped order’s carrier, tracking number and a tracking link that opens in a new tab', async () => {
    const link = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901';
    openMyOrders({
      success: true,
      orders: [
        createPrintOrder({ orderID: 'CH-2026-000050', orderStatus: 'Shipped', carrier: 'Blue Dart', trackingNumber: '12345678901', trackingUrl: link }),
        createPrintOrder({ orderID: 'CH-2026-000049', orderStatus: 'Processing', carrier: null, trackingNumber: null, trackingUrl: null }),
      ],
    });
    const [shipped, processing] = await screen.findAllByRole('article');
    expect(shipped).toHaveTextContent('Carrier: Blue Dart');
    expect(shipped).toHaveTextContent('Tracking number: 12345678901');
    const track = within(shipped!).getByRole('link', { name: 'Track your parcel (opens in a new tab)' });
    expect(track).toHaveAttribute('href', link);
    expect(track).toHaveAttribute('target', '_blank');
    expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    expect(processing).not.toHaveTextContent('Tracking number');
    expect(within(processing!).queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
  });

  it('shows the number without a link when there is no link, or when it is not an http(s) address', async () => {
    openMyOrders({
      success: true,
      orders: [
        createPrintOrder({ orderID: 'CH-2026-000052', orderStatus: 'Delivered', trackingNumber: 'EE1IN', trackingUrl: 'javascript:alert(1)' }),
        createPrintOrder({ orderID: 'CH-2026-000051', orderStatus: 'Shipped', carrier: null, trackingNumber: 'EE2IN', trackingUrl: null }),
      ],
    });
    const [evil, bare] = await screen.findAllByRole('article');
    expect(evil).toHaveTextContent('Tracking number: EE1IN');
    expect(bare).toHaveTextContent('Tracking number: EE2IN');
    expect(bare).not.toHaveTextContent('Carrier');
    expect(screen.queryByRole('link', { name: /Track your parcel/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it("says 'No orders found.' when there are none", async () => {
    openMyOrders({ success: true, orders: [] });
    expect(await screen.findByText(MESSAGES.noOrders)).toBeInTheDocument();
  });

  it('shows an error state, and no toast, when the orders cannot be read (docs/spec.md §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openMyOrders(jsonResponse({ success: false, message: 'The shop is resting.', code: 'UNAVAILABLE' }, 503));
    expect(await screen.findByText(`${MESSAGES.errorPrefix}The shop is resting.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
