import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { ACCOUNT_RATE_LIMITS } from './accounts.routes';

describe('accounts rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('locks an address after ten failed logins, from whatever IPs, and only that address', async () => {
    const victim = await createCustomer(app);
    const bystander = await createCustomer(app);
    const { max } = ACCOUNT_RATE_LIMITS.login.failuresPerAddress;
    for (let i = 0; i < max; i++) {
      const res = await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: victim.email, password: `guess-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    // Even the right password waits now, in any letter case.
    const locked = await call(app, 'POST', 'users/login', {
      ip: uniqueIp(),
      body: { email: victim.email.toUpperCase(), password: victim.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(retryAfter(locked)).toBeGreaterThan(800);
    expect(retryAfter(locked)).toBeLessThanOrEqual(900);

    const other = await call(app, 'POST', 'users/login', {
      ip: bystander.ip,
      body: { email: bystander.email, password: bystander.password },
    });
    expect(other.statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const customer = await createCustomer(app);
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.login.failuresPerAddress.max + 2; i++) {
      const res = await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: customer.email, password: customer.password } });
      expect(res.statusCode).toBe(200);
    }
  });

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
});
