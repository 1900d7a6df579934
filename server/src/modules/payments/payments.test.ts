import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { PAYMENT_MESSAGES, VerifyPaymentResponse } from '@chitra/contract/payments';
import { couponRedemptions, orderItems, orders, payments, simulatedGatewayRefunds, webhookEvents } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import { products } from '../../db/schema/catalogue';
import { jobs } from '../../db/schema/jobs';
import { countNewSalesJob, countSalesJob } from './payments.jobs';
import { webhookSignature } from '../../platform/payments/gateway';
import { call, createCustomer, mailsTo } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, buy, cartOf, createCoupon, createPayment, payAtGateway, postWebhook, signedEvent, verify } from '../../test/commerce';
import { BOUGHT_AGAIN, refundOfOwned } from './payments.fulfil';

describe('payments through the simulated gateway', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-23T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    // Webhooks due at once: each test decides when the queue delivers them.
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(() => app.close());

  async function shopper(titles: [string, number, number?][]) {
    const who = await createCustomer(app, { name: 'Asha Patil' });
    const items = [];
    for (const [title, price, salePrice] of titles) {
      const product = await createProduct(db(), { title, price, ...(salePrice === undefined ? {} : { salePrice }) });
      await addToCart(app, who, product.id);
      items.push(product);
    }
    return { who, items };
  }

  const ordersOf = (customerId: string) => db().select().from(orders).where(eq(orders.customerId, customerId));
  const paymentRow = async (gatewayOrderId: string) => (await db().select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)))[0];

  it('Buy Now prices the cart itself and answers the payment payload in paise', async () => {
    const { who } = await shopper([
      ['Sunset at Kelva', 199.99, 99.99],
      ['Harbour at dawn', 499],
    ]);
    // An amount from the browser is never read: the server's own price stands.
    const res = await call(app, 'POST', 'users/createPayment', { token: who.token, body: { amount: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(59899);
    const payment = await createPayment(app, who);
    expect(payment).toMatchObject({
      amount: 59899,
      currency: 'INR',
      name: 'Asha Patil',
      email: who.email,
      contact: `+91${who.mobile}`,
      key: app.config.payment.keyId,
    });
    expect(payment.id).toMatch(/^order_/);
    expect(payment.receipt).toMatch(/^rcpt_/);
    // A second Buy Now for the same cart reuses the open order.
    expect(res.json().data.id).toBe(payment.id);
  });

  it('pays, verifies and fulfils: order from the snapshot, cart emptied, receipt mailed, sales counted once', async () => {
    const { who, items } = await shopper([
      ['Ghats in mist', 300],
      ['Fort at dusk', 450, 400],
    ]);
    const { payment, result } = await buy(app, who);
    expect(result.status).toBe('success');
    expect(result.transactionID).toMatch(/^pay_/);
    expect(result.orderDetails).toHaveLength(1);
    const [order] = result.orderDetails;
    expect(order).toMatchObject({ totalPrice: 700, productCount: 2, salePrice: 700 });
    expect(order?.orderID).toMatch(/^CH-2026-\d{6}$/);
    expect(order?.product.map((p) => p.title)).toEqual(['Ghats in mist', 'Fort at dusk']);
    expect((await cartOf(app, who)).product).toEqual([]);
    expect((await paymentRow(payment.id))?.state).toBe('paid');

    await app.jobs.runDue();
    const [receipt] = await mailsTo(app, who.email);
    expect(receipt?.subject).toBe(`Your ${app.config.shop.name} order ${order?.orderID}`);
    expect(receipt?.text).toContain(`/order-detail/${order?._id}`);
    expect(receipt?.text).toContain('Paid: ₹700');
    // Sales are counted in batches every ten seconds, not by a job per order (decision 058).
    const salesCount = async () => (await db().select({ salesCount: products.salesCount }).from(products).where(eq(products.id, items[0]!.id)))[0]?.salesCount;
    expect(await salesCount()).toBe(0);
    await app.jobs.schedule(countNewSalesJob);
    await app.jobs.runDue();
    expect(await salesCount()).toBe(1);
    // Once: the next run finds nothing new.
    await app.jobs.schedule(countNewSalesJob);
    await app.jobs.runDue();
    const again = await db().select({ salesCount: products.salesCount }).from(products).where(eq(products.id, items[0]!.id));
    expect(again[0]?.salesCount).toBe(1);
    // The licence certificates are drawn a minute after the receipt, out of its way (decision 056).
    const [drawing] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `certificates:${order?._id}`));
    expect(drawing).toMatchObject({ kind: 'payments.draw-certificates', state: 'pending' });
    expect(drawing?.runAfter.getTime()).toBe(clock.now().getTime() + 60_000);
  });

  it('ten concurrent verifications of one payment make exactly one order set, and all answer it', async () => {
    const { who } = await shopper([['Pack of ten', 1000]]);
    const payment = await createPayment(app, who);
    const razerPay = await payAtGateway(app, payment.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id })),
    );
    const ids = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return VerifyPaymentResponse.parse(a.json()).data.orderDetails[0]?._id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(who.id)).toHaveLength(1);
  });

  it('a webhook before, after or alongside verification makes one order set; a replay is ignored', async () => {
    for (const timing of ['before', 'after', 'alongside'] as const) {
      const { who } = await shopper([[`Webhook ${timing}`, 250]]);
      const payment = await createPayment(app, who);
      const razerPay = await payAtGateway(app, payment.id);
      const check = () => verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
      if (timing === 'before') {
        await app.jobs.runDue();
        expect(await ordersOf(who.id)).toHaveLength(1);
        expect((await check()).json().data.status).toBe('success');
      } else if (timing === 'after') {
        expect((await check()).json().data.status).toBe('success');
        await app.jobs.runDue();
      } else {
        const [answer] = await Promise.all([check(), app.jobs.runDue()]);
        expect(answer.json().data.status).toBe('success');
      }
      expect(await ordersOf(who.id), timing).toHaveLength(1);
    }
  });

  it('drops a replayed webhook by its event id', async () => {
    const { who } = await shopper([['Replayed', 320]]);
    const payment = await createPayment(app, who);
    const razerPay = await payAtGateway(app, payment.id, 'capture');
    const { body, headers } = signedEvent(
      app,
      'payment.captured',
      { id: razerPay.razorpay_payment_id, order_id: payment.id, amount: payment.amount, currency: 'INR', status: 'captured' },
      `evt_replay_${who.id}`,
    );
    for (let i = 0; i < 3; i++) {
      const res = await postWebhook(app, body, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `webhook:evt_replay_${who.id}`));
    expect(queued).toHaveLength(1);
    // The id header is not signed: a huge or strange one is answered like any other, never a 500.
    const odd = await postWebhook(app, body, { ...headers, 'x-razorpay-event-id': 'x'.repeat(10_000) });
    expect(odd.statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await ordersOf(who.id)).toHaveLength(1);
  });

  it('a capture webhook for a payment paid already is recorded and needs no job', async () => {
    const { who } = await shopper([['Paid first', 330]]);
    const payment = await createPayment(app, who);
    const razerPay = await payAtGateway(app, payment.id, 'capture');
    expect((await verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id })).json().data.status).toBe('success');
    const { body, headers } = signedEvent(
      app,
      'payment.captured',
      { id: razerPay.razorpay_payment_id, order_id: payment.id, amount: payment.amount, currency: 'INR', status: 'captured' },
      `evt_paid_${who.id}`,
    );
    expect((await postWebhook(app, body, headers)).json()).toEqual({ received: true });
    expect(
      await db()
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, `evt_paid_${who.id}`)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `webhook:evt_paid_${who.id}`)),
    ).toHaveLength(0);
    expect(await ordersOf(who.id)).toHaveLength(1);
  });

  it('rejects a tampered signature or body and fulfils nothing', async () => {
    const { who } = await shopper([['Tampered', 500]]);
    const payment = await createPayment(app, who);
    const razerPay = await payAtGateway(app, payment.id);
    // The browser's answer with another signature, or another payment id under the same signature.
    for (const forged of [
      { ...razerPay, razorpay_signature: razerPay.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...razerPay, razorpay_payment_id: 'pay_SomeoneElse00' },
      { ...razerPay, razorpay_signature: 'abcd' },
      { ...razerPay, razorpay_order_id: 'order_OtherOrder000' },
    ]) {
      const res = await verify(app, who, { razerPay: forged, transactionID: forged.razorpay_payment_id, orderID: payment.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.signatureInvalid);
    }
    // What no checkout sends: a NUL byte, a non-hex signature, a path in an id. A clear 400, never a 500.
    for (const hostile of [
      { razerPay, transactionID: 'x', orderID: `${payment.id}\u0000` },
      { razerPay: { ...razerPay, razorpay_signature: 'not-hex' }, transactionID: 'x', orderID: payment.id },
      { razerPay: { ...razerPay, razorpay_payment_id: '../pay_x' }, transactionID: 'x', orderID: payment.id },
      { transactionID: 'a\u0000b', orderID: payment.id },
    ]) {
      expect((await verify(app, who, hostile)).statusCode).toBe(400);
    }
    const entity = { id: razerPay.razorpay_payment_id, order_id: payment.id, amount: payment.amount, currency: 'INR', status: 'captured' };
    const { body, headers } = signedEvent(app, 'payment.captured', entity, `evt_tamper_${who.id}`);
    const bodyTampered = body.replace(`"amount":${payment.amount}`, `"amount":${payment.amount + 1}`);
    expect((await postWebhook(app, bodyTampered, headers)).statusCode).toBe(400);
    expect((await postWebhook(app, body, { ...headers, 'x-razorpay-signature': 'deadbeef' })).statusCode).toBe(400);
    expect((await postWebhook(app, body, { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect(
      (await postWebhook(app, '{not json', { ...headers, 'x-razorpay-signature': webhookSignature(app.config.payment.webhookSecret, '{not json') })).statusCode,
    ).toBe(400);
    expect(
      await db()
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, `evt_tamper_${who.id}`)),
    ).toEqual([]);
    expect(await ordersOf(who.id)).toEqual([]);
  });

  it('an amount that differs between the gateway and the snapshot is not fulfilled, and is flagged', async () => {
    const { who } = await shopper([['Mismatch', 800]]);
    const payment = await createPayment(app, who);
    const { body, headers } = signedEvent(
      app,
      'payment.captured',
      { id: 'pay_Mismatch000001', order_id: payment.id, amount: payment.amount - 100, currency: 'INR', status: 'captured' },
      `evt_mismatch_${who.id}`,
    );
    expect((await postWebhook(app, body, headers)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await ordersOf(who.id)).toEqual([]);
    const row = await paymentRow(payment.id);
    expect(row?.state).toBe('flagged');
    expect(row?.reason).toContain('expected 80000 INR');
    expect((await cartOf(app, who)).product).toHaveLength(1);
  });

  it('a dismissed checkout answers failed, keeps the cart and gives the coupon back', async () => {
    const coupon = await createCoupon(app, { maxUses: 1 });
    const { who } = await shopper([['Dismissed', 400]]);
    const payment = await createPayment(app, who, coupon.code);
    expect(payment.amount).toBe(36000);
    const res = await verify(app, who, { transactionID: payment.receipt, orderID: payment.id });
    expect(res.json().data).toEqual({ status: 'failed', transactionID: payment.receipt, orderDetails: [] });
    expect((await paymentRow(payment.id))?.state).toBe('failed');
    expect((await cartOf(app, who)).product).toHaveLength(1);
    const [hold] = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(hold?.releasedAt).not.toBeNull();
    // Freed: another buyer may use it.
    const { who: other } = await shopper([['Next buyer', 400]]);
    expect((await createPayment(app, other, coupon.code)).amount).toBe(36000);
  });

  it("'Fail payment' then the checkout closing answers failed", async () => {
    const { who } = await shopper([['Declined card', 400]]);
    const payment = await createPayment(app, who);
    const failure = await payAtGateway(app, payment.id, 'fail');
    expect(failure.error).toBeDefined();
    const res = await verify(app, who, { transactionID: payment.receipt, orderID: payment.id });
    expect(res.json().data.status).toBe('failed');
    await app.jobs.runDue(); // the payment.failed webhook notes why, and fulfils nothing
    expect((await paymentRow(payment.id))?.reason).toBe('Payment failed at the test gateway.');
    expect(await ordersOf(who.id)).toEqual([]);
  });

  it("another customer's order answers 404", async () => {
    const { who } = await shopper([['Not yours', 400]]);
    const payment = await createPayment(app, who);
    const razerPay = await payAtGateway(app, payment.id);
    const thief = await createCustomer(app, { name: 'Ravi Kale' });
    const res = await verify(app, thief, { razerPay, transactionID: 'x', orderID: payment.id });
    expect(res.statusCode).toBe(404);
    expect(await ordersOf(thief.id)).toEqual([]);
  });

  it('a single-use coupon raced by two payments gives the discount once', async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000, maxUses: 1 });
    const a = await shopper([['Race A', 300]]);
    const b = await shopper([['Race B', 300]]);
    const answers = await Promise.all([a.who, b.who].map((who) => call(app, 'POST', 'users/createPayment', { token: who.token, body: { code: coupon.code } })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(COUPON_MESSAGES.usedUp);
    expect(answers.find((r) => r.statusCode === 200)?.json().data.amount).toBe(25000);
  });

  it("a once-per-customer coupon raced by one customer's two Buy Nows (two tabs) is held once", async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000, maxUsesPerCustomer: 1 });
    const { who } = await shopper([['Two tabs', 300]]);
    const answers = await Promise.all([1, 2].map(() => call(app, 'POST', 'users/createPayment', { token: who.token, body: { code: coupon.code } })));
    // Either the second reused the first's open payment, or it was refused: never two holds.
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json().data.amount).toBe(25000);
      else expect(answer.json()).toMatchObject({ message: COUPON_MESSAGES.usedByYou });
    }
    const held = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(held.filter((h) => h.releasedAt === null)).toHaveLength(1);
  });

  it('the order follows the snapshot when the cart changes between Buy Now and payment', async () => {
    const { who, items } = await shopper([
      ['Snapshot one', 300],
      ['Snapshot two', 200],
    ]);
    const payment = await createPayment(app, who);
    const cart = await cartOf(app, who);
    await call(app, 'DELETE', `users/removecart/${cart.product[1]?._id}`, { token: who.token });
    const added = await createProduct(db(), { title: 'Added meanwhile', price: 100 });
    await addToCart(app, who, added.id);
    await db().update(products).set({ salePricePaise: 100 }).where(eq(products.id, items[0]!.id));
    const razerPay = await payAtGateway(app, payment.id);
    const res = await verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
    const order = res.json().data.orderDetails[0];
    expect(order.product.map((p: { title: string }) => p.title)).toEqual(['Snapshot one', 'Snapshot two']);
    expect(order.totalPrice).toBe(500);
    expect((await cartOf(app, who)).product.map((i) => i.productID._id)).toEqual([added.id]);
  });

  it('two checkouts both paid (two tabs): the second gives back, once, its share of the pictures the first bought', async () => {
    // Tab one: Buy Now for one picture, with a coupon of 10 % off.
    const { who } = await shopper([['Paid twice', 400]]);
    const coupon = await createCoupon(app, { code: 'TWOTABS10', kind: 'percent', value: 10 });
    const first = await createPayment(app, who, coupon.code);
    // Tab two: another picture added, Buy Now again: a second payment for both.
    const other = await createProduct(db(), { title: 'Bought once', price: 600 });
    await addToCart(app, who, other.id);
    const second = await createPayment(app, who, coupon.code);
    expect(second.id).not.toBe(first.id);
    expect(second.amount).toBe(90000);

    // Both are paid, and their captures are reported at the same moment.
    const [one, two] = await Promise.all([payAtGateway(app, first.id), payAtGateway(app, second.id)]);
    const answers = await Promise.all([
      verify(app, who, { razerPay: one, transactionID: one.razorpay_payment_id, orderID: first.id }),
      verify(app, who, { razerPay: two, transactionID: two.razorpay_payment_id, orderID: second.id }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Each payment made its order; the webhooks change nothing.
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await ordersOf(who.id)).toHaveLength(2);

    // Whichever was fulfilled second gives back 'Paid twice': ₹400 less 10 %, once.
    const given = await db()
      .select({ id: refunds.id, amountPaise: refunds.amountPaise, state: refunds.state, reason: refunds.reason })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.customerId, who.id));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amountPaise: 36000, state: 'processed', reason: `${BOUGHT_AGAIN} Paid twice` });
    const atGateway = await db().select().from(simulatedGatewayRefunds);
    expect(atGateway.filter((r) => r.notes.refund_id === given[0]!.id).map((r) => r.amountPaise)).toEqual([36000]);
  });

  it('refunds what was owned already in proportion, and all of a payment whose every picture was', () => {
    const items = [
      { productId: 'a', title: 'A', pricePaise: 40000, salePricePaise: null },
      { productId: 'b', title: 'B', pricePaise: 70000, salePricePaise: 60000 },
    ];
    const payment = { amountPaise: 90000, subtotalPaise: 100000, items };
    expect(refundOfOwned(payment, [])).toBe(0);
    expect(refundOfOwned(payment, [items[0]!])).toBe(36000);
    expect(refundOfOwned(payment, [items[1]!])).toBe(54000);
    expect(refundOfOwned(payment, items)).toBe(90000);
    expect(refundOfOwned({ amountPaise: 100, subtotalPaise: 100000, items }, [items[0]!])).toBe(40);
  });

  it('the reconciler fulfils a capture nobody reported, once, and expires what was never paid', async () => {
    const slow = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' } });
    try {
      const who = await createCustomer(slow);
      const product = await createProduct(slow.database.db, { title: 'Lost tab', price: 600 });
      await addToCart(slow, who, product.id);
      const payment = await createPayment(slow, who);
      await payAtGateway(slow, payment.id); // the browser closed before it could verify

      const abandoned = await createCustomer(slow, { name: 'Gone Away' });
      await addToCart(slow, abandoned, (await createProduct(slow.database.db, { title: 'Never paid', price: 600 })).id);
      const unpaid = await createPayment(slow, abandoned);

      await slow.jobs.scheduleRecurring();
      await slow.jobs.runDue();
      await slow.jobs.runDue();
      const made = await slow.database.db.select().from(orders).where(eq(orders.customerId, who.id));
      expect(made).toHaveLength(1);
      const [items] = [
        await slow.database.db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, made[0]!.id))),
      ];
      expect(items).toHaveLength(1);

      clock.advanceMinutes(31);
      await slow.database.db.update(jobs).set({ runAfter: clock.now() }).where(eq(jobs.kind, 'payments.reconcile'));
      await slow.jobs.runDue();
      const [row] = await slow.database.db.select().from(payments).where(eq(payments.gatewayOrderId, unpaid.id));
      expect(row?.state).toBe('failed');
      expect(await slow.database.db.select().from(orders).where(eq(orders.customerId, who.id))).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});

