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
import { formatDay, formatRupees } from '../format';
import { useListParams } from '../use-list-params';
import { MonthField } from './month-field';
import { gstr1CsvPath, useGetGstr1Query } from './tax-api';
import { formatMonth, monthOrCurrent } from './tax-month';

export const GST_REPORT_WORDS = {
  title: 'GST report',
  intro:
    'The tables a GSTR-1 return needs for a month (India time), from the invoices and credit notes issued in it. Each table downloads as the CSV the GST offline tool takes.',
  month: 'Month',
  loading: 'Loading the report…',
  totals: 'Totals',
  totalsIntro: 'Every document of the month. The net’s total is what the sales dashboard shows for the month.',
  totalsCaption: (month: string) => `Totals of ${month}`,
  totalsRows: { invoices: 'Invoices', creditNotes: 'Credit notes', net: 'Net' },
  sums: { set: 'Documents', count: 'Count', taxable: 'Taxable', cgst: 'CGST', sgst: 'SGST', igst: 'IGST', tax: 'Tax', total: 'Total' },
  csv: 'Download CSV',
  csvName: (table: string) => `Download CSV of ${table}`,
  noRows: 'Nothing to report in this table for the month.',
  tables: {
    b2b: { title: 'B2B invoices (4A)', intro: 'Invoices to buyers with a GSTIN, one row per rate.' },
    b2cl: { title: 'B2C large invoices (5)', intro: 'Invoices to other states of more than ₹1,00,000 to buyers without a GSTIN.' },
    b2cs: { title: 'B2C others (7)', intro: 'Other sales to buyers without a GSTIN, by place of supply and rate, less their credit notes.' },
    cdnr: { title: 'Credit notes to registered buyers (9B)', intro: 'Credit notes against B2B invoices.' },
    cdnur: { title: 'Credit notes to unregistered buyers (9B)', intro: 'Credit notes against B2C large invoices.' },
    hsn: { title: 'HSN/SAC summary (12)', intro: 'By code and rate, less the month’s credit notes.' },
  } satisfies Record<Gstr1TableName, { title: string; intro: string }>,
  columns: {
    gstin: 'GSTIN',
    receiver: 'Receiver',
    invoice: 'Invoice',
    note: 'Credit note',
    date: 'Date',
    invoiceValue: 'Invoice value',
    noteValue: 'Note value',
    place: 'Place of supply',
    rate: 'Rate',
    taxable: 'Taxable',
    igst: 'IGST',
    cgst: 'CGST',
    sgst: 'SGST',
    code: 'Code',
    description: 'Description',
    uqc: 'UQC',
    quantity: 'Quantity',
    totalValue: 'Total value',
  },
} as const;
const W = GST_REPORT_WORDS;
const C = W.columns;

/** One column of a report table: its header, its cell, and whether it holds a number (right-aligned). */
type Column<Row> = { label: string; cell: (row: Row) => ReactNode; number?: boolean };

const money = <Row,>(label: string, value: (row: Row) => number): Column<Row> => ({ label, cell: (row) => formatRupees(value(row)), number: true });
const rate = <Row extends { rate: number }>(): Column<Row> => ({ label: C.rate, cell: (row) => `${row.rate}%`, number: true });
const day = <Row extends { date: string }>(): Column<Row> => ({ label: C.date, cell: (row) => formatDay(row.date) });
const code = (text: string) => <span className="admin-table__code">{text}</span>;

type Tables = { [T in Gstr1TableName]: AdminGstr1[T][number] };

/** Each table's columns, the first naming its row; the CSV has every column of the offline tool's template. */
const COLUMNS: { [T in Gstr1TableName]: Column<Tables[T]>[] } = {
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
    { label: C.quantity, cell: (r) => r.quantity, number: true },
    rate(),
    money(C.totalValue, (r) => r.totalValue),
    money(C.taxable, (r) => r.taxableValue),
    money(C.igst, (r) => r.igst),
    money(C.cgst, (r) => r.cgst),
    money(C.sgst, (r) => r.sgst),
  ],
};

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
  const headingId = useId();
  const { save, saving } = useAdminFile();
  const words = W.tables[table];
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
          aria-label={W.csvName(words.title)}
          onClick={() => void save(path, gstr1CsvName(table, report.month))}
        >
          {saving === null && <FileDown aria-hidden="true" size={16} />}
          {W.csv}
        </BusyButton>
      </header>
      <p className="admin-note">{words.intro}</p>
      {rows.length === 0 ? (
        <p className="admin-note">{W.noRows}</p>
      ) : (
        <ReportTable caption={words.title} columns={COLUMNS[table] as Column<Tables[T]>[]} rows={rows} />
      )}
    </section>
  );
}

const SUM_COLUMNS = (['taxable', 'cgst', 'sgst', 'igst', 'tax', 'total'] as const).map((key) => money<Gstr1Sums>(W.sums[key], (sums) => sums[key]));

function Totals({ report }: { report: AdminGstr1 }) {
  const headingId = useId();
  const rows = (['invoices', 'creditNotes', 'net'] as const).map((key) => ({ key, sums: report.totals[key] }));
  const columns: Column<(typeof rows)[number]>[] = [
    { label: W.sums.set, cell: (row) => W.totalsRows[row.key] },
    { label: W.sums.count, cell: (row) => row.sums.count, number: true },
    ...SUM_COLUMNS.map((column) => ({ ...column, cell: (row: (typeof rows)[number]) => column.cell(row.sums) })),
  ];
  return (
    <section className="panel admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {W.totals}
      </h2>
      <p className="admin-note">{W.totalsIntro}</p>
      <ReportTable caption={W.totalsCaption(formatMonth(report.month))} columns={columns} rows={rows} />
    </section>
  );
}

/** A month's GSTR-1 tables on screen, each with its CSV, and the month's totals. */
export function GstReportPage() {
  useAdminPageTitle(W.title);
  const { values, setFilter } = useListParams(['month']);
  const month = monthOrCurrent(values.month);
  const result = useGetGstr1Query({ month }, { refetchOnMountOrArgChange: true });
  const report = result.currentData;

  let content;
  if (report === undefined) {
    content = result.isError ? <LoadFailedState error={result.error} onRetry={() => void result.refetch()} /> : <ListSkeleton label={W.loading} />;
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
        <h1 className="admin-page__title">{W.title}</h1>
        <p className="admin-page__intro">{W.intro}</p>
      </header>
      <div className="admin-filters">
        <MonthField label={W.month} value={month} onChange={(next) => setFilter('month', next)} />
      </div>
      {content}
    </div>
  );
}
