import { adminPaths } from '../admin-paths';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminOrder, AdminOrderRefund } from '@chitra/contract/admin-orders';
import { ADMIN_REASON_MAX } from '@chitra/contract/admin-rules';
import { hasControlCharacters } from '@chitra/contract/text';
import { paths } from '../../../lib/paths';
import { isNotFound } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { Totals } from '../../../lib/totals';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useGetAdminOrderQuery, useRefundOrderMutation, useResendReceiptMutation } from './orders-api';
import { RefundBadge } from './orders-page';
import { withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import { OrderDocumentsSection } from '../tax/order-documents';

const NONE = '—';

const REFUND_KINDS: Record<AdminOrderRefund['kind'], AreaKey<'admin'>> = {
  order: 'refundKindOrder',
  'bought-again': 'refundKindBoughtAgain',
  'print-cancel': 'refundKindPrintCancel',
  declined: 'refundKindDeclined',
};

function reasonProblem(reason: string, t: Translate<'admin'>, number: (value: number) => string): string | undefined {
  const text = reason.trim();
  if (text === '') return t('refundReasonRequired');
  if (text.length > ADMIN_REASON_MAX) return t('tooLong', { max: number(ADMIN_REASON_MAX) });
  if (hasControlCharacters(text)) return t('controlCharacters');
  return undefined;
}

function RefundFacts({ refund }: { refund: AdminOrderRefund }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <Facts
      items={[
        [t('amount'), format.rupees(refund.amount)],
        [t('state'), <RefundBadge refund={refund} />],
        [t('reason'), refund.reason],
        [t('gatewayRefund'), refund.gatewayRefundId ? <code>{refund.gatewayRefundId}</code> : NONE],
        [t('asked'), format.dateTime(refund.createdAt)],
        [t('made'), refund.processedAt ? format.dateTime(refund.processedAt) : NONE],
      ]}
    />
  );
}

