import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import { withoutParams } from '../../db/redact-errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { hashCode, hashToken, newNumericCode, newToken } from '../../platform/auth/tokens';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { shopPath } from '../../platform/mail/mail-words';
import { otpMail, resetMail } from './accounts.mails';
import { AccountsRepository, type Customer } from './accounts.repository';
import { MAIL_UNAVAILABLE } from '@chitra/contract/account-messages';

/**
 * The codes and links the accounts mail (docs/architecture.md §3 "OTP" and "Reset
 * tokens", decision 007), each made when its mail goes: the jobs of
 * accounts.jobs.ts run `AccountCodes`, so neither a code nor a link is ever
 * in the job queue, only its hash in its own table. The service asks
 * `otpWait` whether a code is due before it enqueues one.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_SENDS_PER_HOUR = 5;
/** After this many burnt codes in a day, no new code for the address until a day has passed (decision 007). */
const OTP_BURNT_PER_DAY = 3;
/**
 * Checks of sign-up codes an account gets in its whole life (decision 007):
 * each guess of a 4-digit code wins at most 1 in 9,996 (a code's earlier
 * wrong guesses ruled out), so 50 keep the chance under 0.51 % for good, and
 * nobody typing their own code gets near it. Every check counts, a code
 * given up after four tries as much as a burnt one.
 */
export const OTP_SIGNUP_MAX_TRIES = 50;
const RESET_TTL_MINUTES = 30;
/** The job's error when a code's or a link's mail fails (the queue tries again): contract/src/account-messages.ts. */

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** When the address may have a new code: `seconds` from now; never while `blockedSeconds` runs, never again when `exhausted`. */
export type OtpWait = { seconds: number; blockedSeconds?: number; exhausted?: true };

/**
 * How long until the address may have a new code: OTP_RESEND_SECONDS after
 * the last, at most OTP_SENDS_PER_HOUR an hour; `blockedSeconds` when it
 * burnt OTP_BURNT_PER_DAY codes within a day (none until the oldest of
 * them is a day old); and `exhausted`, never again, when a sign-up spent
 * its OTP_SIGNUP_MAX_TRIES checks.
 */
export async function otpWait(accounts: AccountsRepository, customer: Customer, now: Date, spacing = true): Promise<OtpWait> {
  // The cap is the sign-up's: a verified account confirming a new address is not held to it.
  if (!customer.emailVerifiedAt && customer.signupOtpTries >= OTP_SIGNUP_MAX_TRIES) return { seconds: 0, exhausted: true };
  const customerId = customer.id;
  const burnt = await accounts.burntOtpsSince(customerId, new Date(now.getTime() - DAY_MS), OTP_MAX_ATTEMPTS);
  const oldestCounted = burnt[OTP_BURNT_PER_DAY - 1];
  if (oldestCounted) {
    return { seconds: 0, blockedSeconds: Math.ceil((oldestCounted.getTime() + DAY_MS - now.getTime()) / 1000) };
  }
  const waits = [0];
  const latest = spacing ? await accounts.latestOtp(customerId) : undefined;
  if (latest) waits.push(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime());
  const { sent, oldest } = await accounts.otpsSentSince(customerId, new Date(now.getTime() - HOUR_MS));
  if (sent >= OTP_SENDS_PER_HOUR && oldest) waits.push(oldest.getTime() + HOUR_MS - now.getTime());
  return { seconds: Math.ceil(Math.max(...waits) / 1000) };
}

export type AccountCodesDeps = {
  db: Db;
  accounts: AccountsRepository;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Keys the OTP hashes. */
  tokenSecret: string;
  /** Origin of the storefront: reset links point there. */
  publicUrl: string;
  shop: { name: string; email: string };
};

export class AccountCodes {
  constructor(private readonly deps: AccountCodesDeps) {}

  /**
   * The OTP job (accounts.send-otp): makes a code and mails it to the
   * address if the customer still waits for one there and one is due
   * (unless `spacing` is off: a new address confirmed from the profile). A
   * mail server that is down fails the job (the code withdrawn), and the
   * queue tries again later.
   */
  async sendDueOtp(customerId: string, address: string, spacing = true): Promise<void> {
    const customer = await this.deps.accounts.findById(customerId);
    if (!customer) return;
    const waiting = customer.emailVerifiedAt
      ? customer.pendingEmail !== null && sameAddress(customer.pendingEmail, address)
      : sameAddress(customer.email, address);
    if (waiting) await this.issueOtp(customer, address, spacing);
  }

