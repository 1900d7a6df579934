import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CircleCheck } from 'lucide-react';
import type { OrderSummary, VerificationResult } from '@chitra/contract/payments';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useContent, useMessages } from '../../i18n/i18n';
import { readPaymentResult } from './payment-result';
import './payments.css';

/** The server's status, in the page's words. */
const STATUS_KEYS = { success: 'statusSuccess', failed: 'statusFailed' } as const satisfies Record<VerificationResult['status'], string>;

function OrderDetails({ order }: { order: OrderSummary }) {
  const t = useMessages('cart');
  const format = useFormat();
  const content = useContent();
  return (
    <li className="payment-order">
      <h2 className="payment-order__title">{t('orderHeading', { id: order.orderID })}</h2>
      <dl className="payment-facts">
        <div>
          <dt>{t('orderId')}</dt>
          <dd>
            <Link to={paths.orderDetail(order._id)}>{order.orderID}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('totalPrice')}</dt>
          <dd>{format.rupees(order.totalPrice)}</dd>
        </div>
        <div>
          <dt>{t('productCount')}</dt>
          <dd>{format.number(order.productCount)}</dd>
        </div>
        <div>
          <dt>{t('products')}</dt>
          <dd>
            <ul className="payment-order__products">
              {order.product.map((product, index) => {
                // In the page's language where the photograph has a translation; else English, marked so.
                const title = content(product.title, product.translations, 'title');
                return (
                  <li key={`${product._id}-${index}`} lang={title.lang}>
                    {title.text}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * docs/spec.md §2 Payment-success: status, transaction ID and each order the
 * payment created. The result comes with the navigation, else from local
 * storage (a reload); with neither there is nothing to show: home.
 */
export function PaymentSuccessPage() {
  const t = useMessages('cart');
  usePageTitle(t('successTitle'));
  const { state } = useLocation();
  // Read once: the page shows the payment it was opened for, whatever storage holds later.
  const [result] = useState(() => readPaymentResult(state));
  if (result === undefined) return <Navigate to={paths.home()} replace />;

  return (
    <section className="payment-result" aria-labelledby="payment-success-title">
      <h1 id="payment-success-title" className="payment-result__title">
        <CircleCheck className="payment-result__icon payment-result__icon--success" aria-hidden="true" />
        {t('successHeading')}
      </h1>
      <p className="payment-result__lead">{t('successLead')}</p>
      <dl className="payment-facts">
        <div>
          <dt>{t('status')}</dt>
          <dd>{t(STATUS_KEYS[result.status])}</dd>
        </div>
        <div>
          <dt>{t('transactionId')}</dt>
          <dd>{result.transactionID}</dd>
        </div>
      </dl>
      <ul className="payment-orders">
        {result.orderDetails.map((order) => (
          <OrderDetails key={order._id} order={order} />
        ))}
      </ul>
      <div className="payment-result__actions">
        <Link className="button" to={paths.home()}>
          {t('goToHome')}
        </Link>
      </div>
    </section>
  );
}
