import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AdminCustomer } from '@chitra/contract/admin-customers';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { useAdminPageTitle } from '../admin-context';
import { useGetAdminCustomersQuery } from './customers-api';
import { StackedTable } from '../../../components/stacked-table';
import { CustomerBadges } from './customer-badges';
import { ListFrame } from '../components/list-frame';
import { appliedSearch, SearchForm } from '../components/search-form';
import { formatDateTime, fullName } from '../format';
import { useListParams } from '../use-list-params';

const TITLE = 'Customers';
const INTRO = 'Every account, newest first. Open one to see its orders, or to disable it.';
const LOADING = 'Loading customers…';
const CAPTION = 'Customers';
const CUSTOMER_WORDS = {
  search: 'Search',
  searchHint: 'Part of the name, e-mail address or mobile number.',
  find: 'Search',
  clear: 'Clear',
  noMatch: (words: string) => `No customer matches “${words}”.`,
  admin: 'Admin',
  customer: 'Customer',
} as const;
const COLUMNS = { name: 'Name', email: 'E-mail', mobile: 'Mobile', role: 'Role', status: 'Status', joined: 'Joined' } as const;

function CustomerRow({ customer }: { customer: AdminCustomer }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminCustomer(customer._id)}>{fullName(customer)}</Link>
      </th>
      <td role="cell" data-label={COLUMNS.email} className="admin-table__wrap">
        {customer.email}
      </td>
      <td role="cell" data-label={COLUMNS.mobile}>
        {customer.mobile || '—'}
      </td>
      <td role="cell" data-label={COLUMNS.role}>
        {customer.role === 'admin' ? CUSTOMER_WORDS.admin : CUSTOMER_WORDS.customer}
      </td>
      <td role="cell" data-label={COLUMNS.status}>
        <CustomerBadges customer={customer} />
      </td>
      <td role="cell" data-label={COLUMNS.joined}>
        <time dateTime={customer.createdAt}>{formatDateTime(customer.createdAt)}</time>
      </td>
    </tr>
  );
}

/** The shop's accounts, searched by part of a name, address or mobile number. */
export function CustomersPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['search']);
  const search = appliedSearch(values.search, CUSTOMER_SEARCH_MAX);
  const result = useGetAdminCustomersQuery({ page, ...(search ? { search } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <SearchForm
        label={CUSTOMER_WORDS.search}
        hint={CUSTOMER_WORDS.searchHint}
        maxLength={CUSTOMER_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={CUSTOMER_WORDS.find}
        clearLabel={CUSTOMER_WORDS.clear}
      />
      <ListFrame result={result} loadingLabel={LOADING} emptyText={search ? CUSTOMER_WORDS.noMatch(search) : MESSAGES.noData} onPage={setPage}>
        {(customers) => (
          <StackedTable caption={CAPTION} columns={Object.values(COLUMNS)}>
            {customers.map((customer) => (
              <CustomerRow key={customer._id} customer={customer} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
