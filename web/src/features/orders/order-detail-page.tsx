import { useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import type { OrderLicence } from '@chitra/contract/licences';
import type { DownloadLog, OrderDetail, OrderDetailProduct, OrderImage } from '@chitra/contract/orders';
import { paths } from '../../lib/paths';
import { archiveFile, imageFile } from '../../lib/download';
import { formatDate, formatRupees } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { StackedTable } from '../../components/stacked-table';
import { useGetOrderQuery } from './api';
import { DownloadControl } from './download-control';
import { PdfDownloadButton } from './pdf-download';
import { TaxDocuments } from './tax-documents';
import { formatBytes, formatDimensions } from '../../lib/format';
import { formatDateTime } from './format';
import './orders.css';

const TITLE = 'Order Detail';
const DOWNLOAD = 'Download';
const SUMMARY = 'Order summary';
const SUBTOTAL = 'Subtotal';
const DISCOUNT = 'Discount';
const PAID = 'Paid';
const PHOTOGRAPHS = 'Photographs';
const PRODUCT = 'Photograph';
const PRICE = 'Price';
const PICTURES = 'Pictures';
const ORIGINAL_PRICE = 'Original price';
const DOWNLOAD_HISTORY = 'Download history';
const NO_DOWNLOADS = 'No downloads yet. Every download of this order will be listed here.';
const REFUNDED = 'Refunded';
const LOG_COLUMNS = { ip: 'IP', os: 'OS', browser: 'Browser', date: 'Date/Time', file: 'File' } as const;
const LICENCES = 'Licences';
const CERTIFICATE = 'Certificate (PDF)';
const VERIFY = 'Verify';
const LICENCE_FACTS = { tier: 'Licence', version: 'Terms version', id: 'Licence ID' } as const;
const REVOKED = 'Revoked by the refund';
const SKELETON_ROWS = 2;
const THUMB_PX = 64;

const orderHeading = (orderID: string): string => `Order ${orderID}`;
const placedOn = (iso: string): string => `Placed on ${formatDate(iso)}`;
const refundedOn = (iso: string): string => `${REFUNDED} on ${formatDate(iso)}`;
const couponLabel = (code: string | null): string => (code === null ? DISCOUNT : `${DISCOUNT} (coupon ${code})`);
const downloadName = (fileName: string): string => `${DOWNLOAD} ${fileName}`;
const archiveLine = (name: string, bytes: number): string => `${name} · ${formatBytes(bytes)}`;
const pictureFacts = (image: OrderImage): string => `${formatDimensions(image.original.width, image.original.height)} · ${formatBytes(image.original.bytes)}`;
const certificateName = (title: string, tier: string): string => `${CERTIFICATE} of the ${tier} licence for ${title}`;
const verifyName = (licenceId: string): string => `${VERIFY} licence ${licenceId}`;
const upgradedLine = (tier: string): string => `Upgraded from ${tier}`;
/** The saved file's name when the server does not give one: '/' cannot be in a file name. */
const downloadsLine = (shown: number, total: number): string =>
  shown < total ? `The newest ${shown} of ${total} downloads.` : `${total} ${total === 1 ? 'download' : 'downloads'}.`;

type Refund = NonNullable<OrderDetail['refund']>;

/** Where the money is, by the gateway's progress (the refund mail says the same of a pending one). */
function refundProgress(refund: Refund): string {
  const amount = formatRupees(refund.amount);
  switch (refund.status) {
    case 'pending':
      return `${amount} is on its way back to the way you paid; it usually arrives within 5–7 working days.`;
    case 'processed':
      return `${amount} has been sent back to the way you paid.`;
    case 'failed':
      return `The refund of ${amount} is delayed; the shop is looking into it.`;
  }
}

function Totals({ order }: { order: OrderDetail }) {
  return (
    <dl className="order-totals">
      <div>
        <dt>{SUBTOTAL}</dt>
        <dd>{formatRupees(order.subtotalPrice)}</dd>
      </div>
      {order.discount > 0 && (
        <div>
          <dt>{couponLabel(order.couponCode)}</dt>
          <dd>{`−${formatRupees(order.discount)}`}</dd>
        </div>
      )}
      <div className="order-totals__paid">
        <dt>{PAID}</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </div>
      {order.refund && (
        <div className="order-totals__refund">
          <dt>{REFUNDED}</dt>
          <dd>{formatRupees(order.refund.amount)}</dd>
        </div>
      )}
    </dl>
  );
}

/** `refusedBy`: the id of the sentence saying why a refunded order's files cannot be had. */
function PictureItem({ orderId, productId, image, refusedBy }: { orderId: string; productId: string; image: OrderImage; refusedBy: string | undefined }) {
  return (
    <li className="order-picture">
      <Picture image={image} alt="" sizes={thumbnailSizes(THUMB_PX)} className="order-picture__thumb" />
      <div className="order-picture__body">
        <p className="order-picture__name">{image.original.fileName}</p>
        <p className="order-picture__facts">{pictureFacts(image)}</p>
      </div>
      <DownloadControl
        file={imageFile(orderId, productId, image)}
        label={DOWNLOAD}
        accessibleName={downloadName(image.original.fileName)}
        refusedBy={refusedBy}
      />
    </li>
  );
}

function ProductRow({ orderId, product, refusedBy }: { orderId: string; product: OrderDetailProduct; refusedBy: string | undefined }) {
  const { _id: bought } = product;
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="order-products__title">
        <Link to={paths.product(bought._id)}>{bought.title}</Link>
      </th>
      <td role="cell" className="order-products__price">
        {formatRupees(bought.salePrice)}
        {bought.price > bought.salePrice && (
          <>
            {' '}
            <s className="order-products__was">
              <span className="visually-hidden">{`${ORIGINAL_PRICE} `}</span>
              {formatRupees(bought.price)}
            </s>
          </>
        )}
      </td>
      <td role="cell" className="order-products__pictures">
        <ul className="order-pictures">
          {product.images.map((image) => (
            <PictureItem key={image._id} orderId={orderId} productId={bought._id} image={image} refusedBy={refusedBy} />
          ))}
        </ul>
      </td>
    </tr>
  );
}

