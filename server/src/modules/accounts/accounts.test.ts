import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevMailResponse, EditUserResponse, LoginResponse, MeResponse, MessageResponse, RegisterResponse } from '@chitra/contract/accounts';
import { ErrorResponse } from '@chitra/contract/errors';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { customers, otpCodes, passwordResetTokens, sessions } from '../../db/schema/accounts';
import { call, createCustomer, type CallOptions, latestMailTo, mailsTo, otpFrom, resetTokenFrom, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { ACCOUNT_MESSAGES } from './accounts.service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('accounts: the whole journey', () => {
  let app: TestApp;
  const clock = testClock();
  const logLines: string[] = [];
  /** Every answer except the demo outbox's (which holds the codes by design). */
  const answers: string[] = [];
  /** Every secret the journey handles: none may appear in an answer or a log line. */
  const secrets = new Set<string>();

  const api = async (method: Parameters<typeof call>[1], url: string, options?: CallOptions) => {
    const res = await call(app, method, url, options);
    answers.push(JSON.stringify(res.headers), res.body);
    return res;
  };

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      env: { SHOP_NAME: 'Boisar Photo Studio', PUBLIC_URL: 'https://shop.example.in' },
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => app.close());

  it('registers, verifies, logs in, edits the profile, logs out and resets the password', async () => {
    const email = uniqueEmail('journey');
    const ip = uniqueIp();
    const password = 'first-password-123';
    const newPassword = 'second-password-456';
    secrets.add(password).add(newPassword);

    // Sign-up: 201 and a code in the mail.
    const registered = await api('POST', 'users/register', {
      ip,
      body: { name: '  Asha  Ramesh Patil ', email: `  ${email} `, mobileNo: 9876543210, password },
    });
    expect(registered.statusCode).toBe(201);
    const reg = RegisterResponse.parse(registered.json());
    expect(reg).toEqual({
      success: true,
      message: 'User Registered Successfully',
      data: { _id: expect.any(String), name: 'Asha Ramesh Patil', email },
    });

    // The code goes out by a job, run here by hand.
    await app.jobs.runDue();
    const outbox = await app.inject({ method: 'GET', url: `/api/v1/dev/mail?key=${app.config.devMailKey}&to=${encodeURIComponent(email.toUpperCase())}` });
    expect(outbox.statusCode).toBe(200);
    const mails = DevMailResponse.parse(outbox.json());
    expect(mails).toHaveLength(1);
    const otpMail = mails[0]!;
    expect(otpMail.to).toBe(email);
    expect(otpMail.subject).toBe('Your Boisar Photo Studio verification code');
    const otp = otpFrom(otpMail);
    secrets.add(otp);
    expect(otpMail.html).toContain(`>${otp}</strong>`);
    expect(otpMail.text).toContain('Boisar Photo Studio');
    expect(otpMail.html).toContain('Boisar Photo Studio');
    expect(otpMail.subject).not.toContain(otp);

    // Not verified yet: no token, and no new mail within 90 s of the first.
    const early = await api('POST', 'users/login', { ip, body: { email, password } });
    expect(early.statusCode).toBe(200);
    expect(LoginResponse.parse(early.json()).data).toEqual({
      isOtpVerify: false,
      _id: reg.data._id,
      name: 'Asha Ramesh Patil',
      firstname: 'Asha',
      lastname: 'Ramesh Patil',
      email,
      mobile: '9876543210',
      role: 'customer',
      locale: 'en',
    });
    expect(early.json().data).not.toHaveProperty('accessToken');
    await app.jobs.runDue();
    expect(await mailsTo(app, email)).toHaveLength(1);

    const verified = await api('POST', 'users/otp-verify', { ip, body: { email, otp } });
    expect(verified.statusCode).toBe(200);
    expect(MessageResponse.parse(verified.json()).success).toBe(true);

    // Logged in: a 256-bit opaque token, stored only as its SHA-256.
    const login = await api('POST', 'users/login', { ip, body: { email: email.toUpperCase(), password } });
    expect(login.statusCode).toBe(200);
    const loggedIn = LoginResponse.parse(login.json());
    expect(loggedIn.message).toBe('User Logged In Successfully');
    expect(loggedIn.data.isOtpVerify).toBe(true);
    const token = loggedIn.data.accessToken!;
    secrets.add(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await app.database.db.select().from(sessions).where(eq(sessions.customerId, reg.data._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(token));
    expect(stored[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);

    const me = await api('GET', 'users/me', { ip, token });
    expect(me.statusCode).toBe(200);
    expect(MeResponse.parse(me.json())).toEqual({
      success: true,
      data: { _id: reg.data._id, firstname: 'Asha', lastname: 'Ramesh Patil', email, mobile: '9876543210', locale: 'en' },
    });

    const edited = await api('PUT', 'user/edit-user', {
      ip,
      token,
      body: { firstname: 'Asha R.', lastname: 'Patil', email: email.toUpperCase(), mobile: '+91 91234-56789' },
    });
    expect(edited.statusCode).toBe(200);
    expect(EditUserResponse.parse(edited.json())).toEqual({
      success: true,
      message: 'Profile Updated Successfully!',
      data: { _id: reg.data._id, firstname: 'Asha R.', lastname: 'Patil', email: email.toUpperCase(), mobile: '9123456789', locale: 'en' },
    });

    // A second device, then logout on the first: only that token dies.
    const second = LoginResponse.parse((await api('POST', 'users/login', { ip, body: { email, password } })).json());
    const secondToken = second.data.accessToken!;
    secrets.add(secondToken);
    const logout = await api('POST', 'users/logout', { ip, token });
    expect(logout.statusCode).toBe(200);
    expect((await api('GET', 'users/me', { ip, token })).statusCode).toBe(401);
    expect((await api('POST', 'users/logout', { ip, token })).statusCode).toBe(401);
    expect((await api('GET', 'users/me', { ip, token: secondToken })).statusCode).toBe(200);

    // Forgotten password: the mailed link points at the storefront's reset page.
    const forgot = await api('POST', 'user/forgot-password-token', { ip, body: { email } });
    expect(forgot.statusCode).toBe(200);
    const resetMail = await latestMailTo(app, email, 2);
    expect(resetMail.subject).toBe('Reset your Boisar Photo Studio password');
    const resetToken = resetTokenFrom(resetMail);
    secrets.add(resetToken);
    expect(resetMail.text).toContain(`https://shop.example.in/reset-password/${resetToken}`);
    expect(resetMail.html).toContain(`href="https://shop.example.in/reset-password/${resetToken}"`);
    const [storedReset] = await app.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, reg.data._id));
    expect(storedReset!.tokenHash).toBe(sha256(resetToken));

    const reset = await api('PUT', `user/reset-password/${resetToken}`, { ip, body: { password: newPassword } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password change Successfully!' });

    // Every session of the customer ended with the reset.
    expect((await api('GET', 'users/me', { ip, token: secondToken })).statusCode).toBe(401);
    expect((await api('POST', 'users/login', { ip, body: { email, password } })).statusCode).toBe(401);
    const fresh = await api('POST', 'users/login', { ip, body: { email, password: newPassword } });
    expect(fresh.statusCode).toBe(200);
    const freshToken = LoginResponse.parse(fresh.json()).data.accessToken!;
    secrets.add(freshToken);
    expect((await api('GET', 'users/me', { ip, token: freshToken })).statusCode).toBe(200);

    // The reset link works once.
    const again = await api('PUT', `user/reset-password/${resetToken}`, { ip, body: { password: 'third-password-789' } });
    expect(again.statusCode).toBe(400);
    expect(ErrorResponse.parse(again.json()).message).toBe(ACCOUNT_MESSAGES.resetInvalid);

    // Hashes are secrets too.
    const [row] = await app.database.db.select().from(customers).where(eq(customers.id, reg.data._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    secrets.add(row!.passwordHash);
    for (const s of await app.database.db.select().from(sessions)) secrets.add(s.tokenHash);
    for (const o of await app.database.db.select().from(otpCodes)) secrets.add(o.codeHash);
    for (const r of await app.database.db.select().from(passwordResetTokens)) secrets.add(r.tokenHash);
  });

  it('never puts a password, token, code or hash in an answer or a log line', async () => {
    expect(secrets.size).toBeGreaterThanOrEqual(10);
    expect(answers.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    // The log is not silent about what happened: requests and mails are there.
    expect(logLines.some((l) => l.includes('mail to ') && l.includes('verification code'))).toBe(true);
    expect(logLines.some((l) => l.includes('/reset-password/[redacted]'))).toBe(true);
    for (const secret of secrets) {
      // A 4-digit code is found as a word of its own: inside a millisecond
      // timestamp ("time":1795443430090 holds 3009) or a request id it is no leak.
      const leaked = (text: string) => (/^\d+$/.test(secret) ? new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text) : text.includes(secret));
      // The one place a token belongs: the login answer that issues it.
      for (const answer of answers) expect(leaked(answer.replace(/"accessToken":"[^"]*"/g, '')), secret).toBe(false);
      for (const line of logLines) expect(leaked(line), `${secret} in ${line}`).toBe(false);
    }
  });
});

describe('accounts: rejections', () => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  describe('register', () => {
    it('refuses an address that exists in another letter case with 409 and a message to show', async () => {
      const email = uniqueEmail('dup');
      const body = { name: 'Ravi Kulkarni', email, mobileNo: '9876543210', password: 'password-one' };
      expect((await call(app, 'POST', 'users/register', { ip: uniqueIp(), body })).statusCode).toBe(201);
      const res = await call(app, 'POST', 'users/register', {
        ip: uniqueIp(),
        body: { ...body, email: ` ${email.toUpperCase()}` },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ACCOUNT_MESSAGES.emailTaken, reason: 'account.emailTaken' });
    });

    it('answers malformed bodies with 400 and a message per field', async () => {
      const res = await call(app, 'POST', 'users/register', { ip: uniqueIp(), body: {} });
      expect(res.statusCode).toBe(400);
      const body = ErrorResponse.parse(res.json());
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.errors).toEqual({
        name: 'Name is Required',
        email: 'Email is Required',
        mobileNo: 'Mobile No is Required',
        password: 'Password is Required',
      });

      const bad = await call(app, 'POST', 'users/register', {
        ip: uniqueIp(),
        body: { name: '   ', email: 'not-an-address', mobileNo: 12345, password: 'short' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: 'Name is Required',
        email: 'Email Should be valid',
        mobileNo: 'Mobile No should be a 10-digit Indian mobile number',
        password: 'Password must be at least 8 characters',
      });

      const long = await call(app, 'POST', 'users/register', {
        ip: uniqueIp(),
        body: { name: 'A', email: uniqueEmail(), mobileNo: '9876543210', password: 'x'.repeat(129) },
      });
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().errors)).toEqual(['password']);

      for (const payload of ['[]', '"text"', 'null', '{"name":1}']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/users/register',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('stores the mobile number as 10 digits and ignores fields it does not know (no self-made admins)', async () => {
      const email = uniqueEmail('fields');
      const res = await call(app, 'POST', 'users/register', {
        ip: uniqueIp(),
        body: { name: 'Meera', email, mobileNo: '+91 98765 43210', password: 'password-two', role: 'admin', _id: 'x' },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await app.database.db.select().from(customers).where(eq(customers.email, email));
      expect(row).toMatchObject({ role: 'customer', mobile: '9876543210', firstname: 'Meera', lastname: '' });
      expect(row!.id).not.toBe('x');
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown address alike', async () => {
      const customer = await createCustomer(app);
      const wrong = await call(app, 'POST', 'users/login', {
        ip: customer.ip,
        body: { email: customer.email, password: 'not-the-password' },
      });
      const unknown = await call(app, 'POST', 'users/login', {
        ip: customer.ip,
        body: { email: uniqueEmail('nobody'), password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      const { requestId: _wrongId, ...wrongBody } = wrong.json();
      const { requestId: _unknownId, ...unknownBody } = unknown.json();
      expect(wrongBody).toEqual(unknownBody);
      expect(wrongBody).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Invalid e-mail or password.', reason: 'account.invalidLogin' });
    });

    it('sends an unverified customer a fresh code once the last is 90 s old, never a token', async () => {
      const email = uniqueEmail('unverified');
      const ip = uniqueIp();
      const password = 'password-three';
      await call(app, 'POST', 'users/register', { ip, body: { name: 'Neha', email, mobileNo: '7000000001', password } });
      const first = otpFrom(await latestMailTo(app, email));
      clock.advanceSeconds(91);
      const res = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.isOtpVerify).toBe(false);
      expect(res.json().data.accessToken).toBeUndefined();
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(2);
      const second = otpFrom(await latestMailTo(app, email, 2));
      // Only the newest code counts.
      if (first !== second) {
        expect((await call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp: first } })).statusCode).toBe(400);
      }
      expect((await call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp: second } })).statusCode).toBe(200);
      const login = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
      expect(login.json().data.isOtpVerify).toBe(true);
    });

    it('carries the account\'s language, not the page\'s, and so does the current user (decision 062, "At sign-in")', async () => {
      const email = uniqueEmail('marathi');
      const ip = uniqueIp();
      const password = 'password-marathi';
      // Signed up on a Marathi page: the account's language is Marathi.
      const registered = await call(app, 'POST', 'users/register', {
        ip,
        headers: { [LOCALE_HEADER]: 'mr' },
        body: { name: 'Sayali Joshi', email, mobileNo: '7000000002', password },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      // The code mail is in Marathi (its digits stay Latin: the code is typed into the form).
      const otp = /\b(\d{4})\b/.exec((await latestMailTo(app, email)).text)?.[1] ?? '';
      expect((await call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp } })).statusCode).toBe(200);

      // Signing in from an English page answers the account's language.
      const login = await call(app, 'POST', 'users/login', { ip, headers: { [LOCALE_HEADER]: 'en' }, body: { email, password } });
      expect(login.statusCode, login.body).toBe(200);
      const data = LoginResponse.parse(login.json()).data;
      expect(data).toMatchObject({ isOtpVerify: true, locale: 'mr' });
      const token = data.accessToken!;
      const me = await call(app, 'GET', 'users/me', { ip, token, headers: { [LOCALE_HEADER]: 'hi' } });
      expect(MeResponse.parse(me.json()).data.locale).toBe('mr');

      // A choice made while signed in is the account's from then on.
      expect((await call(app, 'PUT', 'users/locale', { ip, token, body: { locale: 'hi' } })).statusCode).toBe(200);
      expect(MeResponse.parse((await call(app, 'GET', 'users/me', { ip, token })).json()).data.locale).toBe('hi');
      const again = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
      expect(LoginResponse.parse(again.json()).data.locale).toBe('hi');
    });

    it('carries the language to an address not verified yet as well (it gets no token)', async () => {
      const email = uniqueEmail('hindi');
      const ip = uniqueIp();
      const password = 'password-hindi';
      await call(app, 'POST', 'users/register', { ip, headers: { [LOCALE_HEADER]: 'hi' }, body: { name: 'Ravi', email, mobileNo: '7000000003', password } });
      const res = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
      expect(res.statusCode).toBe(200);
      expect(LoginResponse.parse(res.json()).data).toMatchObject({ isOtpVerify: false, locale: 'hi' });
    });

    it('answers a bad body with 400, not 401', async () => {
      const res = await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: 'x@y.in' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: 'Password is Required' });
    });
  });

  describe('signed-in endpoints', () => {
    it('refuse a missing, malformed, unknown or expired token with 401', async () => {
      const customer = await createCustomer(app);
      const headers: Record<string, string>[] = [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer not a token' },
        { authorization: `Basic ${customer.token}` },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { token: 'x'.repeat(43) },
      ];
      for (const h of headers) {
        const res = await call(app, 'GET', 'users/me', { ip: customer.ip, headers: h });
        expect(res.statusCode, JSON.stringify(h)).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
      // The legacy header works as well as the bearer one.
      const legacy = await call(app, 'GET', 'users/me', { ip: customer.ip, headers: { token: customer.token } });
      expect(legacy.statusCode).toBe(200);

      clock.advanceMinutes(30 * 24 * 60 + 1);
      expect((await call(app, 'GET', 'users/me', { ip: customer.ip, token: customer.token })).statusCode).toBe(401);
    });

    it('check the token before the body', async () => {
      const res = await call(app, 'PUT', 'user/edit-user', { ip: uniqueIp(), body: { firstname: '' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('edit-user', () => {
    it('changes only the signed-in customer, whatever the body says', async () => {
      const me = await createCustomer(app, { name: 'Kiran Joshi' });
      const other = await createCustomer(app, { name: 'Sunil Rao' });
      const res = await call(app, 'PUT', 'user/edit-user', {
        ip: me.ip,
        token: me.token,
        body: { _id: other.id, id: other.id, firstname: 'Kiran', lastname: 'J', email: me.email, mobile: 8888888888 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: me.id, firstname: 'Kiran', mobile: '8888888888' });
      const them = await call(app, 'GET', 'users/me', { ip: other.ip, token: other.token });
      expect(them.json().data).toMatchObject({ _id: other.id, firstname: 'Sunil', lastname: 'Rao', mobile: '9876543210' });
    });

    it("refuses another customer's address in any case with 409", async () => {
      const me = await createCustomer(app);
      const other = await createCustomer(app);
      const res = await call(app, 'PUT', 'user/edit-user', {
        ip: me.ip,
        token: me.token,
        body: { firstname: 'A', lastname: 'B', email: other.email.toUpperCase(), mobile: '9876543210', currentPassword: me.password },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ACCOUNT_MESSAGES.emailTakenOnProfile });
    });

    it('answers a bad body with per-field errors', async () => {
      const me = await createCustomer(app);
      const res = await call(app, 'PUT', 'user/edit-user', {
        ip: me.ip,
        token: me.token,
        body: { firstname: ' ', email: 'nope', mobile: -5 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        firstname: 'First Name is Required',
        lastname: 'Last Name is Required',
        email: 'Email Should be valid',
        mobile: 'Mobile No should be a 10-digit Indian mobile number',
      });
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown addresses and mails nothing', async () => {
      const known = await createCustomer(app);
      const unknownEmail = uniqueEmail('ghost');
      const a = await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email: known.email } });
      const b = await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email: unknownEmail } });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json()).toEqual(b.json());
      await latestMailTo(app, known.email, 2);
      expect(await mailsTo(app, unknownEmail)).toEqual([]);
    });

    it('refuses an expired link, a made-up one and a short password', async () => {
      const me = await createCustomer(app);
      await call(app, 'POST', 'user/forgot-password-token', { ip: me.ip, body: { email: me.email } });
      const token = resetTokenFrom(await latestMailTo(app, me.email, 2));

      const short = await call(app, 'PUT', `user/reset-password/${token}`, { ip: me.ip, body: { password: 'short' } });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });

      const madeUp = await call(app, 'PUT', `user/reset-password/${'a'.repeat(43)}`, {
        ip: me.ip,
        body: { password: 'a-new-password' },
      });
      expect(madeUp.statusCode).toBe(400);
      const garbage = await call(app, 'PUT', 'user/reset-password/%E2%9C%93', { ip: me.ip, body: { password: 'a-new-password' } });
      expect(garbage.statusCode).toBe(400);

      clock.advanceMinutes(31);
      const expired = await call(app, 'PUT', `user/reset-password/${token}`, { ip: me.ip, body: { password: 'a-new-password' } });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
      // Still signed in, old password still good.
      expect((await call(app, 'GET', 'users/me', { ip: me.ip, token: me.token })).statusCode).toBe(200);
    });

    it('verifies the address of an unverified account, since the link proved the mailbox', async () => {
      const email = uniqueEmail('squatted');
      const ip = uniqueIp();
      await call(app, 'POST', 'users/register', {
        ip,
        body: { name: 'Someone Else', email, mobileNo: '9000000000', password: 'squatter-password' },
      });
      await app.jobs.runDue(); // the sign-up's code goes first
      await call(app, 'POST', 'user/forgot-password-token', { ip, body: { email } });
      const token = resetTokenFrom(await latestMailTo(app, email, 2));
      expect((await call(app, 'PUT', `user/reset-password/${token}`, { ip, body: { password: 'owner-password' } })).statusCode).toBe(200);
      const login = await call(app, 'POST', 'users/login', { ip, body: { email, password: 'owner-password' } });
      expect(login.json().data.isOtpVerify).toBe(true);
    });

    it('takes any live link once, and using one retires the others', async () => {
      const me = await createCustomer(app);
      await call(app, 'POST', 'user/forgot-password-token', { ip: me.ip, body: { email: me.email } });
      const first = resetTokenFrom(await latestMailTo(app, me.email, 2));
      await call(app, 'POST', 'user/forgot-password-token', { ip: me.ip, body: { email: me.email } });
      const second = resetTokenFrom(await latestMailTo(app, me.email, 3));
      expect(first).not.toBe(second);
      expect((await call(app, 'PUT', `user/reset-password/${first}`, { ip: me.ip, body: { password: 'newer-password' } })).statusCode).toBe(200);
      expect((await call(app, 'PUT', `user/reset-password/${second}`, { ip: me.ip, body: { password: 'newest-password' } })).statusCode).toBe(400);
    });
  });

  describe('dev/mail', () => {
    it('lists the outbox newest first, filtered by address in any case', async () => {
      const me = await createCustomer(app);
      await call(app, 'POST', 'user/forgot-password-token', { ip: me.ip, body: { email: me.email } });
      await latestMailTo(app, me.email, 2);
      const res = await app.inject({ method: 'GET', url: `/api/v1/dev/mail?key=${app.config.devMailKey}&to=${encodeURIComponent(me.email.toUpperCase())}` });
      const mails = DevMailResponse.parse(res.json());
      expect(mails.map((m) => m.subject)).toEqual(['Reset your Chitra Studio password', 'Your Chitra Studio verification code']);
      expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
      expect(res.headers['cache-control']).toBe('no-store');
      // Never everybody's mail: even with the key, the address is required.
      const all = await app.inject({ method: 'GET', url: `/api/v1/dev/mail?key=${app.config.devMailKey}` });
      expect(all.statusCode).toBe(400);
      expect(all.json().errors).toEqual({ to: 'to is a required field' });
    });
  });

  describe('OpenAPI', () => {
    it('documents every accounts endpoint', async () => {
      const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      for (const [path, method] of [
        ['/api/v1/users/register', 'post'],
        ['/api/v1/users/login', 'post'],
        ['/api/v1/users/otp-verify', 'post'],
        ['/api/v1/users/resend-otp', 'post'],
        ['/api/v1/users/logout', 'post'],
        ['/api/v1/users/me', 'get'],
        ['/api/v1/user/forgot-password-token', 'post'],
        ['/api/v1/user/reset-password/{token}', 'put'],
        ['/api/v1/user/edit-user', 'put'],
      ] as const) {
        expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    });
  });
});

describe('accounts: when the database fails', () => {
  it('answers 500 and logs the failure without the query parameters (hashes, mail bodies)', async () => {
    const lines: string[] = [];
    const app = await createTestApp({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    const token = 'A'.repeat(43);
    await app.database.close();
    const register = await call(app, 'POST', 'users/register', {
      ip: uniqueIp(),
      body: { name: 'No Database', email: uniqueEmail('nodb'), mobileNo: '9876543210', password: 'a-secret-password' },
    });
    expect(register.statusCode).toBe(500);
    const me = await call(app, 'GET', 'users/me', { token });
    expect(me.statusCode).toBe(500);
    const errorLines = lines.filter((line) => line.includes('"level":50'));
    expect(errorLines.length).toBe(2);
    for (const line of lines) {
      expect(line).not.toContain('$argon2id$');
      expect(line).not.toContain('params');
      expect(line).not.toContain(sha256(token));
      expect(line).not.toContain('a-secret-password');
    }
    // The session lookup failed inside a query: reported with the SQL text only.
    expect(errorLines[1]).toContain('DatabaseQueryError');
    expect(errorLines[1]).toContain('from \\"sessions\\"');
    app.database.close = async () => {};
    await app.close();
  });
});
