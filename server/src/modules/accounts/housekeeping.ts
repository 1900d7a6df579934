import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { customers, mailOutbox, otpCodes, passwordResetTokens, sessions } from '../../db/schema/accounts';
import { expiredSignups } from './accounts.repository';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A sign-up never confirmed goes after this many days (decision 007): most
 * people confirm within minutes, a week leaves room for a mail read late,
 * and an address someone else signed up with is free again within a week.
 */
export const SIGNUP_EXPIRY_DAYS = 7;

/** Sign-ups made at or before this have expired. */
export const signupExpiryCutoff = (now: Date) => new Date(now.getTime() - SIGNUP_EXPIRY_DAYS * DAY);

/**
 * How long spent rows are kept. A day past expiry (or revocation) keeps the
 * recent past readable when someone asks "why was I signed out?"; OTP codes
 * count towards the resend limits for a day (schema/accounts.ts); the demo
 * outbox keeps a month of mail to read.
 */
const RETENTION = {
  sessionsAfterEnd: DAY,
  otpCodes: DAY,
  resetTokensAfterExpiry: DAY,
  demoOutbox: 30 * DAY,
} as const;

export type SweepResult = { sessions: number; otpCodes: number; resetTokens: number; mails: number; signups: number };

/**
 * Deletes what can never be used again: ended sessions, old one-time codes,
 * expired or spent reset links, old demo mail, and sign-ups never confirmed
 * within SIGNUP_EXPIRY_DAYS (with their codes and links) that own nothing and
 * never checked a code.
 * Safe to run from every copy of the server at once: each statement only
 * deletes, by time.
 */
export async function sweepSpentAccountRows(db: Db, now: Date): Promise<SweepResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessionCutoff = before(RETENTION.sessionsAfterEnd);
  const resetCutoff = before(RETENTION.resetTokensAfterExpiry);
  const id = { id: sessions.id };

  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionCutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff))))
    .returning(id);
  const oldCodes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, before(RETENTION.otpCodes)))
    .returning({ id: otpCodes.id });
  const deadLinks = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, resetCutoff), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, resetCutoff))))
    .returning({ id: passwordResetTokens.id });
  const oldMail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before(RETENTION.demoOutbox)))
    .returning({ id: mailOutbox.id });
  // One that ever checked a code stays (expired: the address may sign up again over it), keeping the
  // address's lifetime count of checks, so that waiting for the sweep never buys more guesses.
  const expired = await db
    .delete(customers)
    .where(and(expiredSignups(db, signupExpiryCutoff(now)), eq(customers.signupOtpTries, 0)))
    .returning({ id: customers.id });

  return {
    sessions: endedSessions.length,
    otpCodes: oldCodes.length,
    resetTokens: deadLinks.length,
    mails: oldMail.length,
    signups: expired.length,
  };
}

/**
 * The hourly housekeeping, a scheduled job of the one queue (`accounts.sweep`):
 * ended sessions and old codes, old demo mail, expired sign-ups, finished
 * jobs and limit counters whose window ended. It runs on one server at a
 * time, whichever claims it.
 */
export async function sweepSpent(app: FastifyInstance): Promise<void> {
  const now = app.now();
  const swept = await sweepSpentAccountRows(app.database.db, now);
  const jobs = await app.jobs.sweepFinished(now);
  const counters = await app.limits.counters.sweep(now);
  if (Object.values(swept).some((n) => n > 0) || jobs > 0 || counters > 0) app.log.info({ swept, jobs, counters }, 'swept spent rows');
}