function LogRow({ log }: { log: DownloadLog }) {
  return (
    <tr role="row">
      <td role="cell" data-label={LOG_COLUMNS.ip} className="order-log__ip">
        {log.source.ip}
      </td>
      <td role="cell" data-label={LOG_COLUMNS.os}>
        {log.source.os}
      </td>
      <td role="cell" data-label={LOG_COLUMNS.browser}>
        {log.source.browser}
      </td>
      <td role="cell" data-label={LOG_COLUMNS.date}>
        <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
      </td>
      <td role="cell" data-label={LOG_COLUMNS.file} className="order-log__file">
        {log.file}
      </td>
    </tr>
  );
}

/**
 * The licence of each line (issue 27): the tier and terms version bought,
 * the licence id, its certificate and the public page that verifies it. A
 * refund revokes them, and the verification page says so.
 */
function Licences({ order }: { order: OrderDetail }) {
  const headingId = useId();
  if (order.licences.length === 0) return null;
  const titles = new Map(order.product.map((line) => [line._id._id, line._id.title]));
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-section__title">
        {LICENCES}
      </h2>
      <ul className="order-licences">
        {order.licences.map((licence) => (
          <LicenceItem key={licence.licenceId} licence={licence} title={titles.get(licence.productID) ?? licence.tier} revoked={order.refund !== undefined} />
        ))}
      </ul>
    </section>
  );
}

function LicenceItem({ licence, title, revoked }: { licence: OrderLicence; title: string; revoked: boolean }) {
  return (
    <li className="order-licence">
      <h3 className="order-licence__title">{title}</h3>
      <dl className="order-licence__facts">
        <div>
          <dt>{LICENCE_FACTS.tier}</dt>
          <dd>{licence.tier}</dd>
        </div>
        <div>
          <dt>{LICENCE_FACTS.version}</dt>
          <dd>{licence.version}</dd>
        </div>
        <div>
          <dt>{LICENCE_FACTS.id}</dt>
          <dd className="order-licence__id">{licence.licenceId}</dd>
        </div>
      </dl>
      <p className="order-licence__summary">{licence.summary}</p>
      {licence.upgradedFrom !== undefined && <p className="order-licence__note">{upgradedLine(licence.upgradedFrom)}</p>}
      {revoked && <p className="order-licence__revoked">{REVOKED}</p>}
      <p className="order-licence__actions">
        <PdfDownloadButton
          path={licence.certificatePath}
          fileName={`${title} - ${licence.tier} licence.pdf`}
          label={CERTIFICATE}
          accessibleName={certificateName(title, licence.tier)}
        />
        <Link className="order-licence__verify" to={licence.verifyPath} aria-label={verifyName(licence.licenceId)}>
          {VERIFY}
        </Link>
      </p>
    </li>
  );
}

