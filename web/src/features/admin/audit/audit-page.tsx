import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import type { AuditEntityType } from '@chitra/contract/admin';
import type { AuditEntry } from '@chitra/contract/admin-audit';
import { MESSAGES } from '@chitra/contract/messages';
import { useAdminPageTitle } from '../admin-context';
import { AUDIT_ENTITIES } from '../admin-words';
import { useGetAuditLogQuery } from './audit-api';
import { StackedTable } from '../../../components/stacked-table';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { formatDateTime } from '../format';
import { useListParams } from '../use-list-params';
import './audit.css';

const TITLE = 'Audit log';
const INTRO = 'Every change made in the admin area (and by the admin:create command), newest first: who, what, when, and the fields before and after.';
const LOADING = 'Loading the audit log…';
const CAPTION = 'Audit log';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AUDIT_WORDS = {
  entityType: 'Kind of record',
  all: 'Everything',
  entities: {
    'print-order': 'Print order',
    enquiry: 'Enquiry',
    rating: 'Review',
    customer: 'Customer',
    coupon: 'Coupon',
    order: 'Order',
    product: 'Photograph',
    upload: 'Upload',
    category: 'Category',
    'blog-post': 'Blog post',
    banner: 'Banner',
    licence: 'Licence',
  },
  onlyOne: (kind: string) => `Only the changes of one ${kind.toLowerCase()}`,
  record: 'record',
  showAll: 'Show all',
  columns: { when: 'When', who: 'Who', action: 'Action', record: 'Record', changes: 'Changes' },
  removed: 'removed',
  noFields: '—',
} as const;
const W = AUDIT_WORDS;

const TYPE_OPTIONS = [{ value: '', label: W.all }, ...AUDIT_ENTITIES.map((type) => ({ value: type, label: W.entities[type] }))];

const isEntityType = (value: string): value is AuditEntityType => (AUDIT_ENTITIES as readonly string[]).includes(value);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as one short line: a moment on the shop's clock, a record by its fields (not its id). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) || value : value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== '_id')
      .map(([key, inner]) => `${key}: ${shown(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** The fields the action touched: `status: Ordered → Processing`. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => shown(before[field]) !== shown(after[field]));
  if (fields.length === 0) return <>{W.noFields}</>;
  return (
    <ul className="admin-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="admin-changes__field">{field}</span>
          {': '}
          {entry.before === null ? (
            <span className="admin-changes__after">{shown(after[field])}</span>
          ) : (
            <>
              <del className="admin-changes__before">{shown(before[field])}</del>
              {' → '}
              <ins className="admin-changes__after">{entry.after === null ? W.removed : shown(after[field])}</ins>
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
  const kind = isEntityType(entry.entityType) ? W.entities[entry.entityType] : entry.entityType;
  const link = recordLink(entry);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key admin-table__nowrap">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </th>
      <td role="cell" data-label={W.columns.who} className="admin-table__wrap">
        {entry.admin.email}
      </td>
      <td role="cell" data-label={W.columns.action}>
        <span className="admin-table__code admin-table__nowrap">{entry.action}</span>
      </td>
      <td role="cell" data-label={W.columns.record}>
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
      <td role="cell" data-label={W.columns.changes} className="admin-table__changes">
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

/** Who changed what and when, filtered by the kind of record, or one record (from its page). */
export function AuditPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['entityType', 'entityId']);
  const entityType = isEntityType(values.entityType) ? values.entityType : undefined;
  const entityId = UUID.test(values.entityId) ? values.entityId : undefined;
  const result = useGetAuditLogQuery({ page, ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={W.entityType} value={entityType ?? ''} options={TYPE_OPTIONS} onChange={(value) => setFilter('entityType', value)} />
        {entityId && (
          <p className="admin-filter-chip">
            <span>{W.onlyOne(entityType ? W.entities[entityType] : W.record)}</span>
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setFilter('entityId', '')}>
              {W.showAll}
            </button>
          </p>
        )}
      </div>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={MESSAGES.noData} onPage={setPage}>
        {(entries) => (
          <StackedTable caption={CAPTION} columns={Object.values(W.columns)} tableClassName="admin-table--audit">
            {entries.map((entry) => (
              <EntryRow key={entry._id} entry={entry} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
