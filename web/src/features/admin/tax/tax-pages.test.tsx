import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../lib/storage';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { listOf, recordSavedFiles, requestsTo, stubAdminApi } from '../test-factories';
import { currentIstMonth, formatMonth, monthOrCurrent } from './tax-month';
import { CREDIT_NOTE_ID, INVOICE_ID, createAdminTaxDocument, createGstr1 } from './tax-test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

vi.setConfig({ testTimeout: 15_000 });

let files: ReturnType<typeof recordSavedFiles>;
beforeEach(() => {
  files = recordSavedFiles();
  saveToken('token-asha');
});
afterEach(() => files.restore());

const creditNote = () =>
  createAdminTaxDocument({
    _id: CREDIT_NOTE_ID,
    kind: 'credit-note',
    number: 'CN/26-27/000004',
    title: 'Credit Note',
    b2b: false,
    buyer: { _id: 'customer-2', name: 'Ravi Kumar', gstin: null, businessName: null },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    against: { _id: 'inv-9', number: 'CH/26-27/000120' },
    taxable: 295.76,
    cgst: 26.62,
    sgst: 26.62,
    igst: 0,
    total: 349,
    pdfPath: `admin/tax/documents/${CREDIT_NOTE_ID}/pdf`,
  });

describe('the shop’s month', () => {
  it('is India’s: 30 November 19:00 UTC is already December there', () => {
    expect(currentIstMonth(Date.parse('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(currentIstMonth(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(monthOrCurrent('2026-02', 0)).toBe('2026-02');
    expect(monthOrCurrent('2026-13', Date.parse('2026-11-10T00:00:00Z'))).toBe('2026-11');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});

describe('the tax documents list', () => {
  it('asks for this month in India by default, and lists each document’s figures', async () => {
    const fetchMock = stubAdminApi({ 'admin/tax/documents': listOf([createAdminTaxDocument(), creditNote()]) });
    renderApp(adminPaths.adminTaxDocuments(), { user: createAuthUser() });

    const table = await screen.findByRole('table', { name: t('taxCaption', { month: formatMonth(currentIstMonth()) }) });
    const [asked] = await requestsTo(fetchMock, 'admin/tax/documents', 'GET');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ month: currentIstMonth(), page: '1' });
    expect(screen.getByLabelText(t('month'))).toHaveValue(currentIstMonth());

    const [invoice, note] = within(table).getAllByRole('row').slice(1);
    expect(within(invoice!).getByRole('rowheader')).toHaveTextContent('CH/26-27/000123');
    expect(within(invoice!).getByText('29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(within(invoice!).getByText('Patil Studio')).toBeInTheDocument();
    expect(within(invoice!).getByText('29-Karnataka')).toBeInTheDocument();
    expect(within(invoice!).getByText('₹719.49')).toBeInTheDocument();
    expect(within(invoice!).getByText('₹129.51')).toBeInTheDocument();
    expect(within(invoice!).getByText('₹849')).toBeInTheDocument();
    expect(within(invoice!).getByRole('link', { name: t('orderHeading', { orderId: 'CH-2026-000123' }) })).toHaveAttribute(
      'href',
      adminPaths.adminOrder('order-1'),
    );
    expect(within(note!).getByText(t('against', { number: 'CH/26-27/000120' }))).toBeInTheDocument();
    // CGST and SGST added in paise.
    expect(within(note!).getByText('₹53.24')).toBeInTheDocument();
  });

  it('asks for the month and kind chosen, and the page', async () => {
    const fetchMock = stubAdminApi({ 'admin/tax/documents': listOf([creditNote()], 45, 2, 20) });
    const { user, router } = renderApp(`${adminPaths.adminTaxDocuments()}?month=2026-10&page=2`, { user: createAuthUser() });
    await screen.findByRole('table', { name: t('taxCaption', { month: 'October 2026' }) });
    expect(Object.fromEntries((await requestsTo(fetchMock, 'admin/tax/documents', 'GET'))[0]!.url.searchParams)).toEqual({ month: '2026-10', page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: t('kind') }), t('creditNotes'));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-10&kind=credit-note'));
    fireEvent.change(screen.getByLabelText(t('month')), { target: { value: '2026-09' } });
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-09&kind=credit-note'));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'admin/tax/documents', 'GET')).map((r) => Object.fromEntries(r.url.searchParams))).toContainEqual({
        month: '2026-09',
        kind: 'credit-note',
        page: '1',
      }),
    );
  });

  it('saves a document’s PDF, fetched with the session', async () => {
    const fetchMock = stubAdminApi({
      'admin/tax/documents': listOf([createAdminTaxDocument()]),
      [`admin/tax/documents/${INVOICE_ID}/pdf`]: () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user } = renderApp(adminPaths.adminTaxDocuments(), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: t('pdfName', { number: 'CH/26-27/000123' }) }));
    // Without a name from the server, the number's.
    await waitFor(() => expect(files.saved.map((file) => file.name)).toEqual(['CH-26-27-000123.pdf']));
    expect(await requestsTo(fetchMock, `admin/tax/documents/${INVOICE_ID}/pdf`, 'GET')).toHaveLength(1);
  });

  it('toasts the server’s refusal of a PDF', async () => {
    stubAdminApi({
      'admin/tax/documents': listOf([createAdminTaxDocument()]),
      [`admin/tax/documents/${INVOICE_ID}/pdf`]: jsonResponse({ success: false, code: 'NOT_FOUND', message: 'No such tax document.' }, 404),
    });
    const { user } = renderApp(adminPaths.adminTaxDocuments(), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: t('pdfName', { number: 'CH/26-27/000123' }) }));
    expect(await screen.findByText('No such tax document.')).toBeInTheDocument();
    expect(files.saved).toEqual([]);
  });
});

