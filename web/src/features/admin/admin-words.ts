import { AUDIT_ENTITY_TYPES, ENQUIRY_STATUSES, PRINT_ORDER_NEXT, type PrintOrderState } from '@chitra/contract/admin-rules';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { MESSAGES } from '@chitra/contract/messages';
import type { AreaKey } from '../../i18n/areas';
import type { Translate } from '../../i18n/i18n';

// The admin area's words and lists come from the contract's zod-free rules
// (admin-rules.ts): importing a value from admin.ts would put zod (about
// 100 KB gzipped) into the admin area's JavaScript.
export { ADMIN_MESSAGES } from '@chitra/contract/admin-rules';

/** The messages of a coupon code (CouponCode of contract/src/coupons.ts; admin-words.test.ts holds them to it). */
export const COUPON_CODE_MESSAGES = {
  required: MESSAGES.couponBlank,
  tooLong: `A coupon code has at most ${COUPON_CODE_MAX} characters.`,
  characters: 'A coupon code has only letters, digits, - and _.',
} as const;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The statuses of a print order, in the order they happen (the keys of PRINT_ORDER_NEXT). */
export const PRINT_ORDER_STATES = Object.keys(PRINT_ORDER_NEXT) as PrintOrderState[];

export const ENQUIRY_STATES = ENQUIRY_STATUSES;
export const AUDIT_ENTITIES = AUDIT_ENTITY_TYPES;

/**
 * A licence tier's limits and messages (AdminLicenceTierBody and LICENCE_MESSAGES
 * of contract/src/licences.ts, which brings zod; admin-words.test.ts holds them to it).
 */
export const LICENCE_LIMITS = { nameMax: 40, summaryMax: 160, termsMax: 20_000, multiplierMin: 1, multiplierMax: 100 } as const;
export const LICENCE_TIER_MESSAGES = {
  nameRequired: 'Name is required',
  summaryRequired: 'Summary is required',
  termsRequired: 'Terms are required',
  oneLine: 'must be one line',
  number: 'must be a number',
  multiplierMin: `must be at least ${LICENCE_LIMITS.multiplierMin}`,
  multiplierMax: `must be at most ${LICENCE_LIMITS.multiplierMax}`,
  twoDecimals: 'at most two decimals',
  tierNotFound: 'Licence not found',
  firstTierFixed: 'The first licence is the photograph\u2019s own price: its multiplier stays 1 and it stays active',
  overrideFirstTier: 'The first licence is the photograph\u2019s own price and cannot be overridden',
  /** A product's own price (AdminProductLicencePricesBody). */
  pricePositive: 'must be more than 0',
  /** The admin area's success notes (the pages say them in their own language: decision 063). */
  tierCreated: 'Licence created',
  changed: 'Licence updated',
  pricesSaved: 'Licence prices saved',
} as const;

/**
 * The success notes of a digital order's refund and receipt
 * (ADMIN_ORDER_MESSAGES of contract/src/admin-orders.ts, which brings zod;
 * admin-words.test.ts holds them to it). The pages say them in their own
 * language (decision 063); the English catalogue is made from these.
 */
export const ADMIN_ORDER_NOTES = {
  receiptQueued: (email: string) => `The receipt is on its way to ${email}.`,
  refunded: (orderID: string) => `Order ${orderID} is refunded: its downloads have ended and the gateway is returning the money.`,
  refundRetried: (orderID: string) => `The refund of order ${orderID} is being asked of the gateway again.`,
} as const;

/** The kinds of tax document and the GSTR-1 tables (contract/src/admin-tax.ts, which brings zod). */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1TableName = (typeof GSTR1_TABLES)[number];
/** The CSV's file name, as the server names it: gstr1-b2cs-2026-11.csv (gstr1CsvFileName of admin-tax.ts). */
export const gstr1CsvName = (table: Gstr1TableName, month: string): string => `gstr1-${table}-${month}.csv`;

const plainDigits = new Map<Locale, Intl.NumberFormat>();

/**
 * A whole number in the page's language's digits, without grouping, as the
 * English pages have always shown positions, limits and sizes ('1000', '१०००').
 */
export function digitsIn(locale: Locale): (value: number) => string {
  let format = plainDigits.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false, maximumFractionDigits: 2 });
    plainDigits.set(locale, format);
  }
  return (value) => format.format(value);
}

/** The contract's rules' words (productProblems, couponProblems), each with its key in the catalogue pages' words. */
const RULE_KEYS = {
  'must not contain control characters': 'ruleControlCharacters',
  'must be an amount in rupees': 'ruleAmount',
  'must be more than 0': 'rulePositive',
  'must be at least 0': 'ruleNotNegative',
  'must not be more than the price': 'ruleSaleAbovePrice',
  'A percent coupon takes a whole percent from 1 to 100.': 'rulePercent',
  'A cap applies only to percent coupons: a fixed coupon takes its value off.': 'ruleCapFixed',
  'must be a date and time': 'ruleDateTime',
  'The coupon must end after it starts.': 'ruleEndAfterStart',
  'The coupon must end in the future.': 'ruleEndFuture',
  'must be a whole number of 1 or more (or null for no limit)': 'ruleUses',
  'cannot be more than the uses in all (maxUses)': 'ruleUsesPerCustomer',
} as const satisfies Record<string, AreaKey<'adminCatalogue'>>;

/**
 * A problem the web found with the contract's shared rules (the server
 * words it the same), in the page's language. The rules write English: the
 * form shows their words in Hindi and Marathi through this; one it does not
 * know yet (a rule added later) shows as the rules word it.
 */
export function ruleProblemIn(message: string, t: Translate<'adminCatalogue'>, digits: (value: number) => string): string {
  const key = (RULE_KEYS as Record<string, AreaKey<'adminCatalogue'>>)[message];
  if (key !== undefined) return t(key);
  let found = /^must be at least (\d+) characters$/.exec(message);
  if (found) return t('ruleAtLeastCharacters', { min: digits(Number(found[1])) });
  found = /^must be at most (\d+) characters$/.exec(message);
  if (found) return t('tooLong', { max: digits(Number(found[1])) });
  found = /^must be at most (\d+)$/.exec(message);
  if (found) return t('ruleAtMost', { max: digits(Number(found[1])) });
  // The example amounts stay in the digits the field takes.
  found = /^must be an amount in rupees with at most two decimals, e\.g\. (\S+) or (\S+)$/.exec(message);
  if (found) return t('ruleDecimals', { whole: found[1] ?? '', decimal: found[2] ?? '' });
  return message;
}

/** Each field's problem in the page's language. */
export function ruleProblemsIn<K extends string>(
  problems: Partial<Record<K, string>>,
  t: Translate<'adminCatalogue'>,
  digits: (value: number) => string,
): Partial<Record<K, string>> {
  const words: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(problems) as [K, string | undefined][])
    if (message !== undefined) words[field] = ruleProblemIn(message, t, digits);
  return words;
}
