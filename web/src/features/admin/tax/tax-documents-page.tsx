import { Link } from '../../../lib/link';
import type { AdminTaxDocument } from '@chitra/contract/admin-tax';
import { StackedTable } from '../../../components/stacked-table';
import { useAdminPageTitle } from '../admin-context';
import { adminPaths } from '../admin-paths';
import { TAX_DOCUMENT_KINDS } from '../admin-words';
import { Badge } from '../components/badge';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { formatDay, formatRupees } from '../format';
import { useListParams } from '../use-list-params';
import { DocumentPdfButton } from './document-pdf-button';
import { MonthField } from './month-field';
import { useGetTaxDocumentsQuery } from './tax-api';
import { formatMonth, monthOrCurrent } from './tax-month';

type Kind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENTS_WORDS = {
  title: 'Tax documents',
  intro: 'The invoices purchases issued and the credit notes refunds issued, newest first, by the month they were issued in (India time).',
  month: 'Month',
  kind: 'Kind',
  allKinds: 'Invoices and credit notes',
  kinds: { invoice: 'Invoice', 'credit-note': 'Credit note' } satisfies Record<Kind, string>,
  kindOptions: { invoice: 'Invoices', 'credit-note': 'Credit notes' } satisfies Record<Kind, string>,
  loading: 'Loading tax documents…',
  caption: (month: string) => `Tax documents of ${month}`,
  empty: (month: string) => `No tax documents in ${month}.`,
  columns: {
    number: 'Number',
    kind: 'Kind',
    date: 'Date',
    buyer: 'Buyer',
    gstin: 'GSTIN',
    place: 'Place of supply',
    taxable: 'Taxable',
    tax: 'Tax',
    total: 'Total',
    pdf: 'PDF',
  },
  order: (orderID: string) => `Order ${orderID}`,
  against: (number: string) => `Against ${number}`,
  noGstin: '—',
} as const;
const W = TAX_DOCUMENTS_WORDS;

const KIND_OPTIONS = [{ value: '', label: W.allKinds }, ...TAX_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: W.kindOptions[kind] }))];

/** Rupees added in paise: 0.1 + 0.2 is 0.3 here. */
const sumRupees = (...amounts: number[]): number => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

function DocumentRow({ document }: { document: AdminTaxDocument }) {
  const orderPath = document.order.kind === 'print' ? adminPaths.adminPrintOrder(document.order._id) : adminPaths.adminOrder(document.order._id);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          <span className="admin-table__code">{document.number}</span>
          <span className="admin-table__muted">{document.title}</span>
        </span>
      </th>
      <td role="cell" data-label={W.columns.kind}>
        <span className="admin-table__stack">
          <span>
            <Badge tone={document.kind === 'invoice' ? 'info' : 'danger'}>{W.kinds[document.kind]}</Badge>
          </span>
          {document.against && <span className="admin-table__muted">{W.against(document.against.number)}</span>}
        </span>
      </td>
      <td role="cell" data-label={W.columns.date} className="admin-table__nowrap">
        <time dateTime={document.issuedAt}>{formatDay(document.issuedAt)}</time>
      </td>
      <td role="cell" data-label={W.columns.buyer}>
        <span className="admin-table__stack">
          <span className="admin-table__strong">{document.buyer.businessName ?? document.buyer.name}</span>
          {document.buyer.businessName && <span className="admin-table__muted">{document.buyer.name}</span>}
          <Link to={orderPath}>{W.order(document.order.orderID)}</Link>
        </span>
      </td>
      <td role="cell" data-label={W.columns.gstin}>
        {document.buyer.gstin ? <span className="admin-table__code">{document.buyer.gstin}</span> : W.noGstin}
      </td>
      <td role="cell" data-label={W.columns.place}>
        {`${document.placeOfSupply.code}-${document.placeOfSupply.name}`}
      </td>
      <td role="cell" data-label={W.columns.taxable} className="stacked-table__number">
        {formatRupees(document.taxable)}
      </td>
      <td role="cell" data-label={W.columns.tax} className="stacked-table__number">
        {formatRupees(sumRupees(document.cgst, document.sgst, document.igst))}
      </td>
      <td role="cell" data-label={W.columns.total} className="stacked-table__number">
        {formatRupees(document.total)}
      </td>
      <td role="cell" data-label={W.columns.pdf}>
        <DocumentPdfButton number={document.number} pdfPath={document.pdfPath} />
      </td>
    </tr>
  );
}

const NUMBER_COLUMNS: readonly string[] = [W.columns.taxable, W.columns.tax, W.columns.total];
const COLUMNS = Object.values(W.columns).map((label) => (NUMBER_COLUMNS.includes(label) ? { label, className: 'stacked-table__number' } : label));

/** Every invoice and credit note of a month (this month in India unless another is chosen), filtered by kind, with their PDFs. */
export function TaxDocumentsPage() {
  useAdminPageTitle(W.title);
  const { page, values, setFilter, setPage } = useListParams(['month', 'kind']);
  const month = monthOrCurrent(values.month);
  // An unknown kind in the address is no filter, rather than the API's 400.
  const kind = (TAX_DOCUMENT_KINDS as readonly string[]).includes(values.kind) ? (values.kind as Kind) : undefined;
  const result = useGetTaxDocumentsQuery({ month, page, ...(kind ? { kind } : {}) }, { refetchOnMountOrArgChange: true });
  const monthName = formatMonth(month);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{W.title}</h1>
        <p className="admin-page__intro">{W.intro}</p>
      </header>
      <div className="admin-filters">
        <MonthField label={W.month} value={month} onChange={(next) => setFilter('month', next)} />
        <FilterSelect label={W.kind} value={kind ?? ''} options={KIND_OPTIONS} onChange={(next) => setFilter('kind', next)} />
      </div>
      <ListFrame result={result} loadingLabel={W.loading} emptyText={W.empty(monthName)} onPage={setPage}>
        {(documents) => (
          <StackedTable caption={W.caption(monthName)} columns={COLUMNS}>
            {documents.map((document) => (
              <DocumentRow key={document._id} document={document} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
