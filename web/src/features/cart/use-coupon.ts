import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@chitra/contract/messages';
import { failureMessage } from '../../lib/api-error';
import { useCheckCouponMutation } from './api';

/** A coupon the server accepted for the cart as it was then (docs/spec.md §3 Coupon, plus the server's `payable`). */
type AppliedCoupon = {
  code: string;
  /** Rupees, the server's. */
  discountAmount: number;
  /** What the cart costs with the discount, rupees, the server's. */
  payable: number;
  /** The cart the server priced: its items' ids. */
  cartKey: string;
};

export type CouponState = {
  /** The applied coupon, while it still matches the cart. */
  applied: AppliedCoupon | null;
  /** A code is being checked (applied or re-checked after the cart changed). */
  checking: boolean;
  /** docs/spec.md §5 and §8: blank → alert; refused → alert with the server's words. Resolves true once applied. */
  apply: (code: string) => Promise<boolean>;
  /** docs/spec.md §4: removable, the discount back to 0. */
  remove: () => void;
};

/**
 * docs/spec.md §4's coupon: none, or applied. The discount depends on the cart, so
 * when the cart changes under an applied coupon (an item removed, another
 * tab's add) the code is checked again; a coupon the server no longer
 * accepts for the new cart is dropped, with its reason.
 *
 * `cartKey` identifies the cart's contents ('' when empty, undefined while unknown).
 */
export function useCoupon(cartKey: string | undefined): CouponState {
  const [check] = useCheckCouponMutation();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [applying, setApplying] = useState(false);
  // Only the newest check may change what is applied: a removal or a later check outdates the rest.
  const latest = useRef(0);
  const recheckedFor = useRef<string | null>(null);

  const needsRecheck = applied !== null && cartKey !== undefined && cartKey !== '' && applied.cartKey !== cartKey;

  const apply = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = raw.trim();
      if (code === '') {
        window.alert(MESSAGES.couponBlank);
        return false;
      }
      const run = ++latest.current;
      const pricedFor = cartKey ?? '';
      setApplying(true);
      const result = await check({ code });
      setApplying(false);
      if (run !== latest.current) return false;
      const data = result.data?.data;
      if (data === undefined) {
        window.alert(failureMessage(result.error, MESSAGES.couponFailed));
        return false;
      }
      recheckedFor.current = pricedFor;
      setApplied({ code: data.code, discountAmount: data.discountAmount, payable: data.payable, cartKey: pricedFor });
      return true;
    },
    [cartKey, check],
  );

  const remove = useCallback(() => {
    latest.current += 1;
    setApplying(false);
    setApplied(null);
  }, []);

  useEffect(() => {
    if (!needsRecheck || applied === null || cartKey === undefined || recheckedFor.current === cartKey) return;
    recheckedFor.current = cartKey;
    const run = ++latest.current;
    const { code } = applied;
    void check({ code }).then((result) => {
      if (run !== latest.current) return;
      const data = result.data?.data;
      if (data === undefined) {
        setApplied(null);
        window.alert(failureMessage(result.error, MESSAGES.couponFailed));
        return;
      }
      setApplied({ code: data.code, discountAmount: data.discountAmount, payable: data.payable, cartKey });
    });
  }, [needsRecheck, applied, cartKey, check]);

  return {
    // An empty cart has nothing to discount; the coupon comes back if the cart fills again (re-checked then).
    applied: cartKey === '' ? null : applied,
    checking: applying || needsRecheck,
    apply,
    remove,
  };
}
