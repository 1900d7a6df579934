import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AdminPrintOrderSummary } from '@chitra/contract/admin-print-orders';
import type { PrintOrderState } from '@chitra/contract/admin-rules';
import { useAdminPageTitle } from '../admin-context';
import { PRINT_ORDER_STATES } from '../admin-words';
import { useGetAdminPrintOrdersQuery } from './print-orders-api';
import { StackedTable } from '../../../components/stacked-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { PrintOrderStatusBadge, statusLabel } from './print-order-status-badge';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useListParams } from '../use-list-params';

const statusOptions = (t: Translate<'admin'>) => [
  { value: '', label: t('allStatuses') },
  ...PRINT_ORDER_STATES.map((status) => ({ value: status, label: statusLabel(t, status) })),
];

/** The list's columns, in order. */
const columnsOf = (t: Translate<'admin'>) => [t('colOrder'), t('customer'), t('prints'), t('total'), t('status'), t('trackingNumber'), t('placed')];

function OrderRow({ order }: { order: AdminPrintOrderSummary }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminPrintOrder(order._id)}>{order.orderID}</Link>
      </th>
      <td role="cell" data-label={t('customer')}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{order.customer.name}</span>
          <span className="admin-table__muted">{order.customer.email}</span>
        </span>
      </td>
      <td role="cell" data-label={t('prints')} className="stacked-table__number">
        {format.number(order.prints)}
      </td>
      <td role="cell" data-label={t('total')} className="stacked-table__number">
        {format.rupees(order.total)}
      </td>
      <td role="cell" data-label={t('status')}>
        <PrintOrderStatusBadge status={order.status} />
      </td>
      <td role="cell" data-label={t('trackingNumber')}>
        {order.trackingNumber ? <span className="admin-table__code">{order.trackingNumber}</span> : '—'}
      </td>
      <td role="cell" data-label={t('placed')}>
        <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
      </td>
    </tr>
  );
}

/** Every print order, filtered by status, twenty to a page. */
export function PrintOrdersPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navPrintOrders'));
  const { page, values, setFilter, setPage } = useListParams(['status']);
  // An unknown status in the address is no filter, rather than the API's 400.
  const status = (PRINT_ORDER_STATES as string[]).includes(values.status) ? (values.status as PrintOrderState) : undefined;
  const result = useGetAdminPrintOrdersQuery({ page, ...(status ? { status } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navPrintOrders')}</h1>
        <p className="admin-page__intro">{t('printOrdersIntro')}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={t('status')} value={status ?? ''} options={statusOptions(t)} onChange={(value) => setFilter('status', value)} />
      </div>
      <ListFrame result={result} loadingLabel={t('printOrdersLoading')} emptyText={t('noOrders')} onPage={setPage}>
        {(orders) => (
          <StackedTable caption={t('navPrintOrders')} columns={columnsOf(t)}>
            {orders.map((order) => (
              <OrderRow key={order._id} order={order} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
