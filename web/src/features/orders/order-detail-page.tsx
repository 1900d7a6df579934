import { useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import type { ContentText } from '@chitra/contract/content-translations';
import type { OrderLicence } from '@chitra/contract/licences';
import type { DownloadLog, OrderDetail, OrderDetailProduct, OrderImage } from '@chitra/contract/orders';
import { paths } from '../../lib/paths';
import { archiveFile, imageFile } from '../../lib/download';
import { type Translate, useContent, useMessages } from '../../i18n/i18n';
import { RichText } from '../../i18n/rich-text';
import { useFormat, type Format } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { StackedTable } from '../../components/stacked-table';
import { useGetOrderQuery } from './api';
import { DownloadControl } from './download-control';
import { PdfDownloadButton } from './pdf-download';
import { TaxDocuments } from './tax-documents';
import { formatDateTime } from './format';
import './orders.css';

const SKELETON_ROWS = 2;
const THUMB_PX = 64;

type Words = Translate<'orders'>;

const pictureFacts = (image: OrderImage, format: Format): string =>
  `${format.dimensions(image.original.width, image.original.height)} · ${format.bytes(image.original.bytes)}`;
const downloadsLine = (shown: number, total: number, t: Words, format: Format): string =>
  shown < total ? t('newestDownloads', { shown: format.number(shown), total: format.number(total) }) : t('downloadCount', { count: total });

type Refund = NonNullable<OrderDetail['refund']>;

/** Where the money is, by the gateway's progress (the refund mail says the same of a pending one). */
function refundProgress(refund: Refund, t: Words, format: Format): string {
  const amount = format.rupees(refund.amount);
  switch (refund.status) {
    case 'pending':
      return t('refundPending', { amount });
    case 'processed':
      return t('refundProcessed', { amount });
    case 'failed':
      return t('refundFailed', { amount });
  }
}

function Totals({ order }: { order: OrderDetail }) {
  const t = useMessages('orders');
  const format = useFormat();
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{format.rupees(order.subtotalPrice)}</dd>
      </div>
      {order.discount > 0 && (
        <div>
          <dt>{order.couponCode === null ? t('discount') : t('discountCoupon', { code: order.couponCode })}</dt>
          <dd>{`−${format.rupees(order.discount)}`}</dd>
        </div>
      )}
      <div className="order-totals__paid">
        <dt>{t('paid')}</dt>
        <dd>{format.rupees(order.totalPrice)}</dd>
      </div>
      {order.refund && (
        <div className="order-totals__refund">
          <dt>{t('refunded')}</dt>
          <dd>{format.rupees(order.refund.amount)}</dd>
        </div>
      )}
    </dl>
  );
}

/** `refusedBy`: the id of the sentence saying why a refunded order's files cannot be had. */
function PictureItem({ orderId, productId, image, refusedBy }: { orderId: string; productId: string; image: OrderImage; refusedBy: string | undefined }) {
  const t = useMessages('orders');
  const format = useFormat();
  return (
    <li className="order-picture">
      <Picture image={image} alt="" sizes={thumbnailSizes(THUMB_PX)} className="order-picture__thumb" />
      <div className="order-picture__body">
        <p className="order-picture__name">{image.original.fileName}</p>
        <p className="order-picture__facts">{pictureFacts(image, format)}</p>
      </div>
      <DownloadControl
        file={imageFile(orderId, productId, image)}
        label={t('download')}
        accessibleName={t('downloadFile', { file: image.original.fileName })}
        refusedBy={refusedBy}
      />
    </li>
  );
}

