import { adminPaths } from '../admin-paths';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminPrintOrder } from '@chitra/contract/admin-print-orders';
import type { ShippingInfo } from '@chitra/contract/prints';
import { isHttpUrl } from '@chitra/contract/prints-tracking';
import { paths } from '../../../lib/paths';
import { isNotFound } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { Totals } from '../../../lib/totals';
import { useAdminPageTitle } from '../admin-context';
import { ADMIN_MESSAGES } from '../admin-words';
import { useGetAdminPrintOrderQuery } from './print-orders-api';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { OrderDocumentsSection } from '../tax/order-documents';
import { PrintOrderStatusBadge } from './print-order-status-badge';
import { formatDateTime, formatRupees } from '../format';
import { PrintOrderStatusForm, STATUS_FORM_WORDS } from './print-order-status-form';
import { withQuery } from '../use-list-params';
import './print-orders.css';

const TITLE = 'Print order';
const BACK = 'Print orders';
const LOADING = 'Loading the order…';
const heading = (orderId: string) => `Order ${orderId}`;
const WORDS = {
  placed: 'Placed',
  updated: 'Last change',
  customer: 'Customer',
  customerPage: 'The customer’s page',
  shipTo: 'Ship to',
  noAddress: 'Not given yet: the customer has not confirmed the order.',
  prints: 'Prints',
  itemsCaption: 'Prints in this order',
  columns: { product: 'Photograph', colour: 'Frame', quantity: 'Quantity', price: 'Price each' },
  subtotal: 'Prints',
  shipping: 'Shipping',
  total: 'Paid',
  tracking: 'Tracking number',
  carrier: 'Carrier',
  trackingLink: 'Tracking link',
  newTab: '(opens in a new tab)',
  cancelReason: 'Reason for cancelling',
  payment: 'Payment',
  gatewayOrder: 'Gateway order',
  gatewayPayment: 'Gateway payment',
  paymentState: 'State',
  amount: 'Amount',
  refund: 'Refund',
  refundState: 'State',
  refundId: 'Gateway refund',
  refundAsked: 'Asked',
  refundDone: 'Made',
  history: 'This order in the audit log',
  name: 'Name',
  mobile: 'Mobile',
  email: 'E-mail',
  none: '—',
} as const;

function addressLines(info: ShippingInfo): string[] {
  return [`${info.firstname} ${info.lastname}`, info.address, info.other, `${info.city}, ${info.state} ${info.pincode}`, info.country].filter(
    (line) => line.trim() !== '',
  );
}

function OrderDetail({ order }: { order: AdminPrintOrder }) {
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminPrintOrders()}>{BACK}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{heading(order.orderID)}</h1>
        <PrintOrderStatusBadge status={order.status} />
      </header>
      <p className="admin-page__meta">
        {`${WORDS.placed} `}
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        {' · '}
        {`${WORDS.updated} `}
        <time dateTime={order.updatedAt}>{formatDateTime(order.updatedAt)}</time>
      </p>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <Section title={STATUS_FORM_WORDS.title}>
            <PrintOrderStatusForm order={order} />
          </Section>
          <Section title={WORDS.customer}>
            <Facts
              items={[
                [WORDS.name, order.customer.name],
                [WORDS.email, <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>],
                [WORDS.mobile, order.customer.mobile ? <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a> : WORDS.none],
              ]}
            />
            <Link to={adminPaths.adminCustomer(order.customer._id)}>{WORDS.customerPage}</Link>
          </Section>
          <Section title={WORDS.payment}>
            <Facts
              items={[
                [WORDS.amount, formatRupees(order.payment.amount)],
                [WORDS.paymentState, order.payment.state],
                [WORDS.gatewayOrder, <code>{order.payment.gatewayOrderId}</code>],
                [WORDS.gatewayPayment, order.payment.gatewayPaymentId ? <code>{order.payment.gatewayPaymentId}</code> : WORDS.none],
              ]}
            />
          </Section>
          {order.refund && (
            <Section title={WORDS.refund}>
              <Facts
                items={[
                  [WORDS.amount, formatRupees(order.refund.amount)],
                  [WORDS.refundState, order.refund.state],
                  [WORDS.refundId, order.refund.gatewayRefundId ? <code>{order.refund.gatewayRefundId}</code> : WORDS.none],
                  [WORDS.refundAsked, formatDateTime(order.refund.createdAt)],
                  [WORDS.refundDone, order.refund.processedAt ? formatDateTime(order.refund.processedAt) : WORDS.none],
                ]}
              />
            </Section>
          )}
          <OrderDocumentsSection documents={order.documents} />
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'print-order', entityId: order._id })}>
            {WORDS.history}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={WORDS.prints}>
            <StackedTable
              plain
              caption={WORDS.itemsCaption}
              columns={[
                WORDS.columns.product,
                WORDS.columns.colour,
                { label: WORDS.columns.quantity, className: 'stacked-table__number' },
                { label: WORDS.columns.price, className: 'stacked-table__number' },
              ]}
            >
              {order.items.map((item, index) => (
                <tr key={`${item.product._id}-${item.color._id}-${index}`}>
                  <th scope="row">
                    <Link to={paths.product(item.product._id)}>{item.product.title}</Link>
                  </th>
                  <td>{item.color.title}</td>
                  <td className="stacked-table__number">{item.quantity}</td>
                  <td className="stacked-table__number">{formatRupees(item.price)}</td>
                </tr>
              ))}
            </StackedTable>
            <Totals
              lines={[
                [WORDS.subtotal, formatRupees(order.subtotal)],
                [WORDS.shipping, formatRupees(order.shipping)],
              ]}
              grand={[WORDS.total, formatRupees(order.total)]}
            />
          </Section>
          <Section title={WORDS.shipTo}>
            {order.shippingInfo ? (
              <address className="admin-address">
                {addressLines(order.shippingInfo).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              <p className="admin-note">{WORDS.noAddress}</p>
            )}
            <Facts
              items={[
                [WORDS.tracking, order.trackingNumber ?? WORDS.none],
                ...(order.trackingNumber !== null
                  ? [
                      [WORDS.carrier, order.carrier ?? WORDS.none] as const,
                      [
                        WORDS.trackingLink,
                        order.trackingUrl !== null && isHttpUrl(order.trackingUrl) ? (
                          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                            {`${order.trackingUrl} `}
                            <span className="visually-hidden">{WORDS.newTab}</span>
                          </a>
                        ) : (
                          WORDS.none
                        ),
                      ] as const,
                    ]
                  : []),
                ...(order.cancelReason !== null ? [[WORDS.cancelReason, order.cancelReason] as const] : []),
              ]}
            />
          </Section>
        </div>
      </div>
    </div>
  );
}

/** One print order: what was ordered, where it goes, what was paid, and the form that moves it on. */
export function PrintOrderPage() {
  const { id = '' } = useParams();
  const { currentData: order, error, isError, refetch } = useGetAdminPrintOrderQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(order ? heading(order.orderID) : TITLE);

  if (order) return <OrderDetail order={order} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminPrintOrders()}>{BACK}</BackLink>
      <h1 className="admin-page__title">{TITLE}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={ADMIN_MESSAGES.printOrderNotFound} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={LOADING} />
      )}
    </div>
  );
}
