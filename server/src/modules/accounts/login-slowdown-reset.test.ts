import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { call, createCustomer, latestMailTo, resetTokenFrom, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { LIMIT_MESSAGES } from './accounts.limits';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from './device-cookie';

/**
 * A browser, as far as cookies go: it keeps what Set-Cookie gives it and
 * sends each cookie back only to the paths it was set for.
 */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  readonly ip = uniqueIp();

  constructor(private readonly app: TestApp) {}

  async send(method: 'POST' | 'PUT', url: string, body: unknown): Promise<LightMyRequestResponse> {
    const path = `/api/v1/${url}`;
    const cookie = [...this.cookies]
      .filter(([, c]) => path === c.path || path.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const res = await call(this.app, method, url, { ip: this.ip, body, ...(cookie ? { headers: { cookie } } : {}) });
    const set = res.headers['set-cookie'];
    for (const header of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      this.cookies.set(name, { value: value.join('='), path });
    }
    return res;
  }

  login(email: string, password: string) {
    return this.send('POST', 'users/login', { email, password });
  }
}

describe('the login slowdown during a sustained attack', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-27T09:00:00Z'));
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

  /**
   * Wrong passwords for the account from ever new addresses (so the hard
   * per-address limit never stops them), a few each simulated second: the
   * five-second slot the slowdown leaves to browsers without the device
   * cookie is taken the moment it frees, as by issue 24's 19 a second. Ends
   * with a burst at the present instant, so whoever comes next finds the
   * slot taken.
   */
  async function attack(victim: Pick<TestCustomer, 'email'>, seconds: number) {
    for (let s = 0; s < seconds; s++) {
      for (let i = 0; i < 3; i++) await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: victim.email, password: `guess-${s}-${i}` } });
      clock.advanceSeconds(1);
    }
    for (let i = 0; i < 3; i++) await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: victim.email, password: 'guess-now' } });
  }

  it('lets the owner in from a new browser within a minute by doing what the refusal says: reset the password from the mailed link', async () => {
    const owner = await createCustomer(app);
    await attack(owner, 10);
    const started = clock.now().getTime();

    // The owner, on a browser that never signed in to the account, is slowed down like the attacker.
    const browser = new Browser(app);
    const refused = await browser.login(owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LIMIT_MESSAGES.loginSlowed(retryAfter(refused)).message);
    expect(refused.json().message).toContain(`reset your password with ${MESSAGES.forgotPassword}`);
    await attack(owner, 3);

    // What it says: Forgot Password, the link from the mail, a new password, on this browser.
    const asked = await browser.send('POST', 'user/forgot-password-token', { email: owner.email });
    expect(asked.statusCode).toBe(200);
    // The second mail: the first was the sign-up's code.
    const token = resetTokenFrom(await latestMailTo(app, owner.email, 2));
    await attack(owner, 20);
    const reset = await browser.send('PUT', `user/reset-password/${token}`, { password: 'a brand new password' });
    expect(reset.statusCode, reset.body).toBe(200);
    const cookie = String(reset.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=v1\\.`));
    for (const attribute of ['HttpOnly', 'SameSite=Strict', `Path=${DEVICE_COOKIE_PATH}`]) expect(cookie).toContain(attribute);
    // Not on http (the test app's PUBLIC_URL): the browser would drop it there.
    expect(cookie).not.toContain('Secure');
    await attack(owner, 20);

    const mine = await browser.login(owner.email, 'a brand new password');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.accessToken).toBeDefined();
    expect(clock.now().getTime() - started).toBeLessThan(60_000);

    // The attack goes on: a browser that never reset is still slowed down, even with the right password.
    await attack(owner, 1);
    const other = await new Browser(app).login(owner.email, 'a brand new password');
    expect(other.statusCode).toBe(429);
    expect(other.json().message).toBe(LIMIT_MESSAGES.loginSlowed(retryAfter(other)).message);
    // And the owner's browser stays exempt.
    expect((await browser.login(owner.email, 'a brand new password')).statusCode).toBe(200);
  });

  it("marks the browser for the account whose password was reset only: another account's slowdown still holds it", async () => {
    const mine = await createCustomer(app);
    const theirs = await createCustomer(app);
    const browser = new Browser(app);
    expect((await browser.send('POST', 'user/forgot-password-token', { email: mine.email })).statusCode).toBe(200);
    const token = resetTokenFrom(await latestMailTo(app, mine.email, 2));
    expect((await browser.send('PUT', `user/reset-password/${token}`, { password: 'mine is new now' })).statusCode).toBe(200);

    await attack(theirs, 3);
    const res = await browser.login(theirs.email, theirs.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(LIMIT_MESSAGES.loginSlowed(retryAfter(res)).message);
  });

  it('sets no cookie for a link that opens nothing', async () => {
    const browser = new Browser(app);
    const res = await browser.send('PUT', `user/reset-password/${'x'.repeat(43)}`, { password: 'whatever it is' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
