import { expect } from 'vitest';
import type { PaymentPayload, RazorpaySuccess } from '@chitra/contract/payments';
import type { CreatePrintOrderBody, PrintCartResponse, PrintOrder, ShippingInfoInput } from '@chitra/contract/prints';
import { call, type TestCustomer } from './accounts';
import type { TestApp } from './app';
import { payAtGateway } from './commerce';

/** Steps of the print flow, through the public API, as the /checkout page takes them. */

export const SHIPPING: ShippingInfoInput = {
  firstname: 'Asha',
  lastname: 'Patil',
  address: '12 Station Road',
  other: 'Near the bus stand',
  city: 'Vapi',
  state: 'Gujarat',
  country: 'India',
  pincode: 396191,
};

export async function addPrint(app: TestApp, who: TestCustomer, productId: string, color: string, quantity = 1) {
  const res = await call(app, 'POST', 'user/cart', { token: who.token, body: { productId, color, quantity } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as PrintCartResponse['cart'][number];
}

export async function printCartOf(app: TestApp, who: TestCustomer): Promise<PrintCartResponse> {
  const res = await call(app, 'GET', 'user/cart', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PrintCartResponse;
}

/** order/checkout with the server's own total (what the page shows) and the address (null: only the amount, as docs/api-reference.md has it). */
export async function printCheckout(app: TestApp, who: TestCustomer, shippingInfo: ShippingInfoInput | null = SHIPPING): Promise<PaymentPayload> {
  const { totalPrice } = await printCartOf(app, who);
  const res = await call(app, 'POST', 'order/checkout', {
    token: who.token,
    body: { amount: totalPrice, ...(shippingInfo ? { shippingInfo } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as PaymentPayload;
}

export const verificationOf = (payment: PaymentPayload, paid: RazorpaySuccess) => ({
  orderCreationId: payment.id,
  razorpayPaymentId: paid.razorpay_payment_id,
  razorpayOrderId: paid.razorpay_order_id,
  razorpaySignature: paid.razorpay_signature,
});

export const verifyPrint = (app: TestApp, who: TestCustomer, body: ReturnType<typeof verificationOf>) =>
  call(app, 'POST', 'order/paymentVerification', { token: who.token, body });

export function createOrderBody(payment: PaymentPayload, paid: RazorpaySuccess, shippingInfo: ShippingInfoInput = SHIPPING): CreatePrintOrderBody {
  const total = payment.amount / 100;
  return {
    shippingInfo,
    orderItems: [],
    totalPrice: total,
    totalPriceAfterDiscount: total,
    paymentInfo: { razorpayOrderId: payment.id, razorpayPaymentId: paid.razorpay_payment_id },
  };
}

export const createPrintOrder = (app: TestApp, who: TestCustomer, body: CreatePrintOrderBody) =>
  call(app, 'POST', 'user/cart/create-order/', { token: who.token, body });

/** Checkout → 'Pay now' → verification → create-order: the whole /checkout journey; answers the order. */
export async function buyPrints(app: TestApp, who: TestCustomer): Promise<PrintOrder> {
  const payment = await printCheckout(app, who);
  const paid = await payAtGateway(app, payment.id);
  const verified = await verifyPrint(app, who, verificationOf(payment, paid));
  expect(verified.statusCode, verified.body).toBe(200);
  const created = await createPrintOrder(app, who, createOrderBody(payment, paid));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().order as PrintOrder;
}

export async function myOrdersOf(app: TestApp, who: TestCustomer): Promise<PrintOrder[]> {
  const res = await call(app, 'GET', 'user/getmyorders', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as PrintOrder[];
}
