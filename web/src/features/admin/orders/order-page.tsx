import { adminPaths } from '../admin-paths';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminOrder, AdminOrderRefund } from '@chitra/contract/admin-orders';
import { ADMIN_REASON_MAX } from '@chitra/contract/admin-rules';
import { CONTROL_CHARACTERS, hasControlCharacters } from '@chitra/contract/text';
import { paths } from '../../../lib/paths';
import { isNotFound, readApiFailure } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { showToast } from '../../../lib/toast';
import { Totals } from '../../../lib/totals';
import { useAdminPageTitle } from '../admin-context';
import { tooLong } from '../admin-words';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { formatDateTime, formatRupees } from '../format';
import { useGetAdminOrderQuery, useRefundOrderMutation, useResendReceiptMutation } from './orders-api';
import { RefundBadge } from './orders-page';
import { withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import { OrderDocumentsSection } from '../tax/order-documents';

const TITLE = 'Order';
const BACK = 'Orders';
const LOADING = 'Loading the order…';
const heading = (orderId: string) => `Order ${orderId}`;
export const ORDER_PAGE_WORDS = {
  notFound: 'No such order.',
  paid: 'Paid',
  customer: 'Customer',
  customerPage: 'The customer’s page',
  name: 'Name',
  email: 'E-mail',
  mobile: 'Mobile',
  payment: 'Payment',
  gatewayOrder: 'Gateway order',
  gatewayPayment: 'Gateway payment',
  amount: 'Amount',
  items: 'Photographs',
  itemsCaption: 'Photographs in this order',
  columns: { product: 'Photograph', price: 'Price' },
  subtotal: 'Subtotal',
  coupon: (code: string) => `Coupon ${code}`,
  total: 'Paid',
  downloads: 'Downloads',
  downloadsCaption: 'Every download of this order, newest first',
  noDownloads: 'Not downloaded yet.',
  downloadColumns: { when: 'When', file: 'File', from: 'From', device: 'Device' },
  via: { direct: 'Signed in', link: 'Download link' },
  receipt: 'Receipt',
  receiptSent: 'Last mailed',
  receiptNotSent: 'Not mailed yet.',
  resend: 'Resend receipt',
  receiptFailed: 'The receipt could not be sent. Please try again.',
  refund: 'Refund',
  refundIntro: (amount: string) => `Gives back ${amount} through the payment gateway and ends the order’s downloads at once. It cannot be undone.`,
  refundButton: 'Refund…',
  refundTitle: 'Refund this order?',
  refundBody: (orderId: string, amount: string) => `${amount} goes back to the customer of ${orderId}; their downloads of it end now.`,
  reason: 'Reason',
  reasonHint: 'Kept with the refund and told to the customer.',
  reasonRequired: 'Please give the reason for the refund.',
  confirm: 'Refund',
  keep: 'Keep the order',
  refundFailed: 'The refund could not be made. Please try again.',
  retryIntro: (amount: string) => `The gateway did not make this refund. Ask it again for ${amount}; the order’s downloads stay ended.`,
  retryButton: 'Ask the gateway again…',
  retryTitle: 'Ask the gateway for this refund again?',
  nothingLeft: 'Nothing is left to refund on this order.',
  refundState: 'State',
  refundKind: {
    order: 'The whole order',
    'bought-again': 'Pictures bought twice',
    'print-cancel': 'Cancelled print order',
    declined: 'Paid after its checkout closed',
  },
  refundReason: 'Reason',
  refundId: 'Gateway refund',
  refundAsked: 'Asked',
  refundDone: 'Made',
  otherRefunds: 'Earlier refunds of this payment',
  history: 'This order in the audit log',
  none: '—',
} as const;
const W = ORDER_PAGE_WORDS;

function reasonProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return W.reasonRequired;
  if (text.length > ADMIN_REASON_MAX) return tooLong(ADMIN_REASON_MAX);
  if (hasControlCharacters(text)) return CONTROL_CHARACTERS;
  return undefined;
}

function RefundFacts({ refund }: { refund: AdminOrderRefund }) {
  return (
    <Facts
      items={[
        [W.amount, formatRupees(refund.amount)],
        [W.refundState, <RefundBadge refund={refund} />],
        [W.refundReason, refund.reason],
        [W.refundId, refund.gatewayRefundId ? <code>{refund.gatewayRefundId}</code> : W.none],
        [W.refundAsked, formatDateTime(refund.createdAt)],
        [W.refundDone, refund.processedAt ? formatDateTime(refund.processedAt) : W.none],
      ]}
    />
  );
}

/** The refund: its facts once made, else the button and the dialog that asks for the reason. */
function RefundSection({ order }: { order: AdminOrder }) {
  const [refundOrder, { isLoading }] = useRefundOrderMutation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // The dialog's button is disabled only once React re-renders: the ref stops a second click that lands first.
  const sending = useRef(false);

  // A refund the gateway failed may be asked again (the same request, the same dialog).
  const retry = order.refund?.state === 'failed' && order.refundable > 0;
  if (order.refund && !retry) {
    return (
      <Section title={W.refund}>
        <RefundFacts refund={order.refund} />
      </Section>
    );
  }
  if (order.refundable <= 0) {
    return (
      <Section title={W.refund}>
        <p className="admin-note">{W.nothingLeft}</p>
      </Section>
    );
  }

  const confirm = async () => {
    const found = reasonProblem(reason);
    setProblem(found);
    if (found !== undefined || sending.current) return;
    sending.current = true;
    const result = await refundOrder({ id: order._id, body: { reason: reason.trim() } });
    sending.current = false;
    if (result.error) {
      const failure = readApiFailure(result.error, W.refundFailed);
      if (failure.errors?.reason) {
        setProblem(failure.errors.reason);
      } else {
        setOpen(false);
      }
      showToast('error', failure.message);
      return;
    }
    setOpen(false);
    setReason('');
    showToast('success', result.data.message);
  };

  return (
    <Section title={W.refund}>
      {order.refund && <RefundFacts refund={order.refund} />}
      <p className="admin-note">{(retry ? W.retryIntro : W.refundIntro)(formatRupees(order.refundable))}</p>
      <button type="button" className="button admin-button--danger" onClick={() => setOpen(true)}>
        {retry ? W.retryButton : W.refundButton}
      </button>
      {open && (
        <ConfirmDialog
          title={retry ? W.retryTitle : W.refundTitle}
          confirmLabel={W.confirm}
          cancelLabel={W.keep}
          pending={isLoading}
          onCancel={() => {
            setOpen(false);
            setProblem(undefined);
          }}
          onConfirm={() => void confirm()}
        >
          <p>{W.refundBody(order.orderID, formatRupees(order.refundable))}</p>
          <TextAreaField
            label={W.reason}
            hint={W.reasonHint}
            name="reason"
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            value={reason}
            error={problem}
            onChange={setReason}
          />
        </ConfirmDialog>
      )}
    </Section>
  );
}

