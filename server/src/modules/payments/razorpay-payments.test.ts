import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/commerce';
import { paymentSignature, webhookSignature } from '../../platform/payments/gateway';
import { createRazorpayGateway } from '../../platform/payments/razorpay-gateway';
import { createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { addToCart, cartOf, createPayment, verify } from '../../test/commerce';
import { type RazorpayStub, startRazorpayStub } from '../../test/razorpay-stub';

/**
 * The same purchase through the Razorpay adapter (the official SDK) against a
 * local stand-in of Razorpay's HTTP API: no internet here, but every byte the
 * SDK sends and reads is real HTTP.
 */
describe('payments through the Razorpay adapter', () => {
  const keys = { keyId: 'rzp_test_localstub', keySecret: 'stub-key-secret-0123456789', webhookSecret: 'stub-webhook-secret' };
  let stub: RazorpayStub;
  let app: TestApp;

  beforeAll(async () => {
    stub = await startRazorpayStub({ keyId: keys.keyId, keySecret: keys.keySecret });
    app = await createTestApp({ gateway: createRazorpayGateway({ ...keys, apiBaseUrl: stub.url }) });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  async function shopper(price: number): Promise<TestCustomer> {
    const who = await createCustomer(app);
    await addToCart(app, who, (await createProduct(app.database.db, { title: `Razorpay ${price}`, price })).id);
    return who;
  }

  it('creates the Razorpay order for the server-priced amount and fulfils a signed, captured payment', async () => {
    const who = await shopper(1250);
    const payment = await createPayment(app, who);
    expect(payment.key).toBe(keys.keyId);
    expect(stub.orders.get(payment.id)).toMatchObject({ amount: 125000, currency: 'INR', receipt: payment.receipt });
    const paymentId = stub.pay(payment.id, { status: 'captured' });
    // What checkout.js hands the page: signed with the key secret, as Razorpay signs.
    const razerPay = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: payment.id,
      razorpay_signature: paymentSignature(keys.keySecret, payment.id, paymentId),
    };
    const res = await verify(app, who, { razerPay, transactionID: paymentId, orderID: payment.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'success', transactionID: paymentId });
    expect((await cartOf(app, who)).product).toEqual([]);
  });

  it('captures an authorized payment (manual capture) before fulfilling it', async () => {
    const who = await shopper(300);
    const payment = await createPayment(app, who);
    const paymentId = stub.pay(payment.id, { status: 'authorized' });
    const res = await verify(app, who, { transactionID: payment.receipt, orderID: payment.id });
    expect(res.json().data.status).toBe('success');
    expect(stub.payments.get(paymentId)?.status).toBe('captured');
  });

  it('a webhook signed with the webhook secret fulfils; the same body under the key secret does not', async () => {
    const who = await shopper(450);
    const payment = await createPayment(app, who);
    const paymentId = stub.pay(payment.id, { status: 'captured' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: payment.id, amount: 45000, currency: 'INR', status: 'captured' } } },
    });
    const post = (secret: string, id: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(secret, body), 'x-razorpay-event-id': id },
        payload: body,
      });
    expect((await post(keys.keySecret, `evt_wrong_${who.id}`)).statusCode).toBe(400);
    expect((await post(keys.webhookSecret, `evt_right_${who.id}`)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await app.database.db.select().from(orders).where(eq(orders.customerId, who.id))).toHaveLength(1);
  });

  it('answers 503 with a plain message when Razorpay cannot be reached, and keeps no payment', async () => {
    const down = await createTestApp({
      gateway: createRazorpayGateway({ ...keys, apiBaseUrl: 'http://127.0.0.1:9/v1' }),
    });
    try {
      const who = await createCustomer(down);
      await addToCart(down, who, (await createProduct(down.database.db, { title: 'Offline', price: 100 })).id);
      const res = await down.inject({
        method: 'POST',
        url: '/api/v1/users/createPayment',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The payment service is not answering. Please try again in a minute.');
      expect(res.body).not.toContain(keys.keySecret);
    } finally {
      await down.close();
    }
  });
});
