import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminLicenceTier } from '@chitra/contract/licences';
import { LoadFailedState } from '../../../lib/page-state';
import { StackedTable } from '../../../components/stacked-table';
import { useAdminPageTitle } from '../admin-context';
import { adminPaths } from '../admin-paths';
import { Badge } from '../components/badge';
import { EmptyState, ListSkeleton } from '../components/list-states';
import { useMessages } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useGetAdminLicencesQuery } from './licences-api';

function TierRow({ tier }: { tier: AdminLicenceTier }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          <Link to={adminPaths.adminLicence(tier._id)}>{tier.name}</Link>
          {tier.first && (
            <span>
              <Badge tone="info">{t('first')}</Badge>
            </span>
          )}
        </span>
      </th>
      <td role="cell" data-label={t('summary')} className="admin-table__wrap">
        {tier.summary}
      </td>
      <td role="cell" data-label={t('price')}>
        {t('multiplierTimes', { multiplier: format.number(tier.multiplier) })}
      </td>
      <td role="cell" data-label={t('state')}>
        <Badge tone={tier.active ? 'success' : 'neutral'}>{tier.active ? t('onSale') : t('notSold')}</Badge>
      </td>
      <td role="cell" data-label={t('version')}>
        {t('versionShort', { version: format.number(tier.version) })}
      </td>
      <td role="cell" data-label={t('colSold')} className="stacked-table__number">
        {format.number(tier.sold)}
      </td>
    </tr>
  );
}

/** The shop's licence tiers, each opening its form; and the way to add one. */
export function LicencesPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navLicences'));
  const result = useGetAdminLicencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const tiers = result.currentData;

  let content;
  if (tiers === undefined) {
    content = result.isError ? <LoadFailedState error={result.error} onRetry={() => void result.refetch()} /> : <ListSkeleton label={t('licencesLoading')} />;
  } else if (tiers.length === 0) {
    content = <EmptyState text={t('licencesEmpty')} />;
  } else {
    content = (
      <StackedTable
        caption={t('navLicences')}
        columns={[t('licence'), t('summary'), t('price'), t('state'), t('version'), { label: t('colSold'), className: 'stacked-table__number' }]}
      >
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
          <h1 className="admin-page__title">{t('navLicences')}</h1>
          <p className="admin-page__intro">{t('licencesIntro')}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminLicenceNew()}>
          <Plus aria-hidden="true" size={18} />
          {t('newLicence')}
        </Link>
      </header>
      {content}
    </div>
  );
}
