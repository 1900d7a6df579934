import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/commerce';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock, type TestClock } from '../../test/clock';
import { GatewayError, hmacHex } from './gateway';
import { isSimulatedGateway, SIMULATED_FAILURE_DESCRIPTION } from './simulated-gateway';
import { sendSimulatedWebhookJob, type SimulatedWebhookJob, WEBHOOK_URL } from './simulated.jobs';

const DELAY_MS = 3000;

describe('simulated gateway (demo mode, whole app)', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock(new Date('2026-03-01T10:00:00Z'));
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: String(DELAY_MS) } });
  });
  afterAll(() => app.close());

  const pay = (orderId: string, outcome: string) =>
    app.inject({ method: 'POST', url: `/api/v1/payments/simulated/orders/${orderId}/pay`, payload: { outcome } });
  const newOrder = (amountPaise = 123450) => app.gateway.createOrder({ amountPaise, receipt: `rcpt-${amountPaise}`, notes: { cart: 'c-1' } });
  /** Each queued webhook with its job's row: one job delivers the webhooks of one moment, in order (decision 058). */
  const webhookJobs = async (paymentId: string) => {
    const rows = await app.database.db.select().from(jobs).where(eq(jobs.kind, sendSimulatedWebhookJob.kind));
    return rows
      .flatMap((row) => sendSimulatedWebhookJob.payload.parse(row.payload).deliveries.map((job) => ({ row, job })))
      .filter(({ job }) => (JSON.parse(job.body) as { payload: { payment: { entity: { id: string } } } }).payload.payment.entity.id === paymentId);
  };

  it('is the gateway of the demo, with Razorpay-like order ids', async () => {
    expect(app.gateway.provider).toBe('simulated');
    expect(app.gateway.keyId).toBe(app.config.payment.keyId);
    const order = await newOrder(49900);
    expect(order).toEqual({ id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amountPaise: 49900, currency: 'INR', receipt: 'rcpt-49900' });
    expect(await app.gateway.fetchOrderPayments(order.id)).toEqual([]);
  });

  it('captures: answers what checkout.js hands the handler, signed as Razorpay signs it', async () => {
    const order = await newOrder();
    const res = await pay(order.id, 'capture');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>();
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_order_id: order.id,
      razorpay_signature: hmacHex(app.config.payment.keySecret, `${order.id}|${body.razorpay_payment_id}`),
    });

    const payments = await app.gateway.fetchOrderPayments(order.id);
    expect(payments).toEqual([{ id: body.razorpay_payment_id, orderId: order.id, amountPaise: 123450, currency: 'INR', status: 'captured' }]);
    expect(await app.gateway.fetchPayment(body.razorpay_payment_id)).toEqual(payments[0]);
    expect(await app.gateway.capturePayment(body.razorpay_payment_id, 123450)).toEqual(payments[0]);

    const signed = { orderId: order.id, paymentId: body.razorpay_payment_id };
    expect(app.gateway.verifyPaymentSignature({ ...signed, signature: body.razorpay_signature })).toBe(true);
    const tampered = (body.razorpay_signature[0] === 'a' ? 'b' : 'a') + body.razorpay_signature.slice(1);
    expect(app.gateway.verifyPaymentSignature({ ...signed, signature: tampered })).toBe(false);
    expect(app.gateway.verifyPaymentSignature({ ...signed, signature: body.razorpay_signature.slice(2) })).toBe(false);
    expect(app.gateway.verifyPaymentSignature({ ...signed, paymentId: 'pay_00000000000000', signature: body.razorpay_signature })).toBe(false);
  });

  it('queues payment.captured and order.paid webhooks, due after the delay, signed over their exact bytes', async () => {
    const order = await newOrder(250000);
    const paid = (await pay(order.id, 'capture')).json<{ razorpay_payment_id: string }>();
    const queued = await webhookJobs(paid.razorpay_payment_id);

    // One job, delivering them in Razorpay's order; keyed by the first event's id.
    expect(queued.map(({ job }) => job.event)).toEqual(['payment.captured', 'order.paid']);
    expect(new Set(queued.map(({ row }) => row.id)).size).toBe(1);
    expect(queued[0]?.row.dedupeKey).toBe(queued[0]?.job.eventId);
    for (const { row, job } of queued) {
      expect(row.state).toBe('pending');
      expect(row.runAfter.getTime()).toBe(clock.now().getTime() + DELAY_MS);
      expect(job.eventId).toMatch(/^evt_[0-9A-Za-z]{14}$/);

      const signature = hmacHex(app.config.payment.webhookSecret, job.body);
      expect(app.gateway.verifyWebhookSignature(Buffer.from(job.body), signature)).toBe(true);
      const reserialised = JSON.stringify(JSON.parse(job.body), null, 1);
      expect(app.gateway.verifyWebhookSignature(Buffer.from(reserialised), signature)).toBe(false);

      const event = JSON.parse(job.body);
      expect(event).toMatchObject({
        entity: 'event',
        account_id: expect.stringMatching(/^acc_/),
        event: job.event,
        created_at: Math.floor(clock.now().getTime() / 1000),
        payload: {
          payment: {
            entity: {
              id: paid.razorpay_payment_id,
              entity: 'payment',
              amount: 250000,
              currency: 'INR',
              status: 'captured',
              order_id: order.id,
              captured: true,
            },
          },
        },
      });
      expect(event.contains).toEqual(Object.keys(event.payload));
    }
    const orderPaid = JSON.parse(queued.find(({ job }) => job.event === 'order.paid')!.job.body);
    expect(orderPaid.payload.order.entity).toMatchObject({
      id: order.id,
      entity: 'order',
      amount: 250000,
      amount_paid: 250000,
      amount_due: 0,
      status: 'paid',
      receipt: 'rcpt-250000',
    });
  });

  it("fails: answers checkout.js's payment.failed error, lists the failed payment and queues payment.failed", async () => {
    const order = await newOrder(99900);
    const res = await pay(order.id, 'fail');
    expect(res.statusCode).toBe(200);
    const { error } = res.json<{ error: { metadata: { order_id: string; payment_id: string } } }>();
    expect(error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: SIMULATED_FAILURE_DESCRIPTION,
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) },
    });
    const paymentId = error.metadata.payment_id;
    expect(await app.gateway.fetchOrderPayments(order.id)).toEqual([
      { id: paymentId, orderId: order.id, amountPaise: 99900, currency: 'INR', status: 'failed', errorDescription: SIMULATED_FAILURE_DESCRIPTION },
    ]);
    await expect(app.gateway.capturePayment(paymentId, 99900)).rejects.toBeInstanceOf(GatewayError);

    const queued = await webhookJobs(paymentId);
    expect(queued.map(({ job }) => job.event)).toEqual(['payment.failed']);
    expect(JSON.parse(queued[0]!.job.body).payload.payment.entity).toMatchObject({
      status: 'failed',
      captured: false,
      error_description: SIMULATED_FAILURE_DESCRIPTION,
      error_reason: 'payment_failed',
    });

    // A failed attempt leaves the order payable, as at Razorpay; payments come oldest first.
    const retry = await pay(order.id, 'capture');
    expect(retry.statusCode).toBe(200);
    expect((await app.gateway.fetchOrderPayments(order.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('refuses to take a paid order again (409), even when two clicks race', async () => {
    const order = await newOrder();
    const [a, b] = await Promise.all([pay(order.id, 'capture'), pay(order.id, 'capture')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await pay(order.id, 'fail');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await app.gateway.fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a malformed id or outcome', async () => {
    const unknown = await pay('order_00000000000000', 'capture');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await pay('not-an-order', 'capture')).statusCode).toBe(400);
    const order = await newOrder();
    expect((await pay(order.id, 'refund')).statusCode).toBe(400);
    expect(await app.gateway.fetchOrderPayments(order.id)).toEqual([]);
    await expect(app.gateway.fetchOrderPayments('order_00000000000000')).rejects.toBeInstanceOf(GatewayError);
    await expect(app.gateway.fetchPayment('pay_00000000000000')).rejects.toBeInstanceOf(GatewayError);
  });

  it('refuses an order below ₹1, as Razorpay does', async () => {
    await expect(newOrder(99)).rejects.toBeInstanceOf(GatewayError);
  });

  it('serves the checkout script as JavaScript with the dialog texts', async () => {
    const res = await app.inject({ method: 'GET', url: app.config.payment.checkoutScript });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    for (const text of ['Test payment', 'Pay now', 'Fail payment', 'Cancel', 'window.Razorpay']) expect(res.body).toContain(text);
    // Parses as a script (a syntax error would break checkout in every browser).
    expect(() => new Function(res.body)).not.toThrow();
  });
  it('refunds as Razorpay does: a captured payment only, at least ₹1, never more than it took; refunded in full it reads refunded', async () => {
    const order = await newOrder(50000);
    const paid = (await pay(order.id, 'capture')).json<{ razorpay_payment_id: string }>().razorpay_payment_id;
    const part = await app.gateway.refund(paid, 20000, { why: 'part' });
    expect(part).toEqual({ id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/), paymentId: paid, amountPaise: 20000, status: 'processed' });
    expect((await app.gateway.fetchPayment(paid)).status).toBe('captured');
    await expect(app.gateway.refund(paid, 30001, {})).rejects.toThrow(
      'The gateway refused the refund: the total refund amount is greater than the payment amount.',
    );
    await expect(app.gateway.refund(paid, 99, {})).rejects.toThrow('The gateway refused the refund: the amount must be at least ₹1.');
    await app.gateway.refund(paid, 30000, {});
    expect((await app.gateway.fetchPayment(paid)).status).toBe('refunded');
    expect((await app.gateway.fetchOrderPayments(order.id)).map((p) => p.status)).toEqual(['refunded']);

    const failedOrder = await newOrder(50000);
    await pay(failedOrder.id, 'fail');
    const [failed] = await app.gateway.fetchOrderPayments(failedOrder.id);
    await expect(app.gateway.refund(failed!.id, 50000, {})).rejects.toBeInstanceOf(GatewayError);
    await expect(app.gateway.refund('pay_NoSuchPayment1', 100, {})).rejects.toThrow('The gateway has no such payment.');
  });
});

