import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { STORAGE_KEYS } from '../../lib/storage';
import { dispositionFileName } from './pdf-download';
import { ORDER_ID, createOrderDetail, createOrderLicence, createTaxDocument, detailResponse } from './test-factories';

type Routes = Parameters<typeof stubFetch>[0];

function openOrder(routes: Routes) {
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    ...routes,
  });
  return { ...renderApp(`/order-detail/${ORDER_ID}`, { user: createAuthUser() }), fetchMock };
}

const COMMERCIAL_ID = 'LIC-7K3M-Q9TX-2HBW-R4NP';
const PERSONAL_ID = 'LIC-A2B3-C4D5-E6F7-G8H9';
const INVOICE_ID = '5a0f6c1e-3b7d-4c2a-9e41-0d6b8f2a7c11';
const CREDIT_NOTE_ID = '5a0f6c1e-3b7d-4c2a-9e41-0d6b8f2a7c12';

const order = createOrderDetail({
  licences: [
    createOrderLicence({
      productID: 'p-1',
      licenceId: COMMERCIAL_ID,
      tier: 'Commercial',
      version: 3,
      upgradedFrom: 'Personal',
      summary: 'Websites and advertising.',
    }),
    createOrderLicence({ productID: 'p-2', licenceId: PERSONAL_ID, tier: 'Personal' }),
  ],
  documents: [createTaxDocument({ _id: INVOICE_ID, number: 'CH/26-27/000123', title: 'Tax Invoice', total: 898.2 })],
});

let created: Blob[] = [];
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  created = [];
  clicked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), `blob:test/${created.length}`), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

afterEach(() => {
  localStorage.removeItem(STORAGE_KEYS.token);
  vi.restoreAllMocks();
});

const pdf = (name: string) =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent(name)}` },
  });

describe('order detail: licences and tax documents', () => {
  it("lists each line's licence: tier, terms version, licence id, an upgrade's tier, the certificate and Verify", async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse(order) });
    const section = await screen.findByRole('region', { name: 'Licences' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Sunrise over Boisar' })).toBeInTheDocument();
    expect(first).toHaveTextContent('LicenceCommercial');
    expect(first).toHaveTextContent('Terms version3');
    expect(first).toHaveTextContent(`Licence ID${COMMERCIAL_ID}`);
    expect(first).toHaveTextContent('Upgraded from Personal');
    expect(within(first).getByRole('button', { name: 'Certificate (PDF) of the Commercial licence for Sunrise over Boisar' })).toHaveTextContent(
      'Certificate (PDF)',
    );
    expect(within(first).getByRole('link', { name: `Verify licence ${COMMERCIAL_ID}` })).toHaveAttribute('href', `/licence/${COMMERCIAL_ID}`);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'Monsoon at Satpati' })).toBeInTheDocument();
    expect(screen.queryByText('Revoked by the refund')).not.toBeInTheDocument();
  });

  it("downloads the certificate with the bearer token and saves it under the server's name", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-asha');
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(order),
      [`users/licence-certificate/${COMMERCIAL_ID}`]: () => pdf('Sunrise over Boisar - Commercial licence.pdf'),
    });
    await user.click(await screen.findByRole('button', { name: /^Certificate \(PDF\) of the Commercial/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:test/1', download: 'Sunrise over Boisar - Commercial licence.pdf' });
    const request = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)))
      .find((r) => new URL(r.url).pathname === `/api/v1/users/licence-certificate/${COMMERCIAL_ID}`);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-asha');
  });

  it('lists the tax documents with their number, date and total, each a PDF; a refunded order shows its credit note and its licences revoked', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const refunded = createOrderDetail({
      ...order,
      refund: { status: 'processed', amount: 898.2, at: '2026-11-05T06:00:00Z' },
      documents: [
        createTaxDocument({ _id: INVOICE_ID }),
        createTaxDocument({ _id: CREDIT_NOTE_ID, kind: 'credit-note', title: 'Credit Note', number: 'CN/26-27/000001', issuedAt: '2026-11-05T06:00:00Z' }),
      ],
    });
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(refunded),
      [`users/tax-document/${CREDIT_NOTE_ID}`]: () => pdf('Credit Note CN-26-27-000001.pdf'),
    });
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    const table = within(section).getByRole('table', { name: 'Tax documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Tax Invoice', 'Credit Note']);
    expect(rows[0]).toHaveTextContent('CH/26-27/000123');
    expect(rows[0]).toHaveTextContent('2 November 2026');
    expect(rows[0]).toHaveTextContent('₹898.20');
    expect(rows[1]).toHaveTextContent('CN/26-27/000001');
    expect(rows[1]).toHaveTextContent('5 November 2026');
    expect(screen.getAllByText('Revoked by the refund')).toHaveLength(2);

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Download Credit Note CN/26-27/000001 (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('Credit Note CN-26-27-000001.pdf');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/api/v1/users/tax-document/${CREDIT_NOTE_ID}`))).toBe(true);

    // The invoice's PDF is refused: 'Download failed.'
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Download Tax Invoice CH/26-27/000123 (PDF)' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.downloadFailed));
  });

  it('says when an order has no tax documents, and shows no licences section for an order without licences', async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse(createOrderDetail()) });
    const section = await screen.findByRole('region', { name: 'Tax documents' });
    expect(section).toHaveTextContent('No tax documents yet.');
    expect(screen.queryByRole('region', { name: 'Licences' })).not.toBeInTheDocument();
  });

  it("reads a Content-Disposition's file name, RFC 5987 first", () => {
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''Sunrise%20%E2%82%B9.pdf`)).toBe('Sunrise ₹.pdf');
    expect(dispositionFileName('attachment; filename="Invoice CH-26-27-000123.pdf"')).toBe('Invoice CH-26-27-000123.pdf');
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
