import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Locale } from '@chitra/contract/locales';
import { gstStateByName, gstStateName } from '@chitra/contract/gst';
import { SHIPPING_STATES } from '@chitra/contract/shipping';
import type { GstConfig } from '../../config';
import { customers } from '../../db/schema/accounts';
import type { Payment } from '../payments/payments.repository';
import { taxDocumentCounters, taxDocuments } from '../../db/schema/tax';
import type { DbOrTx, Tx } from '../../db/transaction';
import { financialYearOf, shareOut, splitInclusive } from './gst';
import type { GstState, TaxDocumentContent, TaxDocumentKind, TaxLine, TaxParty, TaxTotals } from './tax-document';

/**
 * GST tax documents (decision 054): an invoice for every sale, digital or
 * print, and a credit note for every refund of one. Each is issued inside
 * the transaction that causes it (fulfilment, a refund), with a number its
 * series' counter gives for the financial year: consecutive, unique, and
 * never spent by a transaction that rolled back. What it says is stored as
 * it was issued; its PDF is drawn from that.
 */

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** A document with its buyer's language as their profile has it now: its PDF prints their words beside the English (decision 065). */
type TaxDocumentForBuyer = TaxDocumentRow & { buyerLocale: Locale };

/** Invoices' and credit notes' series: CH/26-27/000123, CN/26-27/000004. */
const SERIES: Record<TaxDocumentKind, string> = { invoice: 'CH', 'credit-note': 'CN' };

