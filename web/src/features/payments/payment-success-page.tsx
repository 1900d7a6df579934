import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { CircleCheck } from 'lucide-react';
import { MESSAGES } from '@chitra/contract/messages';
import type { OrderSummary } from '@chitra/contract/payments';
import { paths } from '../../lib/paths';
import { formatRupees } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { readPaymentResult } from './payment-result';
import './payments.css';

const TITLE = 'Payment Success';
const HEADING = 'Payment successful';
const LEAD = 'Thank you. Your photographs are ready to download from each order.';
const STATUS = 'Status';
const TRANSACTION_ID = 'Transaction ID';
const ORDER_ID = 'Order ID';
const TOTAL_PRICE = 'Total price';
const PRODUCT_COUNT = 'Product count';
const PRODUCTS = 'Products';
const orderHeading = (orderID: string): string => `Order ${orderID}`;

function OrderDetails({ order }: { order: OrderSummary }) {
  return (
    <li className="payment-order">
      <h2 className="payment-order__title">{orderHeading(order.orderID)}</h2>
      <dl className="payment-facts">
        <div>
          <dt>{ORDER_ID}</dt>
          <dd>
            <Link to={paths.orderDetail(order._id)}>{order.orderID}</Link>
          </dd>
        </div>
        <div>
          <dt>{TOTAL_PRICE}</dt>
          <dd>{formatRupees(order.totalPrice)}</dd>
        </div>
        <div>
          <dt>{PRODUCT_COUNT}</dt>
          <dd>{order.productCount}</dd>
        </div>
        <div>
          <dt>{PRODUCTS}</dt>
          <dd>
            <ul className="payment-order__products">
              {order.product.map((product, index) => (
                <li key={`${product._id}-${index}`}>{product.title}</li>
              ))}
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
  usePageTitle(TITLE);
  const { state } = useLocation();
  // Read once: the page shows the payment it was opened for, whatever storage holds later.
  const [result] = useState(() => readPaymentResult(state));
  if (result === undefined) return <Navigate to={paths.home()} replace />;

  return (
    <section className="payment-result" aria-labelledby="payment-success-title">
      <h1 id="payment-success-title" className="payment-result__title">
        <CircleCheck className="payment-result__icon payment-result__icon--success" aria-hidden="true" />
        {HEADING}
      </h1>
      <p className="payment-result__lead">{LEAD}</p>
      <dl className="payment-facts">
        <div>
          <dt>{STATUS}</dt>
          <dd>{result.status}</dd>
        </div>
        <div>
          <dt>{TRANSACTION_ID}</dt>
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
          {MESSAGES.goToHome}
        </Link>
      </div>
    </section>
  );
}
