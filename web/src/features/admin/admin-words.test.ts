import { describe, expect, it } from 'vitest';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { CouponCode } from '@chitra/contract/coupons';
import { PRINT_ORDER_STATUSES } from '@chitra/contract/prints';
import { COUPON_CODE_MESSAGES, PRINT_ORDER_STATES } from './admin-words';

// What the screens cannot import from the contract without zod (admin-words.ts) must not drift from it.
describe('the admin screens say what the server says', () => {
  it('lists the print order statuses of the contract', () => {
    expect(PRINT_ORDER_STATES).toEqual([...PRINT_ORDER_STATUSES]);
  });

  it('words a coupon code’s problems as CouponCode does', () => {
    const message = (code: string) => CouponCode.safeParse(code).error?.issues[0]?.message;
    expect(message('')).toBe(COUPON_CODE_MESSAGES.required);
    expect(message('A'.repeat(COUPON_CODE_MAX + 1))).toBe(COUPON_CODE_MESSAGES.tooLong);
    expect(message('MONSOON 10')).toBe(COUPON_CODE_MESSAGES.characters);
  });
});
