import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { ADMIN_ORDER_MESSAGES, AdminOrderResponse, AdminOrdersResponse, AdminOrderWrittenResponse } from '@chitra/contract/admin-orders';
import { DownloadLinkResponse, OrderHistoryResponse, OwnedProductResponse } from '@chitra/contract/orders';
import { products } from '../../db/schema/catalogue';
import { simulatedGatewayRefunds, webhookEvents } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import type { WebhookEvent } from '../../platform/payments/gateway';
import { call, createCustomer, mailsTo, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createCoupon, createPayment, payAtGateway, purchase, verify } from '../../test/commerce';
import { countNewSalesJob } from '../payments/payments.jobs';
import { createOriginal } from '../../test/originals';
import { adminCall, createAdmin, ok } from './admin-fixtures';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const UNKNOWN = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

describe('admin: digital orders and their refunds', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const clock = testClock(new Date('2026-11-20T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  /** A product whose picture is a real file in the originals storage, so it can be downloaded. */
  async function photograph(title: string, price = 499) {
    const original = await createOriginal(db(), app.storage, 1500);
    const product = await createProduct(db(), { title, price, imageIds: [original.image.id] });
    return { product, image: original.image };
  }

  /** A customer's call, each from its own address: the storefront's per-address limits are not what this file tests. */
  const as = (method: Parameters<typeof call>[1], url: string, options: Parameters<typeof call>[3] = {}) =>
    call(app, method, url, { ip: uniqueIp(), ...options });
  const list = async (query: string) => AdminOrdersResponse.parse(ok(await adminCall(app, 'GET', `admin/orders${query}`, { token: admin.token })));
  const detail = async (id: string) => AdminOrderResponse.parse(ok(await adminCall(app, 'GET', `admin/orders/${id}`, { token: admin.token }))).data;
  const refund = (id: string, body: unknown) => adminCall(app, 'POST', `admin/orders/${id}/refund`, { token: admin.token, body });
  const auditOf = async (id: string) =>
    AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=order&entityId=${id}`, { token: admin.token }))).data;
  const refundRows = (paymentId: string) => db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const atGateway = (gatewayPaymentId: string) => db().select().from(simulatedGatewayRefunds).where(eq(simulatedGatewayRefunds.paymentId, gatewayPaymentId));

  it('lists digital orders newest first, searchable by order number, customer and days, and shows one with its download log', async () => {
    const meera = await createCustomer(app, { name: 'Meera Joshi' });
    const ravi = await createCustomer(app, { name: 'Ravi Kalekar' });
    const boats = await photograph('Boats at Dahanu', 499);
    const older = await purchase(app, meera, [boats.product.id]);
    clock.advanceMinutes(2 * 24 * 60);
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000 });
    const kelva = await photograph('Kelva at dusk', 899);
    const newer = await purchase(app, ravi, [kelva.product.id], coupon.code);

    const all = await list('?limit=2');
    expect(all.data.map((o) => o._id)).toEqual([newer._id, older._id]);
    expect(all).toMatchObject({ page: 1, limit: 2 });
    expect(all.data[0]).toMatchObject({
      orderID: newer.orderID,
      customer: { name: 'Ravi Kalekar', email: ravi.email },
      total: 849,
      couponCode: coupon.code,
      paidAt: '2026-11-22T06:30:00.000Z',
      refundedAt: null,
      refund: null,
      gatewayOrderId: expect.stringMatching(/^order_/),
    });

    expect((await list(`?search=${older.orderID}`)).data.map((o) => o._id)).toEqual([older._id]);
    expect((await list(`?search=${older.orderID.slice(-4)}`)).data.map((o) => o._id)).toContain(older._id);
    expect((await list('?search=mEERA%20jo')).data.map((o) => o._id)).toEqual([older._id]);
    expect((await list('?search=kalekar')).data.map((o) => o._id)).toEqual([newer._id]);
    expect((await list(`?search=${encodeURIComponent(ravi.email.split('@')[0]!.toUpperCase())}`)).data.map((o) => o._id)).toEqual([newer._id]);
    // Days on the shop's clock (India), both ends included.
    expect((await list('?from=2026-11-22&to=2026-11-22')).data.map((o) => o._id)).toEqual([newer._id]);
    expect((await list('?to=2026-11-21')).data.map((o) => o._id)).toEqual([older._id]);
    expect((await list('?from=2026-11-20&to=2026-11-22&search=meera')).total).toBe(1);
    expect((await list('?from=2026-11-23')).data).toEqual([]);

    await as('POST', `users/downloadzip/${older._id}`, { token: meera.token, headers: { 'user-agent': ANDROID_CHROME }, ip: '203.0.113.9' });
    await as('GET', `users/download/${older._id}/${boats.image.id}`, { token: meera.token, headers: { 'user-agent': ANDROID_CHROME }, ip: '203.0.113.10' });
    const shown = await detail(older._id);
    expect(shown).toMatchObject({
      orderID: older.orderID,
      customer: { name: 'Meera Joshi', email: meera.email, mobile: meera.mobile },
      subtotal: 499,
      discount: 0,
      total: 499,
      couponCode: null,
      payment: { gatewayPaymentId: expect.stringMatching(/^pay_/), amount: 499 },
      items: [{ product: { _id: boats.product.id, title: 'Boats at Dahanu' }, price: 499, salePrice: 499 }],
      refund: null,
      refunds: [],
      refundable: 499,
    });
    expect(shown.downloads).toHaveLength(2);
    expect(shown.downloads.map((d) => d.ip).sort()).toEqual(['203.0.113.10', '203.0.113.9']);
    expect(shown.downloads.find((d) => d.ip === '203.0.113.9')).toMatchObject({
      file: `${older.orderID}.zip`,
      os: 'Android 14',
      browser: 'Chrome 131',
      via: 'direct',
    });
    expect(shown.downloads.find((d) => d.ip === '203.0.113.10')?.file).toBe('Boats at Dahanu.jpg');
  });

  it('answers 400 for a bad filter or id, 404 for an unknown order, and says what a refund is missing', async () => {
    const badDay = await adminCall(app, 'GET', 'admin/orders?from=2026-13-01', { token: admin.token });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors).toEqual({ from: ADMIN_ORDER_MESSAGES.badDate });
    // A day JavaScript has and PostgreSQL has not: a 400, never a 500.
    const yearZero = await adminCall(app, 'GET', 'admin/orders?to=0000-01-01', { token: admin.token });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors).toEqual({ to: ADMIN_ORDER_MESSAGES.badDate });
    const backwards = await adminCall(app, 'GET', 'admin/orders?from=2026-11-22&to=2026-11-21', { token: admin.token });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: ADMIN_ORDER_MESSAGES.toBeforeFrom });

    for (const url of [`admin/orders/${UNKNOWN}`, `admin/orders/${UNKNOWN}/resend-receipt`]) {
      const res = await adminCall(app, url.endsWith('receipt') ? 'POST' : 'GET', url, { token: admin.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: ADMIN_ORDER_MESSAGES.notFound });
    }
    expect((await refund(UNKNOWN, { reason: 'x' })).statusCode).toBe(404);
    const badId = await adminCall(app, 'GET', 'admin/orders/42', { token: admin.token });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ id: 'must be an id' });

    const who = await createCustomer(app, { name: 'Asha Patil' });
    const order = await purchase(app, who, [(await createProduct(db(), { title: 'Reasons' })).id]);
    const cases: [unknown, string][] = [
      [{}, ADMIN_ORDER_MESSAGES.reasonRequired],
      [{ reason: '   ' }, ADMIN_ORDER_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(501) }, 'must be at most 500 characters'],
      [{ reason: 42 }, 'must be text'],
    ];
    for (const [body, message] of cases) {
      const res = await refund(order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.reason, JSON.stringify(body)).toBe(message);
    }
    expect((await detail(order._id)).refundedAt).toBeNull();
    expect(await auditOf(order._id)).toEqual([]);
  });

  it('refunds an order exactly once under a double click, ends its downloads at once, and the gateway really holds one refund', async () => {
    const who = await createCustomer(app, { name: 'Kiran Desai' });
    const pic = await photograph('Satpati nets', 699);
    const order = await purchase(app, who, [pic.product.id]);
    // The sale's other jobs first (its receipt writes the order's row): the count skips an order another
    // transaction holds and takes it on its next run, and this test wants it counted now.
    await app.jobs.runDue();
    await app.jobs.schedule(countNewSalesJob);
    await app.jobs.runDue();
    expect((await db().select().from(products).where(eq(products.id, pic.product.id)))[0]?.salesCount).toBe(1);
    // A link issued before the refund, not yet used.
    const link = DownloadLinkResponse.parse((await as('POST', `users/downloadlink/${order._id}`, { token: who.token, body: {} })).json()).data;
    expect((await as('POST', `users/downloadzip/${order._id}`, { token: who.token })).statusCode).toBe(200);

    const reason = 'The customer bought the wrong photograph.';
    const answers = await Promise.all([refund(order._id, { reason }), refund(order._id, { reason: ` ${reason} ` })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const done = AdminOrderWrittenResponse.parse(answers.find((a) => a.statusCode === 200)!.json());
    expect(done.message).toBe(ADMIN_ORDER_MESSAGES.refunded(order.orderID));
    expect(done.data).toMatchObject({ refundedAt: clock.now().toISOString(), refundable: 0, refund: { kind: 'order', amount: 699, state: 'pending', reason } });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: ADMIN_ORDER_MESSAGES.alreadyRefunded,
    });
    // And once more, later: still 409, nothing more written.
    expect((await refund(order._id, { reason })).json().message).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);
    expect(await refundRows(done.data.payment._id)).toHaveLength(1);

    // The downloads ended with the commit, before the gateway was asked.
    expect((await as('POST', `users/downloadzip/${order._id}`, { token: who.token })).statusCode).toBe(404);
    expect((await as('GET', `users/download/${order._id}/${pic.image.id}`, { token: who.token })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
    expect((await as('POST', `users/downloadlink/${order._id}`, { token: who.token, body: {} })).statusCode).toBe(404);
    // Its page still opens, with the refund (decision 037).
    expect((await as('GET', `users/getorder/${order._id}`, { token: who.token })).statusCode).toBe(200);
    expect(OwnedProductResponse.parse((await as('GET', `users/owned/${pic.product.id}`, { token: who.token })).json()).data).toBeNull();
    // Not owned any more: it may go in the cart again, and a sale refunded is no sale.
    await addToCart(app, who, pic.product.id);
    expect((await db().select().from(products).where(eq(products.id, pic.product.id)))[0]?.salesCount).toBe(0);

    // The customer's history shows it refunded.
    const history = OrderHistoryResponse.parse((await as('GET', 'users/orderhistory', { token: who.token })).json()).data;
    expect(history.find((o) => o._id === order._id)?.refund).toEqual({ status: 'pending', amount: 699, at: clock.now().toISOString() });

    await app.jobs.runDue();
    const after = await detail(order._id);
    expect(after.refund).toMatchObject({ state: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/), processedAt: expect.any(String) });
    const made = await atGateway(after.payment.gatewayPaymentId!);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: after.refund!.gatewayRefundId, amountPaise: 69900, notes: { refund_id: after.refund!._id } });
    expect((await app.gateway.fetchPayment(after.payment.gatewayPaymentId!)).status).toBe('refunded');
    // The simulated gateway told the shop too, by its signed refund.processed webhook, which changed nothing more.
    expect((await db().select().from(webhookEvents).where(eq(webhookEvents.event, 'refund.processed'))).length).toBeGreaterThan(0);
    const shown = OrderHistoryResponse.parse((await as('GET', 'users/orderhistory', { token: who.token })).json()).data;
    expect(shown.find((o) => o._id === order._id)?.refund?.status).toBe('processed');
    const list = await adminCall(app, 'GET', `admin/orders?search=${order.orderID}`, { token: admin.token });
    expect(AdminOrdersResponse.parse(list.json()).data[0]?.refund).toEqual({ state: 'processed', amount: 699 });

    const mail = (await mailsTo(app, who.email)).find((m) => m.subject === `Your ${app.config.shop.name} order ${order.orderID} has been refunded`);
    expect(mail?.text).toContain('₹699');
    expect(mail?.text).toContain(`Reason: ${reason}`);

    const audit = await auditOf(order._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.refund',
      admin: { _id: admin.id, email: admin.email },
      before: { refundedAt: null },
      after: { refundedAt: done.data.refundedAt, refund: { _id: after.refund!._id, amount: 699, reason } },
    });
  });

  it('marks the refund processed once whether the refund.processed webhook or the refund job gets there first', async () => {
    const who = await createCustomer(app, { name: 'Race Webhook' });
    for (const order of ['webhook first', 'both at once'] as const) {
      const bought = await purchase(app, who, [(await createProduct(db(), { title: `Race ${order}`, price: 350 })).id]);
      const { data } = AdminOrderWrittenResponse.parse(ok(await refund(bought._id, { reason: 'Race' })));
      const [row] = await refundRows(data.payment._id);
      // The job's first run reached the gateway and died before it wrote down the answer.
      const made = await app.gateway.refund(data.payment.gatewayPaymentId!, row!.amountPaise, { refund_id: row!.id });
      const event: WebhookEvent = {
        event: 'refund.processed',
        payload: {
          refund: { entity: { id: made.id, payment_id: made.paymentId, amount: made.amountPaise, status: 'processed', notes: { refund_id: row!.id } } },
        },
      };
      if (order === 'webhook first') {
        await app.payments.processWebhook(event);
        expect((await detail(bought._id)).refund).toMatchObject({ state: 'processed', gatewayRefundId: made.id });
        await app.jobs.runDue();
      } else {
        await Promise.all([app.jobs.runDue(), app.payments.processWebhook(event), app.payments.processWebhook(event)]);
      }
      const after = await detail(bought._id);
      expect(after.refund, order).toMatchObject({ state: 'processed', gatewayRefundId: made.id });
      expect(await atGateway(data.payment.gatewayPaymentId!), order).toHaveLength(1);
      expect(await refundRows(data.payment._id), order).toHaveLength(1);
    }
  });

  it('takes Razorpay’s refund.processed through the signed webhook, and notes refund.failed for a person', async () => {
    const who = await createCustomer(app, { name: 'Signed Webhook' });
    const bought = await purchase(app, who, [(await createProduct(db(), { title: 'Signed', price: 250 })).id]);
    const { data } = AdminOrderWrittenResponse.parse(ok(await refund(bought._id, { reason: 'Signed' })));
    const [row] = await refundRows(data.payment._id);
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_FromTheWebhook1',
            entity: 'refund',
            amount: 25000,
            payment_id: data.payment.gatewayPaymentId,
            notes: { refund_id: row!.id },
            status: 'processed',
          },
        },
      },
      created_at: 1,
    });
    const signature = (app.gateway as unknown as { signWebhook(body: string): string }).signWebhook(body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_RefundWebhook01' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Only the webhook's job: the refund job would ask the gateway itself.
    await app.payments.processWebhook(JSON.parse(body) as WebhookEvent);
    expect((await detail(bought._id)).refund).toMatchObject({ state: 'processed', gatewayRefundId: 'rfnd_FromTheWebhook1' });

    const other = await purchase(app, who, [(await createProduct(db(), { title: 'Failed', price: 260 })).id]);
    const failed = AdminOrderWrittenResponse.parse(ok(await refund(other._id, { reason: 'Failing' }))).data;
    await app.payments.processWebhook({
      event: 'refund.failed',
      payload: {
        refund: {
          entity: {
            id: 'rfnd_Failed00000001',
            payment_id: failed.payment.gatewayPaymentId!,
            amount: 26000,
            status: 'failed',
            notes: { refund_id: failed.refund!._id },
          },
        },
      },
    });
    const failedNow = await detail(other._id);
    expect(failedNow.refund).toMatchObject({ state: 'failed', gatewayRefundId: 'rfnd_Failed00000001' });
    // The order stays refunded: its downloads do not come back.
    expect((await as('POST', `users/downloadzip/${other._id}`, { token: who.token })).statusCode).toBe(404);
    // The owner may ask the gateway again, for the same amount; a double click asks once.
    expect(failedNow.refundable).toBe(260);
    const again = await Promise.all([refund(other._id, { reason: 'Trying again' }), refund(other._id, { reason: 'Trying again' })]);
    expect(again.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const retried = AdminOrderWrittenResponse.parse(again.find((a) => a.statusCode === 200)!.json());
    expect(retried.message).toBe(ADMIN_ORDER_MESSAGES.refundRetried(other.orderID));
    expect(retried.data.refund).toMatchObject({ _id: failed.refund!._id, state: 'pending', amount: 260 });
    expect(retried.data.refundable).toBe(0);
    await app.jobs.runDue();
    const settled = await detail(other._id);
    expect(settled.refund).toMatchObject({ _id: failed.refund!._id, state: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect(settled.refund!.gatewayRefundId).not.toBe('rfnd_Failed00000001');
    expect(await refundRows(failed.payment._id)).toHaveLength(1);
    expect((await app.gateway.fetchPayment(failed.payment.gatewayPaymentId!)).status).toBe('refunded');
    expect((await refund(other._id, { reason: 'Once more' })).json().message).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);
    expect((await auditOf(other._id)).map((a) => a.action)).toContain('order.refund.retry');
  });

  it('keeps a refund the gateway only took (pending) pending until its webhook says how it ended', async () => {
    const who = await createCustomer(app, { name: 'Slow Bank' });
    const bought = await purchase(app, who, [(await createProduct(db(), { title: 'Pending refund', price: 310 })).id]);
    const { data } = AdminOrderWrittenResponse.parse(ok(await refund(bought._id, { reason: 'Slow' })));
    // Razorpay answers a normal refund 'pending'; it is made (or not) days later.
    const spy = vi
      .spyOn(app.gateway, 'refund')
      .mockResolvedValueOnce({ id: 'rfnd_PendingAtBank1', paymentId: data.payment.gatewayPaymentId!, amountPaise: 31000, status: 'pending' });
    try {
      await app.jobs.runDue();
    } finally {
      spy.mockRestore();
    }
    expect((await detail(bought._id)).refund).toMatchObject({ state: 'pending', gatewayRefundId: 'rfnd_PendingAtBank1' });
    // The bank refuses it: the webhook is not ignored, and the owner may ask again.
    await app.payments.processWebhook({
      event: 'refund.failed',
      payload: {
        refund: {
          entity: {
            id: 'rfnd_PendingAtBank1',
            payment_id: data.payment.gatewayPaymentId!,
            amount: 31000,
            status: 'failed',
            notes: { refund_id: data.refund!._id },
          },
        },
      },
    });
    const after = await detail(bought._id);
    expect(after.refund).toMatchObject({ state: 'failed', gatewayRefundId: 'rfnd_PendingAtBank1' });
    expect(after.refundable).toBe(310);
  });

  it('refunds what is left after a bought-again share went back, as a second refund of the payment', async () => {
    const who = await createCustomer(app, { name: 'Twice Bought' });
    const first = await createProduct(db(), { title: 'Owned twice', price: 400 });
    const second = await createProduct(db(), { title: 'Bought once', price: 600 });
    await addToCart(app, who, first.id);
    const one = await createPayment(app, who);
    await addToCart(app, who, second.id);
    const two = await createPayment(app, who);
    for (const payment of [one, two]) {
      const paid = await payAtGateway(app, payment.id);
      expect((await verify(app, who, { razerPay: paid, transactionID: paid.razorpay_payment_id, orderID: payment.id })).statusCode).toBe(200);
    }
    const history = OrderHistoryResponse.parse((await as('GET', 'users/orderhistory', { token: who.token })).json()).data;
    const both = history.find((o) => o.productCount === 2)!;
    await app.jobs.runDue();
    const before = await detail(both._id);
    expect(before.refunds).toMatchObject([{ kind: 'bought-again', amount: 400, state: 'processed' }]);
    expect(before.refundable).toBe(600);

    const { data } = AdminOrderWrittenResponse.parse(ok(await refund(both._id, { reason: 'Not wanted after all' })));
    expect(data.refund).toMatchObject({ kind: 'order', amount: 600 });
    await app.jobs.runDue();
    const after = await detail(both._id);
    expect(after.refund?.state).toBe('processed');
    expect((await atGateway(after.payment.gatewayPaymentId!)).map((r) => r.amountPaise).sort()).toEqual([40000, 60000]);
    expect((await app.gateway.fetchPayment(after.payment.gatewayPaymentId!)).status).toBe('refunded');
    // The first order still owns the picture bought twice; the second's own picture is free to buy again.
    expect(OwnedProductResponse.parse((await as('GET', `users/owned/${first.id}`, { token: who.token })).json()).data).not.toBeNull();
    expect(OwnedProductResponse.parse((await as('GET', `users/owned/${second.id}`, { token: who.token })).json()).data).toBeNull();
  });

  it('mails the receipt again with an audit row, and not for a refunded order', async () => {
    const who = await createCustomer(app, { name: 'Receipt Again' });
    const order = await purchase(app, who, [(await createProduct(db(), { title: 'Receipt', price: 300 })).id]);
    await app.jobs.runDue();
    const receipts = async () => (await mailsTo(app, who.email)).filter((m) => m.subject === `Your ${app.config.shop.name} order ${order.orderID}`);
    expect(await receipts()).toHaveLength(1);

    const resent = AdminOrderWrittenResponse.parse(ok(await adminCall(app, 'POST', `admin/orders/${order._id}/resend-receipt`, { token: admin.token })));
    expect(resent.message).toBe(ADMIN_ORDER_MESSAGES.receiptQueued(who.email));
    await app.jobs.runDue();
    expect(await receipts()).toHaveLength(2);
    const audit = await auditOf(order._id);
    expect(audit).toMatchObject([{ action: 'order.resend-receipt', admin: { _id: admin.id }, after: { receiptTo: who.email } }]);

    // A double click a minute later: both answer, one more mail.
    clock.advanceMinutes(1);
    const twice = await Promise.all([1, 2].map(() => adminCall(app, 'POST', `admin/orders/${order._id}/resend-receipt`, { token: admin.token })));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    await app.jobs.runDue();
    expect(await receipts()).toHaveLength(3);

    ok(await refund(order._id, { reason: 'Refunded' }));
    const refused = await adminCall(app, 'POST', `admin/orders/${order._id}/resend-receipt`, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_ORDER_MESSAGES.refundedNoReceipt);
    expect((await auditOf(order._id)).map((a) => a.action)).toEqual(['order.refund', 'order.resend-receipt', 'order.resend-receipt', 'order.resend-receipt']);
  });
});
