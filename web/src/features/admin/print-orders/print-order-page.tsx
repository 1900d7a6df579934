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
import { useGetAdminPrintOrderQuery } from './print-orders-api';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { OrderDocumentsSection } from '../tax/order-documents';
import { PrintOrderStatusBadge } from './print-order-status-badge';
import { useMessages } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { PrintOrderStatusForm } from './print-order-status-form';
import { withQuery } from '../use-list-params';
import './print-orders.css';

const NONE = '—';

function addressLines(info: ShippingInfo): string[] {
  return [`${info.firstname} ${info.lastname}`, info.address, info.other, `${info.city}, ${info.state} ${info.pincode}`, info.country].filter(
    (line) => line.trim() !== '',
  );
}

function OrderDetail({ order }: { order: AdminPrintOrder }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminPrintOrders()}>{t('navPrintOrders')}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{t('orderHeading', { orderId: order.orderID })}</h1>
        <PrintOrderStatusBadge status={order.status} />
      </header>
      <p className="admin-page__meta">
        {`${t('placed')} `}
        <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
        {' · '}
        {`${t('lastChange')} `}
        <time dateTime={order.updatedAt}>{format.dateTime(order.updatedAt)}</time>
      </p>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <Section title={t('status')}>
            <PrintOrderStatusForm order={order} />
          </Section>
          <Section title={t('customer')}>
            <Facts
              items={[
                [t('name'), order.customer.name],
                [t('email'), <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>],
                [t('mobile'), order.customer.mobile ? <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a> : NONE],
              ]}
            />
            <Link to={adminPaths.adminCustomer(order.customer._id)}>{t('customerPage')}</Link>
          </Section>
          <Section title={t('payment')}>
            <Facts
              items={[
                [t('amount'), format.rupees(order.payment.amount)],
                [t('state'), order.payment.state],
                [t('gatewayOrder'), <code>{order.payment.gatewayOrderId}</code>],
                [t('gatewayPayment'), order.payment.gatewayPaymentId ? <code>{order.payment.gatewayPaymentId}</code> : NONE],
              ]}
            />
          </Section>
          {order.refund && (
            <Section title={t('refund')}>
              <Facts
                items={[
                  [t('amount'), format.rupees(order.refund.amount)],
                  [t('state'), order.refund.state],
                  [t('gatewayRefund'), order.refund.gatewayRefundId ? <code>{order.refund.gatewayRefundId}</code> : NONE],
                  [t('asked'), format.dateTime(order.refund.createdAt)],
                  [t('made'), order.refund.processedAt ? format.dateTime(order.refund.processedAt) : NONE],
                ]}
              />
            </Section>
          )}
          <OrderDocumentsSection documents={order.documents} />
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'print-order', entityId: order._id })}>
            {t('orderHistory')}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={t('prints')}>
            <StackedTable
              plain
              caption={t('printsCaption')}
              columns={[
                t('colPhotograph'),
                t('colFrame'),
                { label: t('quantity'), className: 'stacked-table__number' },
                { label: t('priceEach'), className: 'stacked-table__number' },
              ]}
            >
              {order.items.map((item, index) => (
                <tr key={`${item.product._id}-${item.color._id}-${index}`}>
                  <th scope="row">
                    <Link to={paths.product(item.product._id)}>{item.product.title}</Link>
                  </th>
                  <td>{item.color.title}</td>
                  <td className="stacked-table__number">{format.number(item.quantity)}</td>
                  <td className="stacked-table__number">{format.rupees(item.price)}</td>
                </tr>
              ))}
            </StackedTable>
            <Totals
              lines={[
                [t('prints'), format.rupees(order.subtotal)],
                [t('shipping'), format.rupees(order.shipping)],
              ]}
              grand={[t('paid'), format.rupees(order.total)]}
            />
          </Section>
          <Section title={t('shipTo')}>
            {order.shippingInfo ? (
              <address className="admin-address">
                {addressLines(order.shippingInfo).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              <p className="admin-note">{t('noAddress')}</p>
            )}
            <Facts
              items={[
                [t('trackingNumber'), order.trackingNumber ?? NONE],
                ...(order.trackingNumber !== null
                  ? [
                      [t('carrier'), order.carrier ?? NONE] as const,
                      [
                        t('trackingLink'),
                        order.trackingUrl !== null && isHttpUrl(order.trackingUrl) ? (
                          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                            {`${order.trackingUrl} `}
                            <span className="visually-hidden">{t('newTab')}</span>
                          </a>
                        ) : (
                          NONE
                        ),
                      ] as const,
                    ]
                  : []),
                ...(order.cancelReason !== null ? [[t('cancelReason'), order.cancelReason] as const] : []),
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
  const t = useMessages('admin');
  const { id = '' } = useParams();
  const { currentData: order, error, isError, refetch } = useGetAdminPrintOrderQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(order ? t('orderHeading', { orderId: order.orderID }) : t('printOrderTitle'));

  if (order) return <OrderDetail order={order} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminPrintOrders()}>{t('navPrintOrders')}</BackLink>
      <h1 className="admin-page__title">{t('printOrderTitle')}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={t('printOrderNotFound')} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={t('orderLoading')} />
      )}
    </div>
  );
}
