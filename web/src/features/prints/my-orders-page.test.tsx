import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { STORAGE_KEYS } from '../../lib/storage';
import type { OrderTaxDocument } from '@chitra/contract/licences';
import { createPrintOrder } from './test-factories';

type Routes = Parameters<typeof stubFetch>[0];

/** An invoice or credit note as user/getmyorders lists it (issue 27). */
function createTaxDocument(overrides: Partial<OrderTaxDocument> & Pick<OrderTaxDocument, '_id'>): OrderTaxDocument {
  return {
    kind: 'invoice',
    number: 'CH/26-27/000123',
    title: 'Tax Invoice',
    issuedAt: '2026-11-20T10:00:00Z',
    total: 3098,
    pdfPath: `users/tax-document/${overrides._id}`,
    ...overrides,
  };
}

function openMyOrders(answer: unknown, routes: Routes = {}) {
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'user/getmyorders': answer,
    ...routes,
  });
  return { ...renderApp('/my-orders', { user: createAuthUser() }), fetchMock };
}

afterEach(() => {
  localStorage.removeItem(STORAGE_KEYS.token);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

  it('lists each order’s tax documents (title, number, date, total), the invoice and a cancelled order’s credit note, each a PDF saved with the token', async () => {
    const INVOICE_ID = '6b1f7d2e-4c8a-4d3b-8f52-1e7c9a3b8d21';
    const CREDIT_NOTE_ID = '6b1f7d2e-4c8a-4d3b-8f52-1e7c9a3b8d22';
    const OTHER_INVOICE_ID = '6b1f7d2e-4c8a-4d3b-8f52-1e7c9a3b8d23';
    const created: Blob[] = [];
    const clicked: { href: string; download: string }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), `blob:test/${created.length}`), revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    localStorage.setItem(STORAGE_KEYS.token, 'token-asha');
    const cancelled = createPrintOrder({
      orderID: 'CH-2026-000061',
      orderStatus: 'Cancelled',
      totalPrice: 3098,
      totalPriceAfterDiscount: 3098,
      documents: [
        createTaxDocument({ _id: INVOICE_ID, number: 'CH/26-27/000031', total: 3098, issuedAt: '2026-11-20T10:00:00Z' }),
        createTaxDocument({
          _id: CREDIT_NOTE_ID,
          kind: 'credit-note',
          title: 'Credit Note',
          number: 'CN/26-27/000004',
          total: 3098,
          issuedAt: '2026-11-22T06:00:00Z',
        }),
      ],
    });
    const paid = createPrintOrder({
      orderID: 'CH-2026-000060',
      documents: [createTaxDocument({ _id: OTHER_INVOICE_ID, number: 'CH/26-27/000030', total: 1100 })],
    });
    const { user, fetchMock } = openMyOrders(
      { success: true, orders: [cancelled, paid] },
      {
        [`users/tax-document/${CREDIT_NOTE_ID}`]: () =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Credit Note CN-26-27-000004.pdf"' },
          }),
      },
    );

    const [first, second] = await screen.findAllByRole('article');
    const section = within(first!).getByRole('region', { name: 'Tax documents' });
    const rows = within(within(section).getByRole('table', { name: 'Tax documents' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Tax Invoice', 'Credit Note']);
    expect(rows[0]).toHaveTextContent('CH/26-27/000031');
    expect(rows[0]).toHaveTextContent('20 November 2026');
    expect(rows[0]).toHaveTextContent('₹3,098');
    expect(rows[1]).toHaveTextContent('CN/26-27/000004');
    expect(rows[1]).toHaveTextContent('22 November 2026');
    expect(within(rows[0]!).getByRole('button', { name: 'Download Tax Invoice CH/26-27/000031 (PDF)' })).toHaveTextContent('PDF');
    // Each order lists its own documents only.
    const theirs = within(within(second!).getByRole('region', { name: 'Tax documents' }))
      .getAllByRole('row')
      .slice(1);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toHaveTextContent('CH/26-27/000030');
    expect(second).not.toHaveTextContent('CN/26-27/000004');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Download Credit Note CN/26-27/000004 (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:test/1', download: 'Credit Note CN-26-27-000004.pdf' });
    const request = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)))
      .find((r) => new URL(r.url).pathname === `/api/v1/users/tax-document/${CREDIT_NOTE_ID}`);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-asha');
  });

  it('shows no tax documents section for an order the answer carries none for', async () => {
    openMyOrders({ success: true, orders: [createPrintOrder({ orderID: 'CH-2026-000070' })] });
    const [order] = await screen.findAllByRole('article');
    expect(within(order!).getByRole('heading').textContent).toBe('Order CH-2026-000070');
    expect(within(order!).queryByRole('region', { name: 'Tax documents' })).not.toBeInTheDocument();
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
