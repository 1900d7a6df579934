import { ACCOUNT_MESSAGES, LIMIT_MESSAGES, MAIL_UNAVAILABLE } from './account-messages';
import { CATALOGUE_MESSAGES } from './admin-catalogue-rules';
import { ADMIN_ORDER_MESSAGES } from './admin-orders';
import { PAGES_MESSAGES } from './admin-pages-rules';
import { ADMIN_MESSAGES } from './admin-rules';
import { ADMIN_TAX_MESSAGES } from './admin-tax';
import { CART_MESSAGES } from './cart';
import { COUPON_MESSAGES } from './coupons';
import { GST_MESSAGES } from './gst-rules';
import { LICENCE_MESSAGES } from './licences';
import { MESSAGES, ORDER_MESSAGES } from './messages';
import { PAYMENT_MESSAGES } from './payments';
import { TRACKING_MESSAGES } from './prints-tracking';
import { PRINT_MESSAGES } from './prints';
import { SHIPPING_FIELDS, SHIPPING_MESSAGES } from './shipping';
import { CONTROL_CHARACTERS } from './text';
import { worded, type Worded } from './worded';

/**
 * Why a request failed, as the API says it in words of its own beside the
 * spec's English `message` (docs/decisions/063-api-error-reasons.md): an
 * error answer carries `reason`, a stable name such as 'coupon.expired',
 * and, for a message made from values, `values`; the web says the reason in
 * the page's language (web/src/locales/<locale>/errors.ts) and falls back to
 * `message`. Every reason is a key of one of the tables below, under its
 * prefix; the server finds a plain message's reason by its words, so every
 * refusal written with these tables' messages carries one.
 */

/** The API's own messages that belong to no module's table. */
export const API_MESSAGES = {
  signIn: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  notAllowed: 'You are not allowed to do that.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  paymentsUnavailable: 'The payment service is not answering. Please try again in a minute.',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  postNotFound: 'Blog post not found',
  orderMinimum: 'An order must come to at least ₹1.',
  couponChanged: 'This coupon changed; please apply it again.',
  postTitleRaced: 'Another post with this title was just saved: please try again.',
  printOrderChanged: 'The order changed meanwhile. Please reload it.',
  accountNotFound: 'Account not found',
  imageNotFound: 'No such image.',
  mailNotFound: 'No such mail.',
  webhookSignature: 'The webhook signature is not valid.',
  webhookNotJson: 'The webhook body is not JSON.',
  webhookNotEvent: 'The webhook body is not an event.',
  tooManyRequests: (seconds: number) => worded('api.tooManyRequests', { seconds }, `Too many requests. Please try again in ${seconds} seconds.`),
} as const;

/**
 * The spec's own words (MESSAGES, docs/spec.md §5) that the API says in a
 * refusal or beside a field, and the words every schema says of a control
 * character: the per-field messages of a 400 the customer's forms meet.
 */
export const SPEC_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  mobileRequired: MESSAGES.mobileRequired,
  passwordRequired: MESSAGES.passwordRequired,
  commentsRequired: MESSAGES.commentsRequired,
  otpInvalid: MESSAGES.otpInvalid,
  cartAlready: MESSAGES.cartAlready,
  controlCharacters: CONTROL_CHARACTERS,
} as const;

/** Each table of messages under its prefix: a reason is '<prefix>.<key>'. The first table that says a message names it. */
export const REASON_TABLES = {
  api: API_MESSAGES,
  account: { ...ACCOUNT_MESSAGES, mailUnavailable: MAIL_UNAVAILABLE },
  limit: LIMIT_MESSAGES,
  cart: CART_MESSAGES,
  coupon: COUPON_MESSAGES,
  payment: PAYMENT_MESSAGES,
  order: ORDER_MESSAGES,
  licence: LICENCE_MESSAGES,
  gst: GST_MESSAGES,
  print: PRINT_MESSAGES,
  shipping: SHIPPING_MESSAGES,
  tracking: TRACKING_MESSAGES,
  catalogue: CATALOGUE_MESSAGES,
  pages: PAGES_MESSAGES,
  admin: ADMIN_MESSAGES,
  adminOrder: ADMIN_ORDER_MESSAGES,
  adminTax: ADMIN_TAX_MESSAGES,
  spec: SPEC_MESSAGES,
} as const satisfies Record<string, Record<string, unknown>>;

/** Every plain message of the tables by its reason ('coupon.expired' → its English). */
export function plainReasons(): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const [prefix, table] of Object.entries(REASON_TABLES)) {
    for (const [key, message] of Object.entries(table)) if (typeof message === 'string') reasons.set(`${prefix}.${key}`, message);
  }
  return reasons;
}

let byWords: Map<string, string> | undefined;

/** The reason of a plain message, by its words; undefined for words no table says. */
export function reasonOf(message: string): string | undefined {
  if (byWords === undefined) {
    byWords = new Map();
    for (const [reason, words] of plainReasons()) if (!byWords.has(words)) byWords.set(words, reason);
  }
  return byWords.get(message);
}

export type { Worded };

/**
 * Messages made from values that the API says as plain words: a schema's
 * message is a string (zod keeps no reason), so these are named by their
 * words too. Each is its table's function's English for the values the
 * contract makes it with; a field's name for the shipping address's
 * required fields, any length for "must be at most … characters".
 */
let madeWords: Map<string, Worded> | undefined;

function madeFromWords(message: string): Worded | undefined {
  madeWords ??= new Map(
    SHIPPING_FIELDS.map((field) => [SHIPPING_MESSAGES.required(field), worded('shipping.required', { field }, SHIPPING_MESSAGES.required(field))]),
  );
  return madeWords.get(message) ?? madeFromNumber(message, 'shipping.tooLong', 'max', SHIPPING_MESSAGES.tooLong);
}

/** `make`'s words for some whole number, by making them again from the number the words hold where `make` puts it. */
function madeFromNumber(message: string, reason: string, name: string, make: (n: number) => string): Worded | undefined {
  const SAMPLE = 987_654_321;
  const [before = '', after = ''] = make(SAMPLE).split(String(SAMPLE));
  if (message.length <= before.length + after.length || !message.startsWith(before) || !message.endsWith(after)) return undefined;
  const digits = message.slice(before.length, message.length - after.length);
  if (!/^(?:0|[1-9]\d{0,8})$/.test(digits)) return undefined;
  const n = Number(digits);
  return make(n) === message ? worded(reason, { [name]: n }, message) : undefined;
}

/**
 * The reason and values of a message said as plain words: a table's plain
 * message (values none), or one of the messages made from values that
 * schemas say; undefined for words no table says.
 */
export function wordedOf(message: string): Worded | undefined {
  const reason = reasonOf(message);
  return reason === undefined ? madeFromWords(message) : worded(reason, {}, message);
}
