import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import type { CouponState } from './use-coupon';

/**
 * docs/spec.md §4: no coupon (a code field and Apply), or an applied one (its code
 * and discount, with a way to remove it). Blank and refused codes are
 * answered with alerts (docs/spec.md §5, §8), by `useCoupon`.
 */
export function CouponForm({ coupon }: { coupon: CouponState }) {
  const inputId = useId();
  const t = useMessages('cart');
  const format = useFormat();
  const [code, setCode] = useState('');
  const { applied, checking } = coupon;
  // Applying swaps the field for the applied coupon, and removing swaps it back: focus goes
  // across with what the customer did, never lost to the page (docs/decisions/040).
  const isApplied = applied !== null;
  const followFocus = useRef(false);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    (isApplied ? appliedRef : inputRef).current?.focus();
  }, [isApplied]);

  if (applied !== null) {
    return (
      <div className="coupon-applied">
        <TicketPercent className="coupon-applied__icon" aria-hidden="true" size={20} />
        <p ref={appliedRef} className="coupon-applied__text" tabIndex={-1}>
          <strong>{t('couponApplied', { code: applied.code })}</strong>
          <span>{t('youSave', { amount: format.rupees(applied.discountAmount) })}</span>
        </p>
        <button
          type="button"
          className="icon-action coupon-applied__remove"
          aria-label={t('removeCoupon')}
          title={t('removeCoupon')}
          onClick={() => {
            followFocus.current = true;
            coupon.remove();
          }}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    followFocus.current = true;
    if (await coupon.apply(code)) setCode('');
    else followFocus.current = false;
  };

  return (
    <form className="coupon-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="coupon-form__label" htmlFor={inputId}>
        {t('couponCode')}
      </label>
      <div className="coupon-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="coupon-form__input"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button button--small coupon-form__apply" aria-busy={checking || undefined}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
