import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { otpCodes } from '../../db/schema/accounts';
import { hashCode } from '../../platform/auth/tokens';
import { call, latestMailTo, mailsTo, otpFrom, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { ACCOUNT_MESSAGES, OTP_MAX_ATTEMPTS } from './accounts.service';

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
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The OTP is incorrect. 4 tries left.' });
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
});
