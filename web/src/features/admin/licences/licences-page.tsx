import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminLicenceTier } from '@chitra/contract/licences';
import { LoadFailedState } from '../../../lib/page-state';
import { StackedTable } from '../../../components/stacked-table';
import { useAdminPageTitle } from '../admin-context';
import { adminPaths } from '../admin-paths';
import { Badge } from '../components/badge';
import { EmptyState, ListSkeleton } from '../components/list-states';
import { useGetAdminLicencesQuery } from './licences-api';

export const LICENCES_WORDS = {
  title: 'Licences',
  intro:
    'The licences every photograph is sold under, in the order buyers see them. The first is the photograph’s own price; the others multiply it, unless a photograph sets its own price for them.',
  loading: 'Loading licences…',
  create: 'New licence',
  caption: 'Licences',
  empty: 'No licences yet.',
  columns: { name: 'Licence', summary: 'Summary', multiplier: 'Price', state: 'State', version: 'Version', sold: 'Sold' },
  first: 'First',
  active: 'On sale',
  inactive: 'Not sold',
  multiplier: (m: number) => `${m}× the photograph’s price`,
  version: (v: number) => `v${v}`,
} as const;
const W = LICENCES_WORDS;

function TierRow({ tier }: { tier: AdminLicenceTier }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          <Link to={adminPaths.adminLicence(tier._id)}>{tier.name}</Link>
          {tier.first && (
            <span>
              <Badge tone="info">{W.first}</Badge>
            </span>
          )}
        </span>
      </th>
      <td role="cell" data-label={W.columns.summary} className="admin-table__wrap">
        {tier.summary}
      </td>
      <td role="cell" data-label={W.columns.multiplier}>
        {W.multiplier(tier.multiplier)}
      </td>
      <td role="cell" data-label={W.columns.state}>
        <Badge tone={tier.active ? 'success' : 'neutral'}>{tier.active ? W.active : W.inactive}</Badge>
      </td>
      <td role="cell" data-label={W.columns.version}>
        {W.version(tier.version)}
      </td>
      <td role="cell" data-label={W.columns.sold} className="stacked-table__number">
        {tier.sold}
      </td>
    </tr>
  );
}

/** The shop's licence tiers, each opening its form; and the way to add one. */
export function LicencesPage() {
  useAdminPageTitle(W.title);
  const result = useGetAdminLicencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const tiers = result.currentData;

  let content;
  if (tiers === undefined) {
    content = result.isError ? <LoadFailedState error={result.error} onRetry={() => void result.refetch()} /> : <ListSkeleton label={W.loading} />;
  } else if (tiers.length === 0) {
    content = <EmptyState text={W.empty} />;
  } else {
    content = (
      <StackedTable caption={W.caption} columns={[...Object.values(W.columns).slice(0, 5), { label: W.columns.sold, className: 'stacked-table__number' }]}>
        {[...tiers]
          .sort((a, b) => a.position - b.position)
          .map((tier) => (
            <TierRow key={tier._id} tier={tier} />
          ))}
      </StackedTable>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{W.title}</h1>
          <p className="admin-page__intro">{W.intro}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminLicenceNew()}>
          <Plus aria-hidden="true" size={18} />
          {W.create}
        </Link>
      </header>
      {content}
    </div>
  );
}
