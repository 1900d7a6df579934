import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { customers, otpCodes } from '../../db/schema/accounts';
import { hashCode } from '../../platform/auth/tokens';
import { call, latestMailTo, mailsTo, otpFrom, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { OTP_MAX_ATTEMPTS, OTP_SIGNUP_MAX_TRIES } from './accounts.codes';
import { ACCOUNT_MESSAGES } from './accounts.service';
import { SIGNUP_EXPIRY_DAYS, sweepSpentAccountRows } from './housekeeping';

describe('e-mail OTP', () => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  /** A fresh unverified customer and the code mailed at sign-up. */
  async function signUp() {
    const email = uniqueEmail('otp');
    const ip = uniqueIp();
    const password = 'otp-test-password';
    const res = await call(app, 'POST', 'users/register', { ip, body: { name: 'Otp Tester', email, mobileNo: '9123456780', password } });
    expect(res.statusCode).toBe(201);
    const otp = otpFrom(await latestMailTo(app, email));
    const verify = (code: string) => call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp: code } });
    const resend = () => call(app, 'POST', 'users/resend-otp', { ip, body: { email } });
    const wrong = otp === '0000' ? '0001' : '0000';
    return { email, ip, password, otp, wrong, verify, resend, customerId: res.json().data._id as string };
  }

  it('is four digits, stored only as a keyed hash', async () => {
    const { otp, email, customerId } = await signUp();
    expect(otp).toMatch(/^\d{4}$/);
    const [row] = await app.database.db.select().from(otpCodes).where(eq(otpCodes.customerId, customerId));
    expect(row!.codeHash).toBe(hashCode(app.config.tokenSecret, email, otp));
    expect(row!.codeHash).not.toContain(otp);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('rejects a wrong code with the tries left, then accepts the right one once', async () => {
    const { otp, wrong, verify } = await signUp();
    const bad = await verify(wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The OTP is incorrect. 4 tries left.',
      reason: 'account.otpWrong',
      values: { triesLeft: 4 },
    });
    const good = await verify(otp);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.otpVerified });
    const reused = await verify(otp);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it('burns the code after five wrong tries, even for the right code', async () => {
    const { otp, wrong, verify } = await signUp();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(wrong)).json().message);
    expect(messages).toEqual([
      'The OTP is incorrect. 4 tries left.',
      'The OTP is incorrect. 3 tries left.',
      'The OTP is incorrect. 2 tries left.',
      'The OTP is incorrect. 1 try left.',
      ACCOUNT_MESSAGES.otpBurnt,
    ]);
    const right = await verify(otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ACCOUNT_MESSAGES.otpBurnt);
  });

  it('checks no more than five guesses however many arrive at once', async () => {
    const { otp, verify, customerId } = await signUp();
    const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== otp);
    const answers = await Promise.all([...guesses, otp].map((g) => verify(g)));
    // Refused as wrong, burnt or (past the per-address limit) rate limited; never accepted.
    expect(answers.map((a) => a.statusCode).filter((status) => status !== 400 && status !== 429)).toEqual([]);
    const [row] = await app.database.db.select().from(otpCodes).where(eq(otpCodes.customerId, customerId));
    expect(row!.attempts).toBe(5);
  });

  it('expires after ten minutes', async () => {
    const { otp, verify } = await signUp();
    clock.advanceMinutes(10);
    const res = await verify(otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it('answers a malformed code with the spec message', async () => {
    const { verify } = await signUp();
    for (const code of ['123', '12345', 'abcd', '']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ otp: MESSAGES.otpInvalid });
    }
  });

  it('answers an unknown address like an expired code', async () => {
    const res = await call(app, 'POST', 'users/otp-verify', { ip: uniqueIp(), body: { email: uniqueEmail('nobody'), otp: '1234' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  describe('resend', () => {
    it('answers at once; a code not due yet is mailed when it is (90 s after the last), and replaces the old', async () => {
      const { email, otp, verify, resend } = await signUp();
      clock.advanceSeconds(30);
      const early = await resend();
      expect(early.statusCode).toBe(200);
      expect(early.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.otpSent });
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(1);

      clock.advanceSeconds(OTP_RESEND_SECONDS - 30);
      await app.jobs.runDue();
      const second = otpFrom(await latestMailTo(app, email, 2));
      if (second !== otp) expect((await verify(otp)).statusCode).toBe(400);
      expect((await verify(second)).statusCode).toBe(200);
    });

    it('sends at most five codes an hour; the sixth waits for the hour to free', async () => {
      const { email, resend } = await signUp();
      for (let sent = 1; sent < 5; sent++) {
        clock.advanceSeconds(OTP_RESEND_SECONDS);
        expect((await resend()).statusCode).toBe(200);
        await app.jobs.runDue();
      }
      expect(await mailsTo(app, email)).toHaveLength(5);
      clock.advanceSeconds(OTP_RESEND_SECONDS);
      expect((await resend()).statusCode).toBe(200);
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(5);
      // The first code (sent 5 × 90 s ago) leaves the hour window in 3600 − 450 s.
      clock.advanceSeconds(3600 - 5 * OTP_RESEND_SECONDS);
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(6);
    });

    it('answers the same for unknown, verified and waiting addresses, and sends the first two nothing', async () => {
      const { email, otp, verify, resend } = await signUp();
      const waiting = await signUp();
      expect((await verify(otp)).statusCode).toBe(200);
      clock.advanceSeconds(OTP_RESEND_SECONDS);
      const verified = await resend();
      const ghost = uniqueEmail('ghost');
      const unknown = await call(app, 'POST', 'users/resend-otp', { ip: uniqueIp(), body: { email: ghost } });
      const due = await waiting.resend();
      for (const answer of [verified, unknown, due]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.otpSent });
      }
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(1);
      expect(await mailsTo(app, ghost)).toHaveLength(0);
      expect(await mailsTo(app, waiting.email)).toHaveLength(2);
    });

    it('sends one code for three presses at once', async () => {
      const { email, resend } = await signUp();
      clock.advanceSeconds(OTP_RESEND_SECONDS);
      const answers = await Promise.all([resend(), resend(), resend()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(2);
    });
  });

  it('after three burnt codes, sends no new code for 24 hours, and the answer says so', async () => {
    const { email, otp, wrong, verify, resend } = await signUp();
    const burn = async () => {
      const messages: string[] = [];
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) messages.push((await verify(wrong)).json().message);
      // Past the per-address limit of checks otherwise.
      clock.advanceMinutes(15);
      return messages.at(-1);
    };
    expect(await burn()).toBe(ACCOUNT_MESSAGES.otpBurnt);
    expect((await resend()).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await burn()).toBe(ACCOUNT_MESSAGES.otpBurnt);
    expect((await resend()).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await mailsTo(app, email)).toHaveLength(3);
    expect(await burn()).toBe(ACCOUNT_MESSAGES.otpBlocked);

    // Resend answers as always, and sends nothing; any code is refused with the same words.
    expect((await resend()).json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.otpSent });
    await app.jobs.runDue();
    expect(await mailsTo(app, email)).toHaveLength(3);
    expect((await verify(otp)).json().message).toBe(ACCOUNT_MESSAGES.otpBlocked);

    // A day after the first of the three, codes come again.
    clock.advanceMinutes(24 * 60 - 45);
    expect((await resend()).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await mailsTo(app, email)).toHaveLength(4);
  });

  describe("the sign-up's lifetime", () => {
    const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');
    const triesOf = async (customerId: string) =>
      (await app.database.db.select({ tries: customers.signupOtpTries }).from(customers).where(eq(customers.id, customerId)))[0]?.tries;

    it(`checks at most ${OTP_SIGNUP_MAX_TRIES} codes in all, even spending four tries a code and asking for a new one each time`, async () => {
      const { email, ip, password, verify, resend, customerId } = await signUp();
      let code = otpFrom(await latestMailTo(app, email));
      let mails = 1;
      const answers: string[] = [];
      for (;;) {
        // Four of the code's five tries: never burnt, so the three-burnt-a-day rule never starts.
        for (let i = 0; i < OTP_MAX_ATTEMPTS - 1 && answers.length < OTP_SIGNUP_MAX_TRIES; i++) {
          answers.push((await verify(wrongFor(code))).json().message);
        }
        if (answers.length === OTP_SIGNUP_MAX_TRIES) break;
        // Within the 10 checks per address a quarter-hour and the 5 codes an hour.
        clock.advanceMinutes(13);
        expect((await resend()).statusCode).toBe(200);
        await app.jobs.runDue();
        code = otpFrom(await latestMailTo(app, email, ++mails));
      }
      const exhausted = ACCOUNT_MESSAGES.otpExhausted;
      expect(answers.slice(0, -2).every((message) => message.startsWith('The OTP is incorrect.'))).toBe(true);
      // The last code has four tries of its own, the account one: the answer says one.
      expect(answers.slice(-2)).toEqual(['The OTP is incorrect. 1 try left.', exhausted]);
      expect(await triesOf(customerId)).toBe(OTP_SIGNUP_MAX_TRIES);

      // The right code of the live code is refused now, unchecked, and the account stays unconfirmed.
      const right = await verify(code);
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(exhausted);
      expect(await triesOf(customerId)).toBe(OTP_SIGNUP_MAX_TRIES);

      // No new code comes: not on resend (its answer as always), not on a login with the password, which says why.
      clock.advanceMinutes(13);
      expect((await resend()).json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.otpSent });
      await app.jobs.runDue();
      const login = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ message: exhausted, data: { isOtpVerify: false } });
      expect(login.json().data.accessToken).toBeUndefined();
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(mails);
      // A day later too: the cap is for good, unlike the three burnt codes a day.
      clock.advanceMinutes(24 * 60);
      expect((await resend()).statusCode).toBe(200);
      await app.jobs.runDue();
      expect(await mailsTo(app, email)).toHaveLength(mails);
      expect((await verify('1234')).json().message).toBe(ACCOUNT_MESSAGES.otpExhausted);
    });

    it('never checks more than the cap however many guesses arrive at once', async () => {
      const { otp, verify, customerId } = await signUp();
      await app.database.db
        .update(customers)
        .set({ signupOtpTries: OTP_SIGNUP_MAX_TRIES - 2 })
        .where(eq(customers.id, customerId));
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(wrongFor(otp))));
      expect(answers.map((a) => a.statusCode).filter((status) => status !== 400)).toEqual([]);
      expect(answers.filter((a) => a.json().message.startsWith('The OTP is incorrect.'))).toHaveLength(1);
      expect(await triesOf(customerId)).toBe(OTP_SIGNUP_MAX_TRIES);
      expect((await verify(otp)).json().message).toBe(ACCOUNT_MESSAGES.otpExhausted);
    });

    it(`lets the address sign up again, as a new one, once the sign-up is ${SIGNUP_EXPIRY_DAYS} days old and before the sweep comes by`, async () => {
      const first = await signUp();
      const again = (password: string) =>
        call(app, 'POST', 'users/register', { ip: uniqueIp(), body: { name: 'Meera Rao', email: first.email, mobileNo: '9988776655', password } });
      clock.advanceMinutes(SIGNUP_EXPIRY_DAYS * 24 * 60 - 1);
      const early = await again('a-new-password');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);

      clock.advanceMinutes(1);
      const res = await again('a-new-password');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ name: 'Meera Rao', email: first.email });
      expect(res.json().data._id).not.toBe(first.customerId);
      expect(await app.database.db.select().from(customers).where(eq(customers.id, first.customerId))).toEqual([]);

      // The new sign-up is confirmed with its own code, and logs in with its own password only.
      const otp = otpFrom(await latestMailTo(app, first.email, 2));
      expect((await first.verify(otp)).statusCode).toBe(200);
      const login = (password: string) => call(app, 'POST', 'users/login', { ip: first.ip, body: { email: first.email, password } });
      expect((await login(first.password)).statusCode).toBe(401);
      expect((await login('a-new-password')).json().data).toMatchObject({ isOtpVerify: true, name: 'Meera Rao' });
      // A confirmed account never expires: the address is taken for good.
      clock.advanceMinutes(SIGNUP_EXPIRY_DAYS * 24 * 60);
      expect((await again('yet-another-password')).statusCode).toBe(409);
    });

    it("signing up again, or waiting for the sweep, never buys more guesses: the count is the address's, and a reset link still confirms it", async () => {
      const first = await signUp();
      await app.database.db
        .update(customers)
        .set({ signupOtpTries: OTP_SIGNUP_MAX_TRIES - 1 })
        .where(eq(customers.id, first.customerId));
      expect((await first.verify(wrongFor(first.otp))).json().message).toBe(ACCOUNT_MESSAGES.otpExhausted);
      const again = () =>
        call(app, 'POST', 'users/register', {
          ip: uniqueIp(),
          body: { name: 'Meera Rao', email: first.email, mobileNo: '9988776655', password: 'a-new-password' },
        });

      // The hourly sweep keeps an expired sign-up that checked codes: its count stays.
      clock.advanceMinutes(SIGNUP_EXPIRY_DAYS * 24 * 60 + 1);
      await sweepSpentAccountRows(app.database.db, clock.now());
      expect(await triesOf(first.customerId)).toBe(OTP_SIGNUP_MAX_TRIES);
      const mailsBefore = (await mailsTo(app, first.email)).length;
      const res = await again();
      expect(res.statusCode, res.body).toBe(201);
      const renewed = res.json().data._id as string;
      expect(await triesOf(renewed)).toBe(OTP_SIGNUP_MAX_TRIES);
      // No code is mailed, and none is checked; the answer says how to confirm the address instead.
      await app.jobs.runDue();
      expect(await mailsTo(app, first.email)).toHaveLength(mailsBefore);
      expect((await first.verify('1234')).json().message).toBe(ACCOUNT_MESSAGES.otpExhausted);

      // Forgot Password: its link confirms the address, and the account logs in.
      expect((await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email: first.email } })).statusCode).toBe(200);
      await app.jobs.runDue();
      const link = /reset-password\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(app, first.email, mailsBefore + 1)).text)?.[1];
      expect(link).toBeDefined();
      const reset = await call(app, 'PUT', `user/reset-password/${link}`, { ip: uniqueIp(), body: { password: 'confirmed-by-link' } });
      expect(reset.statusCode, reset.body).toBe(200);
      const login = await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: first.email, password: 'confirmed-by-link' } });
      expect(login.json().data).toMatchObject({ isOtpVerify: true });
    });
  });
});