/** Six digits: a million documents of one kind a year before the number grows (it then stays within 16 characters up to 9,999,999). */
const documentNumber = (series: string, financialYear: string, sequence: number) => `${series}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the series for the financial year. The counter's row
 * stays locked until the caller's transaction ends: a concurrent sale waits
 * here, for the rest of this one's transaction, and a rollback gives the
 * number back. Callers take it last, just before they insert the document.
 */
async function allocateNumber(tx: Tx, kind: TaxDocumentKind, at: Date): Promise<{ series: string; financialYear: string; sequence: number; number: string }> {
  const series = SERIES[kind];
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ series, financialYear, last: 1 })
    .onConflictDoUpdate({ target: [taxDocumentCounters.series, taxDocumentCounters.financialYear], set: { last: sql`${taxDocumentCounters.last} + 1` } })
    .returning({ last: taxDocumentCounters.last });
  if (!row) throw new Error('tax document counter returned no row');
  return { series, financialYear, sequence: row.last, number: documentNumber(series, financialYear, row.last) };
}

const state = (code: string): GstState => ({ code, name: gstStateName(code) ?? code });

function supplierOf(gst: GstConfig): TaxParty {
  return { name: gst.legalName, businessName: null, addressLines: gst.addressLines, state: gst.state, gstin: gst.gstin };
}

const totalsOf = (lines: readonly TaxLine[]): TaxTotals => ({
  taxablePaise: lines.reduce((sum, l) => sum + l.taxablePaise, 0),
  cgstPaise: lines.reduce((sum, l) => sum + l.cgstPaise, 0),
  sgstPaise: lines.reduce((sum, l) => sum + l.sgstPaise, 0),
  igstPaise: lines.reduce((sum, l) => sum + l.igstPaise, 0),
  totalPaise: lines.reduce((sum, l) => sum + l.totalPaise, 0),
});

type LineInput = { description: string; codeKind: 'SAC' | 'HSN'; code: string; quantity: number; totalPaise: number };

/** A line with its tax taken out of what was paid for it (none for an unregistered shop). */
function taxLine(line: LineInput, rateBp: number, registered: boolean, intraState: boolean): TaxLine {
  const split = registered ? splitInclusive(line.totalPaise, rateBp, intraState) : { taxablePaise: line.totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  return { ...line, rateBp: registered ? rateBp : 0, ...split };
}

/** Address lines from what a person typed: one per line, long ones cut at commas. */
const addressLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\s*\n\s*/)
    .flatMap((line) => (line.length > 60 ? line.split(/,\s*/) : [line]))
    .map((line) => line.trim())
    .filter((line) => line !== '');

async function insertDocument(
  tx: Tx,
  kind: TaxDocumentKind,
  at: Date,
  links: { customerId: string; paymentId: string; orderId: string | null; printOrderId: string | null; refundId: string | null; invoiceId: string | null },
  content: Omit<TaxDocumentContent, 'number' | 'kind' | 'issuedAt' | 'totals'>,
): Promise<TaxDocumentRow> {
  const totals = totalsOf(content.lines);
  const numbering = await allocateNumber(tx, kind, at);
  const full: TaxDocumentContent = { ...content, kind, number: numbering.number, issuedAt: at.toISOString(), totals };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind,
      ...numbering,
      ...links,
      issuedAt: at,
      registered: content.registered,
      b2b: content.b2b,
      placeOfSupply: content.placeOfSupply.code,
      ...totals,
      content: full,
    })
    .returning();
  if (!row) throw new Error('insert into tax_documents returned no row');
  return row;
}

/** A digital order's line as the invoice needs it. */
export type InvoiceItem = { title: string; tierName: string; upgradeFromName: string | null; pricePaise: number; salePricePaise: number | null };

/**
 * The invoice of a digital order, in the fulfilment's transaction. Lines are
 * the licences bought, each carrying its share of what was paid (a coupon's
 * discount shared out in proportion, to the paisa). The place of supply is
 * the buyer's state as given at checkout, else the one their profile keeps,
 * else the shop's own (IGST Act s.12(2)(b): the supplier's location when the
 * recipient's address is not on record). The buyer is as fulfilment read
 * them when it locked their row (`PaymentsRepository.holdBuyer`).
 */
export async function issueInvoiceForOrder(
  tx: Tx,
  gst: GstConfig,
  input: {
    orderId: string;
    orderNumber: string;
    payment: Payment;
    items: readonly InvoiceItem[];
    at: Date;
    buyer: { firstname: string; lastname: string; gstStateCode: string | null };
  },
): Promise<TaxDocumentRow> {
  const { payment, items, at, buyer } = input;
  const billing = payment.billing;
  const placeOfSupply = state(billing?.stateCode ?? buyer.gstStateCode ?? gst.state.code);
  const registered = gst.gstin !== null;
  const intraState = placeOfSupply.code === gst.state.code;
  const shares = shareOut(
    payment.amountPaise,
    items.map((item) => item.salePricePaise ?? item.pricePaise),
  );
  const lines = items.map((item, i) =>
    taxLine(
      {
        description: item.upgradeFromName
          ? `${item.title}: licence upgrade from ${item.upgradeFromName} to ${item.tierName}`
          : `${item.title}: ${item.tierName} licence`,
        codeKind: 'SAC',
        code: gst.sac,
        quantity: 1,
        totalPaise: shares[i] ?? 0,
      },
      gst.rateBp,
      registered,
      intraState,
    ),
  );
  const gstin = billing?.gstin ?? null;
  const recipient: TaxParty = {
    name: `${buyer.firstname} ${buyer.lastname}`.trim(),
    businessName: gstin ? (billing?.businessName ?? null) : null,
    addressLines: addressLines(billing?.address),
    state: placeOfSupply,
    gstin,
  };
  return insertDocument(
    tx,
    'invoice',
    at,
    { customerId: payment.customerId, paymentId: payment.id, orderId: input.orderId, printOrderId: null, refundId: null, invoiceId: null },
    {
      registered,
      b2b: registered && gstin !== null,
      orderNumber: input.orderNumber,
      supplier: supplierOf(gst),
      recipient,
      placeOfSupply,
      reverseCharge: false,
      against: null,
      reason: null,
      creditedLines: null,
      lines,
    },
  );
}

/**
 * The invoice of a print order, in the fulfilment's transaction: the prints
 * (HSN), and the shipping fee as a line of the same HSN and rate. Shipping
 * the prints is part of one composite supply whose principal supply is the
 * prints (CGST Act s.2(30) and s.8(a)), so it is taxed as they are. The
 * place of supply is where they are delivered (IGST Act s.10(1)(a)).
 */
export async function issueInvoiceForPrintOrder(
  tx: Tx,
  gst: GstConfig,
  input: { printOrderId: string; orderNumber: string; payment: Payment; at: Date },
): Promise<TaxDocumentRow> {
  const { payment, at } = input;
  const snapshot = payment.print;
  if (!snapshot) throw new Error(`payment ${payment.id} is a print payment without its snapshot`);
  const [buyer] = await tx.select({ firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, payment.customerId));
  if (!buyer) throw new Error(`customer ${payment.customerId} vanished`);
  const shipTo = snapshot.shippingInfo;
  // The shop ships to one state (docs/spec.md §5): an order paid before its address is delivered there too.
  const delivered = gstStateByName(shipTo?.state ?? SHIPPING_STATES[0]) ?? gstStateByName(SHIPPING_STATES[0]);
  const placeOfSupply = state(delivered?.code ?? gst.state.code);
  const registered = gst.gstin !== null;
  const intraState = placeOfSupply.code === gst.state.code;
  const inputs: LineInput[] = snapshot.lines.map((line) => ({
    description: `Print: ${line.title} (${line.colourName})`,
    codeKind: 'HSN',
    code: gst.hsn,
    quantity: line.quantity,
    totalPaise: line.quantity * line.unitPricePaise,
  }));
  if (payment.shippingPaise > 0) {
    inputs.push({ description: 'Shipping of the prints', codeKind: 'HSN', code: gst.hsn, quantity: 1, totalPaise: payment.shippingPaise });
  }
  const recipient: TaxParty = {
    name: shipTo ? `${shipTo.firstname} ${shipTo.lastname}`.trim() : `${buyer.firstname} ${buyer.lastname}`.trim(),
    businessName: null,
    addressLines: shipTo ? [shipTo.address, shipTo.other, `${shipTo.city} ${shipTo.pincode}`].filter((line) => String(line).trim() !== '').map(String) : [],
    state: placeOfSupply,
    gstin: null,
  };
  return insertDocument(
    tx,
    'invoice',
    at,
    { customerId: payment.customerId, paymentId: payment.id, orderId: null, printOrderId: input.printOrderId, refundId: null, invoiceId: null },
    {
      registered,
      b2b: false,
      orderNumber: input.orderNumber,
      supplier: supplierOf(gst),
      recipient,
      placeOfSupply,
      reverseCharge: false,
      against: null,
      reason: null,
      creditedLines: null,
      lines: inputs.map((line) => taxLine(line, gst.printRateBp, registered, intraState)),
    },
  );
}

/**
 * The credit note of a refund, in the refund's transaction: against the
 * invoice of the refunded payment, for the refund's amount, on the invoice's
 * lines not credited yet (or on `lines`, the invoice's line indexes the
 * refund is for), each taking its share of the amount and its tax at the
 * invoice's rate. Undefined when the payment has no invoice (a payment
 * declined before any order was made).
 */
export async function issueCreditNote(
  tx: Tx,
  refund: { id: string; paymentId: string; amountPaise: number; reason: string; createdAt: Date },
  lines?: readonly number[],
): Promise<TaxDocumentRow | undefined> {
  const repository = new TaxDocumentsRepository(tx);
  const invoice = await repository.invoiceOfPayment(refund.paymentId);
  if (!invoice) return undefined;
  const content = invoice.content;
  // What each invoice line still holds after the credit notes issued against it.
  const left = content.lines.map((line) => line.totalPaise);
  for (const note of await repository.creditNotesOf(invoice.id)) {
    note.content.creditedLines?.forEach((index, i) => {
      left[index] = (left[index] ?? 0) - (note.content.lines[i]?.totalPaise ?? 0);
    });
  }
  const chosen = (lines ?? content.lines.map((_, i) => i)).filter((i) => (left[i] ?? 0) > 0);
  const available = chosen.reduce((sum, i) => sum + (left[i] ?? 0), 0);
  if (chosen.length === 0 || available <= 0) return undefined;
  // Never more than the invoice still holds: the gateway refuses more than was paid anyway.
  const amount = Math.min(refund.amountPaise, available);
  const shares = shareOut(
    amount,
    chosen.map((i) => left[i] ?? 0),
  );
  const intraState = content.placeOfSupply.code === content.supplier.state.code;
  const noteLines = chosen.flatMap((index, i) => {
    const line = content.lines[index];
    if (!line) return [];
    const { description, codeKind, code, quantity } = line;
    return [taxLine({ description, codeKind, code, quantity, totalPaise: shares[i] ?? 0 }, line.rateBp, content.registered, intraState)];
  });
  return insertDocument(
    tx,
    'credit-note',
    refund.createdAt,
    {
      customerId: invoice.customerId,
      paymentId: invoice.paymentId,
      orderId: invoice.orderId,
      printOrderId: invoice.printOrderId,
      refundId: refund.id,
      invoiceId: invoice.id,
    },
    {
      registered: content.registered,
      b2b: content.b2b,
      orderNumber: content.orderNumber,
      supplier: content.supplier,
      recipient: content.recipient,
      placeOfSupply: content.placeOfSupply,
      reverseCharge: false,
      against: { number: content.number, issuedAt: content.issuedAt },
      reason: refund.reason,
      creditedLines: chosen,
      lines: noteLines,
    },
  );
}

/** Reads of tax documents: the buyer's (by order), the admin area's, and the credit notes' own. */
export class TaxDocumentsRepository {
  constructor(private readonly db: DbOrTx) {}

  async byId(id: string): Promise<TaxDocumentRow | undefined> {
    const [row] = await this.db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
    return row;
  }

  /** The document, only when it is this customer's, with the language they read (their PDF's second language). */
  async byIdFor(id: string, customerId: string): Promise<TaxDocumentForBuyer | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(taxDocuments), buyerLocale: customers.locale })
      .from(taxDocuments)
      .innerJoin(customers, eq(customers.id, taxDocuments.customerId))
      .where(and(eq(taxDocuments.id, id), eq(taxDocuments.customerId, customerId)));
    return row;
  }

  async invoiceOfPayment(paymentId: string): Promise<TaxDocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.paymentId, paymentId), eq(taxDocuments.kind, 'invoice')));
    return row;
  }

  async creditNotesOf(invoiceId: string): Promise<TaxDocumentRow[]> {
    return this.db.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoiceId)).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  }

  /** A digital order's invoice and credit notes, oldest first (the invoice first: 'invoice' sorts after 'credit-note'). */
  async forOrder(orderId: string): Promise<TaxDocumentRow[]> {
    return this.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(asc(taxDocuments.issuedAt), desc(taxDocuments.kind), asc(taxDocuments.sequence));
  }

  /** A print order's invoice and credit notes, oldest first. */
  async forPrintOrder(printOrderId: string): Promise<TaxDocumentRow[]> {
    return this.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.printOrderId, printOrderId))
      .orderBy(asc(taxDocuments.issuedAt), desc(taxDocuments.kind), asc(taxDocuments.sequence));
  }
}
