import { LoaderCircle } from 'lucide-react';
import type { Billing } from '@chitra/contract/gst';
import { useMessages } from '../../i18n/i18n';
import { useCheckout } from './use-checkout';
import './payments.css';

type Props = {
  /** The applied coupon's code; absent for none. */
  couponCode: string | undefined;
  disabled?: boolean;
  /** The cart's billing check (issue 27): what to send, or undefined when the form stopped the payment. */
  billing?: () => Billing | undefined;
};

/**
 * docs/spec.md §2 Cart's Buy Now: starts the payment (use-checkout.ts). While the
 * server verifies it, a spinner covers the page.
 */
export function BuyNowButton({ couponCode, disabled = false, billing }: Props) {
  const { phase, start } = useCheckout();
  const t = useMessages('cart');
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={disabled || phase !== 'idle'}
        aria-busy={phase === 'starting' || undefined}
        onClick={() => {
          if (billing === undefined) {
            void start(couponCode);
            return;
          }
          const details = billing();
          if (details !== undefined) void start(couponCode, details);
        }}
      >
        {phase === 'starting' && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
        {t('buyNow')}
      </button>
      {phase === 'verifying' && (
        <div className="payment-verifying" role="status">
          <LoaderCircle className="spinner" aria-hidden="true" size={40} />
          <p>{t('verifying')}</p>
        </div>
      )}
    </>
  );
}
