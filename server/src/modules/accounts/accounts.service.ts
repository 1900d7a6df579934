import { ACCOUNT_MESSAGES } from '@chitra/contract/account-messages';
import type { SessionsResponse } from '@chitra/contract/accounts';
import type { Billing } from '@chitra/contract/gst';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors';
import { openSession } from '../../platform/auth/auth.plugin';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { digestsEqual, hashCode, hashToken, looksLikeToken } from '../../platform/auth/tokens';
import { OTP_MAX_ATTEMPTS, OTP_SIGNUP_MAX_TRIES, otpWait, sameAddress } from './accounts.codes';
import { mailChangeConfirmedJob, mailChangeRequestedJob, sendOtpJob, sendResetLinkJob } from './accounts.jobs';
import { AccountsRepository, billingColumns, isUniqueViolation, type Customer, type ProfileChange } from './accounts.repository';
import { signupExpiryCutoff } from './housekeeping';
import type { Db } from '../../db/client';
import { type DbOrTx, type Tx, withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Limit } from '../../platform/limits/limits';
import { describeUserAgent } from '../../platform/user-agent';
import type { SessionOrigin } from '../../platform/auth/auth.plugin';

/** What the API answers (contract/src/account-messages.ts): the spec's own strings where it has one. */
export { ACCOUNT_MESSAGES } from '@chitra/contract/account-messages';

export type AccountsServiceDeps = {
  /** The database the repositories below read; multi-step writes open a transaction on it. */
  db: Db;
  /** Every mail of the accounts goes out through it: enqueued with the change that causes it (accounts.jobs.ts). */
  jobs: JobQueue;
  /** Counts e-mail change attempts per account. */
  emailChanges: Limit;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  now: () => Date;
  /** Keys the OTP hashes. */
  tokenSecret: string;
};

