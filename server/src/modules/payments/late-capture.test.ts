import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentPayload, type RazorpaySuccess, VerifyPaymentResponse } from '@chitra/contract/payments';
import { couponRedemptions, coupons, orders, payments } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import { jobs } from '../../db/schema/jobs';
import type { WebhookEvent } from '../../platform/payments/gateway';
import { call, createCustomer, mailsTo, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, cartOf, createCoupon, postWebhook, signedEvent } from '../../test/commerce';
import { declinedReason } from './payments.fulfil';

/**
 * Issue 24 §1 (decision 030): a payment that failed (its checkout closed, or
 * its 30 minutes ran out) gave its coupon's hold back; the gateway order stays
 * payable, so a capture may still come. It gets the coupon only if the coupon
 * could be used now; else it is declined and refunded whole. Either way a
 * coupon's limit is never exceeded.
 */
describe('a capture after its payment failed', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-27T06:30:00Z'));
  const db = () => app.database.db;
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      // The simulated gateway's webhooks wait: each test decides whether the browser or the webhook speaks first.
      env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' },
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => app.close());

  const paymentRow = async (gatewayOrderId: string) => (await db().select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)))[0]!;
  const usesOf = async (couponId: string) =>
    (await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))).filter((r) => r.releasedAt === null);
  const ordersOf = (customerId: string) => db().select().from(orders).where(eq(orders.customerId, customerId));
  const refundsOf = async (gatewayOrderIds: string[]) => {
    const ids = (await db().select({ id: payments.id }).from(payments).where(inArray(payments.gatewayOrderId, gatewayOrderIds))).map((r) => r.id);
    return db().select().from(refunds).where(inArray(refunds.paymentId, ids));
  };

  // Each step from an address of its own: the payment routes' per-address ceiling is not what these tests are about.
  const createPayment = async (who: TestCustomer, code: string): Promise<PaymentPayload> => {
    const res = await call(app, 'POST', 'users/createPayment', { token: who.token, ip: uniqueIp(), body: { code } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PaymentPayload;
  };
  const verify = (who: TestCustomer, data: Record<string, unknown>) =>
    call(app, 'POST', 'users/verifypayment', { token: who.token, ip: uniqueIp(), body: { data } });
  async function payAtGateway(orderId: string): Promise<RazorpaySuccess> {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/simulated/orders/${orderId}/pay`,
      remoteAddress: uniqueIp(),
      payload: { outcome: 'capture' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RazorpaySuccess;
  }

  /** Buy Now with the code for one new picture, then the checkout closed: the payment fails and frees the coupon. */
  async function failedCheckout(who: TestCustomer, code: string, title: string, price = 400): Promise<PaymentPayload> {
    const product = await createProduct(db(), { title, price });
    await addToCart(app, who, product.id);
    const payment = await createPayment(who, code);
    const closed = await verify(who, { transactionID: payment.receipt, orderID: payment.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('failed');
    expect((await paymentRow(payment.id)).state).toBe('failed');
    return payment;
  }

  /** The gateway order is paid after all (it stays payable at Razorpay), and the buyer's browser verifies it. */
  async function payLate(who: TestCustomer, payment: PaymentPayload) {
    const razerPay = await payAtGateway(payment.id);
    const res = await verify(who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
    expect(res.statusCode, res.body).toBe(200);
    return VerifyPaymentResponse.parse(res.json()).data;
  }

  it("the tryout's attack: four failed checkouts of a single-use coupon, all paid later, give one discount; the rest are refunded whole and told why", async () => {
    const coupon = await createCoupon(app, { kind: 'percent', value: 50, maxUses: 1, maxUsesPerCustomer: 1 });
    const who = await createCustomer(app, { name: 'Coupon Hoarder' });
    const opened: PaymentPayload[] = [];
    for (const title of ['Late one', 'Late two', 'Late three', 'Late four']) {
      const payment = await failedCheckout(who, coupon.code, title);
      expect(payment.amount).toBe(20000);
      opened.push(payment);
      // The attacker empties the cart so the next Buy Now is a new payment.
      for (const line of (await cartOf(app, who)).product) await call(app, 'DELETE', `users/removecart/${line._id}`, { token: who.token });
    }
    expect(await usesOf(coupon.id)).toHaveLength(0);

    const answers = [];
    for (const payment of opened) answers.push(await payLate(who, payment));
    expect(answers.map((a) => a.status)).toEqual(['success', 'failed', 'failed', 'failed']);
    for (const declined of answers.slice(1)) {
      expect(declined.message).toBe(PAYMENT_MESSAGES.declined);
      expect(declined.transactionID).toMatch(/^pay_/);
      expect(declined.orderDetails).toEqual([]);
    }
    // One order at the discount, one use of the coupon: its limit held.
    expect(await ordersOf(who.id)).toHaveLength(1);
    expect(await usesOf(coupon.id)).toHaveLength(1);
    for (const payment of opened.slice(1)) {
      const row = await paymentRow(payment.id);
      expect(row.state).toBe('declined');
      expect(row.reason).toBe(declinedReason(coupon.code, 'usedByYou'));
    }
    const recorded = await refundsOf(opened.slice(1).map((p) => p.id));
    expect(recorded.map((r) => [r.kind, r.amountPaise])).toEqual([
      ['declined', 20000],
      ['declined', 20000],
      ['declined', 20000],
    ]);

    // Asking again answers the same; the webhooks that follow change nothing.
    const again = await verify(who, { transactionID: 'x', orderID: opened[1]!.id });
    expect(again.json().data).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.declined });
    await db().update(jobs).set({ runAfter: clock.now() });
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await ordersOf(who.id)).toHaveLength(1);
    expect(await usesOf(coupon.id)).toHaveLength(1);

    // The money goes back, once each, and the buyer is told in words.
    for (const row of await refundsOf(opened.slice(1).map((p) => p.id))) expect(row.state).toBe('processed');
    for (const payment of opened.slice(1)) {
      const paid = await paymentRow(payment.id);
      expect((await app.gateway.fetchPayment(paid.gatewayPaymentId!)).status).toBe('refunded');
    }
    const mails = (await mailsTo(app, who.email)).filter((m) => m.subject === `Your ${app.config.shop.name} payment has been refunded`);
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain('We are refunding the whole ₹200');
    expect(mails[0]!.text).toContain(declinedReason(coupon.code, 'usedByYou'));
    expect(mails[0]!.text).toContain(`${app.config.publicUrl}/cart`);
    expect(logLines.some((line) => line.includes('declined and refunded whole'))).toBe(true);
  });

  it('a failed checkout paid later still gets its coupon when the coupon is free: one order at the discount, one use', async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000, maxUses: 1 });
    const who = await createCustomer(app, { name: 'Slow Upi' });
    const payment = await failedCheckout(who, coupon.code, 'UPI came through', 300);
    const answer = await payLate(who, payment);
    expect(answer.status).toBe('success');
    expect(answer.orderDetails[0]).toMatchObject({ totalPrice: 250, salePrice: 300 });
    expect(await usesOf(coupon.id)).toHaveLength(1);
    expect((await cartOf(app, who)).product).toEqual([]);
    // The coupon is now spent for everyone else.
    const other = await createCustomer(app, { name: 'Next In Line' });
    await addToCart(app, other, (await createProduct(db(), { title: 'Too late', price: 300 })).id);
    expect((await call(app, 'POST', 'users/createPayment', { token: other.token, body: { code: coupon.code } })).statusCode).toBe(409);
  });

  it('expired then captured: a payment the reconciler expired, paid after another buyer took the last use, is declined', async () => {
    const coupon = await createCoupon(app, { kind: 'percent', value: 20, maxUses: 1 });
    const late = await createCustomer(app, { name: 'Left The Tab' });
    await addToCart(app, late, (await createProduct(db(), { title: 'Expired hold', price: 500 })).id);
    const expired = await createPayment(late, coupon.code);
    // Thirty minutes with nothing captured: the reconciler fails it and frees the coupon.
    clock.advanceMinutes(31);
    const reconciled = await app.payments.reconcile();
    expect(reconciled.expired).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(expired.id)).state).toBe('failed');
    expect(await usesOf(coupon.id)).toHaveLength(0);

    const prompt = await createCustomer(app, { name: 'Took It' });
    await addToCart(app, prompt, (await createProduct(db(), { title: 'Took the last use', price: 500 })).id);
    const taken = await createPayment(prompt, coupon.code);
    expect(await payLate(prompt, taken)).toMatchObject({ status: 'success' });

    // The first buyer's bank pays after all: the capture arrives by webhook.
    const razerPay = await payAtGateway(expired.id);
    const captured = await app.gateway.fetchPayment(razerPay.razorpay_payment_id);
    const event: WebhookEvent = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: captured.id, order_id: expired.id, amount: captured.amountPaise, currency: 'INR', status: 'captured' } } },
    };
    await app.payments.processWebhook(event);
    await app.payments.processWebhook(event);
    expect((await paymentRow(expired.id)).state).toBe('declined');
    expect((await paymentRow(expired.id)).reason).toBe(declinedReason(coupon.code, 'usedUp'));
    expect(await ordersOf(late.id)).toEqual([]);
    expect(await usesOf(coupon.id)).toHaveLength(1);
    expect((await refundsOf([expired.id])).map((r) => [r.kind, r.amountPaise])).toEqual([['declined', 40000]]);
    // The cart is kept for another try, at full price.
    expect((await cartOf(app, late)).product).toHaveLength(1);
  });

  it('expired then captured with the coupon still free: fulfilled at the discount it was opened with', async () => {
    const coupon = await createCoupon(app, { kind: 'percent', value: 10, maxUses: 5 });
    const who = await createCustomer(app, { name: 'Came Back' });
    await addToCart(app, who, (await createProduct(db(), { title: 'Free hold', price: 1000 })).id);
    const payment = await createPayment(who, coupon.code);
    clock.advanceMinutes(31);
    await app.payments.reconcile();
    expect((await paymentRow(payment.id)).state).toBe('failed');
    expect(await payLate(who, payment)).toMatchObject({ status: 'success', orderDetails: [{ totalPrice: 900 }] });
    expect(await usesOf(coupon.id)).toHaveLength(1);
  });

  it('a coupon the shop withdrew meanwhile is not taken back by a late capture', async () => {
    const coupon = await createCoupon(app, { kind: 'percent', value: 10 });
    const who = await createCustomer(app, { name: 'Withdrawn Meanwhile' });
    const payment = await failedCheckout(who, coupon.code, 'Withdrawn coupon', 600);
    await db().update(coupons).set({ disabledAt: clock.now() }).where(eq(coupons.id, coupon.id));
    expect(await payLate(who, payment)).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.declined });
    expect((await paymentRow(payment.id)).reason).toBe(declinedReason(coupon.code, 'withdrawn'));
  });

  it('ten failed payments captured at once race for the last use: exactly one gets it, nine are refunded whole', async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 10000, maxUses: 1 });
    const buyers: { who: TestCustomer; payment: PaymentPayload }[] = [];
    for (let i = 0; i < 10; i++) {
      const who = await createCustomer(app, { name: `Racer ${i}` });
      buyers.push({ who, payment: await failedCheckout(who, coupon.code, `Race ${i}`, 500) });
    }
    // Every gateway order is paid first; then all ten are verified at once.
    const paid: RazorpaySuccess[] = [];
    for (const { payment } of buyers) paid.push(await payAtGateway(payment.id));
    const answers = await Promise.all(
      buyers.map(({ who, payment }, i) => verify(who, { razerPay: paid[i], transactionID: paid[i]!.razorpay_payment_id, orderID: payment.id })),
    );
    const statuses = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return VerifyPaymentResponse.parse(a.json()).data.status;
    });
    expect(statuses.filter((s) => s === 'success')).toHaveLength(1);
    expect(await usesOf(coupon.id)).toHaveLength(1);
    const states = await Promise.all(buyers.map(({ payment }) => paymentRow(payment.id)));
    expect(states.map((p) => p.state).sort()).toEqual([...Array(9).fill('declined'), 'paid']);
    expect(await refundsOf(buyers.map((b) => b.payment.id))).toHaveLength(9);
  });

  it('a refund.failed for a refund already processed changes nothing and logs no failure', async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000, maxUses: 1 });
    const first = await createCustomer(app, { name: 'Processed First' });
    const payment = await failedCheckout(first, coupon.code, 'Processed refund', 300);
    const other = await createCustomer(app, { name: 'Took It Too' });
    await addToCart(app, other, (await createProduct(db(), { title: 'Meanwhile', price: 300 })).id);
    await createPayment(other, coupon.code);
    expect(await payLate(first, payment)).toMatchObject({ status: 'failed' });
    await db().update(jobs).set({ runAfter: clock.now() });
    await app.jobs.runDue();
    const [refund] = await refundsOf([payment.id]);
    expect(refund?.state).toBe('processed');
    const before = logLines.length;
    await app.payments.processWebhook({
      event: 'refund.failed',
      payload: {
        refund: {
          entity: {
            id: refund!.gatewayRefundId!,
            payment_id: (await paymentRow(payment.id)).gatewayPaymentId!,
            amount: 25000,
            status: 'failed',
            notes: { refund_id: refund!.id },
          },
        },
      },
    });
    expect((await refundsOf([payment.id]))[0]?.state).toBe('processed');
    const after = logLines.slice(before).join('\n');
    expect(after).not.toContain('refund failed at the gateway');
    expect(after).toContain('already processed');
  });

  it('a second gateway payment captured on an order already paid makes nothing, and an error names it for a refund', async () => {
    const who = await createCustomer(app, { name: 'Paid Twice' });
    await addToCart(app, who, (await createProduct(db(), { title: 'Paid twice', price: 350 })).id);
    const payment = await createPayment(who, '');
    expect(await payLate(who, payment)).toMatchObject({ status: 'success' });
    const paidBy = (await paymentRow(payment.id)).gatewayPaymentId!;
    const before = logLines.length;
    const second = { id: 'pay_SecondCapture01', order_id: payment.id, amount: payment.amount, currency: 'INR', status: 'captured' };
    const { body, headers } = signedEvent(app, 'payment.captured', second, `evt_twice_${who.id}`);
    const res = await postWebhook(app, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    // Not the shortcut for a capture the shop knows: a job looks at it.
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `webhook:evt_twice_${who.id}`)),
    ).toHaveLength(1);
    await db().update(jobs).set({ runAfter: clock.now() });
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await ordersOf(who.id)).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ state: 'paid', gatewayPaymentId: paidBy });
    // Said once, naming both gateway payments; the first capture's own webhooks (delivered by runDue) say nothing.
    const said = logLines.slice(before).filter((line) => line.includes('a second gateway payment was captured on an order already paid'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('pay_SecondCapture01');
    expect(said[0]).toContain(paidBy);
  });
});
