import { z } from 'zod';
import { SHOP_TIME_ZONE } from './admin-dashboard';
import { PageQuery } from './catalogue';

/**
 * The owner's tax documents and monthly GST report (issue 27, decision 054):
 * `GET admin/tax/documents`, `GET admin/tax/documents/{id}/pdf`,
 * `GET admin/tax/gstr1`, `GET admin/tax/gstr1.csv`. Shapes follow
 * contract/src/admin.ts. Money is rupees (computed in paise on the server),
 * times ISO 8601, a month is the shop's calendar month in India
 * (Asia/Kolkata): a document belongs to the month it was issued in there.
 *
 * The GSTR-1 tables are the ones the GST portal's offline tool takes (its
 * CSV templates): b2b, b2cl, b2cs, cdnr, cdnur and hsn. Only documents of a
 * registered shop are in the tables (a receipt without GST is no tax
 * invoice); the totals count every document of the month.
 */

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The tables of `GET admin/tax/gstr1.csv?table=`. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/**
 * A B2C invoice to another state whose value is MORE than this (rupees) is
 * reported invoice by invoice (table 5, b2cl); the others are summarised
 * (b2cs). Source: Rule 59(4)(a)(ii) of the CGST Rules, 2017, as amended by
 * Notification No. 12/2024-Central Tax of 10 July 2024 ("one lakh rupees"
 * for "two and a half lakh rupees", from 1 August 2024; GSTN advisory of
 * 3 September 2024).
 */
export const B2CL_INVOICE_VALUE_LIMIT = 100000;

export const ADMIN_TAX_MESSAGES = {
  badMonth: 'must be a month such as 2026-11',
  badKind: 'must be invoice or credit-note',
  badTable: `must be one of ${GSTR1_TABLES.join(', ')}`,
  monthRequired: 'Choose a month, such as 2026-11',
  notFound: 'No such tax document.',
} as const;

/** YYYY-MM, a month of the shop's calendar (India). */
export const TaxMonth = z
  .string({ error: (issue) => (issue.input === undefined ? ADMIN_TAX_MESSAGES.monthRequired : 'must be text') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ADMIN_TAX_MESSAGES.badMonth)
  .refine((text) => Number(text.slice(0, 4)) >= 2000, ADMIN_TAX_MESSAGES.badMonth);

/** `GET admin/tax/documents`: newest first; `month` (YYYY-MM) and `kind` narrow it, both optional. */
export const AdminTaxDocumentsQuery = PageQuery.extend({
  month: TaxMonth.optional(),
  kind: z.enum(TAX_DOCUMENT_KINDS, { error: ADMIN_TAX_MESSAGES.badKind }).optional(),
});
export type AdminTaxDocumentsQuery = z.input<typeof AdminTaxDocumentsQuery>;

/** A GST state: its two-digit code and name. */
export const AdminTaxState = z.object({ code: z.string(), name: z.string() });

/** One invoice or credit note in the admin list. */
export const AdminTaxDocument = z.object({
  _id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** CH/26-27/000123 (an invoice) or CN/26-27/000004 (a credit note). */
  number: z.string(),
  /** 'Tax Invoice', 'Credit Note', or without a GSTIN 'Receipt', 'Refund Receipt'. */
  title: z.string(),
  issuedAt: z.string(),
  /** True when the buyer gave a GSTIN (a B2B invoice). */
  b2b: z.boolean(),
  /** The order it is for: a digital order (admin/orders/{_id}) or a print order (admin/print-orders/{_id}). */
  order: z.object({ _id: z.string(), kind: z.enum(['digital', 'print']), orderID: z.string() }),
  buyer: z.object({ _id: z.string(), name: z.string(), gstin: z.string().nullable(), businessName: z.string().nullable() }),
  placeOfSupply: AdminTaxState,
  /** A credit note's invoice; null on an invoice. */
  against: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** Rupees. */
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** The PDF: admin/tax/documents/{_id}/pdf. */
  pdfPath: z.string(),
});
export type AdminTaxDocument = z.infer<typeof AdminTaxDocument>;

export const AdminTaxDocumentsResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminTaxDocument),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminTaxDocumentsResponse = z.infer<typeof AdminTaxDocumentsResponse>;

/** `GET admin/tax/gstr1?month=YYYY-MM`. */
export const AdminGstr1Query = z.object({ month: TaxMonth });
export type AdminGstr1Query = z.input<typeof AdminGstr1Query>;

/** `GET admin/tax/gstr1.csv?month=YYYY-MM&table=b2b`. */
export const AdminGstr1CsvQuery = z.object({ month: TaxMonth, table: z.enum(GSTR1_TABLES, { error: ADMIN_TAX_MESSAGES.badTable }) });
export type AdminGstr1CsvQuery = z.input<typeof AdminGstr1CsvQuery>;

