import { useId, type ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import type { AdminGstr1, Gstr1Sums } from '@chitra/contract/admin-tax';
import { LoadFailedState } from '../../../lib/page-state';
import { StackedTable } from '../../../components/stacked-table';
import { BusyButton } from '../../../components/busy-button';
import { useAdminPageTitle } from '../admin-context';
import { useAdminFile } from '../admin-files';
import { gstr1CsvName, type Gstr1TableName } from '../admin-words';
import { ListSkeleton } from '../components/list-states';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat, type AdminFormat } from '../format';
import { useListParams } from '../use-list-params';
import { MonthField } from './month-field';
import { gstr1CsvPath, useGetGstr1Query } from './tax-api';
import { formatMonth, monthOrCurrent } from './tax-month';

/** One column of a report table: its header, its cell, and whether it holds a number (right-aligned). */
type Column<Row> = { label: string; cell: (row: Row) => ReactNode; number?: boolean };

const code = (text: string) => <span className="admin-table__code">{text}</span>;

type Tables = { [T in Gstr1TableName]: AdminGstr1[T][number] };

/** Each table's heading and what it holds. */
const TABLE_WORDS = {
  b2b: ['gstB2b', 'gstB2bIntro'],
  b2cl: ['gstB2cl', 'gstB2clIntro'],
  b2cs: ['gstB2cs', 'gstB2csIntro'],
  cdnr: ['gstCdnr', 'gstCdnrIntro'],
  cdnur: ['gstCdnur', 'gstCdnurIntro'],
  hsn: ['gstHsn', 'gstHsnIntro'],
} as const satisfies Record<Gstr1TableName, readonly [AreaKey<'admin'>, AreaKey<'admin'>]>;

/** A column of rupees, in the page's language. */
const moneyIn =
  (format: AdminFormat) =>
  <Row,>(label: string, value: (row: Row) => number): Column<Row> => ({ label, cell: (row) => format.rupees(value(row)), number: true });

/** Each table's columns, the first naming its row; the CSV has every column of the offline tool's template. The tax names (GSTIN, IGST, CGST, SGST, UQC) are the law's, in every language. */
function columnsIn(t: Translate<'admin'>, format: AdminFormat): { [T in Gstr1TableName]: Column<Tables[T]>[] } {
  const money = moneyIn(format);
  const rate = <Row extends { rate: number }>(): Column<Row> => ({ label: t('rate'), cell: (row) => `${format.number(row.rate)}%`, number: true });
  const day = <Row extends { date: string }>(): Column<Row> => ({ label: t('date'), cell: (row) => format.day(row.date) });
  const C = {
    gstin: 'GSTIN',
    receiver: t('receiver'),
    invoice: t('invoice'),
    note: t('creditNote'),
    invoiceValue: t('invoiceValue'),
    noteValue: t('noteValue'),
    place: t('placeOfSupply'),
    taxable: t('taxable'),
    igst: 'IGST',
    cgst: 'CGST',
    sgst: 'SGST',
    code: t('code'),
    description: t('description'),
    uqc: 'UQC',
    quantity: t('quantity'),
    totalValue: t('totalValue'),
  };
  return {
    b2b: [
      { label: C.invoice, cell: (r) => code(r.invoiceNumber) },
      { label: C.gstin, cell: (r) => code(r.gstin) },
      { label: C.receiver, cell: (r) => r.receiverName },
      day(),
      money(C.invoiceValue, (r) => r.invoiceValue),
      { label: C.place, cell: (r) => r.placeOfSupply },
      rate(),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
      money(C.cgst, (r) => r.cgst),
      money(C.sgst, (r) => r.sgst),
    ],
    b2cl: [
      { label: C.invoice, cell: (r) => code(r.invoiceNumber) },
      day(),
      money(C.invoiceValue, (r) => r.invoiceValue),
      { label: C.place, cell: (r) => r.placeOfSupply },
      rate(),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
    ],
    b2cs: [
      { label: C.place, cell: (r) => r.placeOfSupply },
      rate(),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
      money(C.cgst, (r) => r.cgst),
      money(C.sgst, (r) => r.sgst),
    ],
    cdnr: [
      { label: C.note, cell: (r) => code(r.noteNumber) },
      { label: C.invoice, cell: (r) => code(r.invoiceNumber) },
      { label: C.gstin, cell: (r) => code(r.gstin) },
      { label: C.receiver, cell: (r) => r.receiverName },
      day(),
      money(C.noteValue, (r) => r.noteValue),
      { label: C.place, cell: (r) => r.placeOfSupply },
      rate(),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
      money(C.cgst, (r) => r.cgst),
      money(C.sgst, (r) => r.sgst),
    ],
    cdnur: [
      { label: C.note, cell: (r) => code(r.noteNumber) },
      { label: C.invoice, cell: (r) => code(r.invoiceNumber) },
      day(),
      money(C.noteValue, (r) => r.noteValue),
      { label: C.place, cell: (r) => r.placeOfSupply },
      rate(),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
    ],
    hsn: [
      { label: C.code, cell: (r) => `${r.codeKind} ${r.code}` },
      { label: C.description, cell: (r) => r.description },
      { label: C.uqc, cell: (r) => r.uqc },
      { label: C.quantity, cell: (r) => format.number(r.quantity), number: true },
      rate(),
      money(C.totalValue, (r) => r.totalValue),
      money(C.taxable, (r) => r.taxableValue),
      money(C.igst, (r) => r.igst),
      money(C.cgst, (r) => r.cgst),
      money(C.sgst, (r) => r.sgst),
    ],
  };
}

