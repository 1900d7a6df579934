import { PASSWORD_MIN_LENGTH } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import type { FieldErrors } from '../../lib/forms/use-form';

/**
 * The account forms' checks (docs/spec.md §5), with its messages word for word.
 * Where the spec names a check but no text, the message is the generic
 * yup-style one the spec cites ('<field> is a required field'), with the
 * request's field name. On top of the spec, the server's own rules (decision
 * 007) are checked here too, so a form never sends what the API refuses.
 */

// The generic wording (docs/spec.md §5, "and similar": yup's own defaults).
const genericMessage = {
  required: (field: string) => `${field} ${MESSAGES.requiredField}`,
  email: (field: string) => `${field} ${MESSAGES.validEmail}`,
  number: (field: string) => `${field} must be a number`,
  positive: (field: string) => `${field} must be a positive number`,
  integer: (field: string) => `${field} must be an integer`,
};

// The server's rules, in the words the API itself uses.
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const MOBILE_NOT_INDIAN = 'Mobile No should be a 10-digit Indian mobile number';

// What browsers accept in an e-mail field: something@domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Ten digits starting 6–9, with an optional +91 or 91 in front (decision 007).
const INDIAN_MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

type Rule = (value: string) => string | undefined;

const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

const email =
  (message: string): Rule =>
  (value) =>
    value.trim() !== '' && !EMAIL_PATTERN.test(value.trim()) ? message : undefined;

const minLength =
  (length: number, message: string): Rule =>
  (value) =>
    value !== '' && value.length < length ? message : undefined;

/** The number as people type it: spaces and dashes between digit groups are fine. */
const compactNumber = (value: string) => value.trim().replace(/[\s-]/g, '');

/** Spec: "a required positive integer"; then the server's Indian-mobile rule. */
const mobile =
  (field: string): Rule =>
  (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    if (trimmed.startsWith('-')) return genericMessage.positive(field);
    const compact = compactNumber(trimmed);
    if (!/^\+?\d+(?:\.\d+)?$/.test(compact)) return genericMessage.number(field);
    if (compact.includes('.')) return genericMessage.integer(field);
    if (/^\+?0+$/.test(compact)) return genericMessage.positive(field);
    return INDIAN_MOBILE.test(compact) ? undefined : MOBILE_NOT_INDIAN;
  };

/** The 10 digits the API stores, from whatever passed the mobile check. */
export function normaliseMobile(value: string): string {
  const compact = compactNumber(value);
  return INDIAN_MOBILE.exec(compact)?.[1] ?? compact;
}

function check<Values extends Record<string, string>>(values: Values, rules: { [Field in keyof Values]?: Rule[] }): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const field of Object.keys(rules) as (keyof Values)[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field] ?? '');
      if (message !== undefined) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export type LoginValues = { email: string; password: string };
export const validateLogin = (values: LoginValues) =>
  check(values, {
    email: [required(genericMessage.required('email')), email(genericMessage.email('email'))],
    password: [required(MESSAGES.passwordRequired)],
  });

export type SignupValues = { name: string; email: string; mobileNo: string; password: string };
export const validateSignup = (values: SignupValues) =>
  check(values, {
    // docs/spec.md §5 puts 'Last Name is Required' on the full-name field; kept as written.
    name: [required(MESSAGES.lastNameRequired)],
    email: [required(genericMessage.required('email')), email(genericMessage.email('email'))],
    mobileNo: [required(genericMessage.required('mobileNo')), mobile('mobileNo')],
    password: [required(genericMessage.required('password')), minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)],
  });

export type ForgotPasswordValues = { email: string };
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  check(values, {
    email: [required(genericMessage.required('email')), email(genericMessage.email('email'))],
  });

export type ResetPasswordValues = { password: string };
export const validateResetPassword = (values: ResetPasswordValues) =>
  check(values, {
    password: [required(genericMessage.required('password')), minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)],
  });

export type ProfileValues = { firstname: string; lastname: string; email: string; mobile: string; currentPassword: string };

/** The server's words when a new address comes without the current password (decision 007). */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change your e-mail address.';

/** True when `email` is another address than `saved` (a change of letter case is the same address). */
export const changesAddress = (email: string, saved: string) => email.trim().toLowerCase() !== saved.trim().toLowerCase();

/** The profile's checks; a new address also needs the current password. */
export const validateProfile = (savedEmail: string) => (values: ProfileValues) =>
  check(values, {
    firstname: [required(genericMessage.required('firstname'))],
    lastname: [required(genericMessage.required('lastname'))],
    email: [required(genericMessage.required('email')), email(genericMessage.email('email'))],
    mobile: [required(genericMessage.required('mobile')), mobile('mobile')],
    ...(values.email.trim() !== '' && changesAddress(values.email, savedEmail) ? { currentPassword: [required(CURRENT_PASSWORD_REQUIRED)] } : {}),
  });
