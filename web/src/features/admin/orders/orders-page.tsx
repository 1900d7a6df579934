import { adminPaths } from '../admin-paths';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminOrderSummary } from '@chitra/contract/admin-orders';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { TextField } from '../../../lib/forms/text-field';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge, type BadgeTone } from '../components/badge';
import { ListFrame } from '../components/list-frame';
import { SearchActions, searchProblem } from '../components/search-form';
import { formatDateTime, formatRupees } from '../format';
import { useGetAdminOrdersQuery } from './orders-api';
import { useListParams } from '../use-list-params';

const TITLE = 'Orders';
const INTRO =
  'Digital orders, newest first. Find one by its order ID, the customer’s name or e-mail address, or the days it was paid; open it to see its downloads, mail its receipt again or refund it.';
const LOADING = 'Loading orders…';
const CAPTION = 'Digital orders';
export const ORDERS_WORDS = {
  search: 'Order ID or customer',
  searchHint: 'Part of the order ID (CH-2026-000123), or of the customer’s name or e-mail address.',
  from: 'Paid from',
  to: 'Paid to',
  toBeforeFrom: 'The last day must not be before the first.',
  find: 'Find',
  clear: 'Show all',
  noMatch: 'No orders match.',
  columns: { order: 'Order', customer: 'Customer', total: 'Total', coupon: 'Coupon', paid: 'Paid', refund: 'Refund' },
  none: '—',
  refund: { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund failed' },
} as const;
const W = ORDERS_WORDS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, or nothing (the API would answer 400 for another text). */
const dayOr = (text: string) => (DAY.test(text) ? text : '');

const REFUND_TONES: Record<keyof typeof W.refund, BadgeTone> = { pending: 'progress', processed: 'danger', failed: 'danger' };

/** The refund's state as a badge: the shop's refund of the whole order, or none. */
export function RefundBadge({ refund }: { refund: AdminOrderSummary['refund'] }) {
  if (refund === null) return <>{W.none}</>;
  return <Badge tone={REFUND_TONES[refund.state]}>{W.refund[refund.state]}</Badge>;
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminOrder(order._id)}>{order.orderID}</Link>
      </th>
      <td role="cell" data-label={W.columns.customer}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{order.customer.name}</span>
          <span className="admin-table__muted">{order.customer.email}</span>
        </span>
      </td>
      <td role="cell" data-label={W.columns.total} className="stacked-table__number">
        {formatRupees(order.total)}
      </td>
      <td role="cell" data-label={W.columns.coupon}>
        {order.couponCode ? <span className="admin-table__code">{order.couponCode}</span> : W.none}
      </td>
      <td role="cell" data-label={W.columns.paid}>
        <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time>
      </td>
      <td role="cell" data-label={W.columns.refund}>
        <RefundBadge refund={order.refund} />
      </td>
    </tr>
  );
}

type Filters = { search: string; from: string; to: string };

function problemsOf(filters: Filters): Partial<Filters> {
  const problems: Partial<Filters> = {};
  const search = searchProblem(filters.search, CUSTOMER_SEARCH_MAX);
  if (search !== undefined) problems.search = search;
  if (filters.from !== '' && filters.to !== '' && filters.to < filters.from) problems.to = W.toBeforeFrom;
  return problems;
}

/** Every digital order, searched by order ID or customer and by the days it was paid, twenty to a page. */
export function OrdersPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setPage } = useListParams(['search', 'from', 'to']);
  const [, setSearchParams] = useSearchParams();
  // The three in one change of the address (one history entry), back to page 1.
  const apply = (filters: Filters) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(filters)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      next.delete('page');
      return next;
    });
  const asked: Filters = { search: values.search.trim(), from: dayOr(values.from), to: dayOr(values.to) };
  const applied = Object.keys(problemsOf(asked)).length === 0 ? asked : { search: '', from: '', to: '' };
  const [typed, setTyped] = useState<Filters>(applied);
  const [problems, setProblems] = useState<Partial<Filters>>({});
  const result = useGetAdminOrdersQuery(
    { page, ...(applied.search ? { search: applied.search } : {}), ...(applied.from ? { from: applied.from } : {}), ...(applied.to ? { to: applied.to } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = applied.search !== '' || applied.from !== '' || applied.to !== '';

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(typed);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    apply({ ...typed, search: typed.search.trim() });
  };
  const type = (key: keyof Filters) => (value: string) => setTyped((current) => ({ ...current, [key]: value }));

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <form className="admin-filters admin-search" role="search" noValidate onSubmit={onFind}>
        <TextField
          label={W.search}
          hint={W.searchHint}
          name="search"
          type="search"
          maxLength={CUSTOMER_SEARCH_MAX}
          value={typed.search}
          error={problems.search}
          onChange={(event) => type('search')(event.target.value)}
        />
        <TextField label={W.from} name="from" type="date" value={typed.from} error={problems.from} onChange={(event) => type('from')(event.target.value)} />
        <TextField label={W.to} name="to" type="date" value={typed.to} error={problems.to} onChange={(event) => type('to')(event.target.value)} />
        <SearchActions
          findLabel={W.find}
          clearLabel={W.clear}
          filtered={filtered}
          onClear={() => {
            setTyped({ search: '', from: '', to: '' });
            setProblems({});
            apply({ search: '', from: '', to: '' });
          }}
        />
      </form>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={filtered ? W.noMatch : MESSAGES.noOrders} onPage={setPage}>
        {(orders) => (
          <StackedTable caption={CAPTION} columns={Object.values(W.columns)}>
            {orders.map((order) => (
              <OrderRow key={order._id} order={order} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
