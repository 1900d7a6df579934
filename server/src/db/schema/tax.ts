import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TaxDocumentContent } from '../../modules/tax/tax-document';
import { customers } from './accounts';
import { orders, payments } from './commerce';
import { printOrders } from './prints';
import { refunds } from './refunds';

/**
 * GST tax documents (issue 27, decision 054): an invoice for every sale, a
 * credit note for every refund of one. Each is issued once, inside the
 * transaction that causes it, with a number from its series' counter for
 * the financial year: consecutive, unique, and never used by a purchase
 * that rolled back. Money is integer paise.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;

/**
 * The last number each series gave in each financial year ('26-27'). The
 * row is locked from the allocation to the commit of the purchase that took
 * the number: the one row every sale of a year writes, as the law's
 * consecutive numbering requires (decision 054 says why it is held briefly).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check('tax_document_counters_last_ck', sql`${t.last} >= 1`)],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** 'CH' for invoices, 'CN' for credit notes. */
    series: text('series').notNull(),
    /** The financial year in India, April to March (IST): '26-27'. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** series/financial year/six digits: CH/26-27/000123. At most 16 characters (Rule 46). */
    number: text('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The digital order it is for; null for a print order's. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The print order it is for; null for a digital order's. */
    printOrderId: uuid('print_order_id').references(() => printOrders.id, { onDelete: 'restrict' }),
    /** A credit note's refund. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamptz('issued_at').notNull(),
    /** False when the shop had no GSTIN: a receipt with no tax. */
    registered: boolean('registered').notNull(),
    /** True when the buyer gave a GSTIN. */
    b2b: boolean('b2b').notNull(),
    /** The GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Everything the document prints, as issued. */
    content: jsonb('content').$type<TaxDocumentContent>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_uq').on(t.number),
    uniqueIndex('tax_documents_sequence_uq').on(t.series, t.financialYear, t.sequence),
    // One invoice per order, one credit note per refund: a second run of what issues it fails instead of issuing twice.
    uniqueIndex('tax_documents_order_invoice_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.orderId} is not null`),
    uniqueIndex('tax_documents_print_order_invoice_uq')
      .on(t.printOrderId)
      .where(sql`${t.kind} = 'invoice' and ${t.printOrderId} is not null`),
    uniqueIndex('tax_documents_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    index('tax_documents_issued_idx').on(t.issuedAt, t.id),
    index('tax_documents_customer_idx').on(t.customerId, t.issuedAt),
    index('tax_documents_payment_idx').on(t.paymentId),
    // An order's page, a print order's, and an invoice's credit notes read by these.
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_print_order_idx').on(t.printOrderId),
    index('tax_documents_invoice_idx').on(t.invoiceId),
    foreignKey({ columns: [t.invoiceId], foreignColumns: [t.id], name: 'tax_documents_invoice_fk' }).onDelete('restrict'),
    check('tax_documents_kind_ck', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('tax_documents_number_ck', sql`length(${t.number}) <= 16`),
    check('tax_documents_order_ck', sql`(${t.orderId} is null) <> (${t.printOrderId} is null)`),
    check(
      'tax_documents_credit_note_ck',
      sql`(${t.kind} = 'invoice' and ${t.refundId} is null and ${t.invoiceId} is null) or (${t.kind} = 'credit-note' and ${t.refundId} is not null and ${t.invoiceId} is not null)`,
    ),
    check(
      'tax_documents_totals_ck',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} and ${t.taxablePaise} >= 0
        and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0`,
    ),
  ],
);
