import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditUserResponse, SessionsResponse } from '@chitra/contract/accounts';
import { call, createCustomer, latestMailTo, mailsTo, otpFrom, resetTokenFrom, type TestCustomer, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { ACCOUNT_RATE_LIMITS, LIMIT_MESSAGES } from './accounts.limits';
import { ACCOUNT_MESSAGES } from './accounts.service';

describe('changing the e-mail address: a stolen token alone cannot take the account', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-24T10:00:00Z'));
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://shop.example.in' } });
  });
  afterAll(() => app.close());

  const edit = (who: TestCustomer, body: Record<string, unknown>) =>
    call(app, 'PUT', 'user/edit-user', { token: who.token, ip: who.ip, body: { firstname: 'Asha', lastname: 'Patil', mobile: who.mobile, ...body } });
  const login = (email: string, password: string) => call(app, 'POST', 'users/login', { body: { email, password } });

  it('needs the current password, and refuses a wrong one, changing nothing', async () => {
    const me = await createCustomer(app);
    const newEmail = uniqueEmail('moved');
    const missing = await edit(me, { email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.currentPasswordRequired,
      errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired },
    });
    const wrong = await edit(me, { email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    const me2 = await call(app, 'GET', 'users/me', { token: me.token });
    expect(me2.json().data).toEqual({ _id: me.id, firstname: 'Asha', lastname: 'Patil', email: me.email, mobile: me.mobile, locale: 'en' });
    expect(await mailsTo(app, newEmail)).toEqual([]);
  });

  it('keeps the old address for login until the new one is confirmed with its code; both addresses are told', async () => {
    const me = await createCustomer(app);
    const newEmail = uniqueEmail('moved');
    const res = await edit(me, { email: newEmail, currentPassword: me.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(EditUserResponse.parse(res.json()).data).toMatchObject({ email: me.email, pendingEmail: newEmail });

    // The old address hears of it at once, with the way to stop it.
    const warning = await latestMailTo(app, me.email, 2);
    expect(warning.subject).toBe('Your Chitra Studio e-mail address is being changed');
    expect(warning.text).toContain(newEmail);
    expect(warning.text).toContain('https://shop.example.in/forgot-password');
    // The new address gets a code, worded for a change.
    const codeMail = await latestMailTo(app, newEmail);
    expect(codeMail.text).toContain('Enter it on your profile');

    // Until then: the old address logs in, the new one does not.
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    expect((await login(newEmail, me.password)).statusCode).toBe(401);

    const confirmed = await call(app, 'POST', 'users/otp-verify', { body: { email: newEmail, otp: otpFrom(codeMail) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(ACCOUNT_MESSAGES.emailChangeConfirmed);
    expect((await call(app, 'GET', 'users/me', { token: me.token })).json().data).toEqual({
      _id: me.id,
      firstname: 'Asha',
      lastname: 'Patil',
      email: newEmail,
      mobile: me.mobile,
      locale: 'en',
    });
    expect((await login(newEmail, me.password)).statusCode).toBe(200);
    expect((await login(me.email, me.password)).statusCode).toBe(401);
    const told = await latestMailTo(app, me.email, 3);
    expect(told.subject).toBe('Your Chitra Studio e-mail address was changed');
  });

  it('a new password set from the old mailbox stops the change', async () => {
    const me = await createCustomer(app);
    const thief = uniqueEmail('thief');
    expect((await edit(me, { email: thief, currentPassword: me.password })).statusCode).toBe(200);
    const code = otpFrom(await latestMailTo(app, thief));
    await call(app, 'POST', 'user/forgot-password-token', { body: { email: me.email } });
    const token = resetTokenFrom(await latestMailTo(app, me.email, 3));
    expect((await call(app, 'PUT', `user/reset-password/${token}`, { body: { password: 'a-brand-new-pass' } })).statusCode).toBe(200);
    const late = await call(app, 'POST', 'users/otp-verify', { body: { email: thief, otp: code } });
    expect(late.statusCode).toBe(400);
    expect((await login(me.email, 'a-brand-new-pass')).statusCode).toBe(200);
  });

  it('needs no password for names, the mobile number or the letter case of the same address', async () => {
    const me = await createCustomer(app);
    const res = await edit(me, { firstname: 'Asha R.', email: me.email.toUpperCase(), mobile: '9123456789' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstname: 'Asha R.', email: me.email.toUpperCase(), mobile: '9123456789' });
    expect(res.json().data).not.toHaveProperty('pendingEmail');
  });

  it('counts e-mail change attempts per account: five a day, wrong passwords included', async () => {
    const me = await createCustomer(app);
    const { max } = ACCOUNT_RATE_LIMITS.emailChange.perAccount;
    for (let i = 0; i < max; i++) expect((await edit(me, { email: uniqueEmail('try'), currentPassword: `guess-${i}` })).statusCode).toBe(400);
    const refused = await edit(me, { email: uniqueEmail('try'), currentPassword: me.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LIMIT_MESSAGES.emailChanges(Number(refused.headers['retry-after'])).message);
    clock.advanceMinutes(24 * 60);
    expect((await edit(me, { email: uniqueEmail('try'), currentPassword: me.password })).statusCode).toBe(200);
  });

  it("still answers 409 for another customer's address, after the password", async () => {
    const me = await createCustomer(app);
    const other = await createCustomer(app);
    expect((await edit(me, { email: other.email, currentPassword: me.password })).statusCode).toBe(409);
  });
});

describe('signed-in devices', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  it("lists the customer's own sessions with where they began, and 'Sign out everywhere' ends them all", async () => {
    const me = await createCustomer(app);
    const other = await createCustomer(app);
    const phone = await call(app, 'POST', 'users/login', {
      ip: '203.0.113.9',
      headers: { 'user-agent': ANDROID },
      body: { email: me.email, password: me.password },
    });
    const phoneToken = phone.json().data.accessToken as string;

    const list = await call(app, 'GET', 'users/sessions', { token: phoneToken });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const { data } = SessionsResponse.parse(list.json());
    expect(data.count).toBe(2);
    expect(data.sessions[0]).toMatchObject({ current: true, device: 'Chrome 131 on Android 14', ip: '203.0.113.9' });
    expect(data.sessions[1]).toMatchObject({ current: false });

    const ended = await call(app, 'DELETE', 'users/sessions', { token: me.token });
    expect(ended.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.sessionsEnded });
    for (const token of [me.token, phoneToken]) expect((await call(app, 'GET', 'users/me', { token })).statusCode).toBe(401);
    // Another customer's sessions are theirs alone.
    expect((await call(app, 'GET', 'users/me', { token: other.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'users/sessions')).statusCode).toBe(401);
  });
});
