import { useCallback } from 'react';
import type { CartCoupon } from '@chitra/contract/cart';
import { messagesOf } from '../../i18n/i18n';
import { failureMessage } from '../../lib/api-error';
import { useCheckCouponMutation, useRemoveCouponMutation } from './api';

/** A coupon the server keeps on the cart and accepts for it as it is (docs/spec.md §3 Coupon, plus the server's `payable`). */
type AppliedCoupon = Pick<CartCoupon, 'code' | 'discountAmount' | 'payable'>;

/** A coupon the server keeps on the cart but no longer accepts, with its reason (decision 039). */
type LapsedCoupon = { code: string; message: string };

export type CouponState = {
  /** The applied coupon: the server's, priced for the cart as it is. */
  applied: AppliedCoupon | null;
  /** The coupon kept from before (a failed payment, another tab) that no longer applies, and why. */
  lapsed: LapsedCoupon | null;
  /** A code is being checked, or the cart (and so the coupon's price) read again. */
  checking: boolean;
  /** docs/spec.md §5 and §8: blank → alert; refused → alert with the server's words. Resolves true once applied. */
  apply: (code: string) => Promise<boolean>;
  /** docs/spec.md §4: removable, the discount back to 0. */
  remove: () => void;
};

/**
 * docs/spec.md §4's coupon: none, or applied. The server keeps it on the cart
 * (decision 039), so it is still there after a failed payment, in another
 * tab, or after a reload; GET users/getcart prices it for the cart as it is
 * each time, or says why it no longer applies. `kept` is that answer,
 * `refreshing` whether the cart is being read again.
 */
export function useCoupon(kept: CartCoupon | null | undefined, refreshing: boolean): CouponState {
  const [check, { isLoading: applying }] = useCheckCouponMutation();
  const [drop, { isLoading: removing }] = useRemoveCouponMutation();

  const apply = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = raw.trim();
      // The cart page has drawn, so its words are loaded. A refusal keeps the server's own words (its `message`).
      const t = messagesOf('cart');
      if (code === '') {
        window.alert(t('couponBlank'));
        return false;
      }
      const result = await check({ code });
      if (result.data === undefined) {
        window.alert(failureMessage(result.error, t('couponFailed')));
        return false;
      }
      return true;
    },
    [check],
  );

  const remove = useCallback(() => {
    void drop().then((result) => {
      if (result.error !== undefined) window.alert(failureMessage(result.error, messagesOf('cart')('couponFailed')));
    });
  }, [drop]);

  const message = kept?.message;
  return {
    applied: kept && message === undefined ? { code: kept.code, discountAmount: kept.discountAmount, payable: kept.payable } : null,
    lapsed: kept && message !== undefined ? { code: kept.code, message } : null,
    checking: applying || removing || refreshing,
    apply,
    remove,
  };
}
