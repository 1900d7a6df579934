import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@chitra/contract/locales';
import { shopPath } from '../../platform/mail/mail-words';
import { defineJob } from '../../platform/jobs/define-job';
import { emailChangedMail, emailChangeRequestedMail } from './accounts.mails';
import { accountCodesOf } from './accounts.codes';
import { sweepSpent } from './housekeeping';

/**
 * The accounts' jobs (decision 012), registered in server/src/jobs.ts. Every
 * mail of the accounts goes out through one of them, enqueued with the
 * change that causes it: a crash loses none, and a test sees each one.
 */

/** How often the housekeeping sweeps (on whichever server claims the job). */
const SWEEP_EVERY_SECONDS = 60 * 60;
/** A code's mail is tried three times (the customer may ask for another meanwhile). */
const OTP_MAIL_ATTEMPTS = 3;

/**
 * Makes a code and mails it to `address` once it is due, if the customer
 * still waits for one there (`otp:<customer>:<address>:<due second>`): the
 * sign-up's, a login's before the address is verified, a resend's, a new
 * address's (`spacing: false`, not held to the 90 seconds since the last).
 * The code is made when the mail goes, so it is never stored in the queue.
 */
export const sendOtpJob = defineJob(
  'accounts.send-otp',
  z.object({ customerId: z.uuid(), address: z.string(), spacing: z.boolean().optional() }),
  async ({ customerId, address, spacing }, { app }) => accountCodesOf(app).sendDueOtp(customerId, address, spacing ?? true),
  { maxAttempts: OTP_MAIL_ATTEMPTS },
);

/** Forgot Password: a reset link for the account that uses the address, if any (the link is made when the mail goes). */
export const sendResetLinkJob = defineJob('accounts.send-reset-link', z.object({ email: z.string() }), async ({ email }, { app }) =>
  accountCodesOf(app).sendResetLink(email),
);

/** `locale`: the account's language when the change was asked for (decision 062); jobs queued before it had none, and are English. */
const AddressChange = z.object({ to: z.string(), firstname: z.string(), newEmail: z.string(), locale: z.enum(LOCALES).optional() });

/** Tells the old address that a change to `newEmail` was asked for, and how to stop it. */
export const mailChangeRequestedJob = defineJob('accounts.mail-change-requested', AddressChange, async ({ to, firstname, newEmail, locale }, { app }) =>
  app.mailer.send(
    emailChangeRequestedMail({
      to,
      firstname,
      newEmail,
      shop: app.config.shop,
      forgotLink: `${app.config.publicUrl}${shopPath(locale ?? DEFAULT_LOCALE, '/forgot-password')}`,
      locale,
    }),
  ),
);

/** Tells the old address that the change to `newEmail` is confirmed. */
export const mailChangeConfirmedJob = defineJob('accounts.mail-change-confirmed', AddressChange, async ({ to, firstname, newEmail, locale }, { app }) =>
  app.mailer.send(emailChangedMail({ to, firstname, newEmail, shop: app.config.shop, locale })),
);

/** The hourly housekeeping (housekeeping.ts): spent account rows, old demo mail, finished jobs, old limit counters. */
export const sweepJob = defineJob('accounts.sweep', z.object({}), async (_payload, { app }) => sweepSpent(app), { everySeconds: SWEEP_EVERY_SECONDS });
