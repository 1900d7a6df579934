import { z } from 'zod';
import { COUPON_CODE_MAX } from './constants';

/** A code as typed: trimmed, letters, digits, '-' and '_'; matched without regard to case. */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'Please enter a coupon code.')
  .max(COUPON_CODE_MAX, `A coupon code has at most ${COUPON_CODE_MAX} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has only letters, digits, - and _.');

export const CheckCouponBody = z.object({ code: CouponCode });
export type CheckCouponBody = z.infer<typeof CheckCouponBody>;

/** docs/spec.md §3 Coupon: `code, discountAmount` (rupees), for the current cart. */
export const CheckCouponResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    code: z.string(),
    discountAmount: z.number(),
    /** What the cart costs with the discount, rupees (never below ₹1). */
    payable: z.number(),
  }),
});
export type CheckCouponResponse = z.infer<typeof CheckCouponResponse>;

/** Why a coupon is refused: the server's messages, shown to the buyer as they are. */
export const COUPON_MESSAGES = {
  unknown: 'This coupon code does not exist.',
  expired: 'This coupon has expired.',
  notYetValid: 'This coupon is not valid yet.',
  /** The shop withdrew it (admin area). */
  withdrawn: 'This coupon is no longer available.',
  usedUp: 'This coupon has been used up.',
  usedByYou: 'You have already used this coupon.',
  emptyCart: 'Your cart is empty.',
  /** Followed by the minimum, e.g. '₹200'. */
  minimumNotMet: 'This coupon needs an order of at least',
  applied: 'Coupon applied.',
  /** DELETE users/removecoupon. */
  removed: 'Coupon removed.',
} as const;
