import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CircleX } from 'lucide-react';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { readFailureMessage } from './payment-result';
import './payments.css';

const TITLE = 'Payment failed';
const TEXT =
  'Your payment did not go through. If your bank shows that money was taken, the shop finds the payment within a few minutes, completes your order and mails you the receipt.';
const CART_KEPT = 'The photographs are still in your cart, so you can try again.';
const GO_BACK = 'Go Back';

/** docs/spec.md §2 Payment-failed: what happened, and the way back to the cart. */
export function PaymentFailedPage() {
  usePageTitle(TITLE);
  // A payment that went through but made no order (decision 030) says why in the server's words.
  const message = readFailureMessage(useLocation().state);
  return (
    <section className="payment-result" aria-labelledby="payment-failed-title">
      <h1 id="payment-failed-title" className="payment-result__title">
        <CircleX className="payment-result__icon payment-result__icon--failed" aria-hidden="true" />
        {TITLE}
      </h1>
      {message ? (
        <p className="payment-result__lead">{message}</p>
      ) : (
        <>
          <p className="payment-result__lead">{TEXT}</p>
          <p>{CART_KEPT}</p>
        </>
      )}
      <div className="payment-result__actions">
        <Link className="button" to={paths.cart()}>
          {GO_BACK}
        </Link>
      </div>
    </section>
  );
}
