import { TicketX, X } from 'lucide-react';
import { useMessages } from '../../i18n/i18n';
import type { CouponState } from './use-coupon';

/**
 * The coupon kept on the cart from before (a failed payment, another tab)
 * that the server no longer accepts: its code, the server's reason (the
 * coupon check's own words, as it sent them), and a way to take it off (decision 039). It
 * applies again by itself once it is valid for the cart; another code may be
 * applied in its place with the form below.
 */
export function CouponLapsed({ coupon }: { coupon: CouponState }) {
  const t = useMessages('cart');
  const { lapsed } = coupon;
  if (lapsed === null) return null;
  return (
    <div className="coupon-applied coupon-applied--lapsed" role="status">
      <TicketX className="coupon-applied__icon" aria-hidden="true" size={20} />
      <p className="coupon-applied__text">
        <strong>{t('couponNotApplied', { code: lapsed.code })}</strong>
        <span>{lapsed.message}</span>
      </p>
      <button type="button" className="icon-action coupon-applied__remove" aria-label={t('removeCoupon')} title={t('removeCoupon')} onClick={coupon.remove}>
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
