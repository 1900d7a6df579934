import { PASSWORD_MIN_LENGTH } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import type { FieldErrors } from '../../lib/forms/use-form';

/**
 * The account forms' checks (docs/spec.md §5), with its messages word for word.
 * Where the spec names a check but no text, the message is the generic
 * yup-style one the spec cites ('<field> is a required field'), with the
 * request's field name. On top of the spec, the server's own rules (decision
 * 007) are checked here too, so a form never sends what the API refuses.
 *
 * A check names its message by key (the 'accounts' catalogue's): a page
 * passes its `t` and shows the message in its language; without one the
 * message is this English, which the English catalogue takes from here.
 */

/** The checks' messages in English, ICU: `{field}` is the request's field name ('email'), which English shows as it is. */
export const VALIDATION_MESSAGES = {
  // The generic wording (docs/spec.md §5, "and similar": yup's own defaults).
  requiredField: `{field} ${MESSAGES.requiredField}`,
  invalidEmail: `{field} ${MESSAGES.validEmail}`,
  notANumber: '{field} must be a number',
  notPositive: '{field} must be a positive number',
  notInteger: '{field} must be an integer',
  passwordRequired: MESSAGES.passwordRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  // The server's rules, in the words the API itself uses.
  passwordTooShort: 'Password must be at least {min} characters',
  mobileNotIndian: 'Mobile No should be a 10-digit Indian mobile number',
  // The server's words when a new address comes without the current password (decision 007).
  currentPasswordRequired: 'Please enter your current password to change your e-mail address.',
} as const;

type ValidationKey = keyof typeof VALIDATION_MESSAGES;
type Values = Record<string, string | number>;

/** How a check's message is said: the page's `t` ('accounts'), or English. */
export type Say = (key: ValidationKey, values?: Values) => string;

/** English without the catalogue (the checks' own tests, and any caller with no `t`): the templates hold plain `{name}`s only. */
const english: Say = (key, values = {}) => VALIDATION_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The server's words when a new address comes without the current password, in English. */
export const CURRENT_PASSWORD_REQUIRED = english('currentPasswordRequired');

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
  (field: string, say: Say): Rule =>
  (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    if (trimmed.startsWith('-')) return say('notPositive', { field });
    const compact = compactNumber(trimmed);
    if (!/^\+?\d+(?:\.\d+)?$/.test(compact)) return say('notANumber', { field });
    if (compact.includes('.')) return say('notInteger', { field });
    if (/^\+?0+$/.test(compact)) return say('notPositive', { field });
    return INDIAN_MOBILE.test(compact) ? undefined : say('mobileNotIndian');
  };

/** A field that must be there: yup's generic words, with the field's name. */
const requiredField = (field: string, say: Say): Rule => required(say('requiredField', { field }));

/** An e-mail field: there, and an address. */
const emailRules = (field: string, say: Say): Rule[] => [requiredField(field, say), email(say('invalidEmail', { field }))];

/** A new password: there, and long enough for the server. */
const newPasswordRules = (field: string, say: Say): Rule[] => [
  requiredField(field, say),
  minLength(PASSWORD_MIN_LENGTH, say('passwordTooShort', { min: PASSWORD_MIN_LENGTH })),
];

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
export const validateLogin = (values: LoginValues, say: Say = english) =>
  check(values, {
    email: emailRules('email', say),
    password: [required(say('passwordRequired'))],
  });

export type SignupValues = { name: string; email: string; mobileNo: string; password: string };
export const validateSignup = (values: SignupValues, say: Say = english) =>
  check(values, {
    // docs/spec.md §5 puts 'Last Name is Required' on the full-name field; kept as written.
    name: [required(say('lastNameRequired'))],
    email: emailRules('email', say),
    mobileNo: [requiredField('mobileNo', say), mobile('mobileNo', say)],
    password: newPasswordRules('password', say),
  });

export type ForgotPasswordValues = { email: string };
export const validateForgotPassword = (values: ForgotPasswordValues, say: Say = english) =>
  check(values, {
    email: emailRules('email', say),
  });

export type ResetPasswordValues = { password: string };
export const validateResetPassword = (values: ResetPasswordValues, say: Say = english) =>
  check(values, {
    password: newPasswordRules('password', say),
  });

export type ProfileValues = { firstname: string; lastname: string; email: string; mobile: string; currentPassword: string };

/** True when `email` is another address than `saved` (a change of letter case is the same address). */
export const changesAddress = (email: string, saved: string) => email.trim().toLowerCase() !== saved.trim().toLowerCase();

/** The profile's checks; a new address also needs the current password. */
export const validateProfile =
  (savedEmail: string, say: Say = english) =>
  (values: ProfileValues) =>
    check(values, {
      firstname: [requiredField('firstname', say)],
      lastname: [requiredField('lastname', say)],
      email: emailRules('email', say),
      mobile: [requiredField('mobile', say), mobile('mobile', say)],
      ...(values.email.trim() !== '' && changesAddress(values.email, savedEmail) ? { currentPassword: [required(say('currentPasswordRequired'))] } : {}),
    });