function ProductRow({ orderId, product, refusedBy }: { orderId: string; product: OrderDetailProduct; refusedBy: string | undefined }) {
  const t = useMessages('orders');
  const format = useFormat();
  const { _id: bought } = product;
  // In the page's language when translated; else English, marked so.
  const title = useContent()(bought.title, bought.translations, 'title');
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="order-products__title">
        <Link to={paths.product(bought._id)} lang={title.lang}>
          {title.text}
        </Link>
      </th>
      <td role="cell" className="order-products__price">
        {format.rupees(bought.salePrice)}
        {bought.price > bought.salePrice && (
          <>
            {' '}
            <s className="order-products__was">
              <span className="visually-hidden">{`${t('originalPrice')} `}</span>
              {format.rupees(bought.price)}
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
  const t = useMessages('orders');
  const format = useFormat();
  return (
    <tr role="row">
      <td role="cell" data-label={t('columnIp')} className="order-log__ip">
        {log.source.ip}
      </td>
      <td role="cell" data-label={t('columnOs')}>
        {log.source.os}
      </td>
      <td role="cell" data-label={t('columnBrowser')}>
        {log.source.browser}
      </td>
      <td role="cell" data-label={t('columnDateTime')}>
        <time dateTime={log.createdAt}>{formatDateTime(log.createdAt, format.locale)}</time>
      </td>
      <td role="cell" data-label={t('columnFile')} className="order-log__file">
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
  const t = useMessages('orders');
  const headingId = useId();
  const content = useContent();
  if (order.licences.length === 0) return null;
  const titles = new Map(order.product.map((line) => [line._id._id, content(line._id.title, line._id.translations, 'title')]));
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-section__title">
        {t('licences')}
      </h2>
      <ul className="order-licences">
        {order.licences.map((licence) => (
          <LicenceItem
            key={licence.licenceId}
            licence={licence}
            title={titles.get(licence.productID) ?? { text: licence.tier, lang: undefined }}
            revoked={order.refund !== undefined}
          />
        ))}
      </ul>
    </section>
  );
}

function LicenceItem({ licence, title: shown, revoked }: { licence: OrderLicence; title: ContentText; revoked: boolean }) {
  const t = useMessages('orders');
  const title = shown.text;
  return (
    <li className="order-licence">
      <h3 className="order-licence__title" lang={shown.lang}>
        {title}
      </h3>
      <dl className="order-licence__facts">
        <div>
          <dt>{t('licence')}</dt>
          <dd>{licence.tier}</dd>
        </div>
        <div>
          <dt>{t('termsVersion')}</dt>
          <dd>{licence.version}</dd>
        </div>
        <div>
          <dt>{t('licenceId')}</dt>
          <dd className="order-licence__id">{licence.licenceId}</dd>
        </div>
      </dl>
      <p className="order-licence__summary">{licence.summary}</p>
      {licence.upgradedFrom !== undefined && <p className="order-licence__note">{t('upgradedFrom', { tier: licence.upgradedFrom })}</p>}
      {revoked && <p className="order-licence__revoked">{t('revokedByRefund')}</p>}
      <p className="order-licence__actions">
        <PdfDownloadButton
          path={licence.certificatePath}
          fileName={t('certificateFileName', { title, tier: licence.tier })}
          label={t('certificate')}
          accessibleName={t('certificateName', { tier: licence.tier, title })}
        />
        <Link className="order-licence__verify" to={licence.verifyPath} aria-label={t('verifyLicence', { id: licence.licenceId })}>
          {t('verify')}
        </Link>
      </p>
    </li>
  );
}

function DownloadHistory({ order }: { order: OrderDetail }) {
  const t = useMessages('orders');
  const format = useFormat();
  const headingId = useId();
  const logs = order.downloadLogs;
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-section__title">
        {t('downloadHistory')}
      </h2>
      {logs.length === 0 ? (
        <p className="order-empty">{t('noDownloads')}</p>
      ) : (
        <>
          <p className="order-section__note">{downloadsLine(logs.length, Math.max(order.downloadCount, logs.length), t, format)}</p>
          <StackedTable
            labelledBy={headingId}
            columns={[t('columnIp'), t('columnOs'), t('columnBrowser'), t('columnDateTime'), t('columnFile')]}
            labels="above"
            scroll={false}
            tableClassName="order-log"
          >
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
  const t = useMessages('orders');
  const format = useFormat();
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
            {t('orderSummary')}
          </h2>
          <Totals order={order} />
          {order.refund && <p className="order-refund__progress">{refundProgress(order.refund, t, format)}</p>}
        </section>
        <div className="order-archive">
          <DownloadControl file={archiveFile(order._id, order.archive)} label={t('downloadAllZip')} primary refusedBy={refusedBy} />
          <p className="order-archive__file">{`${order.archive.name} · ${format.bytes(order.archive.bytes)}`}</p>
          {refusedBy !== undefined && (
            <p id={refusedBy} className="order-archive__refused">
              {t('refundedDownloads')}
            </p>
          )}
        </div>
      </div>

      <section className="order-section" aria-labelledby={productsId}>
        <h2 id={productsId} className="order-section__title">
          {t('photographs')}
        </h2>
        <StackedTable labelledBy={productsId} columns={[t('photograph'), t('price'), t('pictures')]} scroll={false} tableClassName="order-products">
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

/** 'Order CH-2026-000123': the number where the language puts it, in a span of its own, which never breaks at its hyphens. */
function OrderHeading({ words, number }: { words: string; number: string }) {
  return <RichText text={words} parts={{ number: () => <span className="orders-page__number">{number}</span> }} />;
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
  const t = useMessages('orders');
  const format = useFormat();
  usePageTitle(t('orderDetail'));
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
        {t('orderDetailFailed')}
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
          {t('orderHistory')}
        </Link>
        <h1 id={headingId} className="orders-page__title">
          {order === undefined ? t('orderDetail') : <OrderHeading words={t('orderHeading')} number={order.orderID} />}
        </h1>
        {order !== undefined && (
          <p className="order-detail__date">
            <time dateTime={order.createdAt}>{t('placedOn', { date: format.date(order.createdAt) })}</time>
          </p>
        )}
        {order?.refund && (
          <p className="order-detail__refunded">
            <time dateTime={order.refund.at}>{t('refundedOn', { date: format.date(order.refund.at) })}</time>
          </p>
        )}
      </header>
      {content}
    </section>
  );
}
