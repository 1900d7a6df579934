import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { plainReasons } from '@chitra/contract/error-reasons';

/**
 * The API's refusals in English, by their reason (contract/src/error-reasons.ts,
 * docs/decisions/063-api-error-reasons.md): every plain message of the API's
 * tables as the server sends it, and the ones made from values as ICU
 * messages that say exactly what the server's English says
 * (catalogues.test.ts holds them to it). English pages show the server's own
 * `message`; Hindi and Marathi pages say the reason in their words.
 */
export default {
  ...Object.fromEntries(plainReasons()),
  'api.tooManyRequests': 'Too many requests. Please try again in {seconds} seconds.',
  'coupon.minimumNotMetAt': `${COUPON_MESSAGES.minimumNotMet} ₹{rupees, number}.`,
  'account.otpWrong': 'The OTP is incorrect. {triesLeft} {triesLeft, plural, one {try} other {tries}} left.',
  'account.otpTooSoon': 'Please wait {seconds} seconds before asking for another OTP.',
  'limit.loginFailures': 'Too many wrong passwords for this account from your connection. Please try again in {minutes} minutes, or reset your password.',
  'limit.loginSlowed':
    'This account has had many failed sign-ins, so we are slowing down sign-ins from new browsers. Please try again in {seconds} seconds, or reset your password with Forgot Password and open the e-mailed link in this browser: this browser can then log in without waiting.',
  'limit.emailChanges': 'Too many e-mail changes for one day. Please try again in {hours} hours.',
  'pages.categoryHasProducts':
    'This category has {count} {count, plural, one {photograph} other {photographs}}: move them to another category, or hide it instead.',
  'admin.statusChanged': 'The order is {status} now.',
  // A field's message made from values, said beside the field (an error's `fieldReasons`).
  'shipping.required': '{field} is a required field',
  'shipping.tooLong': 'must be at most {max} characters',
  // The web's own words about a failure the server did not word.
  'web.genericFailure': 'Something went wrong. Please try again.',
  'web.shopAnswered': 'The shop answered {status}.',
} as Record<string, string>;
