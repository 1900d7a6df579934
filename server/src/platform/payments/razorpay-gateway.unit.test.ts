import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStub, type RazorpayStub } from '../../test/razorpay-stub';
import { GatewayError, hmacHex, type PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';

const keys = { keyId: 'rzp_test_stubkey0001', keySecret: 'stub-key-secret-never-shown', webhookSecret: 'stub-webhook-secret' };

describe('Razorpay adapter (official SDK against a local stub of the REST API)', () => {
  let stub: RazorpayStub;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    stub = await startRazorpayStub(keys);
    gateway = createRazorpayGateway({ ...keys, apiBaseUrl: stub.url });
  });
  afterAll(() => stub.close());

  it('creates an order in paise with the receipt and notes', async () => {
    const order = await gateway.createOrder({ amountPaise: 123450, receipt: 'rcpt-1', notes: { paymentId: 'p-1' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amountPaise: 123450, currency: 'INR', receipt: 'rcpt-1' });
    expect(stub.orders.get(order.id)).toMatchObject({ amount: 123450, currency: 'INR', receipt: 'rcpt-1', notes: { paymentId: 'p-1' } });
    expect(gateway.provider).toBe('razorpay');
    expect(gateway.keyId).toBe(keys.keyId);
  });

  it("lists an order's payments oldest first, failed ones with Razorpay's reason", async () => {
    const order = await gateway.createOrder({ amountPaise: 49900, receipt: 'rcpt-2', notes: {} });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    const failed = stub.pay(order.id, { status: 'failed' });
    const captured = stub.pay(order.id, { status: 'captured' });

    const payments = await gateway.fetchOrderPayments(order.id);
    expect(payments.map((p) => p.id)).toEqual([failed, captured]);
    expect(payments[0]).toEqual({
      id: failed,
      orderId: order.id,
      amountPaise: 49900,
      currency: 'INR',
      status: 'failed',
      errorDescription: 'Payment failed because the customer cancelled it.',
    });
    expect(payments[1]).toEqual({ id: captured, orderId: order.id, amountPaise: 49900, currency: 'INR', status: 'captured' });
    expect(await gateway.fetchPayment(captured)).toEqual(payments[1]);
  });

  it('captures an authorized payment and answers it captured', async () => {
    const order = await gateway.createOrder({ amountPaise: 10000, receipt: 'rcpt-3', notes: {} });
    const authorized = stub.pay(order.id, { status: 'authorized' });
    expect((await gateway.fetchPayment(authorized)).status).toBe('authorized');

    const after = await gateway.capturePayment(authorized, 10000);
    expect(after).toMatchObject({ id: authorized, status: 'captured', amountPaise: 10000 });
    expect(stub.orders.get(order.id)?.status).toBe('paid');
    // Capturing twice is refused by Razorpay: a GatewayError, not a crash.
    await expect(gateway.capturePayment(authorized, 10000)).rejects.toBeInstanceOf(GatewayError);
  });

  it('verifies checkout signatures: HMAC-SHA256 of "order|payment" with the key secret', () => {
    const orderId = 'order_AbCdEf01234567';
    const paymentId = 'pay_0123456789AbCd';
    const signature = hmacHex(keys.keySecret, `${orderId}|${paymentId}`);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.toUpperCase() })).toBe(true);

    const tampered = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: tampered })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId: 'pay_someoneElse0001', signature })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(0, 62) })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: `${signature}00` })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: `z${signature.slice(1)}` })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: '' })).toBe(false);
    // Signed with the webhook secret instead of the key secret.
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: hmacHex(keys.webhookSecret, `${orderId}|${paymentId}`) })).toBe(false);
  });

  it('verifies webhook signatures over the exact raw body with the webhook secret', () => {
    const body = Buffer.from('{"entity":"event","event":"order.paid"}');
    const signature = hmacHex(keys.webhookSecret, body);
    expect(gateway.verifyWebhookSignature(body, signature)).toBe(true);
    // Same JSON, other bytes: a re-serialised body does not verify.
    expect(gateway.verifyWebhookSignature(Buffer.from('{"entity": "event","event":"order.paid"}'), signature)).toBe(false);
    expect(gateway.verifyWebhookSignature(body, hmacHex(keys.keySecret, body))).toBe(false);
    expect(gateway.verifyWebhookSignature(body, 'not-hex')).toBe(false);
  });

  it('turns a refusal (wrong key) into a GatewayError that shows neither the secret nor Razorpay’s text', async () => {
    const wrong = createRazorpayGateway({ ...keys, keySecret: 'wrong-secret-value', apiBaseUrl: stub.url });
    const error = await wrong.createOrder({ amountPaise: 10000, receipt: 'r', notes: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    const message = (error as GatewayError).message;
    expect(message).toContain('401');
    expect(message).not.toContain('wrong-secret-value');
    expect(message).not.toContain('api key provided is invalid');
    // The cause keeps what Razorpay said, for the log.
    expect((error as GatewayError).cause).toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR' } });
    expect(JSON.stringify((error as GatewayError).cause)).not.toContain('wrong-secret-value');
  });

  it('answers a GatewayError for an id Razorpay does not know', async () => {
    await expect(gateway.fetchPayment('pay_00000000000000')).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.fetchOrderPayments('order_00000000000000')).rejects.toBeInstanceOf(GatewayError);
  });

  it('turns an unreachable Razorpay into a GatewayError with the network reason as its cause', async () => {
    const other = await startRazorpayStub(keys);
    const gone = createRazorpayGateway({ ...keys, apiBaseUrl: other.url });
    await other.close();
    const error = await gone.fetchPayment('pay_00000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(/could not be reached/);
    expect((error as GatewayError).cause).toMatchObject({ statusCode: 0, error: { code: 'ECONNREFUSED' } });
    expect(JSON.stringify((error as GatewayError).cause)).not.toContain(keys.keySecret);
  });
});

