import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AdminCustomer } from '@chitra/contract/admin-customers';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { useAdminPageTitle } from '../admin-context';
import { useGetAdminCustomersQuery } from './customers-api';
import { StackedTable } from '../../../components/stacked-table';
import { CustomerBadges } from './customer-badges';
import { ListFrame } from '../components/list-frame';
import { appliedSearch, SearchForm } from '../components/search-form';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { fullName, useAdminFormat } from '../format';
import { useListParams } from '../use-list-params';

/** The list's columns, in order. */
const columnsOf = (t: Translate<'admin'>) => [t('name'), t('email'), t('mobile'), t('role'), t('status'), t('joined')];

function CustomerRow({ customer }: { customer: AdminCustomer }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminCustomer(customer._id)}>{fullName(customer)}</Link>
      </th>
      <td role="cell" data-label={t('email')} className="admin-table__wrap">
        {customer.email}
      </td>
      <td role="cell" data-label={t('mobile')}>
        {customer.mobile || '—'}
      </td>
      <td role="cell" data-label={t('role')}>
        {customer.role === 'admin' ? t('roleAdmin') : t('customer')}
      </td>
      <td role="cell" data-label={t('status')}>
        <CustomerBadges customer={customer} />
      </td>
      <td role="cell" data-label={t('joined')}>
        <time dateTime={customer.createdAt}>{format.dateTime(customer.createdAt)}</time>
      </td>
    </tr>
  );
}

/** The shop's accounts, searched by part of a name, address or mobile number. */
export function CustomersPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navCustomers'));
  const { page, values, setFilter, setPage } = useListParams(['search']);
  const search = appliedSearch(values.search, CUSTOMER_SEARCH_MAX);
  const result = useGetAdminCustomersQuery({ page, ...(search ? { search } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navCustomers')}</h1>
        <p className="admin-page__intro">{t('customersIntro')}</p>
      </header>
      <SearchForm
        label={t('search')}
        hint={t('customersSearchHint')}
        maxLength={CUSTOMER_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={t('search')}
        clearLabel={t('clear')}
      />
      <ListFrame
        result={result}
        loadingLabel={t('customersLoading')}
        emptyText={search ? t('customersNoMatch', { words: search }) : t('noData')}
        onPage={setPage}
      >
        {(customers) => (
          <StackedTable caption={t('navCustomers')} columns={columnsOf(t)}>
            {customers.map((customer) => (
              <CustomerRow key={customer._id} customer={customer} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
