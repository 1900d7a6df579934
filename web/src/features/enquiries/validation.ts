import type { Translate } from '../../i18n/i18n';

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

// What browsers accept in an e-mail field: something@domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Ten digits starting 6–9, an optional +91 in front; spaces and dashes between groups are fine.
const INDIAN_MOBILE = /^(?:\+?91)?[6-9]\d{9}$/;

/**
 * docs/spec.md §5 Contact, word for word in English; on top, the server's limits, so the form never sends what the API refuses.
 * In the page's language (`t`); the mobile number's message is the API's own words in English (contract/src/accounts.ts).
 */
export function validateEnquiry(values: EnquiryValues, t: Translate<'pages'>): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const mobile = values.mobile.trim().replace(/[\s-]/g, '');
  const comment = values.comment.trim();
  if (name === '') errors.name = t('firstNameRequired');
  else if (name.length > ENQUIRY_NAME_MAX) errors.name = t('tooLong', { max: ENQUIRY_NAME_MAX });
  if (email === '') errors.email = t('emailRequired');
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('emailInvalid');
  if (mobile === '') errors.mobile = t('mobileRequired');
  else if (!INDIAN_MOBILE.test(mobile)) errors.mobile = t('mobileInvalid');
  if (comment === '') errors.comment = t('commentsRequired');
  else if (comment.length > ENQUIRY_COMMENT_MAX) errors.comment = t('tooLong', { max: ENQUIRY_COMMENT_MAX });
  return errors;
}
