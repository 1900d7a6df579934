import type { FastifyBaseLogger } from 'fastify';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../errors';
import { openSession } from '../../platform/auth/auth.plugin';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { digestsEqual, hashCode, hashToken, looksLikeToken, newNumericCode, newToken } from '../../platform/auth/tokens';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { otpMail, resetMail } from './accounts.mails';
import { AccountsRepository, isUniqueViolation, type Customer, type ProfileChange } from './accounts.repository';
import { withoutParams } from '../../db/redact-errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** design.md §3 "OTP" and "Reset tokens". */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_HOUR = 5;
export const RESET_TTL_MINUTES = 30;

/** What the API answers; the spec's own strings where it has one. */
export const ACCOUNT_MESSAGES = {
  registered: MESSAGES.userRegistered,
  emailTaken: 'An account with this e-mail address already exists. Please log in, or reset your password.',
  emailTakenOnProfile: 'Another account already uses this e-mail address.',
  loggedIn: MESSAGES.userLoggedIn,
  verifyFirst: 'Please verify your e-mail address: enter the OTP we sent you.',
  invalidLogin: 'Invalid e-mail or password.',
  otpVerified: 'Your e-mail address is verified. You can log in now.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpBurnt: 'Too many wrong tries: this OTP no longer works. Please request a new one.',
  otpWrong: (triesLeft: number) => `The OTP is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  otpSent: 'We have sent a new OTP to your e-mail address.',
  otpTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`,
  loggedOut: 'You are logged out.',
  profileUpdated: MESSAGES.profileUpdated,
  forgotSent: 'If an account uses this e-mail address, we have sent it a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: MESSAGES.passwordChanged,
  mailUnavailable: 'We could not send the e-mail just now. Please try again in a moment.',
} as const;

export type AccountsServiceDeps = {
  /** The database the repositories below read; multi-step writes open a transaction on it. */
  db: Db;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Keys the OTP hashes. */
  tokenSecret: string;
  /** Origin of the storefront: reset links point there. */
  publicUrl: string;
  shop: { name: string; email: string };
};

