import { type ComponentType, useEffect, useId } from 'react';
import { Link } from '../../lib/link';
import { ExternalLink } from 'lucide-react';
import type { OrderTaxDocument } from '@chitra/contract/licences';
import type { PrintOrder, PrintOrderStatus, ShippingInfo } from '@chitra/contract/prints';
import { isHttpUrl } from '@chitra/contract/prints-tracking';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { Totals } from '../../lib/totals';
import { EmptyPageState, LoadFailedState } from '../../lib/page-state';
import { useGetMyOrdersQuery } from './api';
import { useMessages } from '../../i18n/i18n';
import { RichText } from '../../i18n/rich-text';
import './prints.css';

const SKELETON_CARDS = 2;

/** The server's status, in the page's words (`data-status` keeps the server's, for the styles). */
const STATUS_KEYS = {
  Ordered: 'statusOrdered',
  Processing: 'statusProcessing',
  Shipped: 'statusShipped',
  Delivered: 'statusDelivered',
  Cancelled: 'statusCancelled',
} as const satisfies Record<PrintOrderStatus, string>;

function addressLine(info: ShippingInfo): string {
  return [`${info.firstname} ${info.lastname}`, info.address, info.other, `${info.city}, ${info.state} ${info.pincode}`, info.country]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/**
 * A shipped order's carrier, tracking number and the link to follow it
 * (decision 038). The link is the server's, shown only when it is an
 * http(s) address, and opens the carrier's page in a new tab.
 */
function Tracking({ order }: { order: PrintOrder }) {
  const t = useMessages('prints');
  const { carrier, trackingNumber, trackingUrl } = order;
  if (!trackingNumber) return null;
  const link = trackingUrl && isHttpUrl(trackingUrl) ? trackingUrl : null;
  return (
    <div className="print-order__tracking">
      {carrier && (
        <p>
          <strong>{`${t('carrier')}: `}</strong>
          {carrier}
        </p>
      )}
      <p>
        <strong>{`${t('trackingNumber')}: `}</strong>
        <span className="print-order__tracking-number">{trackingNumber}</span>
      </p>
      {link && (
        <p>
          <a className="print-order__track" href={link} target="_blank" rel="noopener noreferrer">
            {`${t('trackParcel')} `}
            <ExternalLink aria-hidden="true" size={14} />
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </p>
      )}
    </div>
  );
}

/** The orders feature's tax documents section (an order's invoice and credit notes, each a PDF), passed in by app/my-orders-route.tsx. */
type TaxDocumentsSection = ComponentType<{ documents: OrderTaxDocument[] }>;

function OrderCard({ order, TaxDocuments }: { order: PrintOrder; TaxDocuments: TaxDocumentsSection | undefined }) {
  const headingId = useId();
  const t = useMessages('prints');
  const format = useFormat();
  return (
    <article className="panel print-order" aria-labelledby={headingId}>
      <header className="print-order__header">
        <h2 id={headingId} className="print-order__id">
          <span className="visually-hidden">{`${t('order')} `}</span>
          {order.orderID}
        </h2>
        <p className="print-order__status" data-status={order.orderStatus}>
          <span className="visually-hidden">{`${t('status')}: `}</span>
          {t(STATUS_KEYS[order.orderStatus])}
        </p>
        <p className="print-order__date">
          {`${t('placedOn')} `}
          <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
        </p>
      </header>
      <table className="print-order__items">
        <caption className="visually-hidden">{t('itemsCaption', { id: order.orderID })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnProduct')}</th>
            <th scope="col">{t('columnColour')}</th>
            <th scope="col" className="print-order__number">
              {t('columnQuantity')}
            </th>
            <th scope="col" className="print-order__number">
              {t('columnPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={`${item.product._id}-${item.color._id}-${index}`}>
              <th scope="row">
                <Link to={paths.product(item.product._id)}>{item.product.title}</Link>
              </th>
              <td className="print-order__colour">{item.color.title}</td>
              <td className="print-order__number">{format.number(item.quantity)}</td>
              <td className="print-order__number">{format.rupees(item.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals
        className="print-order__totals"
        lines={[
          [t('shipping'), format.rupees(order.shippingPrice)],
          [t('totalPrice'), format.rupees(order.totalPrice)],
        ]}
        grand={[t('afterDiscount'), format.rupees(order.totalPriceAfterDiscount)]}
      />
      <p className="print-order__address">
        <strong>{`${t('shipTo')}: `}</strong>
        {order.shippingInfo ? addressLine(order.shippingInfo) : t('addressToFollow')}
      </p>
      <Tracking order={order} />
      {/* The invoice, and a cancelled order's credit note (issue 27): the digital order page's own section, PDFs and all. */}
      {TaxDocuments && order.documents && <TaxDocuments documents={order.documents} />}
    </article>
  );
}

function OrdersSkeleton() {
  return (
    <div className="print-orders" aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="panel print-order print-order--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * docs/spec.md §2 my-orders (legacy): each print order with its lines (product,
 * colour, quantity, price), its totals and its status (Ordered, Processing,
 * Shipped, Delivered, Cancelled), and once shipped its carrier, tracking
 * number and tracking link, and its tax documents (issue 27: the invoice,
 * a cancelled order's credit note), from GET user/getmyorders. docs/spec.md §8: a
 * failed read sets an error state, no toast.
 */
export function MyOrdersPage({ TaxDocuments }: { TaxDocuments?: TaxDocumentsSection }) {
  const t = useMessages('prints');
  usePageTitle(t('myOrdersTitle'));
  const headingId = useId();
  const { data: orders, error, isError, isLoading, refetch } = useGetMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) console.error('My orders failed to load', error);
  }, [isError, error]);

  let content;
  if (orders === undefined && isError) {
    content = <LoadFailedState error={error} onRetry={() => void refetch()} />;
  } else if (isLoading || orders === undefined) {
    content = <OrdersSkeleton />;
  } else if (orders.length === 0) {
    content = <EmptyPageState text={t('noOrders')} />;
  } else {
    content = (
      <div className="print-orders">
        {orders.map((order) => (
          <OrderCard key={order._id} order={order} TaxDocuments={TaxDocuments} />
        ))}
      </div>
    );
  }

  return (
    <section className="prints-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="prints-page__title">
        {t('myOrdersTitle')}
      </h1>
      <p className="prints-page__intro">
        <RichText text={t('intro')} parts={{ link: (words) => <Link to={paths.orderHistory()}>{words}</Link> }} />
      </p>
      {content}
    </section>
  );
}
