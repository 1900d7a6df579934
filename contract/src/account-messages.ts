import { ADMIN_MESSAGES } from './admin-rules';
import { worded } from './worded';
import { MESSAGES } from './messages';

/**
 * What the accounts API answers (sign-up, login, the OTP, the profile, the
 * password's reset) and its limits' refusals: the spec's own strings where it
 * has one. Here rather than in the server so the web can translate them by
 * their reason (api-messages.ts).
 */

/** A code's or a link's mail could not be sent (the job queue tries again). */
export const MAIL_UNAVAILABLE = 'We could not send the e-mail just now. Please try again in a moment.';

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
  otpWrong: (triesLeft: number) => worded('account.otpWrong', { triesLeft }, `The OTP is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`),
  otpSent: 'If this address is waiting for a code, a new OTP is on its way to it.',
  otpTooSoon: (seconds: number) => worded('account.otpTooSoon', { seconds }, `Please wait ${seconds} seconds before asking for another OTP.`),
  loggedOut: 'You are logged out.',
  profileUpdated: MESSAGES.profileUpdated,
  currentPasswordRequired: 'Please enter your current password to change your e-mail address.',
  currentPasswordWrong: 'The current password is not correct.',
  emailChangeConfirmed: 'Your new e-mail address is confirmed: log in with it from now on.',
  sessionsEnded: 'You are signed out on every device.',
  forgotSent: 'If an account uses this e-mail address, we have sent it a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: MESSAGES.passwordChanged,
  mailUnavailable: MAIL_UNAVAILABLE,
} as const;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const hours = (seconds: number) => Math.max(1, Math.ceil(seconds / 3600));

export const LIMIT_MESSAGES = {
  loginFailures: (seconds: number) =>
    worded(
      'limit.loginFailures',
      { minutes: minutes(seconds) },
      `Too many wrong passwords for this account from your connection. Please try again in ${minutes(seconds)} minutes, or reset your password.`,
    ),
  /**
   * Names the way in that an attacker cannot share: a reset from the mailed
   * link marks this browser as the owner's, and its logins are not slowed.
   */
  loginSlowed: (seconds: number) =>
    worded(
      'limit.loginSlowed',
      { seconds },
      `This account has had many failed sign-ins, so we are slowing down sign-ins from new browsers. Please try again in ${seconds} seconds, or reset your password with Forgot Password and open the e-mailed link in this browser: this browser can then log in without waiting.`,
    ),
  emailChanges: (seconds: number) =>
    worded('limit.emailChanges', { hours: hours(seconds) }, `Too many e-mail changes for one day. Please try again in ${hours(seconds)} hours.`),
} as const;
