import { SHOP_TIME_ZONE } from '@chitra/contract/admin-dashboard';
import {
  ADMIN_TAX_MESSAGES,
  B2CL_INVOICE_VALUE_LIMIT,
  type AdminGstr1,
  type AdminTaxDocument,
  type Gstr1B2bRow,
  type Gstr1B2clRow,
  type Gstr1B2csRow,
  type Gstr1CdnrRow,
  type Gstr1CdnurRow,
  type Gstr1HsnRow,
  type Gstr1Sums,
  type Gstr1Table,
  type TaxDocumentKind,
} from '@chitra/contract/admin-tax';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { TaxDocumentContent, TaxLine } from '../tax/tax-document';
import { taxDocumentTitle } from '../tax/tax-document';
import { renderTaxDocumentPdf } from '../tax/tax-document-pdf';
import { offsetOf } from './admin-context';
import { AdminTaxRepository, type Instants, type MonthDocumentRow, type TaxDocumentRow } from './tax.repository';

/*
 * The owner's tax documents and the monthly GSTR-1 report (issue 27,
 * decision 054). Everything is computed in integer paise from the documents
 * as issued (their columns and `content.lines`) and turned into rupees only
 * for the answer, so the tables add up to the paisa.
 */

/** India's offset from UTC all year (no daylight saving): a month of the shop's calendar is a fixed range of instants. */
const IST_OFFSET_MS = 330 * 60_000;

/** The instants of a month in India ('2026-11'): its first midnight there, and the next month's. */
export function monthInstants(month: string): Instants {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS) };
}

/** The day in India of an instant, YYYY-MM-DD. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The B2CL limit in paise: a B2C invoice to another state above it is reported on its own. */
const B2CL_LIMIT_PAISE = B2CL_INVOICE_VALUE_LIMIT * 100;

/** The offline tool's "29-Karnataka". */
const placeOfSupplyText = (state: { code: string; name: string }) => `${state.code}-${state.name}`;

/** A percentage from basis points: 1800 is 18, 250 is 2.5. */
const percentOf = (rateBp: number) => rateBp / 100;

function toListItem(row: TaxDocumentRow & { against: { id: string; number: string } | null }): AdminTaxDocument {
  const { content } = row;
  const print = row.printOrderId !== null;
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    title: taxDocumentTitle(content),
    issuedAt: row.issuedAt.toISOString(),
    b2b: row.b2b,
    order: { _id: (print ? row.printOrderId : row.orderId) ?? '', kind: print ? 'print' : 'digital', orderID: content.orderNumber },
    buyer: { _id: row.customerId, name: content.recipient.name, gstin: content.recipient.gstin, businessName: content.recipient.businessName },
    placeOfSupply: { code: content.placeOfSupply.code, name: content.placeOfSupply.name },
    against: row.against ? { _id: row.against.id, number: row.against.number } : null,
    taxable: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    pdfPath: `admin/tax/documents/${row.id}/pdf`,
  };
}

// ---------------------------------------------------------------------------
// GSTR-1
// ---------------------------------------------------------------------------

/** Paise under each head. */
type Heads = { taxable: number; cgst: number; sgst: number; igst: number; total: number; quantity: number };

const noHeads = (): Heads => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0, quantity: 0 });

/** Adds a line to the heads, or takes it off (`sign` -1: a credit note's). */
function add(heads: Heads, line: TaxLine, sign: 1 | -1): Heads {
  heads.taxable += sign * line.taxablePaise;
  heads.cgst += sign * line.cgstPaise;
  heads.sgst += sign * line.sgstPaise;
  heads.igst += sign * line.igstPaise;
  heads.total += sign * line.totalPaise;
  heads.quantity += sign * line.quantity;
  return heads;
}