/** The refund: its facts once made, else the button and the dialog that asks for the reason. */
function RefundSection({ order }: { order: AdminOrder }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
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
      <Section title={t('refund')}>
        <RefundFacts refund={order.refund} />
      </Section>
    );
  }
  if (order.refundable <= 0) {
    return (
      <Section title={t('refund')}>
        <p className="admin-note">{t('nothingLeft')}</p>
      </Section>
    );
  }

  const confirm = async () => {
    const found = reasonProblem(reason, t, format.number);
    setProblem(found);
    if (found !== undefined || sending.current) return;
    sending.current = true;
    const result = await refundOrder({ id: order._id, body: { reason: reason.trim() } });
    sending.current = false;
    // The server asks the gateway again for the refund it failed, as the page offered (refundRetried), else refunds (refunded).
    const failure = toastOutcome(result, {
      done: ({ data }) => t(retry ? 'doneRefundRetried' : 'doneRefunded', { orderId: data.orderID }),
      failed: t('refundNotMade'),
    });
    if (failure) {
      if (failure.errors.reason) {
        setProblem(failure.errors.reason);
      } else {
        setOpen(false);
      }
      return;
    }
    setOpen(false);
    setReason('');
  };

  return (
    <Section title={t('refund')}>
      {order.refund && <RefundFacts refund={order.refund} />}
      <p className="admin-note">{t(retry ? 'retryIntro' : 'refundIntro', { amount: format.rupees(order.refundable) })}</p>
      <button type="button" className="button admin-button--danger" onClick={() => setOpen(true)}>
        {retry ? t('retryButton') : t('refundButton')}
      </button>
      {open && (
        <ConfirmDialog
          title={retry ? t('retryTitle') : t('refundTitle')}
          confirmLabel={t('refund')}
          cancelLabel={t('keepOrder')}
          pending={isLoading}
          onCancel={() => {
            setOpen(false);
            setProblem(undefined);
          }}
          onConfirm={() => void confirm()}
        >
          <p>{t('refundBody', { orderId: order.orderID, amount: format.rupees(order.refundable) })}</p>
          <TextAreaField
            label={t('reason')}
            hint={t('refundReasonHint')}
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
  const t = useMessages('admin');
  const format = useAdminFormat();
  const [resend, { isLoading }] = useResendReceiptMutation();
  const onResend = async () => {
    const result = await resend(order._id);
    toastOutcome(result, { done: ({ data }) => t('doneReceiptQueued', { email: data.customer.email }), failed: t('receiptFailed') });
  };
  return (
    <Section title={t('receipt')}>
      <Facts items={[[t('receiptSent'), order.receiptSentAt ? format.dateTime(order.receiptSentAt) : t('receiptNotSent')]]} />
      {order.refundedAt === null && (
        <BusyButton className="button button--small" pending={isLoading} onClick={() => void onResend()}>
          {t('resendReceipt')}
        </BusyButton>
      )}
    </Section>
  );
}

function Downloads({ order }: { order: AdminOrder }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  if (order.downloads.length === 0) return <p className="admin-note">{t('noDownloads')}</p>;
  return (
    <StackedTable caption={t('downloadsCaption')} columns={[t('colWhen'), t('colFile'), t('colFrom'), t('colDevice')]}>
      {order.downloads.map((download) => (
        <tr key={download._id} role="row">
          <th role="rowheader" scope="row" className="admin-table__nowrap">
            <time dateTime={download.createdAt}>{format.dateTime(download.createdAt)}</time>
          </th>
          <td role="cell" data-label={t('colFile')}>
            {download.file}
          </td>
          <td role="cell" data-label={t('colFrom')}>
            <span className="admin-table__code">{download.ip}</span>
          </td>
          <td role="cell" data-label={t('colDevice')}>
            <span className="admin-table__stack">
              <span>{`${download.os} · ${download.browser}`}</span>
              <span className="admin-table__muted">{download.via === 'direct' ? t('viaDirect') : t('viaLink')}</span>
            </span>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const earlier = order.refunds.filter((r) => r.kind !== 'order');
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminOrders()}>{t('navOrders')}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{t('orderHeading', { orderId: order.orderID })}</h1>
        {order.refund && <RefundBadge refund={order.refund} />}
      </header>
      <p className="admin-page__meta">
        {`${t('paid')} `}
        <time dateTime={order.paidAt}>{format.dateTime(order.paidAt)}</time>
      </p>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <RefundSection order={order} />
          <ReceiptSection order={order} />
          <OrderDocumentsSection documents={order.documents} />
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
                [t('gatewayOrder'), <code>{order.payment.gatewayOrderId}</code>],
                [t('gatewayPayment'), order.payment.gatewayPaymentId ? <code>{order.payment.gatewayPaymentId}</code> : NONE],
              ]}
            />
          </Section>
          {earlier.length > 0 && (
            <Section title={t('otherRefunds')}>
              {earlier.map((refund) => (
                <div key={refund._id}>
                  <p className="admin-note">{t(REFUND_KINDS[refund.kind])}</p>
                  <RefundFacts refund={refund} />
                </div>
              ))}
            </Section>
          )}
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'order', entityId: order._id })}>
            {t('orderHistory')}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={t('photographs')}>
            <StackedTable plain caption={t('orderItemsCaption')} columns={[t('colPhotograph'), { label: t('price'), className: 'stacked-table__number' }]}>
              {order.items.map((item, index) => (
                <tr key={`${item.product._id}-${index}`}>
                  <th scope="row">
                    <Link to={paths.product(item.product._id)}>{item.product.title}</Link>
                  </th>
                  <td className="stacked-table__number">{format.rupees(item.salePrice)}</td>
                </tr>
              ))}
            </StackedTable>
            <Totals
              lines={[
                [t('subtotal'), format.rupees(order.subtotal)],
                ...(order.discount > 0 ? [[t('orderCoupon', { code: order.couponCode ?? '' }), `−${format.rupees(order.discount)}`] as [string, string]] : []),
              ]}
              grand={[t('paid'), format.rupees(order.total)]}
            />
          </Section>
          <Section title={t('downloads')}>
            <Downloads order={order} />
          </Section>
        </div>
      </div>
    </div>
  );
}

/** One digital order: what was bought and paid, every download, the receipt again, and the refund that ends the downloads. */
export function OrderPage() {
  const t = useMessages('admin');
  const { id = '' } = useParams();
  const { currentData: order, error, isError, refetch } = useGetAdminOrderQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(order ? t('orderHeading', { orderId: order.orderID }) : t('orderTitle'));

  if (order) return <OrderDetail order={order} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminOrders()}>{t('navOrders')}</BackLink>
      <h1 className="admin-page__title">{t('orderTitle')}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={t('orderNotFound')} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={t('orderLoading')} />
      )}
    </div>
  );
}