describe('Razorpay adapter: refunds (POST /v1/payments/{id}/refund, as razorpay-node sends it)', () => {
  type Seen = { method: string; url: string; authorization: string | undefined; body: Record<string, unknown> };
  const seen: Seen[] = [];
  let server: Server;
  let gateway: PaymentGateway;
  const refunded = new Map<string, number>();

  beforeAll(async () => {
    // Razorpay's rule: a payment gives back at most what it took (here ₹500, pay_Refundable0001 only).
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
        const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
        const answer = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(json));
        };
        // GET /v1/payments/{id}/refunds: Razorpay's collection, notes an empty array when there are none.
        const listed = /^\/v1\/payments\/([^/?]+)\/refunds(\?.*)?$/.exec(request.url ?? '');
        if (request.method === 'GET' && listed) {
          return answer(200, {
            entity: 'collection',
            count: 2,
            items: [
              { id: 'rfnd_Second0000001', entity: 'refund', amount: 100, payment_id: listed[1], notes: [], status: 'processed' },
              { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 50000, payment_id: listed[1], notes: { refund_id: 'r-1', n: 5 }, status: 'pending' },
            ],
          });
        }
        if (request.method !== 'POST' || !match || match[1] !== 'pay_Refundable0001') {
          return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        }
        const amount = Number(body.amount);
        const done = refunded.get(match[1]) ?? 0;
        if (done + amount > 50000) {
          return answer(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The total refund amount is greater than the refund payment amount' } });
        }
        refunded.set(match[1], done + amount);
        return answer(200, {
          id: 'rfnd_FP8QHiV938haTz',
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: match[1],
          notes: body.notes,
          status: 'processed',
          created_at: 1,
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = createRazorpayGateway({ ...keys, apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refunds in paise with the notes, authenticated with the key, and answers the refund', async () => {
    const refund = await gateway.refund('pay_Refundable0001', 50000, { refund_id: 'r-1', reason: 'Cancelled by the shop' });
    expect(refund).toEqual({ id: 'rfnd_FP8QHiV938haTz', paymentId: 'pay_Refundable0001', amountPaise: 50000, status: 'processed' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_Refundable0001/refund',
      authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
      body: { amount: 50000, speed: 'normal', notes: { refund_id: 'r-1', reason: 'Cancelled by the shop' } },
    });
  });

  it("lists the payment's refunds with their notes (GET /v1/payments/{id}/refunds), so a job run again finds its own", async () => {
    const refunds = await gateway.fetchRefunds('pay_Refundable0001');
    expect(refunds).toEqual([
      { id: 'rfnd_Second0000001', paymentId: 'pay_Refundable0001', amountPaise: 100, status: 'processed', notes: {} },
      { id: 'rfnd_FP8QHiV938haTz', paymentId: 'pay_Refundable0001', amountPaise: 50000, status: 'pending', notes: { refund_id: 'r-1' } },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: expect.stringMatching(/^\/v1\/payments\/pay_Refundable0001\/refunds/) });
  });

  it('a second full refund, or an unknown payment, is a GatewayError naming the HTTP status, never the key', async () => {
    for (const id of ['pay_Refundable0001', 'pay_Unknown000001']) {
      const error = await gateway.refund(id, 50000, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).message).toBe('Razorpay refused to refund the payment (HTTP 400).');
      expect(JSON.stringify(error)).not.toContain(keys.keySecret);
    }
  });
});