const TABLE_ORDER: Gstr1TableName[] = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'];

function ReportTable<Row>({ caption, columns, rows }: { caption: string; columns: Column<Row>[]; rows: Row[] }) {
  const [key, ...rest] = columns;
  if (key === undefined) return null;
  return (
    <StackedTable
      caption={caption}
      columns={columns.map((column) => (column.number ? { label: column.label, className: 'stacked-table__number' } : column.label))}
    >
      {rows.map((row, index) => (
        <tr key={index} role="row">
          <th role="rowheader" scope="row" className="admin-table__key">
            {key.cell(row)}
          </th>
          {rest.map((column) => (
            <td key={column.label} role="cell" data-label={column.label} className={column.number ? 'stacked-table__number' : undefined}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </StackedTable>
  );
}

/** A report table's section: its heading, what it holds, its rows, and its CSV. */
function TableSection<T extends Gstr1TableName>({ table, report }: { table: T; report: AdminGstr1 }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const headingId = useId();
  const { save, saving } = useAdminFile();
  const [titleKey, introKey] = TABLE_WORDS[table];
  const words = { title: t(titleKey), intro: t(introKey) };
  const rows = report[table] as Tables[T][];
  const path = gstr1CsvPath(report.month, table);
  return (
    <section className="panel admin-panel" aria-labelledby={headingId}>
      <header className="admin-page__header--split">
        <h2 id={headingId} className="panel__title">
          {words.title}
        </h2>
        <BusyButton
          className="button button--small admin-button--quiet"
          pending={saving !== null}
          aria-label={t('csvName', { table: words.title })}
          onClick={() => void save(path, gstr1CsvName(table, report.month))}
        >
          {saving === null && <FileDown aria-hidden="true" size={16} />}
          {t('csv')}
        </BusyButton>
      </header>
      <p className="admin-note">{words.intro}</p>
      {rows.length === 0 ? (
        <p className="admin-note">{t('noRows')}</p>
      ) : (
        <ReportTable caption={words.title} columns={columnsIn(t, format)[table] as Column<Tables[T]>[]} rows={rows} />
      )}
    </section>
  );
}

/** The totals' rows, each named by its key in the `admin` catalogue. */
const TOTALS_ROWS = { invoices: 'invoices', creditNotes: 'creditNotes', net: 'net' } as const satisfies Record<string, AreaKey<'admin'>>;

function Totals({ report }: { report: AdminGstr1 }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const headingId = useId();
  const money = moneyIn(format);
  const sums: [string, keyof Gstr1Sums][] = [
    [t('taxable'), 'taxable'],
    ['CGST', 'cgst'],
    ['SGST', 'sgst'],
    ['IGST', 'igst'],
    [t('tax'), 'tax'],
    [t('total'), 'total'],
  ];
  const sumColumns = sums.map(([label, key]) => money<Gstr1Sums>(label, (row) => row[key]));
  const rows = (['invoices', 'creditNotes', 'net'] as const).map((key) => ({ key, sums: report.totals[key] }));
  const columns: Column<(typeof rows)[number]>[] = [
    { label: t('documents'), cell: (row) => t(TOTALS_ROWS[row.key]) },
    { label: t('count'), cell: (row) => format.number(row.sums.count), number: true },
    ...sumColumns.map((column) => ({ ...column, cell: (row: (typeof rows)[number]) => column.cell(row.sums) })),
  ];
  return (
    <section className="panel admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {t('totals')}
      </h2>
      <p className="admin-note">{t('totalsIntro')}</p>
      <ReportTable caption={t('totalsCaption', { month: formatMonth(report.month, format.locale) })} columns={columns} rows={rows} />
    </section>
  );
}

/** A month's GSTR-1 tables on screen, each with its CSV, and the month's totals. */
export function GstReportPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navGstReport'));
  const { values, setFilter } = useListParams(['month']);
  const month = monthOrCurrent(values.month);
  const result = useGetGstr1Query({ month }, { refetchOnMountOrArgChange: true });
  const report = result.currentData;

  let content;
  if (report === undefined) {
    content = result.isError ? <LoadFailedState error={result.error} onRetry={() => void result.refetch()} /> : <ListSkeleton label={t('gstLoading')} />;
  } else {
    content = (
      <>
        <Totals report={report} />
        {TABLE_ORDER.map((table) => (
          <TableSection key={table} table={table} report={report} />
        ))}
      </>
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navGstReport')}</h1>
        <p className="admin-page__intro">{t('gstIntro')}</p>
      </header>
      <div className="admin-filters">
        <MonthField label={t('month')} value={month} onChange={(next) => setFilter('month', next)} />
      </div>
      {content}
    </div>
  );
}
