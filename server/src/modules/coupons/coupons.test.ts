import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, buy, createCoupon } from '../../test/commerce';
import { discountFor, seedDemoCoupons } from './coupons.service';

describe('coupon rules', () => {
  it('fixed or percent with a cap, rounded down to whole paise, never below ₹1 payable', () => {
    expect(discountFor({ kind: 'fixed', value: 5000, maxDiscountPaise: null }, 30000)).toBe(5000);
    expect(discountFor({ kind: 'percent', value: 10, maxDiscountPaise: null }, 99999)).toBe(9999);
    expect(discountFor({ kind: 'percent', value: 50, maxDiscountPaise: 10000 }, 100000)).toBe(10000);
    expect(discountFor({ kind: 'fixed', value: 5000, maxDiscountPaise: null }, 4000)).toBe(3900);
    expect(discountFor({ kind: 'percent', value: 100, maxDiscountPaise: null }, 25000)).toBe(24900);
  });
});

describe('POST users/check-coupon-discount', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-20T10:00:00Z'));
  let asha: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await seedDemoCoupons(app.database.db);
    await seedDemoCoupons(app.database.db); // twice: changes nothing
    asha = await createCustomer(app);
    await addToCart(app, asha, (await createProduct(app.database.db, { title: 'Ghats in mist', price: 199.99, salePrice: 150 })).id);
  });
  afterAll(() => app.close());

  const check = (code: unknown, who = asha) => call(app, 'POST', 'users/check-coupon-discount', { token: who.token, body: { code } });

  it('DEMO10 takes 10 % off the cart, whatever the letter case', async () => {
    const res = await check('demo10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ code: 'DEMO10', discountAmount: 15, payable: 135 });
  });

  it('FLAT50 needs ₹200, and says so', async () => {
    const res = await check('FLAT50');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `${COUPON_MESSAGES.minimumNotMet} ₹200.`, reason: 'coupon.minimumNotMetAt', values: { rupees: 200 } });
    await addToCart(app, asha, (await createProduct(app.database.db, { title: 'Konkan rain', price: 60 })).id);
    const ok = await check('FLAT50');
    expect(ok.json().data).toEqual({ code: 'FLAT50', discountAmount: 50, payable: 160 });
  });

  it('says exactly why: unknown, not yet valid, expired', async () => {
    expect((await check('NOPE')).json()).toMatchObject({ message: COUPON_MESSAGES.unknown });
    expect((await check('NOPE')).statusCode).toBe(404);
    const future = await createCoupon(app, { startsAt: new Date('2026-12-01T00:00:00Z') });
    const past = await createCoupon(app, { endsAt: new Date('2026-11-01T00:00:00Z') });
    expect((await check(future.code)).json().message).toBe(COUPON_MESSAGES.notYetValid);
    expect((await check(past.code)).json().message).toBe(COUPON_MESSAGES.expired);
    clock.advanceMinutes(11 * 24 * 60);
    expect((await check(future.code)).statusCode).toBe(200);
    clock.advanceMinutes(-11 * 24 * 60);
  });

  it('used up, in all and by this customer', async () => {
    const once = await createCoupon(app, { maxUses: 1 });
    const mine = await createCoupon(app, { maxUsesPerCustomer: 1 });
    const ravi = await createCustomer(app, { name: 'Ravi Kale' });
    await addToCart(app, ravi, (await createProduct(app.database.db, { title: 'Fort at dusk', price: 500 })).id);
    expect((await buy(app, ravi, once.code)).result.status).toBe('success');
    const usedUp = await check(once.code);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe(COUPON_MESSAGES.usedUp);

    await addToCart(app, ravi, (await createProduct(app.database.db, { title: 'Fort at dawn', price: 500 })).id);
    expect((await buy(app, ravi, mine.code)).result.status).toBe('success');
    await addToCart(app, ravi, (await createProduct(app.database.db, { title: 'Fort at noon', price: 500 })).id);
    expect((await check(mine.code, ravi)).json().message).toBe(COUPON_MESSAGES.usedByYou);
    expect((await check(mine.code)).statusCode).toBe(200);
  });

  it('refuses a blank or hostile code with 400, never 500', async () => {
    for (const code of ['', '   ', 'a\u0000b', 'x'.repeat(5000), 42, null]) {
      const res = await check(code);
      expect(res.statusCode, String(code)).toBe(400);
    }
  });

  it('answers 400 for an empty cart', async () => {
    const empty = await createCustomer(app, { name: 'Nobody Buys' });
    expect((await check('DEMO10', empty)).json().message).toBe(COUPON_MESSAGES.emptyCart);
  });
});
