import { MESSAGES } from '@chitra/contract/messages';

/**
 * The API's limits (contract/src/enquiries.ts). Copied, not imported: that
 * module builds zod schemas, which would ship zod to the browser. A test
 * checks the copies still match.
 */
export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_COMMENT_MAX = 2000;

/** The contact form's fields, as POST enquiry names them (docs/spec.md §3). */
export type EnquiryValues = { name: string; email: string; mobile: string; comment: string };
export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

/** The API's own words for a number it refuses (contract/src/accounts.ts). */
const MOBILE_INVALID = 'Mobile No should be a 10-digit Indian mobile number';
const tooLong = (max: number): string => `must be at most ${max} characters`;

// What browsers accept in an e-mail field: something@domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Ten digits starting 6–9, an optional +91 in front; spaces and dashes between groups are fine.
const INDIAN_MOBILE = /^(?:\+?91)?[6-9]\d{9}$/;

/** docs/spec.md §5 Contact, word for word; on top, the server's limits, so the form never sends what the API refuses. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const mobile = values.mobile.trim().replace(/[\s-]/g, '');
  const comment = values.comment.trim();
  if (name === '') errors.name = MESSAGES.firstNameRequired;
  else if (name.length > ENQUIRY_NAME_MAX) errors.name = tooLong(ENQUIRY_NAME_MAX);
  if (email === '') errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;
  if (mobile === '') errors.mobile = MESSAGES.mobileRequired;
  else if (!INDIAN_MOBILE.test(mobile)) errors.mobile = MOBILE_INVALID;
  if (comment === '') errors.comment = MESSAGES.commentsRequired;
  else if (comment.length > ENQUIRY_COMMENT_MAX) errors.comment = tooLong(ENQUIRY_COMMENT_MAX);
  return errors;
}
