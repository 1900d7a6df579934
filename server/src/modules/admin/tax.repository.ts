import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaxDocumentKind } from '@chitra/contract/admin-tax';
import { taxDocuments } from '../../db/schema/tax';
import type { DbOrTx } from '../../db/transaction';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** A document of the month with, for a credit note, what the report needs of its invoice (which may be of an earlier month). */
export type MonthDocumentRow = TaxDocumentRow & {
  invoice: { id: string; number: string; b2b: boolean; registered: boolean; totalPaise: number; placeOfSupply: string } | null;
};

/** An instant range, the start included and the end not: a month of the shop's calendar. */
export type Instants = { from: Date; to: Date };

const invoices = alias(taxDocuments, 'invoice');

/** Tax documents as the owner sees them: the list, one document, a month's for the GST report (reads only: tax/tax-documents.ts issues them). */
export class AdminTaxRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first, narrowed to the instants of a month and to a kind when given. */
  async list(query: { within?: Instants | undefined; kind?: TaxDocumentKind | undefined; limit: number; offset: number }) {
    const filters: (SQL | undefined)[] = [];
    if (query.within) filters.push(gte(taxDocuments.issuedAt, query.within.from), lt(taxDocuments.issuedAt, query.within.to));
    if (query.kind) filters.push(eq(taxDocuments.kind, query.kind));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ document: taxDocuments, invoice: { id: invoices.id, number: invoices.number } })
        .from(taxDocuments)
        .leftJoin(invoices, eq(invoices.id, taxDocuments.invoiceId))
        .where(where)
        // At one instant (an invoice and the credit note of what was bought again) the credit note is the newer; then as numbered.
        .orderBy(desc(taxDocuments.issuedAt), asc(taxDocuments.kind), desc(taxDocuments.sequence), desc(taxDocuments.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(taxDocuments).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.document, against: r.invoice })), total: counted?.n ?? 0 };
  }

  async byId(id: string): Promise<TaxDocumentRow | undefined> {
    const [row] = await this.db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
    return row;
  }

  /** Every document issued within the instants, oldest first, a credit note with its invoice. */
  async issuedWithin(within: Instants): Promise<MonthDocumentRow[]> {
    const rows = await this.db
      .select({
        document: taxDocuments,
        invoice: {
          id: invoices.id,
          number: invoices.number,
          b2b: invoices.b2b,
          registered: invoices.registered,
          totalPaise: invoices.totalPaise,
          placeOfSupply: invoices.placeOfSupply,
        },
      })
      .from(taxDocuments)
      .leftJoin(invoices, eq(invoices.id, taxDocuments.invoiceId))
      .where(and(gte(taxDocuments.issuedAt, within.from), lt(taxDocuments.issuedAt, within.to)))
      // Oldest first; at one instant the invoice ('CH') before its credit note ('CN').
      .orderBy(taxDocuments.issuedAt, taxDocuments.series, taxDocuments.sequence);
    return rows.map((r) => ({ ...r.document, invoice: r.invoice }));
  }
}
