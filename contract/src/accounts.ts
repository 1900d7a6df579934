import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { Billing } from './gst';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import { CONTROL_CHARACTERS, singleLine } from './text';

/**
 * Accounts (docs/api-reference.md "Accounts"): registration with an e-mail OTP, login,
 * logout, password reset and the profile. Request schemas normalise what they
 * accept (trimmed text, 10-digit mobile numbers), so the parsed value is what
 * the server stores; response schemas carry no transforms.
 */

/** Upper bound: argon2 hashes whatever it is given, so cap the work a request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** `required` when the field is missing, `invalid` when it has the wrong type. */
const text = (required: string) => z.string({ error: (issue) => (issue.input === undefined ? required : 'must be text') });

export const Email = text(MESSAGES.emailRequired)
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email(MESSAGES.emailInvalid));

/** A password being set: at least PASSWORD_MIN_LENGTH characters. Never trimmed. */
export const NewPassword = text(MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked: any length up to the cap (older rules may have allowed shorter ones). */
export const CurrentPassword = text(MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const INDIAN_MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;
const MOBILE_INVALID = 'Mobile No should be a 10-digit Indian mobile number';

/**
 * The spec calls the mobile number "a required positive integer", so a JSON
 * number is accepted as well as a string; either way it is stored as the 10
 * digits of an Indian mobile number, an optional +91 (and spaces or dashes)
 * removed.
 */
export const Mobile = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? MESSAGES.mobileRequired : MOBILE_INVALID),
  })
  .transform((value, ctx) => {
    const raw = typeof value === 'number' ? (Number.isSafeInteger(value) && value > 0 ? String(value) : '') : value;
    const compact = raw.trim().replace(/[\s-]/g, '');
    if (compact === '') {
      ctx.addIssue({ code: 'custom', message: typeof value === 'number' ? MOBILE_INVALID : MESSAGES.mobileRequired });
      return z.NEVER;
    }
    const match = INDIAN_MOBILE.exec(compact);
    if (!match?.[1]) {
      ctx.addIssue({ code: 'custom', message: MOBILE_INVALID });
      return z.NEVER;
    }
    return match[1];
  });

