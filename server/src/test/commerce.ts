import { expect } from 'vitest';
import type { PaymentPayload, RazorpaySuccess, VerificationResult } from '@chitra/contract/payments';
import { coupons } from '../db/schema/commerce';
import { webhookSignature } from '../platform/payments/gateway';
import { call, type TestCustomer } from './accounts';
import type { TestApp } from './app';

/** Factories and steps for cart, coupon and payment tests, through the public API. */

let sequence = 0;

export async function createCoupon(app: TestApp, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(coupons)
    .values({ code: `TEST${process.pid}X${++sequence}`, kind: 'percent', value: 10, ...overrides })
    .returning();
  if (!row) throw new Error('no coupon');
  return row;
}

export async function addToCart(app: TestApp, who: TestCustomer, productID: string): Promise<void> {
  const res = await call(app, 'POST', 'users/addtocart', { token: who.token, body: { productID } });
  expect(res.statusCode, res.body).toBe(200);
}

export async function createPayment(app: TestApp, who: TestCustomer, code?: string): Promise<PaymentPayload> {
  const res = await call(app, 'POST', 'users/createPayment', { token: who.token, body: code === undefined ? {} : { code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PaymentPayload;
}

/** The simulated checkout's 'Pay now' (or 'Fail payment'): what the buyer's browser posts to the gateway. */
export async function payAtGateway(app: TestApp, orderId: string, outcome: 'capture' | 'fail' = 'capture') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/simulated/orders/${orderId}/pay`,
    payload: { outcome },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RazorpaySuccess & { error?: unknown };
}

/** A Razorpay webhook about one payment, signed with the shop's webhook secret as Razorpay signs it. */
export function signedEvent(app: TestApp, event: string, entity: Record<string, unknown>, eventId: string) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payment: { entity } }, created_at: 1 });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(app.config.payment.webhookSecret, body),
      'x-razorpay-event-id': eventId,
    },
  };
}

export const postWebhook = (app: TestApp, body: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/payments/razorpay/webhook', headers, payload: body });

export async function verify(app: TestApp, who: TestCustomer, data: Record<string, unknown>) {
  return call(app, 'POST', 'users/verifypayment', { token: who.token, body: { data } });
}

/** Buy Now → 'Pay now' → verify: the whole happy path; answers the verification result. */
export async function buy(app: TestApp, who: TestCustomer, code?: string): Promise<{ payment: PaymentPayload; result: VerificationResult }> {
  const payment = await createPayment(app, who, code);
  const razerPay = await payAtGateway(app, payment.id);
  const res = await verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
  expect(res.statusCode, res.body).toBe(200);
  return { payment, result: res.json().data as VerificationResult };
}

export async function cartOf(app: TestApp, who: TestCustomer) {
  const res = await call(app, 'GET', 'users/getcart', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as { product: { _id: string; productID: { _id: string } }[]; totalPrice: number; totalsalePrice: number };
}

/** Puts the products in the cart and buys them: answers the order made. */
export async function purchase(app: TestApp, who: TestCustomer, productIds: string[], code?: string) {
  for (const id of productIds) await addToCart(app, who, id);
  const { result } = await buy(app, who, code);
  expect(result.status).toBe('success');
  const [order] = result.orderDetails;
  if (!order) throw new Error('the purchase made no order');
  return order;
}