function ReceiptSection({ order }: { order: AdminOrder }) {
  const [resend, { isLoading }] = useResendReceiptMutation();
  const onResend = async () => {
    const result = await resend(order._id);
    toastOutcome(result, W.receiptFailed);
  };
  return (
    <Section title={W.receipt}>
      <Facts items={[[W.receiptSent, order.receiptSentAt ? formatDateTime(order.receiptSentAt) : W.receiptNotSent]]} />
      {order.refundedAt === null && (
        <BusyButton className="button button--small" pending={isLoading} onClick={() => void onResend()}>
          {W.resend}
        </BusyButton>
      )}
    </Section>
  );
}

function Downloads({ order }: { order: AdminOrder }) {
  if (order.downloads.length === 0) return <p className="admin-note">{W.noDownloads}</p>;
  return (
    <StackedTable caption={W.downloadsCaption} columns={Object.values(W.downloadColumns)}>
      {order.downloads.map((download) => (
        <tr key={download._id} role="row">
          <th role="rowheader" scope="row" className="admin-table__nowrap">
            <time dateTime={download.createdAt}>{formatDateTime(download.createdAt)}</time>
          </th>
          <td role="cell" data-label={W.downloadColumns.file}>
            {download.file}
          </td>
          <td role="cell" data-label={W.downloadColumns.from}>
            <span className="admin-table__code">{download.ip}</span>
          </td>
          <td role="cell" data-label={W.downloadColumns.device}>
            <span className="admin-table__stack">
              <span>{`${download.os} · ${download.browser}`}</span>
              <span className="admin-table__muted">{W.via[download.via]}</span>
            </span>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const earlier = order.refunds.filter((r) => r.kind !== 'order');
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminOrders()}>{BACK}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{heading(order.orderID)}</h1>
        {order.refund && <RefundBadge refund={order.refund} />}
      </header>
      <p className="admin-page__meta">
        {`${W.paid} `}
        <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
      </p>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <RefundSection order={order} />
          <ReceiptSection order={order} />
          <OrderDocumentsSection documents={order.documents} />
          <Section title={W.customer}>
            <Facts
              items={[
                [W.name, order.customer.name],
                [W.email, <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>],
                [W.mobile, order.customer.mobile ? <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a> : W.none],
              ]}
            />
            <Link to={adminPaths.adminCustomer(order.customer._id)}>{W.customerPage}</Link>
          </Section>
          <Section title={W.payment}>
            <Facts
              items={[
                [W.amount, formatRupees(order.payment.amount)],
                [W.gatewayOrder, <code>{order.payment.gatewayOrderId}</code>],
                [W.gatewayPayment, order.payment.gatewayPaymentId ? <code>{order.payment.gatewayPaymentId}</code> : W.none],
              ]}
            />
          </Section>
          {earlier.length > 0 && (
            <Section title={W.otherRefunds}>
              {earlier.map((refund) => (
                <div key={refund._id}>
                  <p className="admin-note">{W.refundKind[refund.kind]}</p>
                  <RefundFacts refund={refund} />
                </div>
              ))}
            </Section>
          )}
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'order', entityId: order._id })}>
            {W.history}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={W.items}>
            <StackedTable plain caption={W.itemsCaption} columns={[W.columns.product, { label: W.columns.price, className: 'stacked-table__number' }]}>
              {order.items.map((item, index) => (
                <tr key={`${item.product._id}-${index}`}>
                  <th scope="row">
                    <Link to={paths.product(item.product._id)}>{item.product.title}</Link>
                  </th>
                  <td className="stacked-table__number">{formatRupees(item.salePrice)}</td>
                </tr>
              ))}
            </StackedTable>
            <Totals
              lines={[
                [W.subtotal, formatRupees(order.subtotal)],
                ...(order.discount > 0 ? [[W.coupon(order.couponCode ?? ''), `−${formatRupees(order.discount)}`] as [string, string]] : []),
              ]}
              grand={[W.total, formatRupees(order.total)]}
            />
          </Section>
          <Section title={W.downloads}>
            <Downloads order={order} />
          </Section>
        </div>
      </div>
    </div>
  );
}

/** One digital order: what was bought and paid, every download, the receipt again, and the refund that ends the downloads. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { currentData: order, error, isError, refetch } = useGetAdminOrderQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(order ? heading(order.orderID) : TITLE);

  if (order) return <OrderDetail order={order} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminOrders()}>{BACK}</BackLink>
      <h1 className="admin-page__title">{TITLE}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={W.notFound} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={LOADING} />
      )}
    </div>
  );
}
