import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CircleX } from 'lucide-react';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { useMessages } from '../../i18n/i18n';
import { readFailureMessage } from './payment-result';
import './payments.css';

/** docs/spec.md §2 Payment-failed: what happened, and the way back to the cart. */
export function PaymentFailedPage() {
  const t = useMessages('cart');
  usePageTitle(t('failedTitle'));
  // A payment that went through but made no order (decision 030) says why in the server's words.
  const message = readFailureMessage(useLocation().state);
  return (
    <section className="payment-result" aria-labelledby="payment-failed-title">
      <h1 id="payment-failed-title" className="payment-result__title">
        <CircleX className="payment-result__icon payment-result__icon--failed" aria-hidden="true" />
        {t('failedTitle')}
      </h1>
      {message ? (
        <p className="payment-result__lead">{message}</p>
      ) : (
        <>
          <p className="payment-result__lead">{t('failedText')}</p>
          <p>{t('cartKept')}</p>
        </>
      )}
      <div className="payment-result__actions">
        <Link className="button" to={paths.cart()}>
          {t('goBack')}
        </Link>
      </div>
    </section>
  );
}
