import { Link } from '../../../lib/link';
import type { AdminTaxDocument } from '@chitra/contract/admin-tax';
import { StackedTable } from '../../../components/stacked-table';
import { useAdminPageTitle } from '../admin-context';
import { adminPaths } from '../admin-paths';
import { TAX_DOCUMENT_KINDS } from '../admin-words';
import { Badge } from '../components/badge';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useListParams } from '../use-list-params';
import { DocumentPdfButton } from './document-pdf-button';
import { MonthField } from './month-field';
import { useGetTaxDocumentsQuery } from './tax-api';
import { formatMonth, monthOrCurrent } from './tax-month';

type Kind = (typeof TAX_DOCUMENT_KINDS)[number];

const KIND_WORDS = { invoice: 'invoice', 'credit-note': 'creditNote' } as const satisfies Record<Kind, AreaKey<'admin'>>;
const KIND_OPTION_WORDS = { invoice: 'invoices', 'credit-note': 'creditNotes' } as const satisfies Record<Kind, AreaKey<'admin'>>;
const NONE = '—';

const kindOptions = (t: Translate<'admin'>) => [
  { value: '', label: t('allKinds') },
  ...TAX_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(KIND_OPTION_WORDS[kind]) })),
];

/** Rupees added in paise: 0.1 + 0.2 is 0.3 here. */
const sumRupees = (...amounts: number[]): number => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

function DocumentRow({ document }: { document: AdminTaxDocument }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const orderPath = document.order.kind === 'print' ? adminPaths.adminPrintOrder(document.order._id) : adminPaths.adminOrder(document.order._id);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          <span className="admin-table__code">{document.number}</span>
          <span className="admin-table__muted">{document.title}</span>
        </span>
      </th>
      <td role="cell" data-label={t('kind')}>
        <span className="admin-table__stack">
          <span>
            <Badge tone={document.kind === 'invoice' ? 'info' : 'danger'}>{t(KIND_WORDS[document.kind])}</Badge>
          </span>
          {document.against && <span className="admin-table__muted">{t('against', { number: document.against.number })}</span>}
        </span>
      </td>
      <td role="cell" data-label={t('date')} className="admin-table__nowrap">
        <time dateTime={document.issuedAt}>{format.day(document.issuedAt)}</time>
      </td>
      <td role="cell" data-label={t('buyer')}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{document.buyer.businessName ?? document.buyer.name}</span>
          {document.buyer.businessName && <span className="admin-table__muted">{document.buyer.name}</span>}
          <Link to={orderPath}>{t('orderHeading', { orderId: document.order.orderID })}</Link>
        </span>
      </td>
      <td role="cell" data-label="GSTIN">
        {document.buyer.gstin ? <span className="admin-table__code">{document.buyer.gstin}</span> : NONE}
      </td>
      <td role="cell" data-label={t('placeOfSupply')}>
        {`${document.placeOfSupply.code}-${document.placeOfSupply.name}`}
      </td>
      <td role="cell" data-label={t('taxable')} className="stacked-table__number">
        {format.rupees(document.taxable)}
      </td>
      <td role="cell" data-label={t('tax')} className="stacked-table__number">
        {format.rupees(sumRupees(document.cgst, document.sgst, document.igst))}
      </td>
      <td role="cell" data-label={t('total')} className="stacked-table__number">
        {format.rupees(document.total)}
      </td>
      <td role="cell" data-label="PDF">
        <DocumentPdfButton number={document.number} pdfPath={document.pdfPath} />
      </td>
    </tr>
  );
}

/** The list's columns, in order, the amounts right-aligned. */
const columnsOf = (t: Translate<'admin'>) => {
  const number = (label: string) => ({ label, className: 'stacked-table__number' });
  return [t('number'), t('kind'), t('date'), t('buyer'), 'GSTIN', t('placeOfSupply'), number(t('taxable')), number(t('tax')), number(t('total')), 'PDF'];
};

/** Every invoice and credit note of a month (this month in India unless another is chosen), filtered by kind, with their PDFs. */
export function TaxDocumentsPage() {
  const t = useMessages('admin');
  const format = useAdminFormat();
  useAdminPageTitle(t('navTaxDocuments'));
  const { page, values, setFilter, setPage } = useListParams(['month', 'kind']);
  const month = monthOrCurrent(values.month);
  // An unknown kind in the address is no filter, rather than the API's 400.
  const kind = (TAX_DOCUMENT_KINDS as readonly string[]).includes(values.kind) ? (values.kind as Kind) : undefined;
  const result = useGetTaxDocumentsQuery({ month, page, ...(kind ? { kind } : {}) }, { refetchOnMountOrArgChange: true });
  const monthName = formatMonth(month, format.locale);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navTaxDocuments')}</h1>
        <p className="admin-page__intro">{t('taxIntro')}</p>
      </header>
      <div className="admin-filters">
        <MonthField label={t('month')} value={month} onChange={(next) => setFilter('month', next)} />
        <FilterSelect label={t('kind')} value={kind ?? ''} options={kindOptions(t)} onChange={(next) => setFilter('kind', next)} />
      </div>
      <ListFrame result={result} loadingLabel={t('taxLoading')} emptyText={t('taxEmpty', { month: monthName })} onPage={setPage}>
        {(documents) => (
          <StackedTable caption={t('taxCaption', { month: monthName })} columns={columnsOf(t)}>
            {documents.map((document) => (
              <DocumentRow key={document._id} document={document} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