/** The map's value at `key`, made and put there first when it has none. */
function entryOf<V>(map: Map<string | number, V>, key: string | number, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** A document's lines summed per rate, lowest rate first: the tables' "per invoice per rate" rows. */
function byRate(lines: readonly TaxLine[]): [number, Heads][] {
  const rates = new Map<string | number, Heads>();
  for (const line of lines) add(entryOf(rates, line.rateBp, noHeads), line, 1);
  return [...rates.entries()].map(([rate, heads]): [number, Heads] => [Number(rate), heads]).sort(([a], [b]) => a - b);
}

/** Where an invoice of a registered shop goes in GSTR-1 (and so where a credit note against it goes). */
type InvoiceSection = 'b2b' | 'b2cl' | 'b2cs';

/** B2B with a GSTIN; B2C to another state above the limit is B2CL; any other B2C is summarised in B2CS. */
function sectionOf(b2b: boolean, interState: boolean, invoiceTotalPaise: number): InvoiceSection {
  if (b2b) return 'b2b';
  return interState && invoiceTotalPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

const interStateOf = (content: TaxDocumentContent) => content.placeOfSupply.code !== content.supplier.state.code;

/** The HSN summary's words for a code: the report names the kind of supply, as the lines' descriptions name photographs. */
const HSN_DESCRIPTIONS = { SAC: 'Licences to use photographs', HSN: 'Printed photographs' } as const;

const rupees = paiseToRupees;

function sumsOf(rows: readonly TaxDocumentRow[]): Gstr1Sums {
  const paise = rows.reduce(
    (sum, r) => ({
      taxable: sum.taxable + r.taxablePaise,
      cgst: sum.cgst + r.cgstPaise,
      sgst: sum.sgst + r.sgstPaise,
      igst: sum.igst + r.igstPaise,
      total: sum.total + r.totalPaise,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
  return sumsInRupees(rows.length, paise);
}

function sumsInRupees(count: number, paise: Omit<Heads, 'quantity'>): Gstr1Sums {
  return {
    count,
    taxable: rupees(paise.taxable),
    cgst: rupees(paise.cgst),
    sgst: rupees(paise.sgst),
    igst: rupees(paise.igst),
    tax: rupees(paise.cgst + paise.sgst + paise.igst),
    total: rupees(paise.total),
  };
}

/**
 * The GSTR-1 tables of a month from its documents (oldest first):
 * - b2b: each B2B invoice, per rate;
 * - b2cl: each inter-state B2C invoice above B2CL_INVOICE_VALUE_LIMIT, per rate;
 * - b2cs: every other B2C invoice, summed by place of supply and rate, less
 *   the month's credit notes against such invoices (whatever month those
 *   invoices were of), so a row may be negative when a refund of an earlier
 *   month's sale is larger than the month's sales there;
 * - cdnr: credit notes against B2B invoices; cdnur: against B2CL invoices;
 * - hsn: by code and rate, invoices less credit notes.
 * Receipts of an unregistered shop are no tax invoices: they are in the
 * totals only. Pure.
 */
function gstr1Of(month: string, documents: readonly MonthDocumentRow[]): AdminGstr1 {
  const { from, to } = monthInstants(month);
  const b2b: Gstr1B2bRow[] = [];
  const b2cl: Gstr1B2clRow[] = [];
  const cdnr: Gstr1CdnrRow[] = [];
  const cdnur: Gstr1CdnurRow[] = [];
  const b2cs = new Map<string | number, { state: { code: string; name: string }; rateBp: number; heads: Heads }>();
  const hsn = new Map<string | number, { codeKind: 'SAC' | 'HSN'; code: string; rateBp: number; heads: Heads }>();

  const intoB2cs = (content: TaxDocumentContent, sign: 1 | -1) => {
    for (const line of content.lines) {
      const key = `${content.placeOfSupply.code}|${line.rateBp}`;
      const entry = entryOf(b2cs, key, () => ({ state: content.placeOfSupply, rateBp: line.rateBp, heads: noHeads() }));
      add(entry.heads, line, sign);
    }
  };
  const intoHsn = (content: TaxDocumentContent, sign: 1 | -1) => {
    for (const line of content.lines) {
      const key = `${line.codeKind}|${line.code}|${line.rateBp}`;
      const entry = entryOf(hsn, key, () => ({ codeKind: line.codeKind, code: line.code, rateBp: line.rateBp, heads: noHeads() }));
      add(entry.heads, line, sign);
    }
  };

  for (const doc of documents) {
    const { content } = doc;
    if (!doc.registered) continue;
    const date = indiaDate(doc.issuedAt);
    const placeOfSupply = placeOfSupplyText(content.placeOfSupply);
    if (doc.kind === 'invoice') {
      intoHsn(content, 1);
      const section = sectionOf(doc.b2b, interStateOf(content), doc.totalPaise);
      if (section === 'b2cs') {
        intoB2cs(content, 1);
        continue;
      }
      for (const [rateBp, heads] of byRate(content.lines)) {
        if (section === 'b2b') {
          b2b.push({
            gstin: content.recipient.gstin ?? '',
            receiverName: content.recipient.businessName ?? content.recipient.name,
            invoiceNumber: doc.number,
            date,
            invoiceValue: rupees(doc.totalPaise),
            placeOfSupply,
            reverseCharge: 'N',
            invoiceType: 'Regular B2B',
            rate: percentOf(rateBp),
            taxableValue: rupees(heads.taxable),
            igst: rupees(heads.igst),
            cgst: rupees(heads.cgst),
            sgst: rupees(heads.sgst),
            cess: 0,
          });
        } else {
          b2cl.push({
            invoiceNumber: doc.number,
            date,
            invoiceValue: rupees(doc.totalPaise),
            placeOfSupply,
            rate: percentOf(rateBp),
            taxableValue: rupees(heads.taxable),
            igst: rupees(heads.igst),
            cess: 0,
          });
        }
      }
      continue;
    }

    // A credit note: where its invoice went decides where it goes.
    if (!doc.invoice) throw new Error(`credit note ${doc.number} without its invoice`);
    intoHsn(content, -1);
    const section = sectionOf(doc.invoice.b2b, interStateOf(content), doc.invoice.totalPaise);
    if (section === 'b2cs') {
      intoB2cs(content, -1);
      continue;
    }
    for (const [rateBp, heads] of byRate(content.lines)) {
      if (section === 'b2b') {
        cdnr.push({
          gstin: content.recipient.gstin ?? '',
          receiverName: content.recipient.businessName ?? content.recipient.name,
          noteNumber: doc.number,
          date,
          noteType: 'C',
          placeOfSupply,
          reverseCharge: 'N',
          noteSupplyType: 'Regular B2B',
          noteValue: rupees(doc.totalPaise),
          rate: percentOf(rateBp),
          taxableValue: rupees(heads.taxable),
          igst: rupees(heads.igst),
          cgst: rupees(heads.cgst),
          sgst: rupees(heads.sgst),
          cess: 0,
          invoiceNumber: doc.invoice.number,
        });
      } else {
        cdnur.push({
          urType: 'B2CL',
          noteNumber: doc.number,
          date,
          noteType: 'C',
          placeOfSupply,
          noteValue: rupees(doc.totalPaise),
          rate: percentOf(rateBp),
          taxableValue: rupees(heads.taxable),
          igst: rupees(heads.igst),
          cess: 0,
          invoiceNumber: doc.invoice.number,
        });
      }
    }
  }

  const nothing = (h: Heads) => h.taxable === 0 && h.cgst === 0 && h.sgst === 0 && h.igst === 0 && h.total === 0;
  const b2csRows: Gstr1B2csRow[] = [...b2cs.values()]
    .filter((e) => !nothing(e.heads))
    .sort((a, b) => a.state.code.localeCompare(b.state.code) || a.rateBp - b.rateBp)
    .map((e) => ({
      type: 'OE',
      placeOfSupply: placeOfSupplyText(e.state),
      rate: percentOf(e.rateBp),
      taxableValue: rupees(e.heads.taxable),
      igst: rupees(e.heads.igst),
      cgst: rupees(e.heads.cgst),
      sgst: rupees(e.heads.sgst),
      cess: 0,
    }));
  const hsnRows: Gstr1HsnRow[] = [...hsn.values()]
    .filter((e) => !nothing(e.heads))
    .sort((a, b) => a.codeKind.localeCompare(b.codeKind) || a.code.localeCompare(b.code) || a.rateBp - b.rateBp)
    .map((e) => ({
      code: e.code,
      codeKind: e.codeKind,
      description: HSN_DESCRIPTIONS[e.codeKind],
      uqc: e.codeKind === 'HSN' ? 'NOS' : 'NA',
      // A service has no quantity: the portal takes 0 with the UQC 'NA'.
      quantity: e.codeKind === 'HSN' ? e.heads.quantity : 0,
      rate: percentOf(e.rateBp),
      totalValue: rupees(e.heads.total),
      taxableValue: rupees(e.heads.taxable),
      igst: rupees(e.heads.igst),
      cgst: rupees(e.heads.cgst),
      sgst: rupees(e.heads.sgst),
      cess: 0,
    }));

  const invoiceRows = documents.filter((d) => d.kind === 'invoice');
  const noteRows = documents.filter((d) => d.kind === 'credit-note');
  const sum = (rows: readonly TaxDocumentRow[], key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    rows.reduce((s, r) => s + r[key], 0);
  const net = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => sum(invoiceRows, key) - sum(noteRows, key);

  return {
    month,
    timeZone: SHOP_TIME_ZONE,
    from: from.toISOString(),
    to: to.toISOString(),
    b2b,
    b2cl,
    b2cs: b2csRows,
    cdnr,
    cdnur,
    hsn: hsnRows,
    totals: {
      invoices: sumsOf(invoiceRows),
      creditNotes: sumsOf(noteRows),
      net: sumsInRupees(invoiceRows.length - noteRows.length, {
        taxable: net('taxablePaise'),
        cgst: net('cgstPaise'),
        sgst: net('sgstPaise'),
        igst: net('igstPaise'),
        total: net('totalPaise'),
      }),
    },
  };
}

// ---------------------------------------------------------------------------
// CSV, as the GST portal's offline tool imports it
// ---------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The offline tool's dates: 05-Nov-2026. */
const toolDate = (date: string) => `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/** Rupees with two decimals and no grouping, as the tool reads amounts. */
const amount = (value: number) => value.toFixed(2);

/** The UQC as the tool's list spells it. */
const UQC_TEXT = { NOS: 'NOS-NUMBERS', NA: 'NA-NOT APPLICABLE' } as const;

type Cell = string | number;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
 * break, a quote doubled. Text that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading ' first.
 * Numbers are the report's own and written as they are (a net row may be negative).
 */
export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Each table's header row, the offline tool's column names in its order, and each row's cells. */
const CSV_TABLES: { [T in Gstr1Table]: { header: string[]; cells: (report: AdminGstr1) => Cell[][] } } = {
  b2b: {
    header: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    cells: (r) =>
      r.b2b.map((row) => [
        row.gstin,
        row.receiverName,
        row.invoiceNumber,
        toolDate(row.date),
        amount(row.invoiceValue),
        row.placeOfSupply,
        row.reverseCharge,
        '',
        row.invoiceType,
        '',
        row.rate,
        amount(row.taxableValue),
        amount(row.cess),
      ]),
  },
  b2cl: {
    header: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    cells: (r) =>
      r.b2cl.map((row) => [
        row.invoiceNumber,
        toolDate(row.date),
        amount(row.invoiceValue),
        row.placeOfSupply,
        '',
        row.rate,
        amount(row.taxableValue),
        amount(row.cess),
        '',
      ]),
  },
  b2cs: {
    header: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    cells: (r) => r.b2cs.map((row) => [row.type, row.placeOfSupply, '', row.rate, amount(row.taxableValue), amount(row.cess), '']),
  },
  cdnr: {
    header: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    cells: (r) =>
      r.cdnr.map((row) => [
        row.gstin,
        row.receiverName,
        row.noteNumber,
        toolDate(row.date),
        row.noteType,
        row.placeOfSupply,
        row.reverseCharge,
        row.noteSupplyType,
        amount(row.noteValue),
        '',
        row.rate,
        amount(row.taxableValue),
        amount(row.cess),
      ]),
  },
  cdnur: {
    header: [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    cells: (r) =>
      r.cdnur.map((row) => [
        row.urType,
        row.noteNumber,
        toolDate(row.date),
        row.noteType,
        row.placeOfSupply,
        amount(row.noteValue),
        '',
        row.rate,
        amount(row.taxableValue),
        amount(row.cess),
      ]),
  },
  hsn: {
    header: [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    cells: (r) =>
      r.hsn.map((row) => [
        row.code,
        row.description,
        UQC_TEXT[row.uqc],
        row.quantity,
        amount(row.totalValue),
        row.rate,
        amount(row.taxableValue),
        amount(row.igst),
        amount(row.cgst),
        amount(row.sgst),
        amount(row.cess),
      ]),
  },
};

/** A table of the report as CSV: the header row, then a row per row, CRLF after each (RFC 4180). */
export function gstr1Csv(report: AdminGstr1, table: Gstr1Table): string {
  const { header, cells } = CSV_TABLES[table];
  return [header, ...cells(report)].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

// ---------------------------------------------------------------------------

export function createAdminTaxService(deps: { db: Db }) {
  const repository = () => new AdminTaxRepository(deps.db);

  async function gstr1(month: string): Promise<AdminGstr1> {
    return gstr1Of(month, await repository().issuedWithin(monthInstants(month)));
  }

  return {
    async list(query: { month?: string | undefined; kind?: TaxDocumentKind | undefined; page: number; limit: number }) {
      const { rows, total } = await repository().list({
        within: query.month ? monthInstants(query.month) : undefined,
        kind: query.kind,
        limit: query.limit,
        offset: offsetOf(query.page, query.limit),
      });
      return { data: rows.map(toListItem), total };
    },

    /** The document's PDF, drawn from its content as issued. */
    async pdf(id: string): Promise<{ pdf: Buffer; fileName: string }> {
      const row = await repository().byId(id);
      if (!row) throw notFound(ADMIN_TAX_MESSAGES.notFound);
      const pdf = await renderTaxDocumentPdf(row.content);
      return { pdf, fileName: `${taxDocumentTitle(row.content)} ${row.number.replace(/\//g, '-')}.pdf` };
    },

    gstr1,

    async gstr1Csv(month: string, table: Gstr1Table): Promise<string> {
      return gstr1Csv(await gstr1(month), table);
    },
  };
}
