import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '@chitra/contract/cart';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { VerifyPaymentResponse } from '@chitra/contract/payments';
import { couponRedemptions, coupons, orders, payments } from '../../db/schema/commerce';
import { call, createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createCoupon, payAtGateway } from '../../test/commerce';

/**
 * Issue 26 (decision 039): the payment-failed page says the cart is kept for
 * another try, and the coupon applied to it is kept too. The server keeps it
 * on the cart and GET users/getcart answers it, checked again as a new apply
 * would be; a released hold never counts as a use, and a coupon's limits hold
 * on every path.
 */
describe('the coupon kept on the cart', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-27T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' } });
  });
  afterAll(() => app.close());

  // Each call from an address of its own: the per-address ceilings are not what these tests are about.
  const ask = (method: 'GET' | 'POST' | 'DELETE', path: string, who: TestCustomer, body?: unknown) =>
    call(app, method, path, { token: who.token, ip: uniqueIp(), ...(body === undefined ? {} : { body }) });
  const cart = async (who: TestCustomer) => {
    const res = await ask('GET', 'users/getcart', who);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = CartResponse.parse(res.json()).data;
    if (!first) throw new Error('no cart');
    return first;
  };
  const apply = (who: TestCustomer, code: string) => ask('POST', 'users/check-coupon-discount', who, { code });
  const buyNow = (who: TestCustomer, code?: string) => ask('POST', 'users/createPayment', who, code === undefined ? {} : { code });
  const opened = async (who: TestCustomer, code?: string) => {
    const res = await buyNow(who, code);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; amount: number; receipt: string };
  };
  const verify = async (who: TestCustomer, data: Record<string, unknown>) => {
    const res = await ask('POST', 'users/verifypayment', who, { data });
    expect(res.statusCode, res.body).toBe(200);
    return VerifyPaymentResponse.parse(res.json()).data;
  };
  /** 'Fail payment' in the simulated checkout, then the checkout closed: the browser verifies with no answer. */
  const failAtGateway = async (who: TestCustomer, payment: { id: string; receipt: string }) => {
    await payAtGateway(app, payment.id, 'fail');
    expect((await verify(who, { transactionID: payment.receipt, orderID: payment.id })).status).toBe('failed');
  };
  const pay = async (who: TestCustomer, payment: { id: string }) => {
    const razerPay = await payAtGateway(app, payment.id);
    return verify(who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
  };
  const usesOf = async (couponId: string) =>
    (await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))).filter((r) => r.releasedAt === null);
  const customerWithPicture = async (name: string, price = 400) => {
    const who = await createCustomer(app, { name });
    await addToCart(app, who, (await createProduct(db(), { title: `${name}'s picture`, price })).id);
    return who;
  };

  it('is still applied after a failed payment, with the discounted total, and a single-use coupon is still used once only', async () => {
    const once = await createCoupon(app, { kind: 'percent', value: 10, maxUses: 1, maxUsesPerCustomer: 1 });
    const asha = await customerWithPicture('Asha Patil');
    expect((await apply(asha, once.code.toLowerCase())).statusCode).toBe(200);
    expect((await cart(asha)).coupon).toEqual({ code: once.code, discountAmount: 40, payable: 360 });

    const first = await opened(asha, once.code);
    expect(first.amount).toBe(36000);
    await failAtGateway(asha, first);
    expect(await usesOf(once.id)).toHaveLength(0);

    // Back on the cart: the coupon is still applied, priced by the server.
    const back = await cart(asha);
    expect(back.totalsalePrice).toBe(400);
    expect(back.coupon).toEqual({ code: once.code, discountAmount: 40, payable: 360 });

    // The second try takes it: one use, and the cart no longer keeps it.
    const second = await opened(asha, back.coupon?.code);
    expect(second.amount).toBe(36000);
    expect((await pay(asha, second)).status).toBe('success');
    expect(await usesOf(once.id)).toHaveLength(1);
    expect((await cart(asha)).coupon).toBeUndefined();

    // Used once is used: applied again, on a Buy Now, or by the first payment captured late.
    await addToCart(app, asha, (await createProduct(db(), { title: 'Another of Asha', price: 400 })).id);
    expect((await apply(asha, once.code)).json().message).toBe(COUPON_MESSAGES.usedByYou);
    expect((await buyNow(asha, once.code)).json().message).toBe(COUPON_MESSAGES.usedByYou);
    expect((await cart(asha)).coupon).toBeUndefined();
    expect((await pay(asha, first)).status).toBe('failed');
    expect((await db().select().from(payments).where(eq(payments.gatewayOrderId, first.id)))[0]?.state).toBe('declined');
    expect(await usesOf(once.id)).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.customerId, asha.id))).toHaveLength(1);
  });

  it('says why when it became invalid meanwhile (withdrawn, used up), charges without it, and can be removed', async () => {
    const coupon = await createCoupon(app, { kind: 'fixed', value: 5000 });
    const ravi = await customerWithPicture('Ravi Kale');
    expect((await apply(ravi, coupon.code)).statusCode).toBe(200);
    await failAtGateway(ravi, await opened(ravi, coupon.code));

    await db().update(coupons).set({ disabledAt: clock.now() }).where(eq(coupons.id, coupon.id));
    expect((await cart(ravi)).coupon).toEqual({ code: coupon.code, discountAmount: 0, payable: 400, message: COUPON_MESSAGES.withdrawn });
    expect((await buyNow(ravi, coupon.code)).json().message).toBe(COUPON_MESSAGES.withdrawn);
    expect((await opened(ravi)).amount).toBe(40000);

    const removed = await ask('DELETE', 'users/removecoupon', ravi);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: COUPON_MESSAGES.removed });
    expect((await cart(ravi)).coupon).toBeUndefined();
    expect((await call(app, 'DELETE', 'users/removecoupon')).statusCode).toBe(401);

    // Used up by someone else meanwhile.
    const last = await createCoupon(app, { maxUses: 1 });
    const meera = await customerWithPicture('Meera Joshi');
    const kiran = await customerWithPicture('Kiran Rao');
    expect((await apply(meera, last.code)).statusCode).toBe(200);
    await failAtGateway(meera, await opened(meera, last.code));
    expect((await pay(kiran, await opened(kiran, last.code))).status).toBe('success');
    expect((await cart(meera)).coupon).toMatchObject({ code: last.code, discountAmount: 0, message: COUPON_MESSAGES.usedUp });
  });

  it("is each customer's own, and an order takes off only the coupon it used (another tab may have applied another)", async () => {
    const ten = await createCoupon(app);
    const twenty = await createCoupon(app, { value: 20 });
    const asha = await customerWithPicture('Asha Again');
    const ravi = await customerWithPicture('Ravi Again');
    expect((await apply(asha, ten.code)).statusCode).toBe(200);
    expect((await apply(ravi, twenty.code)).statusCode).toBe(200);
    expect((await ask('DELETE', 'users/removecoupon', ravi)).statusCode).toBe(200);
    expect((await cart(asha)).coupon?.code).toBe(ten.code);
    expect((await cart(ravi)).coupon).toBeUndefined();

    // Asha's first tab opens a payment with TEN; her second tab applies TWENTY; the first tab's payment is paid.
    const payment = await opened(asha, ten.code);
    expect((await apply(asha, twenty.code)).statusCode).toBe(200);
    expect((await pay(asha, payment)).status).toBe('success');
    await addToCart(app, asha, (await createProduct(db(), { title: 'Asha once more', price: 400 })).id);
    expect((await cart(asha)).coupon).toEqual({ code: twenty.code, discountAmount: 80, payable: 320 });
  });
});