describe('the GST report', () => {
  it('shows the month’s totals and tables, and downloads one table’s CSV', async () => {
    const fetchMock = stubAdminApi({
      'admin/tax/gstr1': { success: true, data: createGstr1() },
      'admin/tax/gstr1.csv': () => new Response('Type,Place Of Supply\nOE,27-Maharashtra\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const { user } = renderApp(`${adminPaths.adminGstReport()}?month=2026-11`, { user: createAuthUser() });

    const totals = await screen.findByRole('table', { name: t('totalsCaption', { month: 'November 2026' }) });
    expect(Object.fromEntries((await requestsTo(fetchMock, 'admin/tax/gstr1', 'GET'))[0]!.url.searchParams)).toEqual({ month: '2026-11' });
    const net = within(totals)
      .getByRole('rowheader', { name: t('net') })
      .closest('tr')!;
    expect(within(net).getByText('₹1,198')).toBeInTheDocument();
    expect(within(net).getByText('₹182.75')).toBeInTheDocument();

    const b2b = screen.getByRole('table', { name: t('gstB2b') });
    expect(within(b2b).getByRole('rowheader')).toHaveTextContent('CH/26-27/000123');
    expect(within(b2b).getByText('29-Karnataka')).toBeInTheDocument();
    expect(within(b2b).getByText('18%')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: t('gstHsn') })).toHaveTextContent('SAC 998386');
    // b2cl, cdnr and cdnur have no rows this month.
    expect(screen.getAllByText(t('noRows'))).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: t('csvName', { table: t('gstB2cs') }) }));
    await waitFor(() => expect(files.saved.map((file) => file.name)).toEqual(['gstr1-b2cs-2026-11.csv']));
    const asked = await requestsTo(fetchMock, 'admin/tax/gstr1.csv', 'GET');
    expect(asked.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([{ month: '2026-11', table: 'b2cs' }]);
    expect(await files.saved[0]!.blob.text()).toContain('OE,27-Maharashtra');
  });

  it('asks for another month when one is chosen', async () => {
    const fetchMock = stubAdminApi({
      'admin/tax/gstr1': (request: Request) => jsonResponse({ success: true, data: createGstr1({ month: new URL(request.url).searchParams.get('month')! }) }),
    });
    renderApp(adminPaths.adminGstReport(), { user: createAuthUser() });
    await screen.findByRole('table', { name: t('totalsCaption', { month: formatMonth(currentIstMonth()) }) });
    fireEvent.change(screen.getByLabelText(t('month')), { target: { value: '2026-04' } });
    await screen.findByRole('table', { name: t('totalsCaption', { month: 'April 2026' }) });
    expect((await requestsTo(fetchMock, 'admin/tax/gstr1', 'GET')).map((r) => r.url.searchParams.get('month'))).toEqual([currentIstMonth(), '2026-04']);
  });
});