// An app of its own: its purchases come from the one test address, under the checkout's per-address limit.
describe('sales counted in batches (decision 058)', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-27T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(() => app.close());

  it('counts new sales in batches: each order once, a product as often as it sold, a refunded order never (decision 058)', async () => {
    const product = await createProduct(db(), { title: 'Tarapur lighthouse', price: 299 });
    const bought: string[] = [];
    for (const name of ['Meera Vartak', 'Rohan Patil', 'Sneha Raut']) {
      const who = await createCustomer(app, { name });
      await addToCart(app, who, product.id);
      const { result } = await buy(app, who);
      bought.push(result.orderDetails[0]!._id);
    }
    // The third is refunded before it is counted: no sale (decision 026).
    await db().update(orders).set({ refundedAt: clock.now() }).where(eq(orders.id, bought[2]!));
    const salesCount = async () => (await db().select({ n: products.salesCount }).from(products).where(eq(products.id, product.id)))[0]?.n;
    expect(await salesCount()).toBe(0);
    // Two runs at once (two workers): each order is counted by one of them.
    await Promise.all([app.payments.countSales(), app.payments.countSales()]);
    expect(await salesCount()).toBe(2);
    for (const [i, id] of bought.entries()) {
      const [row] = await db().select({ at: orders.salesCountedAt }).from(orders).where(eq(orders.id, id));
      expect(row?.at === null, `order ${i + 1}`).toBe(i === 2);
    }
    await app.payments.countSales();
    expect(await salesCount()).toBe(2);

    // A job per order queued by an older build (a rolling deploy) counts as the batch does.
    const who = await createCustomer(app, { name: 'Omkar Save' });
    await addToCart(app, who, product.id);
    const { result } = await buy(app, who);
    await app.jobs.enqueue(db(), countSalesJob, { orderId: result.orderDetails[0]!._id }, { dedupeKey: `sales:${result.orderDetails[0]!._id}` });
    await app.jobs.runDue();
    expect(await salesCount()).toBe(3);
  });
});
