import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { ORDER_HISTORY_PAGE_SIZE } from '@chitra/contract/constants';
import type { OrderHistoryEntry } from '@chitra/contract/orders';
import { paths } from '../../lib/paths';
import { useContent, useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { EmptyPageState } from '../../lib/page-state';
import { Pager } from '../../components/pager';
import { StackedTable } from '../../components/stacked-table';
import { useGetOrderHistoryQuery } from './api';
import './orders.css';

const NUMBER = 'stacked-table__number';
/** Products shown as thumbnails in a row; the rest are counted as '+N'. */
const THUMBS_SHOWN = 3;
const THUMB_PX = 48;
const SKELETON_ROWS = 4;
const PAGE_PARAM = 'page';

/** The page asked for in `?page=`, kept within the pages there are. */
function pageFrom(search: URLSearchParams, pages: number): number {
  const asked = Number(search.get(PAGE_PARAM));
  return Number.isInteger(asked) ? Math.min(Math.max(asked, 1), Math.max(pages, 1)) : 1;
}

function ProductThumbs({ products }: { products: OrderHistoryEntry['product'] }) {
  const t = useMessages('orders');
  const content = useContent();
  const format = useFormat();
  const shown = products.slice(0, THUMBS_SHOWN);
  const more = products.length - shown.length;
  return (
    <ul className="order-thumbs">
      {shown.map((product, index) => {
        const src = product.image[0];
        // Named in the page's language when translated; else English, marked so.
        const title = content(product._id.title, product._id.translations, 'title');
        return (
          <li key={`${product._id._id}-${index}`} className="order-thumbs__item">
            {src === undefined ? (
              <span className="order-thumbs__image" role="img" aria-label={title.text} lang={title.lang} data-empty="" />
            ) : (
              <img
                className="order-thumbs__image"
                src={src}
                alt={title.text}
                lang={title.lang}
                width={THUMB_PX}
                height={THUMB_PX}
                loading="lazy"
                decoding="async"
              />
            )}
          </li>
        );
      })}
      {more > 0 && (
        <li className="order-thumbs__item order-thumbs__more">
          <span aria-hidden="true">{`+${format.number(more)}`}</span>
          <span className="visually-hidden">{t('andMore', { count: format.number(more) })}</span>
        </li>
      )}
    </ul>
  );
}

function OrderRow({ order }: { order: OrderHistoryEntry }) {
  const t = useMessages('orders');
  const format = useFormat();
  // A refunded order (decisions 026, 037): its downloads have ended; its number still leads to its page, which says so.
  const refundedNote = order.refund ? t('refundedNote', { amount: format.rupees(order.refund.amount) }) : '';
  // Explicit roles keep the table a table to screen readers when narrow screens restyle it as cards.
  return (
    <tr role="row" className="order-history__row">
      <th role="rowheader" scope="row" className="order-history__id">
        {order.refund ? (
          <span className="order-history__refunded">
            <Link to={paths.orderDetail(order._id)}>{order.orderID}</Link>
            <span className="order-badge" title={refundedNote}>
              {t('refunded')}
            </span>
            <span className="visually-hidden">{refundedNote}</span>
          </span>
        ) : (
          <Link to={paths.orderDetail(order._id)}>{order.orderID}</Link>
        )}
      </th>
      <td role="cell" className="order-history__images">
        <ProductThumbs products={order.product} />
      </td>
      <td role="cell" className="order-history__count" data-label={t('columnProductCount')}>
        {format.number(order.productCount)}
      </td>
      <td role="cell" className="order-history__total" data-label={t('columnTotalPrice')}>
        {format.rupees(order.totalPrice)}
      </td>
      <td role="cell" className="order-history__date">
        <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
      </td>
    </tr>
  );
}

function HistorySkeleton() {
  return (
    <div className="order-history-skeleton" aria-busy="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className="order-history-skeleton__row" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="order-history-skeleton__thumbs">
            <span className="skeleton order-thumbs__image" />
            <span className="skeleton order-thumbs__image" />
          </span>
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * docs/spec.md §2 Order history: each order (its number linking to its page, its
 * products' pictures, how many, what was paid, when; a refunded one marked
 * 'Refunded'), ten to a page, paged here in the browser. docs/spec.md §8: a failure is only logged, and the page says
 * 'No orders found.' as it does for a customer with none.
 */
export function OrderHistoryPage() {
  const t = useMessages('orders');
  usePageTitle(t('orderHistory'));
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const { data: orders, error, isError, isLoading } = useGetOrderHistoryQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) console.error('The order history failed to load', error);
  }, [isError, error]);

  const pages = Math.ceil((orders?.length ?? 0) / ORDER_HISTORY_PAGE_SIZE);
  const page = pageFrom(search, pages);
  const goTo = (next: number) => {
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete(PAGE_PARAM);
      else params.set(PAGE_PARAM, String(next));
      return params;
    });
  };

  let content;
  if (isLoading) {
    content = <HistorySkeleton />;
  } else if (orders === undefined || orders.length === 0) {
    content = <EmptyPageState text={t('noOrders')} />;
  } else {
    const shown = orders.slice((page - 1) * ORDER_HISTORY_PAGE_SIZE, page * ORDER_HISTORY_PAGE_SIZE);
    content = (
      <>
        <StackedTable
          caption={t('historyCaption')}
          columns={[
            t('columnOrderId'),
            t('columnProducts'),
            { label: t('columnProductCount'), className: NUMBER },
            { label: t('columnTotalPrice'), className: NUMBER },
            t('columnDate'),
          ]}
          labels="none"
          scroll={false}
          tableClassName="order-history"
        >
          {shown.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </StackedTable>
        {pages > 1 && <Pager page={page} hasNext={page < pages} onPage={goTo} />}
      </>
    );
  }

  return (
    <section className="orders-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="orders-page__title">
        {t('orderHistory')}
      </h1>
      {content}
    </section>
  );
}
