import { rupeesToPaise } from './money';
import { worded } from './worded';

/**
 * Rules of the admin area that both sides need at run time (zod-free, so the
 * admin screens import them instead of copying them): which way a print
 * order may move, and what makes a coupon valid (docs/architecture.md §3 item 12).
 */

// ---------------------------------------------------------------------------
// Print orders
// ---------------------------------------------------------------------------

/** The statuses of a print order, in the order they happen (prints.ts has the same list for the customer's view). */
export type PrintOrderState = 'Ordered' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/**
 * Where a print order may go from each status: forward one step at a time,
 * or Cancelled before it ships. Delivered and Cancelled are final.
 */
export const PRINT_ORDER_NEXT: Readonly<Record<PrintOrderState, readonly PrintOrderState[]>> = {
  Ordered: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export const TRACKING_NUMBER_MAX = 64;
/** A reason given to a customer (a cancellation) or kept for the shop (a hidden review). */
export const ADMIN_REASON_MAX = 500;
export const ENQUIRY_REPLY_MAX = 5000;
export const CUSTOMER_SEARCH_MAX = 100;

/** The message of a move the order cannot make, naming the ones it can. */
export function transitionProblem(from: PrintOrderState, to: PrintOrderState): string | undefined {
  if (from === to) return `This order is already ${from}.`;
  const next = PRINT_ORDER_NEXT[from];
  if (next.includes(to)) return undefined;
  if (next.length === 0) return `This order is ${from}: its status can no longer change.`;
  return `An order that is ${from} cannot be marked ${to}: it can move to ${next.join(' or ')}.`;
}

// ---------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------

/** The largest fixed discount, cap or minimum order a coupon may name, in rupees. */
export const COUPON_MAX_RUPEES = 100_000;
/** The largest use limit (a coupon meant to be unlimited has none). */
export const COUPON_MAX_USES = 1_000_000;

/** A coupon as the admin API carries it: money in rupees, times as ISO 8601 text. */
export type CouponRules = {
  kind: 'fixed' | 'percent';
  /** fixed: rupees off; percent: whole percent off (1–100). */
  value: number;
  /** percent only: the most it takes off, rupees; null for no cap. */
  maxDiscount: number | null;
  /** The smallest cart it applies to, rupees (0: any). */
  minOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Uses in all; null for no limit. */
  maxUses: number | null;
  /** Uses per customer; null for no limit. */
  maxUsesPerCustomer: number | null;
};

export type CouponProblems = Partial<Record<keyof CouponRules, string>>;

const AMOUNT = 'must be an amount in rupees with at most two decimals, e.g. 50 or 49.50';

function amountProblem(rupees: number, min: 'positive' | 'zero'): string | undefined {
  const paise = Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;
  if (paise === undefined) return rupees < 0 ? `must be ${min === 'positive' ? 'more than' : 'at least'} 0` : AMOUNT;
  if (min === 'positive' && paise === 0) return 'must be more than 0';
  if (rupees > COUPON_MAX_RUPEES) return `must be at most ${COUPON_MAX_RUPEES}`;
  return undefined;
}

function usesProblem(uses: number | null): string | undefined {
  if (uses === null) return undefined;
  if (!Number.isInteger(uses) || uses < 1) return 'must be a whole number of 1 or more (or null for no limit)';
  if (uses > COUPON_MAX_USES) return `must be at most ${COUPON_MAX_USES}`;
  return undefined;
}

/**
 * Every way the coupon breaks docs/architecture.md §3 item 12, by field; empty when it
 * is valid. `now` (when given) also refuses a coupon that has already ended.
 */
export function couponProblems(coupon: CouponRules, now?: Date): CouponProblems {
  const problems: CouponProblems = {};
  const set = (field: keyof CouponRules, problem: string | undefined) => {
    if (problem !== undefined && problems[field] === undefined) problems[field] = problem;
  };

  if (coupon.kind === 'percent') {
    if (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 100) {
      set('value', 'A percent coupon takes a whole percent from 1 to 100.');
    }
    if (coupon.maxDiscount !== null) set('maxDiscount', amountProblem(coupon.maxDiscount, 'positive'));
  } else {
    set('value', amountProblem(coupon.value, 'positive'));
    if (coupon.maxDiscount !== null) set('maxDiscount', 'A cap applies only to percent coupons: a fixed coupon takes its value off.');
  }
  set('minOrder', amountProblem(coupon.minOrder, 'zero'));

  const startsAt = coupon.startsAt === null ? undefined : Date.parse(coupon.startsAt);
  const endsAt = coupon.endsAt === null ? undefined : Date.parse(coupon.endsAt);
  if (startsAt !== undefined && Number.isNaN(startsAt)) set('startsAt', 'must be a date and time');
  if (endsAt !== undefined && Number.isNaN(endsAt)) set('endsAt', 'must be a date and time');
  if (startsAt !== undefined && endsAt !== undefined && endsAt <= startsAt) set('endsAt', 'The coupon must end after it starts.');
  if (now && endsAt !== undefined && endsAt <= now.getTime()) set('endsAt', 'The coupon must end in the future.');

  set('maxUses', usesProblem(coupon.maxUses));
  set('maxUsesPerCustomer', usesProblem(coupon.maxUsesPerCustomer));
  if (
    problems.maxUses === undefined &&
    problems.maxUsesPerCustomer === undefined &&
    coupon.maxUses !== null &&
    coupon.maxUsesPerCustomer !== null &&
    coupon.maxUsesPerCustomer > coupon.maxUses
  ) {
    set('maxUsesPerCustomer', 'cannot be more than the uses in all (maxUses)');
  }
  return problems;
}

/** The server's answers in the admin area, word for word (server, tests and screens import them). */
export const ADMIN_MESSAGES = {
  adminOnly: 'This part of the shop is for its administrators only.',
  /** A disabled account's login (403); its old tokens answer 401 like any ended session. */
  accountDisabled: 'This account has been disabled. Please contact the shop.',
  printOrderNotFound: 'Print order not found.',
  /** A print order's new status (a success note: its reason and status for the web, error-reasons.ts). */
  statusChanged: (status: PrintOrderState) => worded('admin.statusChanged', { status }, `The order is ${status} now.`),
  trackingRequired: 'A tracking number is required to mark an order Shipped.',
  noAddressYet: 'This order has no shipping address yet (the customer has not confirmed it), so it cannot be shipped.',
  trackingOnlyWhenShipped: 'A tracking number is given only when marking an order Shipped.',
  cancelReasonRequired: 'Please give the reason for cancelling: it is sent to the customer.',
  enquiryNotFound: 'Enquiry not found.',
  replyRequired: 'Please write the reply.',
  replySent: 'Your reply is on its way to the customer.',
  replyRepeated: 'This reply was sent already.',
  enquiryAnswered: 'The enquiry is marked answered.',
  ratingNotFound: 'Rating not found.',
  hideReasonRequired: 'Please give the reason for hiding this review.',
  ratingHidden: 'The review is hidden from the shop.',
  ratingShown: 'The review is shown again.',
  customerNotFound: 'Customer not found.',
  cannotDisableSelf: 'You cannot disable your own account.',
  customerDisabled: 'The account is disabled and signed out everywhere.',
  customerEnabled: 'The account is enabled again.',
  couponNotFound: 'Coupon not found.',
  couponCodeTaken: 'A coupon with this code already exists.',
  couponCreated: 'The coupon is created.',
  couponUpdated: 'The coupon is updated.',
  couponDisabled: 'The coupon is withdrawn: no new payment can use it.',
  couponEnabled: 'The coupon can be used again.',
  nothingToChange: 'Nothing to change: send at least one field.',
  invalidCoupon: 'The coupon is not valid: see the fields.',
} as const;

/** The kinds of record the audit log names. */
export const AUDIT_ENTITY_TYPES = [
  'print-order',
  'enquiry',
  'rating',
  'customer',
  'coupon',
  'product',
  'upload',
  'order',
  'category',
  'blog-post',
  'banner',
  'licence',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** An enquiry waiting for the shop, or answered. */
export const ENQUIRY_STATUSES = ['open', 'answered'] as const;
