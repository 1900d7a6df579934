import { adminPaths } from '../admin-paths';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminCustomerDetail } from '@chitra/contract/admin-customers';
import { isNotFound } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { useAdmin, useAdminPageTitle } from '../admin-context';
import { useGetAdminCustomerQuery, useSetCustomerDisabledMutation } from './customers-api';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CustomerBadges } from './customer-badges';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { useMessages } from '../../../i18n/i18n';
import { fullName, useAdminFormat } from '../format';
import { statusLabel } from '../print-orders/print-order-status-badge';
import { withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';

const NONE = '—';

function AccessSection({ customer }: { customer: AdminCustomerDetail }) {
  const t = useMessages('admin');
  const me = useAdmin();
  const [confirming, setConfirming] = useState(false);
  const [setDisabled, { isLoading }] = useSetCustomerDisabledMutation();
  const name = fullName(customer);
  const disabling = !customer.disabled;

  const sending = useRef(false);
  const apply = async () => {
    // One request however fast the clicks: the button is disabled only once React re-renders.
    if (sending.current) return;
    sending.current = true;
    const result = await setDisabled({ id: customer._id, disabled: disabling });
    sending.current = false;
    setConfirming(false);
    toastOutcome(result, { done: t(disabling ? 'doneCustomerDisabled' : 'doneCustomerEnabled') });
  };

  if (customer._id === me._id) {
    return (
      <Section title={t('access')}>
        <p className="admin-note">{t('ownAccount')}</p>
      </Section>
    );
  }
  return (
    <Section title={t('access')}>
      <BusyButton
        className={disabling ? 'button button--small admin-button--caution' : 'button button--small'}
        pending={isLoading}
        onClick={() => setConfirming(true)}
      >
        {disabling ? t('disableAccount') : t('enableAccount')}
      </BusyButton>
      {confirming && (
        <ConfirmDialog
          title={disabling ? t('disableTitle') : t('enableTitle')}
          confirmLabel={disabling ? t('disableAccount') : t('enableAccount')}
          cancelLabel={t('keepAsItIs')}
          pending={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void apply()}
        >
          <p>{t(disabling ? 'disableBody' : 'enableBody', { name })}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const { orders } = customer;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminCustomers()}>{t('navCustomers')}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{fullName(customer)}</h1>
        <CustomerBadges customer={customer} />
      </header>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <Section title={t('account')}>
            <Facts
              items={[
                [t('email'), <a href={`mailto:${customer.email}`}>{customer.email}</a>],
                [t('mobile'), customer.mobile ? <a href={`tel:${customer.mobile}`}>{customer.mobile}</a> : NONE],
                [t('role'), customer.role === 'admin' ? t('roleAdmin') : t('customer')],
                [t('addressVerified'), customer.verified ? t('yes') : t('no')],
                [t('joined'), format.dateTime(customer.createdAt)],
                [t('signedInOn'), t('deviceCount', { count: customer.activeSessions })],
                ...(customer.disabledAt ? [[t('disabledOn'), format.dateTime(customer.disabledAt)] as const] : []),
              ]}
            />
          </Section>
          <AccessSection customer={customer} />
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'customer', entityId: customer._id })}>
            {t('accountHistory')}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={t('navOrders')}>
            <Facts
              items={[
                [t('digitalOrders'), t('ordersSummary', { count: format.number(orders.digital.count), total: format.rupees(orders.digital.total) })],
                [t('printOrdersKept'), t('ordersSummary', { count: format.number(orders.prints.count), total: format.rupees(orders.prints.total) })],
              ]}
            />
            <h3 className="admin-section__subtitle">{t('recentOrders')}</h3>
            {orders.recent.length === 0 ? (
              <p className="admin-note">{t('noOrdersYet')}</p>
            ) : (
              <StackedTable caption={t('recentCaption')} columns={[t('colOrder'), t('kind'), t('total'), t('status'), t('date')]}>
                {orders.recent.map((order) => (
                  <tr key={order._id} role="row">
                    <th role="rowheader" scope="row" className="admin-table__key">
                      <Link to={order.kind === 'print' ? adminPaths.adminPrintOrder(order._id) : adminPaths.adminOrder(order._id)}>{order.orderID}</Link>
                    </th>
                    <td role="cell" data-label={t('kind')}>
                      {order.kind === 'print' ? t('kindPrint') : t('kindDigital')}
                    </td>
                    <td role="cell" data-label={t('total')} className="stacked-table__number">
                      {format.rupees(order.total)}
                    </td>
                    <td role="cell" data-label={t('status')}>
                      {statusLabel(t, order.status)}
                    </td>
                    <td role="cell" data-label={t('date')}>
                      <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </StackedTable>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}

/** One account: who, its orders, and the way to disable it (or enable it again). */
export function CustomerPage() {
  const t = useMessages('admin');
  const { id = '' } = useParams();
  const { currentData: customer, error, isError, refetch } = useGetAdminCustomerQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(customer ? fullName(customer) : t('customer'));

  if (customer) return <CustomerDetail customer={customer} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminCustomers()}>{t('navCustomers')}</BackLink>
      <h1 className="admin-page__title">{t('customer')}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={t('customerNotFound')} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={t('customerLoading')} />
      )}
    </div>
  );
}
