import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@chitra/contract/errors';
import { call, createCustomer, uniqueIp, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createCoupon } from '../../test/commerce';
import { COUPON_CHECK_LIMITS } from './coupons.routes';

/**
 * Coupon codes are short words a guesser can list: the check's limits must
 * hold whatever else the server is asked (a memory cache of the newest
 * addresses forgot the first after 5,000 others), on every server at once,
 * and for a customer whatever address they come from (docs/security.md).
 */

const MAX = COUPON_CHECK_LIMITS.perIp.max;
const FLOOD = 5_200;

describe('the coupon check limits', () => {
  const clock = testClock(new Date('2026-11-20T10:00:00Z'));
  let app: TestApp;
  /** A second server on the same database, as behind a load balancer. */
  let other: TestApp;
  let code: string;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    other = await createTestApp({ now: clock.now, database: app.database });
    code = (await createCoupon(app)).code;
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  const shopper = async () => {
    const who = await createCustomer(app);
    await addToCart(app, who, (await createProduct(app.database.db, { title: `Dahanu ${who.id}`, price: 400 })).id);
    return who;
  };
  const check = (who: TestCustomer, ip: string, on: TestApp = app) => call(on, 'POST', 'users/check-coupon-discount', { token: who.token, ip, body: { code } });
  const expectRefused = (res: Awaited<ReturnType<typeof check>>) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorResponse.parse(res.json())).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  };

  it(`refuses an address's try past ${MAX} in ten minutes, even after ${FLOOD} tries from other addresses`, { timeout: 300_000 }, async () => {
    const ip = uniqueIp();
    const [guesser, flooder, neighbour] = [await shopper(), await shopper(), await shopper()];
    // The right code among the guesses: the refusal does not depend on the answer.
    for (let i = 0; i < MAX; i++) expect((await check(guesser, ip)).statusCode).toBe(200);
    expectRefused(await check(guesser, ip));

    // Thousands of other addresses (a /16 of them), each counted once.
    for (let i = 0; i < FLOOD; i++) await check(flooder, `10.${(i >> 8) & 255}.${i & 255}.${(i >> 16) + 1}`);

    // A fresh customer on the same address: the address's count is still there.
    expectRefused(await check(neighbour, ip));
    clock.advanceMinutes(10);
    expect((await check(neighbour, ip)).statusCode).toBe(200);
  });

  it(`refuses a customer's try past ${MAX} in ten minutes from any number of addresses`, async () => {
    const guesser = await shopper();
    for (let i = 0; i < MAX; i++) expect((await check(guesser, uniqueIp())).statusCode).toBe(200);
    expectRefused(await check(guesser, uniqueIp()));
  });

  it(`holds across two servers on one database: ${MAX} tries in all, not ${MAX} on each`, async () => {
    const ip = uniqueIp();
    const guesser = await shopper();
    for (let i = 0; i < MAX; i++) expect((await check(guesser, ip, i % 2 === 0 ? app : other)).statusCode).toBe(200);
    expectRefused(await check(guesser, ip, other));
    expectRefused(await check(guesser, ip, app));
    // Another customer from the same address is refused on either server too.
    expectRefused(await check(await shopper(), ip, other));
  });

  it('counts a Buy Now with a code as a try of it, from the same counters; one without a code is not counted', async () => {
    const guesser = await shopper();
    // Buy Now answers whether a code exists just as plainly (404 for an unknown one).
    const buyNow = (body: { code?: string }) => call(app, 'POST', 'users/createPayment', { token: guesser.token, ip: uniqueIp(), body });
    for (let i = 0; i < MAX / 2; i++) expect((await check(guesser, uniqueIp())).statusCode).toBe(200);
    for (let i = 0; i < MAX / 2; i++) expect((await buyNow({ code: `NOSUCH${i}` })).statusCode).toBe(404);
    expectRefused(await buyNow({ code: 'NOSUCHMORE' }));
    expectRefused(await check(guesser, uniqueIp()));
    // Paying without a coupon is never held up by them.
    expect((await buyNow({})).statusCode).toBe(200);
    expect((await buyNow({ code: '' })).statusCode).toBe(200);
  });

  it('counts no request without a session', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAX + 5; i++) {
      expect((await call(app, 'POST', 'users/check-coupon-discount', { ip, body: { code } })).statusCode).toBe(401);
    }
    expect((await check(await shopper(), ip)).statusCode).toBe(200);
  });
});