describe('simulated gateway with RAZORPAY_WEBHOOK_SECRET set (demo mode)', () => {
  const SECRET = 'whsec-from-the-razorpay-dashboard';
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock(new Date('2026-03-01T10:00:00Z'));
    app = await createTestApp({ now: clock.now, env: { RAZORPAY_WEBHOOK_SECRET: SECRET, SIMULATED_WEBHOOK_DELAY_MS: '1000' } });
  });
  afterAll(() => app.close());

  const postWebhook = (body: string, signature: string, eventId: string) =>
    app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      payload: body,
    });

  it('signs its webhooks with it, and the webhook route takes them, and only them, with it', async () => {
    expect(app.gateway.provider).toBe('simulated');
    const order = await app.gateway.createOrder({ amountPaise: 50000, receipt: 'rcpt-secret', notes: {} });
    const res = await app.inject({ method: 'POST', url: `/api/v1/payments/simulated/orders/${order.id}/pay`, payload: { outcome: 'capture' } });
    expect(res.statusCode).toBe(200);
    const rows = await app.database.db.select().from(jobs).where(eq(jobs.kind, sendSimulatedWebhookJob.kind));
    expect(rows).toHaveLength(1);
    const queued = rows.flatMap((row) => sendSimulatedWebhookJob.payload.parse(row.payload).deliveries);
    expect(queued).toHaveLength(2);
    for (const job of queued) {
      if (!isSimulatedGateway(app.gateway)) throw new Error('not the simulated gateway');
      expect(app.gateway.signWebhook(job.body)).toBe(hmacHex(SECRET, job.body));
    }
    // Delivered through the shop's own route, which checked them with the same secret and recorded both.
    clock.advanceSeconds(1);
    await app.jobs.runDue();
    const ids = queued.map((job) => job.eventId);
    expect((await app.database.db.select().from(webhookEvents).where(inArray(webhookEvents.eventId, ids))).map((e) => e.eventId).sort()).toEqual(ids.sort());

    // A webhook signed as Razorpay's dashboard would sign it is taken; one signed with any other secret is not.
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.authorized',
      payload: { payment: { entity: { id: 'pay_00000000000000' } } },
      created_at: 1,
    });
    expect((await postWebhook(body, hmacHex(SECRET, body), 'evt_dashboard_secret')).statusCode).toBe(200);
    const refused = await postWebhook(body, hmacHex('a-secret-made-into-DATA_DIR', body), 'evt_other_secret');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The webhook signature is not valid.');

    // A job an older build queued holds one webhook: delivered all the same (a rolling deploy).
    const single: SimulatedWebhookJob = { eventId: 'evt_queued_singly', event: 'payment.authorized', body };
    await app.jobs.enqueue(app.database.db, sendSimulatedWebhookJob, single, { dedupeKey: single.eventId });
    await app.jobs.runDue();
    expect(await app.database.db.select({ id: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, single.eventId))).toHaveLength(1);
  });
});
