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
