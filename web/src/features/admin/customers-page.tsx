import { adminPaths } from './admin-paths';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AdminCustomer } from '@chitra/contract/admin';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { CONTROL_CHARACTERS, hasControlCharacters } from '@chitra/contract/text';
import { TextField } from '../../lib/forms/text-field';
import { useAdminPageTitle } from './admin-context';
import { tooLong } from './admin-words';
import { useGetAdminCustomersQuery } from './api';
import { AdminTable } from './components/admin-table';
import { CustomerBadges } from './components/customer-badges';
import { ListFrame } from './components/list-frame';
import { formatDateTime, fullName } from './format';
import { useListParams } from './use-list-params';

const TITLE = 'Customers';
const INTRO = 'Every account, newest first. Open one to see its orders, or to disable it.';
const LOADING = 'Loading customers…';
const CAPTION = 'Customers';
export const CUSTOMER_WORDS = {
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

function searchProblem(words: string): string | undefined {
  if (words.trim().length > CUSTOMER_SEARCH_MAX) return tooLong(CUSTOMER_SEARCH_MAX);
  if (hasControlCharacters(words)) return CONTROL_CHARACTERS;
  return undefined;
}

/** The shop's accounts, searched by part of a name, address or mobile number. */
export function CustomersPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['search']);
  const search = searchProblem(values.search) === undefined ? values.search.trim() : '';
  const [typed, setTyped] = useState(search);
  const [problem, setProblem] = useState<string | undefined>();
  const result = useGetAdminCustomersQuery({ page, ...(search ? { search } : {}) }, { refetchOnMountOrArgChange: true });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = searchProblem(typed);
    setProblem(found);
    if (found === undefined) setFilter('search', typed.trim());
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <form className="admin-filters admin-search" role="search" noValidate onSubmit={onSearch}>
        <TextField
          label={CUSTOMER_WORDS.search}
          hint={CUSTOMER_WORDS.searchHint}
          name="search"
          type="search"
          maxLength={CUSTOMER_SEARCH_MAX}
          value={typed}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="admin-actions">
          <button type="submit" className="button button--small">
            {CUSTOMER_WORDS.find}
          </button>
          {search !== '' && (
            <button
              type="button"
              className="button button--small admin-button--quiet"
              onClick={() => {
                setTyped('');
                setFilter('search', '');
              }}
            >
              {CUSTOMER_WORDS.clear}
            </button>
          )}
        </div>
      </form>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={search ? CUSTOMER_WORDS.noMatch(search) : MESSAGES.noData} onPage={setPage}>
        {(customers) => (
          <AdminTable caption={CAPTION} columns={Object.values(COLUMNS)}>
            {customers.map((customer) => (
              <CustomerRow key={customer._id} customer={customer} />
            ))}
          </AdminTable>
        )}
      </ListFrame>
    </div>
  );
}
