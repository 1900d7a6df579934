import { adminPaths } from '../admin-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrder } from '@chitra/contract/admin-orders';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import type { Locale } from '@chitra/contract/locales';
import { renderApp, renderAppIn } from '../../../test/render-app';
import { saveToken } from '../../../lib/storage';
import { recordSavedFiles, requestsTo, stubAdminApi } from '../test-factories';
import { CREDIT_NOTE_ID, INVOICE_ID, createOrderTaxDocument } from '../tax/tax-test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

const ORDER_ID = '6c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ORDER_PATH = `admin/orders/${ORDER_ID}`;

function createAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: ORDER_ID,
    orderID: 'CH-2026-000123',
    gatewayOrderId: 'order_Abc123',
    customer: { _id: 'customer-1', name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210' },
    total: 849,
    couponCode: 'MONSOON50',
    paidAt: '2026-11-20T09:15:00Z',
    refundedAt: null,
    payment: { _id: 'pay-1', gatewayOrderId: 'order_Abc123', gatewayPaymentId: 'pay_Xyz789', amount: 849 },
    subtotal: 899,
    discount: 50,
    items: [{ product: { _id: 'p-1', title: 'Kelva Beach' }, price: 899, salePrice: 899 }],
    downloads: [
      {
        _id: 'log-1',
        createdAt: '2026-11-21T04:30:00Z',
        file: 'CH-2026-000123.zip',
        ip: '203.0.113.9',
        os: 'Android 14',
        browser: 'Chrome 131',
        via: 'direct',
      },
    ],
    receiptSentAt: '2026-11-20T09:16:00Z',
    refund: null,
    refunds: [],
    refundable: 849,
    documents: [createOrderTaxDocument()],
    ...overrides,
  };
}

/** The order page's endpoints, the refund answering as the server would (or with `refundAnswer`). */
function stubOrder(order: AdminOrder, refundAnswer?: () => Response) {
  let current = order;
  return stubAdminApi({
    [ORDER_PATH]: () => jsonResponse({ success: true, data: current }),
    [`${ORDER_PATH}/refund`]: async (request: Request) => {
      if (refundAnswer) return refundAnswer();
      const { reason } = (await request.clone().json()) as { reason: string };
      // A refund the gateway failed is asked again (refundRetried); else the order is refunded.
      const retried = current.refund?.state === 'failed';
      current = {
        ...current,
        refundedAt: '2026-11-25T08:00:00Z',
        refundable: 0,
        refund: {
          _id: 'r-1',
          kind: 'order',
          amount: 849,
          state: 'pending',
          reason,
          gatewayRefundId: null,
          createdAt: '2026-11-25T08:00:00Z',
          processedAt: null,
        },
      };
      const message = retried ? ADMIN_ORDER_MESSAGES.refundRetried(current.orderID) : ADMIN_ORDER_MESSAGES.refunded(current.orderID);
      return jsonResponse({ success: true, message, data: current });
    },
    [`${ORDER_PATH}/resend-receipt`]: () => jsonResponse({ success: true, message: ADMIN_ORDER_MESSAGES.receiptQueued(current.customer.email), data: current }),
  });
}

/** The order page in English, its endpoints answering as the server would (or the refund with `refundAnswer`). */
function openOrder(order: AdminOrder, refundAnswer?: () => Response) {
  const fetchMock = stubOrder(order, refundAnswer);
  return { ...renderApp(adminPaths.adminOrder(ORDER_ID), { user: createAuthUser() }), fetchMock };
}

/** The order page in another language. */
async function openOrderIn(locale: Locale, order: AdminOrder) {
  const fetchMock = stubOrder(order);
  return { ...(await renderAppIn(locale, adminPaths.adminOrder(ORDER_ID), { user: createAuthUser() })), fetchMock };
}