/*
 * The rows below carry what the offline tool's columns need. `date` is the
 * document's day in India (YYYY-MM-DD; the CSV writes it 05-Nov-2026);
 * `placeOfSupply` is the tool's "29-Karnataka"; `rate` a percentage (18).
 */

/** Table 4A: one row per B2B invoice per rate. */
export const Gstr1B2bRow = z.object({
  gstin: z.string(),
  receiverName: z.string(),
  invoiceNumber: z.string(),
  date: z.string(),
  /** The whole invoice's value, on each of its rows. */
  invoiceValue: z.number(),
  placeOfSupply: z.string(),
  reverseCharge: z.literal('N'),
  invoiceType: z.literal('Regular B2B'),
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type Gstr1B2bRow = z.infer<typeof Gstr1B2bRow>;

/** Table 5: an inter-state B2C invoice of more than B2CL_INVOICE_VALUE_LIMIT, per rate. */
export const Gstr1B2clRow = z.object({
  invoiceNumber: z.string(),
  date: z.string(),
  invoiceValue: z.number(),
  placeOfSupply: z.string(),
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cess: z.number(),
});
export type Gstr1B2clRow = z.infer<typeof Gstr1B2clRow>;

/** Table 7: other B2C supplies by place of supply and rate, less the month's credit notes against them. */
export const Gstr1B2csRow = z.object({
  type: z.literal('OE'),
  placeOfSupply: z.string(),
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type Gstr1B2csRow = z.infer<typeof Gstr1B2csRow>;

/** Table 9B: a credit note against a B2B invoice (cdnr), per rate. */
export const Gstr1CdnrRow = z.object({
  gstin: z.string(),
  receiverName: z.string(),
  noteNumber: z.string(),
  date: z.string(),
  noteType: z.literal('C'),
  placeOfSupply: z.string(),
  reverseCharge: z.literal('N'),
  noteSupplyType: z.literal('Regular B2B'),
  /** The whole note's value, on each of its rows. */
  noteValue: z.number(),
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
  /** The invoice it is against (not a column of the tool's CSV; shown on screen). */
  invoiceNumber: z.string(),
});
export type Gstr1CdnrRow = z.infer<typeof Gstr1CdnrRow>;

/** Table 9B: a credit note against a B2CL invoice (cdnur), per rate. */
export const Gstr1CdnurRow = z.object({
  urType: z.literal('B2CL'),
  noteNumber: z.string(),
  date: z.string(),
  noteType: z.literal('C'),
  placeOfSupply: z.string(),
  noteValue: z.number(),
  rate: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cess: z.number(),
  invoiceNumber: z.string(),
});
export type Gstr1CdnurRow = z.infer<typeof Gstr1CdnurRow>;

/** Table 12: by HSN/SAC code and rate, net of the month's credit notes. */
export const Gstr1HsnRow = z.object({
  /** The HSN (goods) or SAC (services) code. */
  code: z.string(),
  codeKind: z.enum(['HSN', 'SAC']),
  description: z.string(),
  /** 'NOS' (numbers) for goods, 'NA' for services. */
  uqc: z.enum(['NOS', 'NA']),
  quantity: z.number(),
  rate: z.number(),
  totalValue: z.number(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type Gstr1HsnRow = z.infer<typeof Gstr1HsnRow>;

/** Rupees: a set of documents' count and sums. `tax` is cgst + sgst + igst; `total` is taxable + tax. */
export const Gstr1Sums = z.object({
  count: z.number().int(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type Gstr1Sums = z.infer<typeof Gstr1Sums>;

export const AdminGstr1 = z.object({
  month: z.string(),
  timeZone: z.literal(SHOP_TIME_ZONE),
  /** The month's first instant and the next month's first, in India (ISO 8601). */
  from: z.string(),
  to: z.string(),
  b2b: z.array(Gstr1B2bRow),
  b2cl: z.array(Gstr1B2clRow),
  b2cs: z.array(Gstr1B2csRow),
  cdnr: z.array(Gstr1CdnrRow),
  cdnur: z.array(Gstr1CdnurRow),
  hsn: z.array(Gstr1HsnRow),
  /** Every document of the month (receipts of an unregistered shop too): invoices, credit notes, and invoices less credit notes. */
  totals: z.object({ invoices: Gstr1Sums, creditNotes: Gstr1Sums, net: Gstr1Sums }),
});
export type AdminGstr1 = z.infer<typeof AdminGstr1>;

export const AdminGstr1Response = z.object({ success: z.literal(true), data: AdminGstr1 });
export type AdminGstr1Response = z.infer<typeof AdminGstr1Response>;

/** The CSV's file name: gstr1-b2cs-2026-11.csv. */
export const gstr1CsvFileName = (table: Gstr1Table, month: string): string => `gstr1-${table}-${month}.csv`;
