import { adminPaths } from '../admin-paths';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminCustomerDetail } from '@chitra/contract/admin-customers';
import { isNotFound } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { useAdmin, useAdminPageTitle } from '../admin-context';
import { ADMIN_MESSAGES } from '../admin-words';
import { useGetAdminCustomerQuery, useSetCustomerDisabledMutation } from './customers-api';
import { StackedTable } from '../../../components/stacked-table';
import { BackLink } from '../components/back-link';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CustomerBadges } from './customer-badges';
import { ListSkeleton } from '../components/list-states';
import { Facts, Section } from '../components/panel-section';
import { formatDateTime, formatRupees, fullName } from '../format';
import { withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';

const TITLE = 'Customer';
const BACK = 'Customers';
const LOADING = 'Loading the customer…';
export const CUSTOMER_PAGE_WORDS = {
  account: 'Account',
  email: 'E-mail',
  mobile: 'Mobile',
  role: 'Role',
  admin: 'Admin',
  customer: 'Customer',
  verified: 'Address verified',
  yes: 'Yes',
  no: 'No',
  joined: 'Joined',
  disabledAt: 'Disabled on',
  sessions: 'Signed in on',
  sessionCount: (n: number) => (n === 1 ? '1 device' : `${n} devices`),
  orders: 'Orders',
  digital: 'Digital orders (paid)',
  prints: 'Print orders (not cancelled)',
  ordersSummary: (count: number, total: string) => `${count} · ${total}`,
  recent: 'Recent orders',
  recentCaption: 'The customer’s recent orders, newest first',
  noOrders: 'No orders yet.',
  columns: { order: 'Order', kind: 'Kind', total: 'Total', status: 'Status', date: 'Date' },
  kinds: { digital: 'Digital', print: 'Print' },
  access: 'Access',
  disable: 'Disable account',
  enable: 'Enable account',
  self: 'This is your own account: it cannot be disabled here.',
  disableTitle: 'Disable this account?',
  disableBody: (name: string) =>
    `${name} will be signed out everywhere at once and cannot sign in until the account is enabled again. Their orders and downloads stay as they are.`,
  enableTitle: 'Enable this account?',
  enableBody: (name: string) => `${name} will be able to sign in again. Sessions ended when the account was disabled stay ended.`,
  keep: 'Keep it as it is',
  history: 'This account in the audit log',
  none: '—',
} as const;
const W = CUSTOMER_PAGE_WORDS;

function AccessSection({ customer }: { customer: AdminCustomerDetail }) {
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
    toastOutcome(result);
  };

  if (customer._id === me._id) {
    return (
      <Section title={W.access}>
        <p className="admin-note">{W.self}</p>
      </Section>
    );
  }
  return (
    <Section title={W.access}>
      <BusyButton
        className={disabling ? 'button button--small admin-button--caution' : 'button button--small'}
        pending={isLoading}
        onClick={() => setConfirming(true)}
      >
        {disabling ? W.disable : W.enable}
      </BusyButton>
      {confirming && (
        <ConfirmDialog
          title={disabling ? W.disableTitle : W.enableTitle}
          confirmLabel={disabling ? W.disable : W.enable}
          cancelLabel={W.keep}
          pending={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void apply()}
        >
          <p>{disabling ? W.disableBody(name) : W.enableBody(name)}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const { orders } = customer;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminCustomers()}>{BACK}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{fullName(customer)}</h1>
        <CustomerBadges customer={customer} />
      </header>
      {/* The actions first: on a phone they come before the details; from 992 px they sit in the right column. */}
      <div className="admin-detail">
        <div className="admin-detail__side">
          <Section title={W.account}>
            <Facts
              items={[
                [W.email, <a href={`mailto:${customer.email}`}>{customer.email}</a>],
                [W.mobile, customer.mobile ? <a href={`tel:${customer.mobile}`}>{customer.mobile}</a> : W.none],
                [W.role, customer.role === 'admin' ? W.admin : W.customer],
                [W.verified, customer.verified ? W.yes : W.no],
                [W.joined, formatDateTime(customer.createdAt)],
                [W.sessions, W.sessionCount(customer.activeSessions)],
                ...(customer.disabledAt ? [[W.disabledAt, formatDateTime(customer.disabledAt)] as const] : []),
              ]}
            />
          </Section>
          <AccessSection customer={customer} />
          <Link className="admin-page__history" to={withQuery(adminPaths.adminAudit(), { entityType: 'customer', entityId: customer._id })}>
            {W.history}
          </Link>
        </div>
        <div className="admin-detail__main">
          <Section title={W.orders}>
            <Facts
              items={[
                [W.digital, W.ordersSummary(orders.digital.count, formatRupees(orders.digital.total))],
                [W.prints, W.ordersSummary(orders.prints.count, formatRupees(orders.prints.total))],
              ]}
            />
            <h3 className="admin-section__subtitle">{W.recent}</h3>
            {orders.recent.length === 0 ? (
              <p className="admin-note">{W.noOrders}</p>
            ) : (
              <StackedTable caption={W.recentCaption} columns={Object.values(W.columns)}>
                {orders.recent.map((order) => (
                  <tr key={order._id} role="row">
                    <th role="rowheader" scope="row" className="admin-table__key">
                      <Link to={order.kind === 'print' ? adminPaths.adminPrintOrder(order._id) : adminPaths.adminOrder(order._id)}>{order.orderID}</Link>
                    </th>
                    <td role="cell" data-label={W.columns.kind}>
                      {W.kinds[order.kind]}
                    </td>
                    <td role="cell" data-label={W.columns.total} className="stacked-table__number">
                      {formatRupees(order.total)}
                    </td>
                    <td role="cell" data-label={W.columns.status}>
                      {order.status}
                    </td>
                    <td role="cell" data-label={W.columns.date}>
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
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
  const { id = '' } = useParams();
  const { currentData: customer, error, isError, refetch } = useGetAdminCustomerQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(customer ? fullName(customer) : TITLE);

  if (customer) return <CustomerDetail customer={customer} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminCustomers()}>{BACK}</BackLink>
      <h1 className="admin-page__title">{TITLE}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={ADMIN_MESSAGES.customerNotFound} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton label={LOADING} />
      )}
    </div>
  );
}