describe('a digital order’s page', () => {
  it('shows the order: its photographs, coupon, payment and download log', async () => {
    openOrder(createAdminOrder());
    // The page is a chunk of its own: its first load may take a while on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('pay_Xyz789')).toBeInTheDocument();
    expect(screen.getByText('Coupon MONSOON50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kelva Beach' })).toHaveAttribute('href', '/product/p-1');
    const log = screen.getByRole('table', { name: 'Every download of this order, newest first' });
    const [row] = within(log).getAllByRole('row').slice(1);
    expect(within(row!).getByText('CH-2026-000123.zip')).toBeInTheDocument();
    expect(within(row!).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(row!).getByText('Android 14 · Chrome 131')).toBeInTheDocument();
    expect(within(row!).getByText(t('viaDirect'))).toBeInTheDocument();
  });

  it('refunds only with a reason, once confirmed, toasts and shows the refund pending', async () => {
    const { user, fetchMock } = openOrder(createAdminOrder());
    await user.click(await screen.findByRole('button', { name: t('refundButton') }));
    let dialog = screen.getByRole('alertdialog', { name: t('refundTitle') });
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: t('keepOrder') })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: t('refund') }));
    expect(within(dialog).getByText(t('refundReasonRequired'))).toBeInTheDocument();
    expect(await requestsTo(fetchMock, `${ORDER_PATH}/refund`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: t('keepOrder') }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('refundButton') }));
    dialog = screen.getByRole('alertdialog', { name: t('refundTitle') });
    await user.type(within(dialog).getByRole('textbox', { name: t('reason') }), '  Bought by mistake  ');
    await user.click(within(dialog).getByRole('button', { name: t('refund') }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_ORDER_MESSAGES.refunded('CH-2026-000123'))).toBeInTheDocument();
    const sent = await requestsTo(fetchMock, `${ORDER_PATH}/refund`, 'POST');
    expect(sent.map((r) => r.body)).toEqual([{ reason: 'Bought by mistake' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await screen.findAllByText('Refund pending')).length).toBeGreaterThan(0);
    expect(screen.getByText('Bought by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('refundButton') })).not.toBeInTheDocument();
    // A refunded order's receipt is not sent again.
    expect(screen.queryByRole('button', { name: t('resendReceipt') })).not.toBeInTheDocument();
  });

  it('says so when the order was refunded meanwhile', async () => {
    const { user, fetchMock } = openOrder(createAdminOrder(), () =>
      jsonResponse({ success: false, code: 'CONFLICT', message: ADMIN_ORDER_MESSAGES.alreadyRefunded }, 409),
    );
    await user.click(await screen.findByRole('button', { name: t('refundButton') }));
    const dialog = screen.getByRole('alertdialog', { name: t('refundTitle') });
    await user.type(within(dialog).getByRole('textbox', { name: t('reason') }), 'Twice');
    await user.click(within(dialog).getByRole('button', { name: t('refund') }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_ORDER_MESSAGES.alreadyRefunded)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, `${ORDER_PATH}/refund`, 'POST')).toHaveLength(1);
    // The 409 reloads the order (it changed meanwhile).
    await waitFor(async () => expect((await requestsTo(fetchMock, ORDER_PATH, 'GET')).length).toBeGreaterThan(1));
  });

  it('asks the gateway again for a refund it failed, with the refund’s facts above', async () => {
    const failed = {
      _id: 'r-1',
      kind: 'order' as const,
      amount: 849,
      state: 'failed' as const,
      reason: 'Wrong picture',
      gatewayRefundId: 'rfnd_Failed1',
      createdAt: '2026-11-25T08:00:00Z',
      processedAt: null,
    };
    const { user, fetchMock } = openOrder(createAdminOrder({ refundedAt: '2026-11-25T08:00:00Z', refund: failed, refunds: [failed], refundable: 849 }));
    await user.click(await screen.findByRole('button', { name: t('retryButton') }));
    expect(screen.getByText('Wrong picture')).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: t('retryTitle') });
    await user.type(within(dialog).getByRole('textbox', { name: t('reason') }), 'The card works again');
    await user.click(within(dialog).getByRole('button', { name: t('refund') }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `${ORDER_PATH}/refund`, 'POST')).map((r) => r.body)).toEqual([{ reason: 'The card works again' }]),
    );
    // The server's words for a refund asked again, not for a new one.
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_ORDER_MESSAGES.refundRetried('CH-2026-000123'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: t('retryButton') })).not.toBeInTheDocument());
  });

  it('mails the receipt again and toasts where it went', async () => {
    const { user, fetchMock } = openOrder(createAdminOrder());
    await user.click(await screen.findByRole('button', { name: t('resendReceipt') }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_ORDER_MESSAGES.receiptQueued('asha@example.com'))).toBeInTheDocument();
    const sent = await requestsTo(fetchMock, `${ORDER_PATH}/resend-receipt`, 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBeUndefined();
  });

  describe('in Marathi', () => {
    it('says the refund is made in Marathi, with the order’s number', async () => {
      const { user, fetchMock } = await openOrderIn('mr', createAdminOrder());
      await user.click(await screen.findByRole('button', { name: 'परतावा…' }, { timeout: 5000 }));
      const dialog = screen.getByRole('alertdialog', { name: 'या ऑर्डरचा परतावा द्यायचा?' });
      await user.type(within(dialog).getByRole('textbox', { name: 'कारण' }), 'चुकून घेतले');
      await user.click(within(dialog).getByRole('button', { name: 'परतावा' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('ऑर्डर CH-2026-000123 चा परतावा दिला आहे: तिचे डाउनलोड बंद झाले आहेत आणि गेटवे पैसे परत करत आहे.');
      expect(toast).not.toHaveTextContent(ADMIN_ORDER_MESSAGES.refunded('CH-2026-000123'));
      expect(await requestsTo(fetchMock, `${ORDER_PATH}/refund`, 'POST')).toHaveLength(1);
    });

    it('says where the receipt went in Marathi, with the e-mail address', async () => {
      const { user } = await openOrderIn('mr', createAdminOrder());
      await user.click(await screen.findByRole('button', { name: 'पावती पुन्हा पाठवा' }, { timeout: 5000 }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('पावती asha@example.com वर पाठवली जात आहे.');
      expect(toast).not.toHaveTextContent(ADMIN_ORDER_MESSAGES.receiptQueued('asha@example.com'));
    });
  });

  describe('its tax documents', () => {
    let files: ReturnType<typeof recordSavedFiles> | undefined;
    afterEach(() => files?.restore());

    it('lists the invoice and the credit note, and saves a PDF fetched with the session', async () => {
      files = recordSavedFiles();
      const creditNote = createOrderTaxDocument({
        _id: CREDIT_NOTE_ID,
        kind: 'credit-note',
        number: 'CN/26-27/000004',
        title: 'Credit Note',
        issuedAt: '2026-11-25T08:00:00Z',
        pdfPath: `admin/tax/documents/${CREDIT_NOTE_ID}/pdf`,
      });
      saveToken('token-asha');
      const fetchMock = stubAdminApi({
        [ORDER_PATH]: { success: true, data: createAdminOrder({ documents: [createOrderTaxDocument(), creditNote] }) },
        [`admin/tax/documents/${CREDIT_NOTE_ID}/pdf`]: () =>
          new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="CN-26-27-000004.pdf"' },
          }),
      });
      const { user } = renderApp(adminPaths.adminOrder(ORDER_ID), { user: createAuthUser() });
      const table = await screen.findByRole('table', { name: t('docsCaption') });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['CH/26-27/000123Tax Invoice', 'CN/26-27/000004Credit Note']);
      expect(within(rows[1]!).getByText('₹849')).toBeInTheDocument();

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
      openOrder(createAdminOrder({ documents: [] }));
      expect(await screen.findByText(t('docsNone'))).toBeInTheDocument();
    });
  });
});