const PersonName = (required: string) =>
  text(required).trim().min(1, required).max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`).refine(singleLine, CONTROL_CHARACTERS);

export const OtpCode = text(MESSAGES.otpInvalid)
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid);

/** `{ success: true, message }`: the answer of every call that returns nothing else. */
export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

// POST users/register

export const RegisterBody = z.object({
  /** The full name: the first word becomes `firstname`, the rest `lastname`. */
  name: PersonName('Name is Required'),
  email: Email,
  mobileNo: Mobile,
  password: NewPassword,
});
/** What the form sends (mobileNo may be a number). */
export type RegisterBody = z.input<typeof RegisterBody>;

export const RegisterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

// POST users/login

export const LoginBody = z.object({ email: Email, password: CurrentPassword });
export type LoginBody = z.input<typeof LoginBody>;

export const LoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** false: the address is not verified yet; no token, a fresh OTP was sent (go to /otp). */
    isOtpVerify: z.boolean(),
    /** Present only when `isOtpVerify` is true. Send it as `Authorization: Bearer <token>`. */
    accessToken: z.string().optional(),
    _id: z.string(),
    /** Full name: firstname and lastname joined. */
    name: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    mobile: z.string(),
    /** 'admin' for the shop's administrators (the admin area checks it again on every request). */
    role: z.enum(['customer', 'admin']),
    /**
     * Not in the spec (issue 29): the language the account remembers, which the
     * storefront moves the customer to at sign-in (docs/decisions/062-locales.md, "At sign-in").
     */
    locale: z.enum(LOCALES).optional(),
  }),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

// POST users/otp-verify, POST users/resend-otp

export const OtpVerifyBody = z.object({ email: Email, otp: OtpCode });
export type OtpVerifyBody = z.input<typeof OtpVerifyBody>;

export const ResendOtpBody = z.object({ email: Email });
export type ResendOtpBody = z.input<typeof ResendOtpBody>;

// GET users/me, PUT user/edit-user

/**
 * The buyer's GST details as the profile remembers them (decision 054): the
 * state (its two-digit GST code, the place of supply), for a business its
 * GSTIN and name ('' for a person), and the invoice's address when one was
 * given (absent otherwise).
 */
export const SavedBilling = z.object({ state: z.string(), gstin: z.string(), businessName: z.string(), address: z.string().optional() });
export type SavedBilling = z.infer<typeof SavedBilling>;

export const Profile = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** The address the customer logs in with. */
  email: z.string(),
  mobile: z.string(),
  /** A new address asked for and not confirmed yet (its OTP was mailed to it); absent when none. */
  pendingEmail: z.string().optional(),
  /** The state and GSTIN for tax invoices; absent until the customer gives a state (at checkout or here). */
  billing: SavedBilling.optional(),
  /** Not in the spec (issue 29): the language the account remembers (its mail's; `PUT users/locale` changes it). */
  locale: z.enum(LOCALES).optional(),
});
export type Profile = z.infer<typeof Profile>;

export const MeResponse = z.object({ success: z.literal(true), data: Profile });
export type MeResponse = z.infer<typeof MeResponse>;

export const EditUserBody = z.object({
  firstname: PersonName(MESSAGES.firstNameRequired),
  /** May be empty: people with a single name register with one word. */
  lastname: text(MESSAGES.lastNameRequired).trim().max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`).refine(singleLine, CONTROL_CHARACTERS),
  email: Email,
  mobile: Mobile,
  /** Required when `email` changes: a token alone must not be able to take the account. */
  currentPassword: CurrentPassword.optional(),
  /** The state and GSTIN for tax invoices (contract/src/gst.ts Billing); null forgets them; absent leaves them as they are. */
  billing: Billing.nullable().optional(),
});
export type EditUserBody = z.input<typeof EditUserBody>;

export const EditUserResponse = z.object({ success: z.literal(true), message: z.string(), data: Profile });
export type EditUserResponse = z.infer<typeof EditUserResponse>;

// POST user/forgot-password-token, PUT user/reset-password/{token}

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetPasswordParams = z.object({ token: z.string().min(1).max(200) });
export type ResetPasswordParams = z.infer<typeof ResetPasswordParams>;

export const ResetPasswordBody = z.object({ password: NewPassword });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

// GET dev/mail (demo outbox only)

/** `to` is required: the demo mailbox shows one address's mail, never everybody's. */
export const DevMailQuery = z.object({
  to: z
    .string({ error: 'to is a required field' })
    .trim()
    .min(1, 'to is a required field')
    .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`),
});
export type DevMailQuery = z.infer<typeof DevMailQuery>;

export const DevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;

/** Newest first. */
export const DevMailResponse = z.array(DevMail);
export type DevMailResponse = z.infer<typeof DevMailResponse>;

// GET users/sessions, DELETE users/sessions

/** A signed-in session: a device the customer is signed in on. */
export const SessionInfo = z.object({
  _id: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  /** ISO 8601: when it signed in. */
  createdAt: z.string(),
  /** e.g. 'Chrome 131 on Android 14'; 'Unknown device' when the browser did not say. */
  device: z.string(),
  ip: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionsResponse = z.object({
  success: z.literal(true),
  /** Newest first; only sessions still signed in. */
  data: z.object({ count: z.number().int(), sessions: z.array(SessionInfo) }),
});
export type SessionsResponse = z.infer<typeof SessionsResponse>;

// PUT users/locale

/** The language the account's mail is written in (decision 062): the page's language, when the customer switches it. */
export const LocaleBody = z.object({ locale: z.enum(LOCALES) });
export type LocaleBody = z.infer<typeof LocaleBody>;

export const LocaleResponse = z.object({ success: z.literal(true) });
export type LocaleResponse = z.infer<typeof LocaleResponse>;
