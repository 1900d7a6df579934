import type { FastifyBaseLogger } from 'fastify';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import type { SessionsResponse } from '@chitra/contract/accounts';
import { MESSAGES } from '@chitra/contract/messages';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../errors';
import { openSession } from '../../platform/auth/auth.plugin';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { digestsEqual, hashCode, hashToken, looksLikeToken, newNumericCode, newToken } from '../../platform/auth/tokens';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { emailChangedMail, emailChangeRequestedMail, otpMail, resetMail } from './accounts.mails';
import { AccountsRepository, isUniqueViolation, type Customer, type ProfileChange } from './accounts.repository';
import { withoutParams } from '../../db/redact-errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Limit } from '../../platform/limits/limits';
import { describeUserAgent } from '../../platform/user-agent';
import type { SessionOrigin } from '../../platform/auth/auth.plugin';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** design.md §3 "OTP" and "Reset tokens". */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_HOUR = 5;
/** After this many burnt codes in a day, no new code for the address until a day has passed (decision 007). */
export const OTP_BURNT_PER_DAY = 3;
/**
 * Checks of sign-up codes an account gets in its whole life (decision 007):
 * each guess of a 4-digit code wins at most 1 in 9,996 (a code's earlier
 * wrong guesses ruled out), so 50 keep the chance under 0.51 % for good, and
 * nobody typing their own code gets near it. Every check counts, a code
 * given up after four tries as much as a burnt one.
 */
export const OTP_SIGNUP_MAX_TRIES = 50;
/**
 * A sign-up never confirmed goes after this many days (decision 007): most
 * people confirm within minutes, a week leaves room for a mail read late,
 * and an address someone else signed up with is free again within a week.
 */
export const SIGNUP_EXPIRY_DAYS = 7;
export const RESET_TTL_MINUTES = 30;

/** The job that mails a requested OTP once it is due (resend answers at once, the same for every address). */
export const OTP_JOB = 'accounts.send-otp';

/** What the API answers; the spec's own strings where it has one. */
export const ACCOUNT_MESSAGES = {
  registered: MESSAGES.userRegistered,
  emailTaken: 'An account with this e-mail address already exists. Please log in, or reset your password.',
  emailTakenOnProfile: 'Another account already uses this e-mail address.',
  loggedIn: MESSAGES.userLoggedIn,
  verifyFirst: 'Please verify your e-mail address: enter the OTP we sent you.',
  invalidLogin: 'Invalid e-mail or password.',
  /** The shop disabled the account (admin area). */
  disabled: ADMIN_MESSAGES.accountDisabled,
  otpVerified: 'Your e-mail address is verified. You can log in now.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpBurnt: 'Too many wrong tries: this OTP no longer works. Please request a new one.',
  otpBlocked:
    'Too many wrong codes: for your security we cannot send a new OTP for 24 hours. You can set a new password with Forgot Password instead, which also confirms your address.',
  /** The address spent its lifetime checks of sign-up codes (decision 007): a reset link is the way to confirm it. */
  otpExhausted:
    'Too many wrong codes for this address: for your security we will not send or accept any more OTPs for it. To confirm your address, set a password with Forgot Password: the link we e-mail you confirms it.',
  otpWrong: (triesLeft: number) => `The OTP is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  otpSent: 'If this address is waiting for a code, a new OTP is on its way to it.',
  otpTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another OTP.`,
  loggedOut: 'You are logged out.',
  profileUpdated: MESSAGES.profileUpdated,
  currentPasswordRequired: 'Please enter your current password to change your e-mail address.',
  currentPasswordWrong: 'The current password is not correct.',
  emailChangeConfirmed: 'Your new e-mail address is confirmed: log in with it from now on.',
  sessionsEnded: 'You are signed out on every device.',
  forgotSent: 'If an account uses this e-mail address, we have sent it a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: MESSAGES.passwordChanged,
  mailUnavailable: 'We could not send the e-mail just now. Please try again in a moment.',
} as const;

