import { adminPaths } from '../admin-paths';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminOrderSummary } from '@chitra/contract/admin-orders';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { TextField } from '../../../lib/forms/text-field';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge, type BadgeTone } from '../components/badge';
import { ListFrame } from '../components/list-frame';
import { SearchActions, searchProblem } from '../components/search-form';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useGetAdminOrdersQuery } from './orders-api';
import { useListParams } from '../use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day from the address, or nothing (the API would answer 400 for another text). */
const dayOr = (text: string) => (DAY.test(text) ? text : '');

type RefundState = NonNullable<AdminOrderSummary['refund']>['state'];
const REFUND_TONES: Record<RefundState, BadgeTone> = { pending: 'progress', processed: 'danger', failed: 'danger' };
const REFUND_WORDS: Record<RefundState, AreaKey<'admin'>> = { pending: 'refundPending', processed: 'refundProcessed', failed: 'refundFailed' };
const NONE = '—';

/** The refund's state as a badge: the shop's refund of the whole order, or none. */
export function RefundBadge({ refund }: { refund: AdminOrderSummary['refund'] }) {
  const t = useMessages('admin');
  if (refund === null) return <>{NONE}</>;
  return <Badge tone={REFUND_TONES[refund.state]}>{t(REFUND_WORDS[refund.state])}</Badge>;
}

/** The list's columns, in order. */
const columnsOf = (t: Translate<'admin'>) => [t('colOrder'), t('customer'), t('total'), t('coupon'), t('paid'), t('refund')];

function OrderRow({ order }: { order: AdminOrderSummary }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminOrder(order._id)}>{order.orderID}</Link>
      </th>
      <td role="cell" data-label={t('customer')}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{order.customer.name}</span>
          <span className="admin-table__muted">{order.customer.email}</span>
        </span>
      </td>
      <td role="cell" data-label={t('total')} className="stacked-table__number">
        {format.rupees(order.total)}
      </td>
      <td role="cell" data-label={t('coupon')}>
        {order.couponCode ? <span className="admin-table__code">{order.couponCode}</span> : NONE}
      </td>
      <td role="cell" data-label={t('paid')}>
        <time dateTime={order.paidAt}>{format.dateTime(order.paidAt)}</time>
      </td>
      <td role="cell" data-label={t('refund')}>
        <RefundBadge refund={order.refund} />
      </td>
    </tr>
  );
}

type Filters = { search: string; from: string; to: string };

function problemsOf(filters: Filters, t: Translate<'admin'>, number: (value: number) => string): Partial<Filters> {
  const problems: Partial<Filters> = {};
  const search = searchProblem(filters.search, CUSTOMER_SEARCH_MAX, t, number);
  if (search !== undefined) problems.search = search;
  if (filters.from !== '' && filters.to !== '' && filters.to < filters.from) problems.to = t('ordersToBeforeFrom');
  return problems;
}

/** Every digital order, searched by order ID or customer and by the days it was paid, twenty to a page. */
export function OrdersPage() {
  const t = useMessages('admin');
  const format = useAdminFormat();
  useAdminPageTitle(t('navOrders'));
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
  const applied = Object.keys(problemsOf(asked, t, format.number)).length === 0 ? asked : { search: '', from: '', to: '' };
  const [typed, setTyped] = useState<Filters>(applied);
  const [problems, setProblems] = useState<Partial<Filters>>({});
  const result = useGetAdminOrdersQuery(
    { page, ...(applied.search ? { search: applied.search } : {}), ...(applied.from ? { from: applied.from } : {}), ...(applied.to ? { to: applied.to } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = applied.search !== '' || applied.from !== '' || applied.to !== '';

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(typed, t, format.number);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    apply({ ...typed, search: typed.search.trim() });
  };
  const type = (key: keyof Filters) => (value: string) => setTyped((current) => ({ ...current, [key]: value }));

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navOrders')}</h1>
        <p className="admin-page__intro">{t('ordersIntro')}</p>
      </header>
      <form className="admin-filters admin-search" role="search" noValidate onSubmit={onFind}>
        <TextField
          label={t('ordersSearch')}
          hint={t('ordersSearchHint')}
          name="search"
          type="search"
          maxLength={CUSTOMER_SEARCH_MAX}
          value={typed.search}
          error={problems.search}
          onChange={(event) => type('search')(event.target.value)}
        />
        <TextField
          label={t('ordersFrom')}
          name="from"
          type="date"
          value={typed.from}
          error={problems.from}
          onChange={(event) => type('from')(event.target.value)}
        />
        <TextField label={t('ordersTo')} name="to" type="date" value={typed.to} error={problems.to} onChange={(event) => type('to')(event.target.value)} />
        <SearchActions
          findLabel={t('find')}
          clearLabel={t('showAll')}
          filtered={filtered}
          onClear={() => {
            setTyped({ search: '', from: '', to: '' });
            setProblems({});
            apply({ search: '', from: '', to: '' });
          }}
        />
      </form>
      <ListFrame result={result} loadingLabel={t('ordersLoading')} emptyText={filtered ? t('ordersNoMatch') : t('noOrders')} onPage={setPage}>
        {(orders) => (
          <StackedTable caption={t('ordersCaption')} columns={columnsOf(t)}>
            {orders.map((order) => (
              <OrderRow key={order._id} order={order} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
