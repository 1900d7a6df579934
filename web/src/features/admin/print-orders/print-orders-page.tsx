import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AdminPrintOrderSummary } from '@chitra/contract/admin-print-orders';
import type { PrintOrderState } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { useAdminPageTitle } from '../admin-context';
import { PRINT_ORDER_STATES } from '../admin-words';
import { useGetAdminPrintOrdersQuery } from './print-orders-api';
import { StackedTable } from '../../../components/stacked-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { PrintOrderStatusBadge } from './print-order-status-badge';
import { formatDateTime, formatRupees } from '../format';
import { useListParams } from '../use-list-params';

const TITLE = 'Print orders';
const INTRO =
  'Framed print orders, newest first. Open one to move it on: Ordered, Processing, Shipped (with the tracking number), Delivered; or cancel it with a refund.';
const STATUS = 'Status';
const ALL = 'All statuses';
const LOADING = 'Loading print orders…';
const CAPTION = 'Print orders';
const COLUMNS = {
  order: 'Order',
  customer: 'Customer',
  prints: 'Prints',
  total: 'Total',
  status: 'Status',
  tracking: 'Tracking number',
  placed: 'Placed',
} as const;

const STATUS_OPTIONS = [{ value: '', label: ALL }, ...PRINT_ORDER_STATES.map((status) => ({ value: status, label: status }))];

function OrderRow({ order }: { order: AdminPrintOrderSummary }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminPrintOrder(order._id)}>{order.orderID}</Link>
      </th>
      <td role="cell" data-label={COLUMNS.customer}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{order.customer.name}</span>
          <span className="admin-table__muted">{order.customer.email}</span>
        </span>
      </td>
      <td role="cell" data-label={COLUMNS.prints} className="stacked-table__number">
        {order.prints}
      </td>
      <td role="cell" data-label={COLUMNS.total} className="stacked-table__number">
        {formatRupees(order.total)}
      </td>
      <td role="cell" data-label={COLUMNS.status}>
        <PrintOrderStatusBadge status={order.status} />
      </td>
      <td role="cell" data-label={COLUMNS.tracking}>
        {order.trackingNumber ? <span className="admin-table__code">{order.trackingNumber}</span> : '—'}
      </td>
      <td role="cell" data-label={COLUMNS.placed}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </td>
    </tr>
  );
}

/** Every print order, filtered by status, twenty to a page. */
export function PrintOrdersPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['status']);
  // An unknown status in the address is no filter, rather than the API's 400.
  const status = (PRINT_ORDER_STATES as string[]).includes(values.status) ? (values.status as PrintOrderState) : undefined;
  const result = useGetAdminPrintOrdersQuery({ page, ...(status ? { status } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={STATUS} value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => setFilter('status', value)} />
      </div>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={MESSAGES.noOrders} onPage={setPage}>
        {(orders) => (
          <StackedTable caption={CAPTION} columns={Object.values(COLUMNS)}>
            {orders.map((order) => (
              <OrderRow key={order._id} order={order} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
