import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderSummary } from '@chitra/contract/admin-orders';
import type { AdminPrintOrder } from '@chitra/contract/admin-print-orders';
import { ADMIN_MESSAGES } from '@chitra/contract/admin-rules';
import { paths } from '../../lib/paths';
import { jsonResponse } from '../../test/fetch-stub';
import { createAuthUser } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';
import { adminPaths } from './admin-paths';
import { createAdminDashboard } from './dashboard/dashboard-test-factories';
import { createAdminPrintOrder, listOf, PRINT_ORDER_ID, requestsTo, stubAdminApi } from './test-factories';

vi.mock('uplot', () => import('./dashboard/dashboard-test-factories').then((m) => m.fakeUPlotModule));

// The admin area in Marathi (Devanagari digits) and Hindi (Latin digits): an owner who reads it so must find every word and figure in it.
describe('the admin area in Marathi', () => {
  it('draws its frame, navigation and dashboard in Marathi, the figures in Devanagari digits', async () => {
    stubAdminApi({ 'admin/dashboard': { success: true, data: createAdminDashboard() } });
    await renderAppIn('mr', paths.admin(), { user: createAuthUser('Meera Kulkarni') });

    expect(await screen.findByRole('heading', { level: 1, name: 'डॅशबोर्ड' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('नमस्कार, Meera Kulkarni.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ॲडमिन' });
    // Each page keeps the reader in Marathi: its link is under /mr.
    expect(within(nav).getByRole('link', { name: 'ऑर्डर' })).toHaveAttribute('href', '/mr/admin/orders');
    expect(within(nav).getByRole('link', { name: 'प्रिंट ऑर्डर' })).toHaveAttribute('href', '/mr/admin/print-orders');
    expect(within(nav).getByRole('link', { name: 'GST अहवाल' })).toHaveAttribute('href', '/mr/admin/tax/gst-report');
    expect(screen.getByRole('link', { name: 'दुकानाकडे परत' })).toHaveAttribute('href', '/mr');
    expect(document.title).toMatch(/^डॅशबोर्ड · ॲडमिन/);

    const sales = await screen.findByRole('region', { name: 'विक्री' });
    const cards = within(sales)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards).toEqual(['आज₹५९९१ ऑर्डर', 'मागील ७ दिवस₹५,६९५.५०४ ऑर्डर', 'मागील ३० दिवस₹५,६९५.५०५ ऑर्डर₹५३९.१० परत केले']);
    const waiting = screen.getByRole('region', { name: 'तुमची वाट पाहत आहे' });
    expect(within(waiting).getByRole('link', { name: 'उत्तर द्यायच्या चौकशी ३' })).toHaveAttribute('href', '/mr/admin/enquiries?status=open');
    expect(screen.getByRole('img', { name: /^२८ ऑक्टो ते २६ नोव्हें दररोजचे उत्पन्न: एकूण ₹५,६९५.५०;/ })).toBeInTheDocument();
  });

  it('lists the orders with their date and price in Marathi, and refuses days the wrong way round in Marathi', async () => {
    const order: AdminOrderSummary = {
      _id: 'order-1',
      orderID: 'CH-2026-000001',
      gatewayOrderId: 'order_Gw1',
      customer: { _id: 'c-1', name: 'Asha Patil', email: 'asha@example.com' },
      total: 1499,
      couponCode: null,
      paidAt: '2026-11-20T09:15:00Z',
      refundedAt: '2026-11-25T08:00:00Z',
      refund: { state: 'processed', amount: 1499 },
    };
    const fetchMock = stubAdminApi({ 'admin/orders': jsonResponse(listOf([order])) });
    const { user } = await renderAppIn('mr', adminPaths.adminOrders(), { user: createAuthUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'डिजिटल ऑर्डर' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ऑर्डर', 'ग्राहक', 'एकूण', 'कूपन', 'भरले', 'परतावा']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('₹१,४९९')).toBeInTheDocument();
    // 09:15 UTC is 2:45 in the afternoon in India.
    expect(within(row).getByText(/^२० नोव्हें, २०२६, २:४५/)).toHaveAttribute('datetime', '2026-11-20T09:15:00Z');
    expect(within(row).getByText('परत केले')).toBeInTheDocument();

    await user.type(screen.getByLabelText('पैसे दिले, पासून'), '2026-11-20');
    await user.type(screen.getByLabelText('पैसे दिले, पर्यंत'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'शोधा' }));
    expect(await screen.findByText('शेवटचा दिवस पहिल्या दिवसाच्या आधी नसावा.')).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'admin/orders')).every((request) => !new URL(request.url).searchParams.has('from'))).toBe(true);
  });

  it('moves a print order on in Marathi: the choices, the check before sending, and the new status', async () => {
    let current: AdminPrintOrder = createAdminPrintOrder();
    const path = `admin/print-orders/${PRINT_ORDER_ID}`;
    const fetchMock = stubAdminApi({
      [path]: () => jsonResponse({ success: true, data: current }),
      [`${path}/status`]: async (request: Request) => {
        const body = (await request.clone().json()) as { status: AdminPrintOrder['status']; trackingNumber?: string };
        current = { ...current, status: body.status, trackingNumber: body.trackingNumber ?? null, nextStatuses: ['Delivered'] };
        return jsonResponse({ success: true, message: ADMIN_MESSAGES.statusChanged(body.status).message, data: current });
      },
    });
    const { user } = await renderAppIn('mr', adminPaths.adminPrintOrder(PRINT_ORDER_ID), { user: createAuthUser() });

    await screen.findByRole('heading', { level: 1, name: 'ऑर्डर CH-2026-000077' }, { timeout: 5000 });
    expect(screen.getByText('तयार होत आहे', { selector: '.admin-badge' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Kelva Beach/ })).toHaveTextContent('Kelva Beachgold२₹१,४९९');

    const submit = screen.getByRole('button', { name: 'स्थिती बदला' });
    await user.click(submit);
    expect(await screen.findByText('कृपया नवी स्थिती निवडा.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'पाठवली' }));
    await user.click(submit);
    expect(await screen.findByText('ऑर्डर पाठवली म्हणून नोंदवण्यासाठी ट्रॅकिंग नंबर आवश्यक आहे.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, `${path}/status`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'ट्रॅकिंग नंबर' }), 'EK123456789IN');
    await user.click(submit);
    // The badge follows the order; the toast says the new status in Marathi, not the server's English note (decision 063).
    expect(await screen.findByText('पाठवली', { selector: '.admin-badge' })).toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('ऑर्डरची स्थिती आता ‘पाठवली’ आहे.')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent(ADMIN_MESSAGES.statusChanged('Shipped').message);
    expect(await requestsTo(fetchMock, `${path}/status`)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'पोहोचली' })).toBeInTheDocument();
  });
});

describe('the admin area in Hindi', () => {
  it('asks for the reason before cancelling a print order, in Hindi with Latin digits', async () => {
    stubAdminApi({ [`admin/print-orders/${PRINT_ORDER_ID}`]: jsonResponse({ success: true, data: createAdminPrintOrder() }) });
    const { user } = await renderAppIn('hi', adminPaths.adminPrintOrder(PRINT_ORDER_ID), { user: createAuthUser() });

    await screen.findByRole('heading', { level: 1, name: 'ऑर्डर CH-2026-000077' }, { timeout: 5000 });
    expect(document.title).toMatch(/^ऑर्डर CH-2026-000077 · एडमिन/);
    expect(screen.getByRole('link', { name: 'प्रिंट ऑर्डर', current: false })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Kelva Beach/ })).toHaveTextContent('Kelva Beachgold2₹1,499');

    await user.click(screen.getByRole('radio', { name: 'रद्द' }));
    expect(screen.getByText('रद्द करने पर भुगतान किए ₹3,098 पूरे वापस होते हैं।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'स्थिति बदलें' }));
    expect(await screen.findByText('कृपया रद्द करने का कारण बताएँ: यह ग्राहक को भेजा जाता है।')).toBeInTheDocument();
  });
});