/** `name` at sign-up is the full name: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

export const fullName = (c: Pick<Customer, 'firstname' | 'lastname'>) => [c.firstname, c.lastname].filter(Boolean).join(' ');

export class AccountsService {
  /** Mail sent after the answer left; awaited on shutdown. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: AccountsServiceDeps) {}

  /** Both repositories bound to one transaction (db/transaction.ts), for writes that must land together. */
  private transaction<T>(work: (tx: { accounts: AccountsRepository; sessions: SessionsRepository }) => Promise<T>): Promise<T> {
    return withTransaction(this.deps.db, (tx) => work({ accounts: new AccountsRepository(tx), sessions: new SessionsRepository(tx) }));
  }

  async register(input: { name: string; email: string; mobile: string; password: string }): Promise<Customer> {
    // Hashed whether or not the address is taken, so a 409 is no faster than a 201.
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.now();
    const code = newNumericCode(OTP_LENGTH);
    const created = await this.transaction(async (tx) => {
      const customer = await tx.accounts.insertCustomer({
        ...splitName(input.name),
        email: input.email,
        mobile: input.mobile,
        passwordHash,
      });
      if (!customer) return undefined;
      const otpId = await tx.accounts.insertOtp(this.otpRow(customer, code, now));
      return { customer, otpId };
    });
    if (!created) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    // The account stands even if the mail fails: the customer can ask for another code at once.
    await this.deliverOtp(created.customer, code, created.otpId, { quiet: true });
    return created.customer;
  }

  /**
   * Wrong password and unknown address fail alike, in about the same time.
   * An unverified address gets no token but a fresh code.
   */
  async login(email: string, password: string): Promise<{ customer: Customer; accessToken?: string }> {
    const customer = await this.deps.accounts.findByEmail(email);
    if (!customer) {
      await verifyAgainstDummy(password);
      throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
    }
    if (!(await verifyPassword(customer.passwordHash, password))) throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
    if (!customer.emailVerifiedAt) {
      await this.issueOtp(customer, { quiet: true });
      return { customer };
    }
    const accessToken = await openSession(this.deps.sessions, customer.id, this.deps.now());
    return { customer, accessToken };
  }

  async verifyOtp(email: string, otp: string): Promise<void> {
    const { accounts } = this.deps;
    const now = this.deps.now();
    const customer = await accounts.findByEmail(email);
    if (!customer || customer.emailVerifiedAt) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
    const latest = await accounts.latestOtp(customer.id);
    if (!latest) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
    const spent = await accounts.spendOtpAttempt(latest.id, now, OTP_MAX_ATTEMPTS);
    if (!spent) {
      const burnt = latest.attempts >= OTP_MAX_ATTEMPTS && !latest.consumedAt && latest.expiresAt > now;
      throw badRequest(burnt ? ACCOUNT_MESSAGES.otpBurnt : ACCOUNT_MESSAGES.otpExpired);
    }
    if (!digestsEqual(spent.codeHash, hashCode(this.deps.tokenSecret, customer.email, otp))) {
      const left = OTP_MAX_ATTEMPTS - spent.attempts;
      throw badRequest(left > 0 ? ACCOUNT_MESSAGES.otpWrong(left) : ACCOUNT_MESSAGES.otpBurnt);
    }
    const verified = await this.transaction(async (tx) => {
      if (!(await tx.accounts.consumeOtp(latest.id, now))) return false;
      await tx.accounts.markEmailVerified(customer.id, now);
      return true;
    });
    if (!verified) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
  }

  /** Same answer for unknown and already verified addresses: nothing is sent to them. */
  async resendOtp(email: string): Promise<void> {
    const customer = await this.deps.accounts.findByEmail(email);
    if (!customer || customer.emailVerifiedAt) return;
    await this.issueOtp(customer, { quiet: false });
  }

  async logout(sessionId: string): Promise<void> {
    await this.deps.sessions.revoke(sessionId, this.deps.now());
  }

  async profile(customerId: string): Promise<Customer> {
    const customer = await this.deps.accounts.findById(customerId);
    if (!customer) throw unauthorized();
    return customer;
  }

  /**
   * Changes only the signed-in customer's own record. A new address is
   * unproven, so it has to be verified with an OTP at the next login.
   */
  async editProfile(customerId: string, change: ProfileChange): Promise<Customer> {
    const { accounts } = this.deps;
    const current = await this.profile(customerId);
    const emailChanged = current.email.toLowerCase() !== change.email.toLowerCase();
    if (emailChanged && (await accounts.emailTakenByAnother(change.email, customerId))) {
      throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
    }
    try {
      const updated = await accounts.updateProfile(
        customerId,
        { ...change, ...(emailChanged ? { emailVerifiedAt: null } : {}) },
        this.deps.now(),
      );
      if (!updated) throw unauthorized();
      return updated;
    } catch (error) {
      // Another customer took the address between the check and the write.
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
      throw error;
    }
  }

  /**
   * Answers at once and does the work afterwards, so that neither the answer
   * nor its timing tells whether the address has an account.
   */
  forgotPassword(email: string): void {
    this.background(this.sendResetLink(email), 'could not send a password reset link');
  }

  async resetPassword(token: string, password: string): Promise<void> {
    if (!looksLikeToken(token)) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    // Hashed before the transaction: argon2 must not hold a database lock.
    const passwordHash = await hashPassword(password);
    const now = this.deps.now();
    const tokenHash = hashToken(token);
    const changed = await this.transaction(async (tx) => {
      const used = await tx.accounts.consumeResetToken(tokenHash, now);
      if (!used || !digestsEqual(used.tokenHash, tokenHash)) return false;
      await tx.accounts.setPassword(used.customerId, passwordHash, now);
      // Opening the mailed link proved the mailbox is theirs.
      await tx.accounts.markEmailVerified(used.customerId, now);
      await tx.accounts.retireResetTokens(used.customerId, now);
      await tx.sessions.revokeAllForCustomer(used.customerId, now);
      return true;
    });
    if (!changed) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
  }

  /** Resolves when mail sent in the background is done (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async sendResetLink(email: string): Promise<void> {
    const { accounts } = this.deps;
    const customer = await accounts.findByEmail(email);
    if (!customer) return;
    const now = this.deps.now();
    const token = newToken();
    await accounts.deleteResetTokensCreatedBefore(customer.id, new Date(now.getTime() - DAY_MS));
    await accounts.insertResetToken({
      customerId: customer.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * MINUTE_MS),
    });
    await this.deps.mailer.send(
      resetMail({
        to: customer.email,
        firstname: customer.firstname,
        link: `${this.deps.publicUrl}/reset-password/${token}`,
        validMinutes: RESET_TTL_MINUTES,
        shop: this.deps.shop,
      }),
    );
  }

  /**
   * A new code, if the address may have one now: no sooner than
   * OTP_RESEND_SECONDS after the last, at most OTP_SENDS_PER_HOUR an hour.
   * `quiet` (login) skips a code that is not due instead of answering 429,
   * and keeps a mail failure from failing the call.
   */
  private async issueOtp(customer: Customer, options: { quiet: boolean }): Promise<void> {
    const now = this.deps.now();
    const code = newNumericCode(OTP_LENGTH);
    const issued = await this.transaction(async (tx): Promise<{ wait: number } | { otpId: string }> => {
      // Two resends at once must not both pass the checks below.
      await tx.accounts.lockCustomer(customer.id);
      const wait = await this.secondsUntilNextOtp(tx.accounts, customer.id, now);
      if (wait > 0) return { wait };
      await tx.accounts.deleteOtpsCreatedBefore(customer.id, new Date(now.getTime() - DAY_MS));
      return { otpId: await tx.accounts.insertOtp(this.otpRow(customer, code, now)) };
    });
    if ('wait' in issued) {
      if (options.quiet) return;
      throw tooManyRequests(issued.wait, ACCOUNT_MESSAGES.otpTooSoon(issued.wait));
    }
    await this.deliverOtp(customer, code, issued.otpId, options);
  }

  private async secondsUntilNextOtp(accounts: AccountsRepository, customerId: string, now: Date): Promise<number> {
    const waits = [0];
    const latest = await accounts.latestOtp(customerId);
    if (latest) waits.push(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime());
    const { sent, oldest } = await accounts.otpsSentSince(customerId, new Date(now.getTime() - HOUR_MS));
    if (sent >= OTP_SENDS_PER_HOUR && oldest) waits.push(oldest.getTime() + HOUR_MS - now.getTime());
    return Math.ceil(Math.max(...waits) / 1000);
  }

  private otpRow(customer: Customer, code: string, now: Date) {
    return {
      customerId: customer.id,
      codeHash: hashCode(this.deps.tokenSecret, customer.email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS),
    };
  }

  /** On failure the code is withdrawn, so it neither counts against the resend limits nor lingers. */
  private async deliverOtp(customer: Customer, code: string, otpId: string, options: { quiet: boolean }): Promise<void> {
    const mail = otpMail({
      to: customer.email,
      firstname: customer.firstname,
      code,
      validMinutes: OTP_TTL_MINUTES,
      shop: this.deps.shop,
    });
    const sent = await this.trySend(mail, 'could not send a verification code');
    if (sent) return;
    await this.deps.accounts.deleteOtp(otpId);
    if (!options.quiet) throw new AppError('UNAVAILABLE', ACCOUNT_MESSAGES.mailUnavailable);
  }

  private async trySend(mail: Mail, failure: string): Promise<boolean> {
    try {
      await this.deps.mailer.send(mail);
      return true;
    } catch (error) {
      this.logFailure(error, failure);
      return false;
    }
  }

  private background(work: Promise<void>, failure: string): void {
    const tracked = work.catch((error: unknown) => this.logFailure(error, failure)).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** The error's name and message only: a mail error may quote the message it failed to send. */
  private logFailure(failed: unknown, what: string): void {
    const error = withoutParams(failed);
    const err = error instanceof Error ? { type: error.name, message: error.message } : { message: String(error) };
    this.deps.log.error({ err }, what);
  }
}