  /** The reset-link job (accounts.send-reset-link): a link to the account that uses `email`, if one does and is not disabled. */
  async sendResetLink(email: string): Promise<void> {
    const { accounts } = this.deps;
    const customer = await accounts.findByEmail(email);
    // A disabled account gets no link: the answer is the same as for an unknown address.
    if (!customer || customer.disabledAt) return;
    const now = this.deps.now();
    const token = newToken();
    await accounts.deleteResetTokensCreatedBefore(customer.id, new Date(now.getTime() - DAY_MS));
    await accounts.insertResetToken({
      customerId: customer.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * MINUTE_MS),
    });
    await this.sendSecret(
      resetMail({
        to: customer.email,
        firstname: customer.firstname,
        // The page in the account's language (decision 062), as the mail is.
        link: `${this.deps.publicUrl}${shopPath(customer.locale, `/reset-password/${token}`)}`,
        validMinutes: RESET_TTL_MINUTES,
        shop: this.deps.shop,
        locale: customer.locale,
      }),
      'could not send a password reset link',
    );
  }

  /**
   * Makes and mails a new code to `address` if one is due now (see otpWait;
   * `spacing` off skips the 90 seconds since the last); otherwise does
   * nothing. A mail that fails withdraws its code and fails the call, so its
   * job is tried again.
   */
  private async issueOtp(customer: Customer, address: string, spacing: boolean): Promise<void> {
    const now = this.deps.now();
    const code = newNumericCode(OTP_LENGTH);
    const issued = await withTransaction(this.deps.db, async (db): Promise<OtpWait | { otpId: string }> => {
      const accounts = new AccountsRepository(db);
      // Two resends at once must not both pass the checks below; the row as it is now has every check counted.
      const current = (await accounts.lockCustomer(customer.id)) ?? customer;
      const wait = await otpWait(accounts, current, now, spacing);
      if (wait.seconds > 0 || wait.blockedSeconds !== undefined || wait.exhausted) return wait;
      await accounts.deleteOtpsCreatedBefore(customer.id, new Date(now.getTime() - DAY_MS));
      return { otpId: await accounts.insertOtp(this.otpRow(customer.id, address, code, now)) };
    });
    if (!('otpId' in issued)) return;
    await this.deliverOtp(customer, address, code, issued.otpId);
  }

  private otpRow(customerId: string, address: string, code: string, now: Date) {
    return {
      customerId,
      codeHash: hashCode(this.deps.tokenSecret, address, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS),
    };
  }

  /** On failure the code is withdrawn, so it neither counts against the resend limits nor lingers. */
  private async deliverOtp(customer: Customer, address: string, code: string, otpId: string): Promise<void> {
    const mail = otpMail({
      to: address,
      firstname: customer.firstname,
      code,
      validMinutes: OTP_TTL_MINUTES,
      purpose: sameAddress(address, customer.email) ? 'signup' : 'change',
      shop: this.deps.shop,
      locale: customer.locale,
    });
    try {
      await this.sendSecret(mail, 'could not send a verification code');
    } catch (error) {
      await this.deps.accounts.deleteOtp(otpId);
      throw error;
    }
  }

  /**
   * Sends a mail that carries a code or a link. A failure is logged here by
   * its name and message only, and reaches the job queue (its log and its
   * row's last error) as MAIL_UNAVAILABLE, never as the mailer's error.
   */
  private async sendSecret(mail: Mail, failure: string): Promise<void> {
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      this.logFailure(error, failure);
      throw new AppError('UNAVAILABLE', MAIL_UNAVAILABLE);
    }
  }

  /** The error's name and message only: a mail error may quote the message it failed to send. */
  private logFailure(failed: unknown, what: string): void {
    const error = withoutParams(failed);
    const err = error instanceof Error ? { type: error.name, message: error.message } : { message: String(error) };
    this.deps.log.error({ err }, what);
  }
}

/** The codes and links on the server's parts (for the jobs). */
export const accountCodesOf = (app: FastifyInstance): AccountCodes =>
  new AccountCodes({
    db: app.database.db,
    accounts: new AccountsRepository(app.database.db),
    mailer: app.mailer,
    now: app.now,
    log: app.log,
    tokenSecret: app.config.tokenSecret,
    publicUrl: app.config.publicUrl,
    shop: { name: app.config.shop.name, email: app.config.shop.email },
  });
