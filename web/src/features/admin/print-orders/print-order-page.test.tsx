import { adminPaths } from '../admin-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPrintOrder } from '@chitra/contract/admin-print-orders';
import { TRACKING_MESSAGES } from '@chitra/contract/prints-tracking';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ADMIN_MESSAGES } from '../admin-words';
import { saveToken } from '../../../lib/storage';
import { createAdminPrintOrder, PRINT_ORDER_ID, recordSavedFiles, requestsTo, stubAdminApi } from '../test-factories';
import { CREDIT_NOTE_ID, INVOICE_ID, createOrderTaxDocument } from '../tax/tax-test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

const ORDER_PATH = `admin/print-orders/${PRINT_ORDER_ID}`;
const STATUS_PATH = `${ORDER_PATH}/status`;

/** The order page, with the status endpoint answering as the server would (or with `answer`). */
function openOrder(
  order: AdminPrintOrder,
  answer?: (body: Record<string, unknown>) => Response | Promise<Response>,
  routes: Parameters<typeof stubAdminApi>[0] = {},
) {
  let current = order;
  const fetchMock = stubAdminApi({
    ...routes,
    [ORDER_PATH]: () => jsonResponse({ success: true, data: current }),
    [STATUS_PATH]: async (request: Request) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (answer) return answer(body);
      current = {
        ...current,
        status: body.status as AdminPrintOrder['status'],
        trackingNumber: (body.trackingNumber as string | undefined) ?? current.trackingNumber,
        carrier: (body.carrier as string | undefined) ?? current.carrier,
        trackingUrl: (body.trackingUrl as string | undefined) ?? current.trackingUrl,
        nextStatuses: body.status === 'Shipped' ? ['Delivered'] : [],
      };
      return jsonResponse({ success: true, message: ADMIN_MESSAGES.statusChanged(current.status).message, data: current });
    },
  });
  const view = renderApp(adminPaths.adminPrintOrder(PRINT_ORDER_ID), { user: createAuthUser() });
  return { ...view, fetchMock };
}

const submit = () => screen.getByRole('button', { name: t('updateStatus') });

