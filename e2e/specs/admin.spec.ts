import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '@chitra/contract/accounts';
import type { CreatePaymentResponse, RazorpaySuccess } from '@chitra/contract/payments';
import type { ProductResponse } from '@chitra/contract/catalogue';
import type { PrintOrder } from '@chitra/contract/prints';
import { type SignedIn, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** The demo owner the seed makes (README "The shop owner's account"). */
const OWNER = { email: 'owner@chitra.example', password: 'chitra-demo-owner' };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function ownerSession(request: APIRequestContext): Promise<SignedIn> {
  const login = await ok<LoginResponse>(await request.post('/api/v1/users/login', { data: OWNER }));
  const token = login.data.accessToken;
  if (!token) throw new Error('the demo owner got no token');
  return {
    firstname: login.data.firstname,
    lastname: login.data.lastname,
    email: OWNER.email,
    mobile: login.data.mobile,
    password: OWNER.password,
    id: login.data._id,
    token,
  };
}

/** A paid print order of `who`, made through the API as the /checkout page makes it; answers its readable id. */
async function paidPrintOrder(request: APIRequestContext, who: SignedIn): Promise<string> {
  const headers = { authorization: `Bearer ${who.token}` };
  const top = await ok<{ data: { _id: string }[] }>(await request.get('/api/v1/product/toptwentyproduct'));
  let printable: ProductResponse['product'] | undefined;
  for (const { _id } of top.data) {
    const { product } = await ok<ProductResponse>(await request.get(`/api/v1/product/getproduct/${_id}`));
    if (product.printPrice !== null && product.color.length > 0) {
      printable = product;
      break;
    }
  }
  if (!printable) throw new Error('the demo shop sells no print');
  await ok(await request.post('/api/v1/user/cart', { headers, data: { productId: printable._id, color: printable.color[0]!._id, quantity: 1 } }));
  const cart = await ok<{ totalPrice: number }>(await request.get('/api/v1/user/cart', { headers }));
  const shippingInfo = { firstname: 'Asha', lastname: 'Patil', address: '12 Station Road', city: 'Vapi', state: 'Gujarat', country: 'India', pincode: 396191 };
  const { order: payment } = await ok<{ order: CreatePaymentResponse['data'] }>(
    await request.post('/api/v1/order/checkout', { headers, data: { amount: cart.totalPrice, shippingInfo } }),
  );
  const paid = await ok<RazorpaySuccess>(await request.post(`/api/v1/payments/simulated/orders/${payment.id}/pay`, { data: { outcome: 'capture' } }));
  await ok(
    await request.post('/api/v1/order/paymentVerification', {
      headers,
      data: {
        orderCreationId: payment.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
    }),
  );
  const total = payment.amount / 100;
  const created = await ok<{ order: PrintOrder }>(
    await request.post('/api/v1/user/cart/create-order/', {
      headers,
      data: {
        shippingInfo,
        orderItems: [],
        totalPrice: total,
        totalPriceAfterDiscount: total,
        paymentInfo: { razorpayOrderId: payment.id, razorpayPaymentId: paid.razorpay_payment_id },
      },
    }),
  );
  return created.order.orderID;
}

test.describe("the shop owner's admin area", () => {
  test('the owner moves a print order to Processing, then ships it with a tracking number; the customer sees Shipped on My Orders', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await signUpByApi(request);
    const orderID = await paidPrintOrder(request, customer);
    await useSession(page, await ownerSession(request));

    await test.step('the owner finds the order among the print orders', async () => {
      await page.goto('/admin/print-orders');
      await page.getByRole('link', { name: orderID }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(orderID);
    });

    await test.step('Ordered → Processing', async () => {
      await page.getByRole('radio', { name: 'Processing' }).check();
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByRole('radio', { name: 'Shipped' })).toBeVisible();
    });

    await test.step('Shipped needs the tracking number, then takes it', async () => {
      await page.getByRole('radio', { name: 'Shipped' }).check();
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Tracking number').fill('EK123456789IN');
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByRole('radio', { name: 'Delivered' })).toBeVisible();
    });

    await test.step('the customer sees Shipped on My Orders', async () => {
      const context = await browser.newContext();
      const theirs = await context.newPage();
      await useSession(theirs, customer);
      await theirs.goto('/my-orders');
      await expect(theirs.getByRole('article').filter({ hasText: orderID })).toContainText('Status: Shipped');
      await context.close();
    });
  });

  test('a customer who opens the admin area is told it is not theirs', async ({ page, request, consoleErrors }) => {
    await useSession(page, await signUpByApi(request));
    await page.goto('/admin');
    await expect(page.getByText('You do not have access to the admin area.')).toBeVisible();
    // The browser logs the server's refusal of admin/me (403), which is this page's whole point; nothing else may be logged.
    const refusal = consoleErrors.findIndex((error) => error.includes('status of 403'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
  });
});
