import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMIT_MESSAGES } from '@chitra/contract/account-messages';
import { AppError } from '../../errors';
import type { Reservation, Window } from '../../platform/limits/limits';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The accounts' limits (docs/security.md lists each with its key, window and
 * what the client sees). All live in the shared limit counters in the
 * database. Per-IP limits are generous on purpose: Indian mobile networks put
 * many customers behind one carrier-grade NAT address.
 */
export const ACCOUNT_RATE_LIMITS = {
  register: { perIp: { max: 50, windowMs: HOUR_MS }, perAddress: { max: 5, windowMs: HOUR_MS } },
  login: {
    perIp: { max: 60, windowMs: 15 * MINUTE_MS },
    /** The hard limit: wrong passwords for one account from one client address. */
    failuresPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE_MS },
    /** Wrong passwords for one account from browsers it has never signed in on; past this, those slow down. */
    untrustedFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
    /** The slowdown: one password check per 5 s for the account from such browsers. */
    untrustedPace: { max: 1, windowMs: 5 * SECOND_MS },
  },
  otpVerify: { perIp: { max: 60, windowMs: 15 * MINUTE_MS }, perAddress: { max: 10, windowMs: 15 * MINUTE_MS } },
  // Per address: OTP_RESEND_SECONDS apart, OTP_SENDS_PER_HOUR, and none for a day after three burnt codes (accounts.service.ts).
  resendOtp: { perIp: { max: 20, windowMs: 15 * MINUTE_MS } },
  forgotPassword: { perIp: { max: 20, windowMs: 15 * MINUTE_MS }, perAddress: { max: 5, windowMs: HOUR_MS } },
  resetPassword: { perIp: { max: 30, windowMs: 15 * MINUTE_MS } },
  /** Attempts to change the e-mail address (each checks the current password), per account. */
  emailChange: { perAccount: { max: 5, windowMs: DAY_MS } },
} as const satisfies Record<string, Record<string, Window>>;

export { LIMIT_MESSAGES } from '@chitra/contract/account-messages';

/** The (validated) e-mail address of the request body, as a limit key. */
const addressOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === 'UNAUTHORIZED';

/** Every limit of the accounts routes, on the app's counters. */
export function createAccountLimits(app: FastifyInstance) {
  const limits = ACCOUNT_RATE_LIMITS;
  const define = app.limits.define;
  /** A preHandler counting each request against a limit keyed by `key` (429 past it). */
  const counting = (name: string, window: Window, key: (request: FastifyRequest) => string) => {
    const limit = define(name, window);
    return async (request: FastifyRequest) => void (await limit.take(key(request)));
  };
  const byIp = (request: FastifyRequest) => request.ip;

  const pairFailures = define('login-failures', limits.login.failuresPerAccountAndIp, LIMIT_MESSAGES.loginFailures);
  const untrustedFailures = define('login-untrusted-failures', limits.login.untrustedFailuresPerAccount);
  const untrustedPace = define('login-untrusted-pace', limits.login.untrustedPace, LIMIT_MESSAGES.loginSlowed);

  return {
    registerPerIp: counting('register-ip', limits.register.perIp, byIp),
    registerPerAddress: counting('register-address', limits.register.perAddress, addressOf),
    loginPerIp: counting('login-ip', limits.login.perIp, byIp),
    otpVerifyPerIp: counting('otp-verify-ip', limits.otpVerify.perIp, byIp),
    otpVerifyPerAddress: counting('otp-verify-address', limits.otpVerify.perAddress, addressOf),
    resendPerIp: counting('resend-otp-ip', limits.resendOtp.perIp, byIp),
    forgotPerIp: counting('forgot-password-ip', limits.forgotPassword.perIp, byIp),
    forgotPerAddress: counting('forgot-password-address', limits.forgotPassword.perAddress, addressOf),
    resetPerIp: counting('reset-password-ip', limits.resetPassword.perIp, byIp),
    emailChanges: define('email-changes', limits.emailChange.perAccount, LIMIT_MESSAGES.emailChanges),

    /**
     * Runs one password check under the login limits (decision 007):
     * - the hard limit is per (account, client address): the attempt is
     *   counted *before* the check and given back if the password was right,
     *   so any number of concurrent guesses from one address get at most ten
     *   checks a quarter-hour;
     * - failures from browsers that never signed in to the account (no
     *   device cookie) are counted for the account as a whole; past ten, such
     *   browsers get one check per five seconds between them: a slowdown,
     *   never a lockout, and none at all for the owner's own browser.
     */
    async login<T>(attempt: { account: string; ip: string; trustedDevice: boolean }, check: () => Promise<T>): Promise<T> {
      const account = attempt.account.trim().toLowerCase();
      const taken: Reservation[] = [await pairFailures.take(`${account}|${attempt.ip}`)];
      const giveBack = () => Promise.all(taken.map((reservation) => reservation.release()));
      try {
        if (!attempt.trustedDevice) {
          const untrusted = await untrustedFailures.count(account);
          taken.push(untrusted);
          if (untrusted.over) await untrustedPace.take(account);
        }
        const result = await check();
        await giveBack();
        return result;
      } catch (error) {
        // Only a wrong password stays counted; a refusal or a failure of ours does not.
        if (!isWrongPassword(error)) await giveBack();
        throw error;
      }
    },
  };
}