function DownloadHistory({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const logs = order.downloadLogs;
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-section__title">
        {DOWNLOAD_HISTORY}
      </h2>
      {logs.length === 0 ? (
        <p className="order-empty">{NO_DOWNLOADS}</p>
      ) : (
        <>
          <p className="order-section__note">{downloadsLine(logs.length, Math.max(order.downloadCount, logs.length))}</p>
          <StackedTable labelledBy={headingId} columns={Object.values(LOG_COLUMNS)} labels="above" scroll={false} tableClassName="order-log">
            {logs.map((log) => (
              <LogRow key={log._id} log={log} />
            ))}
          </StackedTable>
        </>
      )}
    </section>
  );
}

function OrderContent({ order }: { order: OrderDetail }) {
  const productsId = useId();
  const summaryId = useId();
  const refusedId = useId();
  // A refunded order's downloads have ended (decision 037): every button is disabled, described by the sentence saying why.
  const refusedBy = order.refund ? refusedId : undefined;
  return (
    <>
      <div className="order-overview">
        <section className="order-overview__summary" aria-labelledby={summaryId}>
          <h2 id={summaryId} className="visually-hidden">
            {SUMMARY}
          </h2>
          <Totals order={order} />
          {order.refund && <p className="order-refund__progress">{refundProgress(order.refund)}</p>}
        </section>
        <div className="order-archive">
          <DownloadControl file={archiveFile(order._id, order.archive)} label={MESSAGES.downloadAllZip} primary refusedBy={refusedBy} />
          <p className="order-archive__file">{archiveLine(order.archive.name, order.archive.bytes)}</p>
          {refusedBy !== undefined && (
            <p id={refusedBy} className="order-archive__refused">
              {ORDER_MESSAGES.refunded}
            </p>
          )}
        </div>
      </div>

      <section className="order-section" aria-labelledby={productsId}>
        <h2 id={productsId} className="order-section__title">
          {PHOTOGRAPHS}
        </h2>
        <StackedTable labelledBy={productsId} columns={[PRODUCT, PRICE, PICTURES]} scroll={false} tableClassName="order-products">
          {order.product.map((product, index) => (
            <ProductRow key={`${product._id._id}-${index}`} orderId={order._id} product={product} refusedBy={refusedBy} />
          ))}
        </StackedTable>
      </section>

      <Licences order={order} />

      <TaxDocuments documents={order.documents} />

      <DownloadHistory order={order} />
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className="order-detail-skeleton" aria-busy="true">
      <span className="skeleton skeleton--line skeleton--short" aria-hidden="true" />
      <div className="order-detail-skeleton__block skeleton" aria-hidden="true" />
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className="order-detail-skeleton__row" aria-hidden="true">
          <span className="skeleton order-picture__thumb" />
          <span className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}

/**
 * docs/spec.md §2 Order detail: the order's totals, its photographs with each
 * picture's original and a download for it, 'Download All Images (ZIP)'
 * with live progress, and the download history (IP, OS, browser, date and
 * time, newest first). docs/spec.md §8: a failed read, an unknown id or another
 * customer's order all say 'Failed to fetch order details.' in red. A
 * refunded order (decision 037) says so and when, shows the refund, and
 * disables its downloads with the reason (the server refuses them too).
 */
export function OrderDetailPage() {
  usePageTitle(TITLE);
  const headingId = useId();
  const { orderId = '' } = useParams();
  const { currentData: order, error, isError } = useGetOrderQuery(orderId, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) console.warn('The order failed to load', error);
  }, [isError, error]);

  let content;
  if (order !== undefined) {
    content = <OrderContent order={order} />;
  } else if (isError) {
    content = (
      <p className="order-error" role="alert">
        {MESSAGES.orderDetailFailed}
      </p>
    );
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <section className="orders-page order-detail" aria-labelledby={headingId}>
      <header className="order-detail__header">
        <Link className="order-back" to={paths.orderHistory()}>
          <ArrowLeft aria-hidden="true" size={16} />
          {MESSAGES.orderHistory}
        </Link>
        <h1 id={headingId} className="orders-page__title">
          {order === undefined ? (
            TITLE
          ) : (
            <>
              {orderHeading('')}
              {/* The number never breaks at its hyphens. */}
              <span className="orders-page__number">{order.orderID}</span>
            </>
          )}
        </h1>
        {order !== undefined && (
          <p className="order-detail__date">
            <time dateTime={order.createdAt}>{placedOn(order.createdAt)}</time>
          </p>
        )}
        {order?.refund && (
          <p className="order-detail__refunded">
            <time dateTime={order.refund.at}>{refundedOn(order.refund.at)}</time>
          </p>
        )}
      </header>
      {content}
    </section>
  );
}