describe('a print order’s page', () => {
  it('shows the order: its prints, totals, address, customer and payment', async () => {
    openOrder(createAdminPrintOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });
    expect(screen.getByRole('row', { name: /Kelva Beach/ })).toHaveTextContent('Kelva Beachgold2₹1,499');
    expect(screen.getByText('12 Station Road')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(screen.getByRole('link', { name: 'The customer’s page' })).toHaveAttribute('href', '/admin/customers/customer-1');
    expect(document.title).toBe('Order CH-2026-000077 · Admin | Chitra');
  });

  it('asks for the tracking number to mark it Shipped, sends the move, toasts the answer and shows the new status', async () => {
    const { user, fetchMock } = openOrder(createAdminPrintOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });

    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    const tracking = screen.getByRole('textbox', { name: t('trackingNumber') });
    await user.click(submit());
    expect(await screen.findByText(ADMIN_MESSAGES.trackingRequired)).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveFocus();
    expect(await requestsTo(fetchMock, STATUS_PATH)).toHaveLength(0);

    await user.type(tracking, '  EK123456789IN ');
    await user.click(submit());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The order is Shipped now.')).toBeInTheDocument();
    expect((await requestsTo(fetchMock, STATUS_PATH, 'POST')).map((r) => r.body)).toEqual([{ status: 'Shipped', trackingNumber: 'EK123456789IN' }]);
    // The order is read again: its status, tracking number and next move.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Delivered' })).toBeInTheDocument());
    expect(screen.getAllByText('EK123456789IN').length).toBeGreaterThan(0);
  });

  it('takes the carrier and an http(s) tracking link with the number, and shows the link the customer gets', async () => {
    const link = 'https://track.example.com/parcel?id=EK1';
    const { user, fetchMock } = openOrder(createAdminPrintOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });
    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    await user.type(screen.getByRole('textbox', { name: t('trackingNumber') }), 'EK1');
    expect(screen.getByRole('combobox', { name: t('carrier') })).toHaveTextContent('India PostDTDCDelhiveryBlue DartAnother courier');

    await user.selectOptions(screen.getByRole('combobox', { name: t('carrier') }), t('otherCarrier'));
    await user.click(submit());
    const url = screen.getByRole('textbox', { name: t('trackingLink') });
    expect(await screen.findByText(t('trackingUrlRequired'))).toBeInTheDocument();
    await user.type(url, 'javascript:alert(1)');
    await user.click(submit());
    expect(await screen.findByText(TRACKING_MESSAGES.urlNotHttp)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, STATUS_PATH)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: t('carrier') }), 'DTDC');
    await user.clear(url);
    await user.type(url, ` ${link} `);
    await user.click(submit());
    await screen.findByRole('alert');
    expect((await requestsTo(fetchMock, STATUS_PATH, 'POST')).map((r) => r.body)).toEqual([
      { status: 'Shipped', trackingNumber: 'EK1', carrier: 'DTDC', trackingUrl: link },
    ]);
    const shown = await screen.findByRole('link', { name: `${link} (opens in a new tab)` });
    expect(shown).toHaveAttribute('href', link);
    expect(shown).toHaveAttribute('rel', 'noopener noreferrer');
    expect(shown).toHaveAttribute('target', '_blank');
    expect(screen.getByText('DTDC', { selector: 'dd' })).toBeInTheDocument();
  });

  it('sends once, with the button disabled while the request is out', async () => {
    let release: (response: Response) => void = () => {};
    const { user, fetchMock } = openOrder(
      createAdminPrintOrder({ status: 'Ordered', nextStatuses: ['Processing', 'Cancelled'] }),
      () => new Promise((resolve) => (release = resolve)),
    );
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });

    await user.click(screen.getByRole('radio', { name: 'Processing' }));
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    expect(await requestsTo(fetchMock, STATUS_PATH)).toHaveLength(1);

    release(jsonResponse({ success: false, code: 'CONFLICT', message: 'This order is already Processing.' }, 409));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('This order is already Processing.')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('asks for the reason to cancel, and for a confirmation before a refunding cancel', async () => {
    const { user, fetchMock } = openOrder(createAdminPrintOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });

    await user.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await user.click(submit());
    expect(await screen.findByText(ADMIN_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(screen.getByText('Cancelling refunds the ₹3,098 paid, in full.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: t('cancelReason') }), 'The frame maker has closed.');
    await user.click(submit());
    let dialog = await screen.findByRole('alertdialog', { name: t('cancelTitle') });
    expect(dialog).toHaveTextContent('Order CH-2026-000077 will be cancelled and the ₹3,098 paid refunded in full');
    expect(within(dialog).getByRole('button', { name: t('keepOrder') })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, STATUS_PATH)).toHaveLength(0);

    await user.click(submit());
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: t('cancelConfirm') }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The order is Cancelled now.')).toBeInTheDocument();
    expect((await requestsTo(fetchMock, STATUS_PATH, 'POST')).map((r) => r.body)).toEqual([{ status: 'Cancelled', reason: 'The frame maker has closed.' }]);
  });

  it('refuses to ship an order whose address has not arrived, in the server’s words', async () => {
    const { user, fetchMock } = openOrder(createAdminPrintOrder({ shippingInfo: null, confirmed: false }));
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000077' });
    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    await user.type(screen.getByRole('textbox', { name: t('trackingNumber') }), 'EK1');
    await user.click(submit());
    expect(await screen.findByText(ADMIN_MESSAGES.noAddressYet)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, STATUS_PATH)).toHaveLength(0);
  });

  it('says a final status can no longer change, and offers no form', async () => {
    openOrder(createAdminPrintOrder({ status: 'Delivered', nextStatuses: [] }));
    expect(await screen.findByText('This order is Delivered: its status can no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('updateStatus') })).not.toBeInTheDocument();
  });

  describe('its tax documents', () => {
    let files: ReturnType<typeof recordSavedFiles> | undefined;
    afterEach(() => files?.restore());

    it('lists a cancelled order’s invoice and credit note, and saves a PDF fetched with the session', async () => {
      files = recordSavedFiles();
      const invoice = createOrderTaxDocument({ number: 'CH/26-27/000031', total: 3098 });
      const creditNote = createOrderTaxDocument({
        _id: CREDIT_NOTE_ID,
        kind: 'credit-note',
        number: 'CN/26-27/000004',
        title: 'Credit Note',
        issuedAt: '2026-11-22T08:00:00Z',
        total: 3098,
        pdfPath: `admin/tax/documents/${CREDIT_NOTE_ID}/pdf`,
      });
      saveToken('token-asha');
      const { user, fetchMock } = openOrder(createAdminPrintOrder({ status: 'Cancelled', nextStatuses: [], documents: [invoice, creditNote] }), undefined, {
        [`admin/tax/documents/${CREDIT_NOTE_ID}/pdf`]: () =>
          new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="CN-26-27-000004.pdf"' },
          }),
      });
      const section = await screen.findByRole('region', { name: t('navTaxDocuments') });
      const table = within(section).getByRole('table', { name: t('docsCaption') });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['CH/26-27/000031Tax Invoice', 'CN/26-27/000004Credit Note']);
      expect(rows[0]).toHaveTextContent('₹3,098');
      expect(within(rows[0]!).getByRole('button', { name: t('pdfName', { number: 'CH/26-27/000031' }) })).toBeInTheDocument();

      await user.click(within(rows[1]!).getByRole('button', { name: t('pdfName', { number: 'CN/26-27/000004' }) }));
      await waitFor(() => expect(files?.saved.map((file) => file.name)).toEqual(['CN-26-27-000004.pdf']));
      const sent = fetchMock.mock.calls
        .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
        .filter((request) => new URL(request.url).pathname === `/api/v1/admin/tax/documents/${CREDIT_NOTE_ID}/pdf`);
      expect(sent.map((request) => [request.method, request.headers.get('Authorization')])).toEqual([['GET', 'Bearer token-asha']]);
      expect(await files?.saved[0]?.blob.text()).toBe('%PDF');
      expect(await requestsTo(fetchMock, `admin/tax/documents/${INVOICE_ID}/pdf`)).toHaveLength(0);
    });

    it('says when none was issued', async () => {
      openOrder(createAdminPrintOrder({ documents: [] }));
      expect(await screen.findByText(t('docsNone'))).toBeInTheDocument();
    });
  });

  it('says so when there is no such order', async () => {
    stubAdminApi({ [ORDER_PATH]: jsonResponse({ success: false, code: 'NOT_FOUND', message: ADMIN_MESSAGES.printOrderNotFound }, 404) });
    renderApp(adminPaths.adminPrintOrder(PRINT_ORDER_ID), { user: createAuthUser() });
    expect(await screen.findByText(ADMIN_MESSAGES.printOrderNotFound)).toBeInTheDocument();
  });
});