export type AccountsServiceDeps = {
  /** The database the repositories below read; multi-step writes open a transaction on it. */
  db: Db;
  /** Mails a requested OTP when it is due. */
  jobs: JobQueue;
  /** Counts e-mail change attempts per account. */
  emailChanges: Limit;
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
      const values = { ...splitName(input.name), email: input.email, mobile: input.mobile, passwordHash, createdAt: now };
      let customer = await tx.accounts.insertCustomer(values);
      if (!customer) {
        // An expired sign-up holds the address: it goes, and the new one carries on its count of codes checked,
        // so that signing up again never buys more guesses (decision 007).
        const expired = await tx.accounts.deleteExpiredSignup(input.email, signupExpiryCutoff(now));
        if (expired) customer = await tx.accounts.insertCustomer({ ...values, signupOtpTries: expired.signupOtpTries });
      }
      if (!customer) return undefined;
      // An address that has spent its checks gets no code: the OTP page's answer says to use Forgot Password.
      if (customer.signupOtpTries >= OTP_SIGNUP_MAX_TRIES) return { customer, otpId: undefined };
      const otpId = await tx.accounts.insertOtp(this.otpRow(customer.id, customer.email, code, now));
      return { customer, otpId };
    });
    if (!created) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    // The account stands even if the mail fails: the customer can ask for another code at once.
    if (created.otpId) await this.deliverOtp(created.customer, created.customer.email, code, created.otpId, { quiet: true });
    return created.customer;
  }

  /**
   * Wrong password and unknown address fail alike, in about the same time.
   * An unverified address gets no token but a fresh code (unless the address
   * burnt too many codes today: then the answer says so).
   */
  async login(email: string, password: string, origin: SessionOrigin): Promise<{ customer: Customer; accessToken?: string; message?: string }> {
    const customer = await this.deps.accounts.findByEmail(email);
    if (!customer) {
      await verifyAgainstDummy(password);
      throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
    }
    if (!(await verifyPassword(customer.passwordHash, password))) throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
    // Said only to someone who knows the password: a disabled account is not revealed by its address alone.
    if (customer.disabledAt) throw forbidden(ACCOUNT_MESSAGES.disabled);
    if (!customer.emailVerifiedAt) {
      const outcome = await this.issueOtp(customer, customer.email, { quiet: true });
      if ('exhausted' in outcome) return { customer, message: ACCOUNT_MESSAGES.otpExhausted };
      return { customer, ...('blockedSeconds' in outcome ? { message: ACCOUNT_MESSAGES.otpBlocked } : {}) };
    }
    const accessToken = await openSession(this.deps.sessions, customer.id, this.deps.now(), origin);
    return { customer, accessToken };
  }

  /**
   * Checks a code mailed to `email`: an account's own address not verified
   * yet, or the new address a customer asked to change to (then that address
   * becomes theirs, and the old one is told).
   */
  async verifyOtp(email: string, otp: string): Promise<{ changedEmail: boolean }> {
    const { accounts } = this.deps;
    const now = this.deps.now();
    const target = await this.otpTarget(email);
    if (!target) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
    const { customer, address } = target;
    const signup = target.kind === 'signup';
    const exhausted = () => badRequest(ACCOUNT_MESSAGES.otpExhausted);
    if (signup && customer.signupOtpTries >= OTP_SIGNUP_MAX_TRIES) throw exhausted();
    const latest = await accounts.latestOtp(customer.id);
    if (!latest) throw badRequest(await this.unusableCodeMessage(customer, now, ACCOUNT_MESSAGES.otpExpired));
    const spent = await accounts.spendOtpAttempt(latest.id, now, OTP_MAX_ATTEMPTS);
    if (!spent) {
      const burnt = latest.attempts >= OTP_MAX_ATTEMPTS && !latest.consumedAt && latest.expiresAt > now;
      throw badRequest(await this.unusableCodeMessage(customer, now, burnt ? ACCOUNT_MESSAGES.otpBurnt : ACCOUNT_MESSAGES.otpExpired));
    }
    // The account's lifetime checks are spent after the code's (a check refused here wastes a try of the code, never one too many).
    let accountLeft = Number.POSITIVE_INFINITY;
    if (signup) {
      const tries = await accounts.spendSignupOtpTry(customer.id, OTP_SIGNUP_MAX_TRIES);
      if (tries === undefined) throw exhausted();
      accountLeft = OTP_SIGNUP_MAX_TRIES - tries;
    }
    if (!digestsEqual(spent.codeHash, hashCode(this.deps.tokenSecret, address, otp))) {
      const left = Math.min(OTP_MAX_ATTEMPTS - spent.attempts, accountLeft);
      if (left > 0) throw badRequest(ACCOUNT_MESSAGES.otpWrong(left));
      if (accountLeft <= 0) throw exhausted();
      throw badRequest(await this.unusableCodeMessage(customer, now, ACCOUNT_MESSAGES.otpBurnt));
    }
    const changedEmail = target.kind === 'change';
    const previous = customer.email;
    const verified = await this.transaction(async (tx) => {
      if (!(await tx.accounts.consumeOtp(latest.id, now))) return false;
      if (!changedEmail) {
        await tx.accounts.markEmailVerified(customer.id, now);
        return true;
      }
      try {
        return (await tx.accounts.confirmPendingEmail(customer.id, now)) !== undefined;
      } catch (error) {
        // Another account took the address while it waited for its code.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
        throw error;
      }
    });
    if (!verified) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
    if (changedEmail) {
      await this.trySend(
        emailChangedMail({ to: previous, firstname: customer.firstname, newEmail: address, shop: this.deps.shop }),
        'could not tell the old address of a change',
      );
    }
    return { changedEmail };
  }

  /**
   * Answers at once and alike for every address (decision 007): a code due
   * now is mailed by a job right away, one not due yet when it is (90 s after
   * the last, at most five an hour, none for a day after three burnt codes).
   */
  async resendOtp(email: string): Promise<void> {
    const target = await this.otpTarget(email);
    if (!target) return;
    const now = this.deps.now();
    const wait = await this.secondsUntilNextOtp(this.deps.accounts, target.customer, now);
    if (wait.blockedSeconds !== undefined || wait.exhausted) return;
    const due = new Date(now.getTime() + wait.seconds * 1000);
    await this.deps.jobs.enqueue(this.deps.db, {
      kind: OTP_JOB,
      payload: { customerId: target.customer.id, address: target.address },
      // Several presses before one code is due ask for that one code.
      dedupeKey: `otp:${target.customer.id}:${target.address.toLowerCase()}:${Math.floor(due.getTime() / 1000)}`,
      runAfter: due,
      maxAttempts: 3,
    });
    this.deps.jobs.poke();
  }

  /**
   * The OTP job: mails a code to the address if the customer still waits for
   * one there. A mail server that is down fails the job (the code withdrawn),
   * and the queue tries again later.
   */
  async sendDueOtp(customerId: string, address: string): Promise<void> {
    const customer = await this.deps.accounts.findById(customerId);
    if (!customer) return;
    const waiting = customer.emailVerifiedAt
      ? customer.pendingEmail !== null && sameAddress(customer.pendingEmail, address)
      : sameAddress(customer.email, address);
    if (waiting) await this.issueOtp(customer, address, { quiet: false });
  }

  async logout(sessionId: string): Promise<void> {
    await this.deps.sessions.revoke(sessionId, this.deps.now());
  }

  /** The customer's devices: every session still signed in, newest first. */
  async sessions(customerId: string, currentSessionId: string): Promise<SessionsResponse['data']> {
    const rows = await this.deps.sessions.listActive(customerId, this.deps.now());
    const sessions = rows.map((row) => {
      const { os, browser } = describeUserAgent(row.userAgent ?? undefined);
      const known = (label: string) => label !== 'Unknown';
      const device = known(browser) || known(os) ? [browser, os].filter(known).join(' on ') : 'Unknown device';
      return { _id: row.id, current: row.id === currentSessionId, createdAt: row.createdAt.toISOString(), device, ip: row.ip ?? 'Unknown' };
    });
    return { count: sessions.length, sessions };
  }

  /** 'Sign out everywhere': every session of the customer ends, this one included. */
  async endAllSessions(customerId: string): Promise<void> {
    await this.deps.sessions.revokeAllForCustomer(customerId, this.deps.now());
  }

  async profile(customerId: string): Promise<Customer> {
    const customer = await this.deps.accounts.findById(customerId);
    if (!customer) throw unauthorized();
    return customer;
  }

  /**
   * Changes only the signed-in customer's own record. Names and mobile change
   * at once. A new address needs the current password (a stolen token alone
   * must not take the account), is counted against the day's e-mail changes,
   * and stays pending, the old one still the login, until the code mailed to
   * it is entered; the old address is told at once.
   */
  async editProfile(customerId: string, change: ProfileChange & { currentPassword?: string | undefined }): Promise<Customer> {
    const { accounts } = this.deps;
    const current = await this.profile(customerId);
    const { currentPassword, email, ...rest } = change;
    const now = this.deps.now();
    const emailChanged = !sameAddress(current.email, email);
    const alreadyPending = current.pendingEmail !== null && sameAddress(current.pendingEmail, email);

    if (emailChanged && !alreadyPending) {
      if (!currentPassword) {
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired, { currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired });
      }
      await this.deps.emailChanges.take(customerId);
      if (!(await verifyPassword(current.passwordHash, currentPassword))) {
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
      }
      if (await accounts.emailTakenByAnother(email, customerId)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
    }

    let updated: Customer | undefined;
    try {
      updated = await this.transaction(async (tx) => {
        // The login address moves only once the new one is confirmed; a change of letter case alone is made now.
        const row = await tx.accounts.updateProfile(customerId, { ...rest, email: emailChanged ? current.email : email }, now);
        const pending = emailChanged ? (alreadyPending ? current.pendingEmail : email) : null;
        if (pending !== current.pendingEmail) await tx.accounts.setPendingEmail(customerId, pending, now);
        return row && { ...row, pendingEmail: pending };
      });
    } catch (error) {
      // Another customer took the address, or is confirming it, between the check and the write.
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
      throw error;
    }
    if (!updated) throw unauthorized();
    if (emailChanged && !alreadyPending) {
      await this.trySend(
        emailChangeRequestedMail({ to: current.email, firstname: current.firstname, newEmail: email, shop: this.deps.shop, forgotLink: this.forgotLink() }),
        'could not tell the old address of a change',
      );
      // A new address gets its code now (the changes themselves are counted per day), within the hourly cap.
      await this.issueOtp(updated, email, { quiet: true, spacing: false });
    }
    return updated;
  }

  /**
   * Answers at once and does the work afterwards, so that neither the answer
   * nor its timing tells whether the address has an account.
   */
  forgotPassword(email: string): void {
    this.background(this.sendResetLink(email), 'could not send a password reset link');
  }

  /** Sets the password from a mailed link; answers the account's address (the route marks this browser as the owner's). */
  async resetPassword(token: string, password: string): Promise<{ email: string }> {
    if (!looksLikeToken(token)) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    // Hashed before the transaction: argon2 must not hold a database lock.
    const passwordHash = await hashPassword(password);
    const now = this.deps.now();
    const tokenHash = hashToken(token);
    const changed = await this.transaction(async (tx) => {
      const used = await tx.accounts.consumeResetToken(tokenHash, now);
      if (!used || !digestsEqual(used.tokenHash, tokenHash)) return undefined;
      const customer = await tx.accounts.findById(used.customerId);
      // A link mailed before the shop disabled the account opens nothing (its logins are refused anyway).
      if (!customer || customer.disabledAt) return undefined;
      await tx.accounts.setPassword(used.customerId, passwordHash, now);
      // Opening the mailed link proved the mailbox is theirs.
      await tx.accounts.markEmailVerified(used.customerId, now);
      await tx.accounts.retireResetTokens(used.customerId, now);
      await tx.sessions.revokeAllForCustomer(used.customerId, now);
      // A new password from the mailbox of the address stops a change of address someone else asked for.
      await tx.accounts.setPendingEmail(used.customerId, null, now);
      return { email: customer.email };
    });
    if (!changed) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
    return changed;
  }

  /** Resolves when mail sent in the background is done (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private forgotLink(): string {
    return `${this.deps.publicUrl}/forgot-password`;
  }

  /** Whose code a mail to `email` carries: an unverified account's own address, else a new address being confirmed. */
  private async otpTarget(email: string): Promise<{ customer: Customer; address: string; kind: 'signup' | 'change' } | undefined> {
    const { accounts } = this.deps;
    const owner = await accounts.findByEmail(email);
    if (owner && !owner.emailVerifiedAt) return { customer: owner, address: owner.email, kind: 'signup' };
    const changing = await accounts.findByPendingEmail(email);
    if (changing?.pendingEmail) return { customer: changing, address: changing.pendingEmail, kind: 'change' };
    return undefined;
  }

  /** `message`, or the refusal that says why no new code will come (the sign-up's checks spent, or too many burnt today). */
  private async unusableCodeMessage(customer: Customer, now: Date, message: string): Promise<string> {
    const wait = await this.secondsUntilNextOtp(this.deps.accounts, customer, now);
    if (wait.exhausted) return ACCOUNT_MESSAGES.otpExhausted;
    return wait.blockedSeconds !== undefined ? ACCOUNT_MESSAGES.otpBlocked : message;
  }

  private async sendResetLink(email: string): Promise<void> {
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
   * Mails a new code to `address` if one is due now (see
   * secondsUntilNextOtp); otherwise answers how long until one is. A mail
   * that fails withdraws its code, and unless `quiet` fails the call (503).
   */
  private async issueOtp(
    customer: Customer,
    address: string,
    options: { quiet: boolean; spacing?: boolean },
  ): Promise<{ sent: true } | { seconds: number } | { blockedSeconds: number } | { exhausted: true }> {
    const now = this.deps.now();
    const code = newNumericCode(OTP_LENGTH);
    const issued = await this.transaction(async (tx): Promise<Awaited<ReturnType<AccountsService['secondsUntilNextOtp']>> | { otpId: string }> => {
      // Two resends at once must not both pass the checks below; the row as it is now has every check counted.
      const current = (await tx.accounts.lockCustomer(customer.id)) ?? customer;
      const wait = await this.secondsUntilNextOtp(tx.accounts, current, now, options.spacing ?? true);
      if (wait.seconds > 0 || wait.blockedSeconds !== undefined || wait.exhausted) return wait;
      await tx.accounts.deleteOtpsCreatedBefore(customer.id, new Date(now.getTime() - DAY_MS));
      return { otpId: await tx.accounts.insertOtp(this.otpRow(customer.id, address, code, now)) };
    });
    if ('exhausted' in issued && issued.exhausted) return { exhausted: true };
    if ('blockedSeconds' in issued && issued.blockedSeconds !== undefined) return { blockedSeconds: issued.blockedSeconds };
    if (!('otpId' in issued)) return { seconds: issued.seconds };
    await this.deliverOtp(customer, address, code, issued.otpId, options);
    return { sent: true };
  }

  /**
   * How long until the address may have a new code: OTP_RESEND_SECONDS after
   * the last, at most OTP_SENDS_PER_HOUR an hour; `blockedSeconds` when it
   * burnt OTP_BURNT_PER_DAY codes within a day (none until the oldest of
   * them is a day old); and `exhausted`, never again, when a sign-up spent
   * its OTP_SIGNUP_MAX_TRIES checks.
   */
  private async secondsUntilNextOtp(
    accounts: AccountsRepository,
    customer: Customer,
    now: Date,
    spacing = true,
  ): Promise<{ seconds: number; blockedSeconds?: number; exhausted?: true }> {
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

  private otpRow(customerId: string, address: string, code: string, now: Date) {
    return {
      customerId,
      codeHash: hashCode(this.deps.tokenSecret, address, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE_MS),
    };
  }

  /** On failure the code is withdrawn, so it neither counts against the resend limits nor lingers. */
  private async deliverOtp(customer: Customer, address: string, code: string, otpId: string, options: { quiet: boolean }): Promise<void> {
    const mail = otpMail({
      to: address,
      firstname: customer.firstname,
      code,
      validMinutes: OTP_TTL_MINUTES,
      purpose: sameAddress(address, customer.email) ? 'signup' : 'change',
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

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sign-ups made at or before this have expired. */
export const signupExpiryCutoff = (now: Date) => new Date(now.getTime() - SIGNUP_EXPIRY_DAYS * DAY_MS);