/** `name` at sign-up is the full name: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

export const fullName = (c: Pick<Customer, 'firstname' | 'lastname'>) => [c.firstname, c.lastname].filter(Boolean).join(' ');

export class AccountsService {
  constructor(private readonly deps: AccountsServiceDeps) {}

  /** Both repositories bound to one transaction (db/transaction.ts), and the transaction itself for the jobs enqueued with the writes. */
  private transaction<T>(work: (tx: { accounts: AccountsRepository; sessions: SessionsRepository; tx: Tx }) => Promise<T>): Promise<T> {
    return withTransaction(this.deps.db, (tx) => work({ accounts: new AccountsRepository(tx), sessions: new SessionsRepository(tx), tx }));
  }

  /** `locale`: the language of the sign-up's page, which the account's mail is written in (decision 062). */
  async register(input: { name: string; email: string; mobile: string; password: string; locale?: Locale }): Promise<Customer> {
    // Hashed whether or not the address is taken, so a 409 is no faster than a 201.
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.now();
    const created = await this.transaction(async (tx) => {
      const values = {
        ...splitName(input.name),
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        createdAt: now,
        locale: input.locale ?? DEFAULT_LOCALE,
      };
      let customer = await tx.accounts.insertCustomer(values);
      if (!customer) {
        // An expired sign-up holds the address: it goes, and the new one carries on its count of codes checked,
        // so that signing up again never buys more guesses (decision 007).
        const expired = await tx.accounts.deleteExpiredSignup(input.email, signupExpiryCutoff(now));
        if (expired) customer = await tx.accounts.insertCustomer({ ...values, signupOtpTries: expired.signupOtpTries });
      }
      if (!customer) return undefined;
      // An address that has spent its checks gets no code: the OTP page's answer says to use Forgot Password.
      if (customer.signupOtpTries < OTP_SIGNUP_MAX_TRIES) await this.enqueueOtp(tx.tx, customer.id, customer.email, now);
      return customer;
    });
    if (!created) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    // The code is made and mailed by its job at once; a mail server that is down only delays it.
    this.deps.jobs.poke();
    return created;
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
      const now = this.deps.now();
      const wait = await otpWait(this.deps.accounts, customer, now);
      if (wait.exhausted) return { customer, message: ACCOUNT_MESSAGES.otpExhausted };
      if (wait.blockedSeconds !== undefined) return { customer, message: ACCOUNT_MESSAGES.otpBlocked };
      // A fresh code only when one is due now: the resend spacing holds here too.
      if (wait.seconds === 0) {
        await this.enqueueOtp(this.deps.db, customer.id, customer.email, now);
        this.deps.jobs.poke();
      }
      return { customer };
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
        const confirmed = (await tx.accounts.confirmPendingEmail(customer.id, now)) !== undefined;
        // The old address is told, by a job enqueued with the change.
        if (confirmed)
          await this.deps.jobs.enqueue(tx.tx, mailChangeConfirmedJob, {
            to: previous,
            firstname: customer.firstname,
            newEmail: address,
            locale: customer.locale,
          });
        return confirmed;
      } catch (error) {
        // Another account took the address while it waited for its code.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
        throw error;
      }
    });
    if (!verified) throw badRequest(ACCOUNT_MESSAGES.otpExpired);
    if (changedEmail) this.deps.jobs.poke();
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
    const wait = await otpWait(this.deps.accounts, target.customer, now);
    if (wait.blockedSeconds !== undefined || wait.exhausted) return;
    const due = new Date(now.getTime() + wait.seconds * 1000);
    await this.enqueueOtp(this.deps.db, target.customer.id, target.address, due);
    this.deps.jobs.poke();
  }

  /** The language the account's mail is written in from now on (the switcher's choice, decision 062). */
  async setLocale(customerId: string, locale: Locale): Promise<void> {
    if (!(await this.deps.accounts.setLocale(customerId, locale, this.deps.now()))) throw unauthorized();
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
  async editProfile(
    customerId: string,
    change: ProfileChange & { currentPassword?: string | undefined; billing?: Billing | null | undefined },
  ): Promise<Customer> {
    const { accounts } = this.deps;
    const current = await this.profile(customerId);
    const { currentPassword, email, billing, ...rest } = change;
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
        const row = await tx.accounts.updateProfile(
          customerId,
          // The GST details change only when given: null forgets them (decision 054).
          { ...rest, ...(billing === undefined ? {} : billingColumns(billing)), email: emailChanged ? current.email : email },
          now,
        );
        const pending = emailChanged ? (alreadyPending ? current.pendingEmail : email) : null;
        if (pending !== current.pendingEmail) await tx.accounts.setPendingEmail(customerId, pending, now);
        if (row && emailChanged && !alreadyPending) {
          // The old address is told at once; the new one gets its code now (the changes themselves are counted per day), within the hourly cap.
          await this.deps.jobs.enqueue(tx.tx, mailChangeRequestedJob, {
            to: current.email,
            firstname: current.firstname,
            newEmail: email,
            locale: current.locale,
          });
          await this.enqueueOtp(tx.tx, customerId, email, now, { spacing: false });
        }
        return row && { ...row, pendingEmail: pending };
      });
    } catch (error) {
      // Another customer took the address, or is confirming it, between the check and the write.
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTakenOnProfile);
      throw error;
    }
    if (!updated) throw unauthorized();
    if (emailChanged && !alreadyPending) this.deps.jobs.poke();
    return updated;
  }

  /**
   * Answers at once and alike for every address: the job
   * (accounts.send-reset-link) looks the address up and mails a link, so
   * neither the answer nor its timing tells whether the address has an account.
   */
  async forgotPassword(email: string): Promise<void> {
    await this.deps.jobs.enqueue(this.deps.db, sendResetLinkJob, { email });
    this.deps.jobs.poke();
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
    const wait = await otpWait(this.deps.accounts, customer, now);
    if (wait.exhausted) return ACCOUNT_MESSAGES.otpExhausted;
    return wait.blockedSeconds !== undefined ? ACCOUNT_MESSAGES.otpBlocked : message;
  }

  /**
   * The job that makes and mails a code to `address` once it is due: in the
   * transaction of the change that asks for it when there is one. Several
   * asks for one due time (presses of resend before it) make one job.
   */
  private async enqueueOtp(db: DbOrTx, customerId: string, address: string, due: Date, options: { spacing: boolean } = { spacing: true }): Promise<void> {
    await this.deps.jobs.enqueue(
      db,
      sendOtpJob,
      { customerId, address, ...(options.spacing ? {} : { spacing: false }) },
      {
        dedupeKey: `otp:${customerId}:${address.toLowerCase()}:${Math.floor(due.getTime() / 1000)}`,
        runAfter: due,
      },
    );
  }
}
