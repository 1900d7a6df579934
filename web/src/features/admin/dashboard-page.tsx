import { useId } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../app/paths';
import { describeFailure } from '../../lib/api-error';
import { useAdmin, useAdminPageTitle } from './admin-context';
import { PRINT_ORDER_STATES } from './admin-words';
import { useGetAdminEnquiriesQuery, useGetAdminPrintOrdersQuery } from './api';
import { fullName } from './format';
import { withQuery } from './use-list-params';

const TITLE = 'Dashboard';
const greeting = (name: string) => `Welcome, ${name}.`;
const PRINT_ORDERS = 'Print orders by status';
const ENQUIRIES = 'Enquiries';
const OPEN_ENQUIRIES = 'Open enquiries';
const LOADING = 'Loading…';
/** Only the totals are wanted: one row is the least a list gives. */
const COUNT_ONLY = { limit: 1 } as const;

type Count = { isLoading: boolean; error: unknown; total: number | undefined };

/** One number and the list it counts, as a card. */
function CountCard({ label, to, count }: { label: string; to: string; count: Count }) {
  return (
    <li className="admin-count">
      <Link className="admin-count__link" to={to}>
        <span className="admin-count__label">{label}</span>{' '}
        {count.total !== undefined ? (
          <span className="admin-count__value">{count.total}</span>
        ) : count.error ? (
          <span className="admin-count__error">{`${MESSAGES.errorPrefix}${describeFailure(count.error)}`}</span>
        ) : (
          <span className="admin-count__value">
            <span className="skeleton skeleton--line admin-count__skeleton" aria-hidden="true" />
            <span className="visually-hidden">{LOADING}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

function StatusCount({ status }: { status: (typeof PRINT_ORDER_STATES)[number] }) {
  const { data, isLoading, error } = useGetAdminPrintOrdersQuery({ status, ...COUNT_ONLY }, { refetchOnMountOrArgChange: true });
  return <CountCard label={status} to={withQuery(paths.adminPrintOrders(), { status })} count={{ isLoading, error, total: data?.total }} />;
}

/**
 * A first overview: how many print orders are at each status and how many
 * enquiries wait for an answer, from the lists' totals. Each number links
 * to its list.
 */
export function DashboardPage() {
  useAdminPageTitle(TITLE);
  const admin = useAdmin();
  const ordersId = useId();
  const enquiriesId = useId();
  const open = useGetAdminEnquiriesQuery({ status: 'open', ...COUNT_ONLY }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{greeting(fullName(admin))}</p>
      </header>
      <section className="admin-section" aria-labelledby={ordersId}>
        <h2 id={ordersId} className="admin-section__title">
          {PRINT_ORDERS}
        </h2>
        <ul className="admin-counts">
          {PRINT_ORDER_STATES.map((status) => (
            <StatusCount key={status} status={status} />
          ))}
        </ul>
      </section>
      <section className="admin-section" aria-labelledby={enquiriesId}>
        <h2 id={enquiriesId} className="admin-section__title">
          {ENQUIRIES}
        </h2>
        <ul className="admin-counts">
          <CountCard
            label={OPEN_ENQUIRIES}
            to={withQuery(paths.adminEnquiries(), { status: 'open' })}
            count={{ isLoading: open.isLoading, error: open.error, total: open.data?.total }}
          />
        </ul>
      </section>
    </div>
  );
}
