import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { call, createCustomer, type TestCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { ACCOUNT_RATE_LIMITS, LIMIT_MESSAGES } from './accounts.limits';
import { DEVICE_COOKIE } from './device-cookie';

describe('accounts limits', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-24T10:00:00Z'));
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
  const login = (who: Pick<TestCustomer, 'email'>, password: string, ip: string, cookie?: string) =>
    call(app, 'POST', 'users/login', { ip, body: { email: who.email, password }, ...(cookie ? { headers: { cookie } } : {}) });
  /** The device cookie a successful login sets (what the browser sends back next time). */
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = String(res.headers['set-cookie'] ?? '');
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=v1\\.`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/v1/users/login');
    return header.split(';')[0]!;
  };

  describe('login', () => {
    const { failuresPerAccountAndIp, untrustedPace } = ACCOUNT_RATE_LIMITS.login;

    it('checks at most ten of fifty wrong passwords sent at once from one address; the rest are refused unchecked', async () => {
      const victim = await createCustomer(app);
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(victim, `guess-${i}`, ip)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(failuresPerAccountAndIp.max);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      // From that address even the right password waits now; the message says why.
      const locked = await login(victim, victim.password, ip);
      expect(locked.statusCode).toBe(429);
      const refusal = LIMIT_MESSAGES.loginFailures(retryAfter(locked));
      // The English, and the reason and values the web says it with in another language (contract/error-reasons.ts).
      expect(locked.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: refusal.message,
        reason: 'limit.loginFailures',
        values: refusal.values,
      });
      expect(retryAfter(locked)).toBeGreaterThan(800);
      expect(retryAfter(locked)).toBeLessThanOrEqual(900);
    });

    it('never counts a right password against the account', async () => {
      const customer = await createCustomer(app);
      for (let i = 0; i < failuresPerAccountAndIp.max + 2; i++) {
        expect((await login(customer, customer.password, customer.ip)).statusCode).toBe(200);
      }
      // Nine wrong, then right, then wrong again: still checked, never refused.
      for (let i = 0; i < failuresPerAccountAndIp.max - 1; i++) expect((await login(customer, 'wrong', customer.ip)).statusCode).toBe(401);
      expect((await login(customer, customer.password, customer.ip)).statusCode).toBe(200);
      expect((await login(customer, 'wrong', customer.ip)).statusCode).toBe(401);
    });

    it("an attacker's failures from other addresses never stop the owner on their own device, and only slow strangers down", async () => {
      const owner = await createCustomer(app);
      // The owner signed in on this browser before: it holds the device cookie.
      const cookie = deviceCookieOf(await login(owner, owner.password, owner.ip));

      // Forty wrong passwords from four other addresses (the account-wide slowdown starts after ten).
      const attackerIps = [uniqueIp(), uniqueIp(), uniqueIp(), uniqueIp()];
      const statuses: number[] = [];
      for (const ip of attackerIps) for (let i = 0; i < 10; i++) statuses.push((await login(owner, `guess-${ip}-${i}`, ip)).statusCode);
      // Ten checked freely, one more in the five-second slot, the rest refused unchecked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(11);
      expect(statuses.filter((s) => s === 429)).toHaveLength(29);
      const slowed = await login(owner, 'guess-again', uniqueIp());
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(LIMIT_MESSAGES.loginSlowed(retryAfter(slowed)).message);
      expect(retryAfter(slowed)).toBeLessThanOrEqual(untrustedPace.windowMs / 1000);

      // The owner's browser is not slowed at all.
      const mine = await login(owner, owner.password, owner.ip, cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.accessToken).toBeDefined();

      // On a new browser the owner waits a few seconds at most, then gets in.
      const fresh = await login(owner, owner.password, owner.ip);
      expect(fresh.statusCode).toBe(429);
      clock.advanceSeconds(retryAfter(fresh));
      expect((await login(owner, owner.password, owner.ip)).statusCode).toBe(200);
    });

    it('trusts a device cookie only for the account it was issued to, and never a forged one', async () => {
      const owner = await createCustomer(app);
      const other = await createCustomer(app);
      const cookie = deviceCookieOf(await login(other, other.password, other.ip));
      for (let i = 0; i < 11; i++) await login(owner, `guess-${i}`, uniqueIp());
      // Other's cookie, or a tampered one, does not exempt a stranger from the owner's slowdown.
      const forged = `${cookie.slice(0, -4)}AAAA`;
      for (const sent of [cookie, forged, `${DEVICE_COOKIE}=v1.99999999999.x.y`]) {
        expect((await login(owner, 'still-guessing', uniqueIp(), sent)).statusCode, sent).toBe(429);
      }
    });

    it('counts the same account across every server on the database', async () => {
      const victim = await createCustomer(app);
      const ip = uniqueIp();
      const config = testConfig();
      const second = await buildApp({ config, database: app.database, logger: false, now: clock.now });
      try {
        await second.ready();
        for (let i = 0; i < failuresPerAccountAndIp.max; i++) {
          const server = i % 2 === 0 ? app : second;
          const res = await server.inject({
            method: 'POST',
            url: '/api/v1/users/login',
            remoteAddress: ip,
            payload: { email: victim.email, password: `g${i}` },
          });
          expect(res.statusCode).toBe(401);
        }
        const res = await second.inject({ method: 'POST', url: '/api/v1/users/login', remoteAddress: ip, payload: { email: victim.email, password: 'g' } });
        expect(res.statusCode).toBe(429);
      } finally {
        await second.close();
        config.cleanup();
      }
    });
  });

  it("a flood of 5,000 other addresses leaves the victim's forgot-password limit as it was", async () => {
    const email = uniqueEmail('victim');
    const { perAddress, perIp } = ACCOUNT_RATE_LIMITS.forgotPassword;
    for (let i = 0; i < perAddress.max; i++) {
      expect((await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } })).statusCode).toBe(200);
    }
    expect((await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } })).statusCode).toBe(429);
    let ip = uniqueIp();
    for (let i = 0; i < 5000; i++) {
      if (i % perIp.max === 0) ip = uniqueIp();
      const res = await call(app, 'POST', 'user/forgot-password-token', { ip, body: { email: `junk.${i}@flood.example` } });
      expect(res.statusCode).toBe(200);
    }
    const after = await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } });
    expect(after.statusCode).toBe(429);
  }, 180_000);

  it('limits forgot-password per IP and per address, the same for unknown addresses', async () => {
    const ip = uniqueIp();
    const { max } = ACCOUNT_RATE_LIMITS.forgotPassword.perIp;
    for (let i = 0; i < max; i++) {
      const res = await call(app, 'POST', 'user/forgot-password-token', { ip, body: { email: uniqueEmail('many') } });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await call(app, 'POST', 'user/forgot-password-token', { ip, body: { email: uniqueEmail('many') } });
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);

    const email = uniqueEmail('one-address');
    const perAddress = ACCOUNT_RATE_LIMITS.forgotPassword.perAddress.max;
    for (let i = 0; i < perAddress; i++) {
      expect((await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } })).statusCode).toBe(200);
    }
    const again = await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } });
    expect(again.statusCode).toBe(429);
    expect(retryAfter(again)).toBeGreaterThan(3000);
  });

  it('limits OTP checks per address', async () => {
    const email = uniqueEmail('otp-limit');
    const { max } = ACCOUNT_RATE_LIMITS.otpVerify.perAddress;
    for (let i = 0; i < max; i++) {
      const res = await call(app, 'POST', 'users/otp-verify', { ip: uniqueIp(), body: { email, otp: '1234' } });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await call(app, 'POST', 'users/otp-verify', { ip: uniqueIp(), body: { email, otp: '1234' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits sign-ups per address', async () => {
    const email = uniqueEmail('signup-limit');
    const body = { name: 'Repeat', email, mobileNo: '9876543210', password: 'password-123' };
    const statuses = [];
    for (let i = 0; i <= ACCOUNT_RATE_LIMITS.register.perAddress.max; i++) {
      statuses.push((await call(app, 'POST', 'users/register', { ip: uniqueIp(), body })).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('forgets counters whose window ended, in the hourly sweep', async () => {
    const email = uniqueEmail('sweep');
    await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } });
    const before = await app.limits.counters.sweep(clock.now());
    clock.advanceMinutes(3 * 60);
    const swept = await app.limits.counters.sweep(clock.now());
    expect(swept).toBeGreaterThan(before);
    expect(await app.limits.counters.sweep(clock.now())).toBe(0);
  });
});
