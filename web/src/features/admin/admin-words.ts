import { AUDIT_ENTITY_TYPES, ENQUIRY_STATUSES, PRINT_ORDER_NEXT, type PrintOrderState } from '@chitra/contract/admin-rules';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';

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

/** A length limit's message, as the contract's text fields word it. */
export const tooLong = (max: number): string => `must be at most ${max} characters`;

/** The statuses of a print order, in the order they happen (the keys of PRINT_ORDER_NEXT). */
export const PRINT_ORDER_STATES = Object.keys(PRINT_ORDER_NEXT) as PrintOrderState[];

export const ENQUIRY_STATES = ENQUIRY_STATUSES;
export const AUDIT_ENTITIES = AUDIT_ENTITY_TYPES;

/** What failed writes say when the server gave no words of its own. */
export const SAVE_FAILED = MESSAGES.somethingWentWrong;

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
} as const;

/** The kinds of tax document and the GSTR-1 tables (contract/src/admin-tax.ts, which brings zod). */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1TableName = (typeof GSTR1_TABLES)[number];
/** The CSV's file name, as the server names it: gstr1-b2cs-2026-11.csv (gstr1CsvFileName of admin-tax.ts). */
export const gstr1CsvName = (table: Gstr1TableName, month: string): string => `gstr1-${table}-${month}.csv`;
