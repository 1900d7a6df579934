import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AuditEntityType } from '@chitra/contract/admin';
import type { AuditEntry } from '@chitra/contract/admin-audit';
import { useAdminPageTitle } from '../admin-context';
import { AUDIT_ENTITIES } from '../admin-words';
import { useGetAuditLogQuery } from './audit-api';
import { StackedTable } from '../../../components/stacked-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import type { Locale } from '@chitra/contract/locales';
import type { AreaKey } from '../../../i18n/areas';
import { useLocale, useMessages, type Translate } from '../../../i18n/i18n';
import { formatDateTime } from '../format';
import { useListParams } from '../use-list-params';
import './audit.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONE = '—';
/** Each kind of record's name in the `admin` catalogue. */
const ENTITY_WORDS = {
  'print-order': 'entityPrintOrder',
  enquiry: 'entityEnquiry',
  rating: 'entityRating',
  customer: 'entityCustomer',
  coupon: 'entityCoupon',
  order: 'entityOrder',
  product: 'entityProduct',
  upload: 'entityUpload',
  category: 'entityCategory',
  'blog-post': 'entityBlogPost',
  banner: 'entityBanner',
  licence: 'entityLicence',
} as const satisfies Record<AuditEntityType, AreaKey<'admin'>>;

const typeOptions = (t: Translate<'admin'>) => [
  { value: '', label: t('everything') },
  ...AUDIT_ENTITIES.map((type) => ({ value: type, label: t(ENTITY_WORDS[type]) })),
];

const isEntityType = (value: string): value is AuditEntityType => (AUDIT_ENTITIES as readonly string[]).includes(value);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as one short line: a moment on the shop's clock, a record by its fields (not its id). */
function shown(value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value, locale) || value : value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== '_id')
      .map(([key, inner]) => `${key}: ${shown(inner, locale)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** The fields the action touched: `status: Ordered → Processing`. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useMessages('admin');
  const locale = useLocale();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => shown(before[field], locale) !== shown(after[field], locale));
  if (fields.length === 0) return <>{NONE}</>;
  return (
    <ul className="admin-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="admin-changes__field">{field}</span>
          {': '}
          {entry.before === null ? (
            <span className="admin-changes__after">{shown(after[field], locale)}</span>
          ) : (
            <>
              <del className="admin-changes__before">{shown(before[field], locale)}</del>
              {' → '}
              <ins className="admin-changes__after">{entry.after === null ? t('removed') : shown(after[field], locale)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The page an entry's record has in the area, where it has one. */
function recordLink(entry: AuditEntry): string | undefined {
  if (entry.entityType === 'print-order') return adminPaths.adminPrintOrder(entry.entityId);
  if (entry.entityType === 'customer') return adminPaths.adminCustomer(entry.entityId);
  if (entry.entityType === 'order') return adminPaths.adminOrder(entry.entityId);
  // Categories and banners have no page of their own: their list.
  if (entry.entityType === 'blog-post') return adminPaths.adminBlogPost(entry.entityId);
  if (entry.entityType === 'licence') return adminPaths.adminLicence(entry.entityId);
  if (entry.entityType === 'category') return adminPaths.adminCategories();
  if (entry.entityType === 'banner') return adminPaths.adminBanners();
  return undefined;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const t = useMessages('admin');
  const locale = useLocale();
  const kind = isEntityType(entry.entityType) ? t(ENTITY_WORDS[entry.entityType]) : entry.entityType;
  const link = recordLink(entry);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key admin-table__nowrap">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
      </th>
      <td role="cell" data-label={t('who')} className="admin-table__wrap">
        {entry.admin.email}
      </td>
      <td role="cell" data-label={t('action')}>
        <span className="admin-table__code admin-table__nowrap">{entry.action}</span>
      </td>
      <td role="cell" data-label={t('colRecord')}>
        <span className="admin-table__stack">
          {link ? (
            <Link className="admin-table__strong" to={link}>
              {kind}
            </Link>
          ) : (
            <span className="admin-table__strong">{kind}</span>
          )}
          <span className="admin-table__muted admin-table__code" title={entry.entityId}>
            {entry.entityId.slice(0, 8)}
          </span>
        </span>
      </td>
      <td role="cell" data-label={t('changes')} className="admin-table__changes">
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

/** Who changed what and when, filtered by the kind of record, or one record (from its page). */
export function AuditPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navAudit'));
  const { page, values, setFilter, setPage } = useListParams(['entityType', 'entityId']);
  const entityType = isEntityType(values.entityType) ? values.entityType : undefined;
  const entityId = UUID.test(values.entityId) ? values.entityId : undefined;
  const result = useGetAuditLogQuery({ page, ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navAudit')}</h1>
        <p className="admin-page__intro">{t('auditIntro')}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={t('entityType')} value={entityType ?? ''} options={typeOptions(t)} onChange={(value) => setFilter('entityType', value)} />
        {entityId && (
          <p className="admin-filter-chip">
            <span>{t('onlyOne', { kind: (entityType ? t(ENTITY_WORDS[entityType]) : t('record')).toLowerCase() })}</span>
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setFilter('entityId', '')}>
              {t('showAll')}
            </button>
          </p>
        )}
      </div>
      <ListFrame result={result} loadingLabel={t('auditLoading')} emptyText={t('noData')} onPage={setPage}>
        {(entries) => (
          <StackedTable
            caption={t('navAudit')}
            columns={[t('colWhen'), t('who'), t('action'), t('colRecord'), t('changes')]}
            tableClassName="admin-table--audit"
          >
            {entries.map((entry) => (
              <EntryRow key={entry._id} entry={entry} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
