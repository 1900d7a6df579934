import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderResponse } from '@chitra/contract/admin-orders';
import { ADMIN_TAX_MESSAGES, AdminGstr1Response, AdminTaxDocumentsResponse, GSTR1_TABLES } from '@chitra/contract/admin-tax';
import { orders } from '../../db/schema/commerce';
import { printOrders } from '../../db/schema/prints';
import { refunds } from '../../db/schema/refunds';
import { taxDocuments } from '../../db/schema/tax';
import { createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import type { TaxDocumentContent, TaxLine } from '../tax/tax-document';
import { adminCall, createAdmin, ok, paidPrintOrder } from './admin-fixtures';
import { csvField, gstr1Csv, indiaDate, monthInstants } from './tax.service';

/*
 * The admin area's tax documents and GSTR-1 report, from documents written
 * here row by row (as tax/tax-documents.ts issues them: columns and content
 * agree, totals are the lines' sums), so each table's figures are known to
 * the paisa. Orders, payments and refunds are real rows the documents point at.
 */

const SHOP = { code: '27', name: 'Maharashtra' };
const KARNATAKA = { code: '29', name: 'Karnataka' };
const DELHI = { code: '07', name: 'Delhi' };
const SAC = '997333';
const HSN = '49119100';

/** Tax out of a GST-inclusive amount, as decision 054 takes it: each head rounded to the paisa, the taxable value what remains. */
function line(description: string, totalPaise: number, rateBp: number, intraState: boolean, goods = false, quantity = 1): TaxLine {
  const exact = (totalPaise * rateBp) / (10_000 + rateBp);
  const half = Math.round(exact / 2);
  const igst = Math.round(exact);
  const heads = intraState ? { cgstPaise: half, sgstPaise: half, igstPaise: 0 } : { cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  return {
    description,
    codeKind: goods ? 'HSN' : 'SAC',
    code: goods ? HSN : SAC,
    quantity,
    taxablePaise: totalPaise - heads.cgstPaise - heads.sgstPaise - heads.igstPaise,
    rateBp,
    ...heads,
    totalPaise,
  };
}

const sumOf = (lines: readonly TaxLine[], key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
  lines.reduce((s, l) => s + l[key], 0);

type Links = { customerId: string; paymentId: string; orderId: string | null; printOrderId: string | null; orderNumber: string };

describe('admin: tax documents and the GSTR-1 report', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let buyer: TestCustomer;
  /** Orders (with their payments) that documents are for: one invoice each. */
  const sales: Links[] = [];
  let printSale: Links;
  const sequence = { CH: 0, CN: 0 };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    buyer = await createCustomer(app, { name: 'Asha Patil' });
    for (let i = 0; i < 8; i++) {
      const product = await createProduct(app.database.db, { title: `Sale ${i}`, price: 499 });
      await purchase(app, buyer, [product.id]);
      const [row] = await app.database.db.select().from(orders).where(eq(orders.customerId, buyer.id)).orderBy(desc(orders.createdAt)).limit(1);
      if (!row) throw new Error('the purchase made no order');
      sales.push({ customerId: buyer.id, paymentId: row.paymentId, orderId: row.id, printOrderId: null, orderNumber: row.orderNumber });
    }
    const printOrder = await paidPrintOrder(app, buyer);
    const [printRow] = await app.database.db.select().from(printOrders).where(eq(printOrders.id, printOrder._id));
    if (!printRow) throw new Error('no print order');
    printSale = { customerId: buyer.id, paymentId: printRow.paymentId, orderId: null, printOrderId: printRow.id, orderNumber: printRow.orderNumber };
    // Whatever the purchases issued themselves is cleared: this file writes its own documents.
    await app.database.db.delete(taxDocuments).where(eq(taxDocuments.kind, 'credit-note'));
    await app.database.db.delete(taxDocuments);
    // Nine purchases through the app: more than a hook's usual minute on a loaded machine.
  }, 180_000);
  afterAll(() => app.close());

  /** Writes a document as issuing would: number from its series, totals from the lines, content and columns agreeing. */
  async function issue(input: {
    kind: 'invoice' | 'credit-note';
    at: string;
    sale: Links;
    placeOfSupply: { code: string; name: string };
    lines: TaxLine[];
    gstin?: string;
    businessName?: string;
    registered?: boolean;
    against?: { id: string; number: string; issuedAt: string };
  }) {
    const series = input.kind === 'invoice' ? 'CH' : 'CN';
    const seq = ++sequence[series];
    const number = `${series}/26-27/${String(seq).padStart(6, '0')}`;
    const registered = input.registered ?? true;
    let refundId: string | null = null;
    if (input.kind === 'credit-note') {
      const [refund] = await app.database.db
        .insert(refunds)
        .values({ paymentId: input.sale.paymentId, kind: 'order', amountPaise: sumOf(input.lines, 'totalPaise'), reason: 'Asked for', state: 'processed' })
        .onConflictDoUpdate({ target: [refunds.paymentId, refunds.kind], set: { reason: 'Asked again' } })
        .returning();
      refundId = refund!.id;
    }
    const totals = {
      taxablePaise: sumOf(input.lines, 'taxablePaise'),
      cgstPaise: sumOf(input.lines, 'cgstPaise'),
      sgstPaise: sumOf(input.lines, 'sgstPaise'),
      igstPaise: sumOf(input.lines, 'igstPaise'),
      totalPaise: sumOf(input.lines, 'totalPaise'),
    };
    const content: TaxDocumentContent = {
      kind: input.kind,
      registered,
      b2b: input.gstin !== undefined,
      number,
      issuedAt: new Date(input.at).toISOString(),
      orderNumber: input.sale.orderNumber,
      supplier: {
        name: 'Chitra Demo Photographs',
        businessName: null,
        addressLines: ['1 Shop Street', 'Mumbai 400001'],
        state: SHOP,
        gstin: registered ? '27AAAAA0000A1Z2' : null,
      },
      recipient: {
        name: 'Asha Patil',
        businessName: input.businessName ?? null,
        addressLines: [],
        state: input.placeOfSupply,
        gstin: input.gstin ?? null,
      },
      placeOfSupply: input.placeOfSupply,
      reverseCharge: false,
      against: input.against ? { number: input.against.number, issuedAt: input.against.issuedAt } : null,
      reason: input.against ? 'Asked for' : null,
      creditedLines: input.against ? input.lines.map((_, i) => i) : null,
      lines: input.lines,
      totals,
    } as TaxDocumentContent;
    const [row] = await app.database.db
      .insert(taxDocuments)
      .values({
        kind: input.kind,
        series,
        financialYear: '26-27',
        sequence: seq,
        number,
        customerId: input.sale.customerId,
        paymentId: input.sale.paymentId,
        orderId: input.sale.orderId,
        printOrderId: input.sale.printOrderId,
        refundId,
        invoiceId: input.against?.id ?? null,
        issuedAt: new Date(input.at),
        registered,
        b2b: input.gstin !== undefined,
        placeOfSupply: input.placeOfSupply.code,
        ...totals,
        content,
      })
      .returning();
    return { id: row!.id, number, issuedAt: content.issuedAt };
  }

  const get = (url: string, token = admin.token) => adminCall(app, 'GET', url, { token });

  describe('August 2026', () => {
    const B2B_GSTIN = '29AAGCB7383J1Z4';
    // Lines of each document.
    const aLines = [
      line('Harbour at dawn: Commercial licence', 87_250, 1800, false),
      line('Fort walls: Personal licence', 34_900, 1800, false),
      line('A line at another rate', 10_000, 1200, false),
    ];
    const bLines = [line('Sunrise at Kelva: Personal licence', 34_900, 1800, true)];
    const cLines = [line('Salt pans: Personal licence', 59_900, 1800, false)];
    const dLines = [line('Ganges at dusk: Extended licence', 1_50_000_00, 1800, false)];
    const eLines = [line('Print: Kelva at low tide (black)', 2 * 1_499_00, 1800, true, true, 2), line('Shipping of the prints', 100_00, 1800, true, true)];
    const jLines = [line('Old sale: Personal licence', 50_000, 1800, true)];
    const nextMonthLines = [line('September sale', 49_900, 1800, true)];
    const receiptLines = [{ ...line('A receipt of no tax', 20_000, 0, true), rateBp: 0 }];
    // Credit notes: all of A, half of D, all of C, all of J (an invoice of July).
    const dNoteLines = [line('Ganges at dusk: Extended licence', 75_000_00, 1800, false)];

    let a: Awaited<ReturnType<typeof issue>>;
    let d: Awaited<ReturnType<typeof issue>>;
    let notes: Awaited<ReturnType<typeof issue>>[];

    beforeAll(async () => {
      // 23:59:59 on 31 July in India: July's (its credit note, in August, is August's).
      const j = await issue({ kind: 'invoice', at: '2026-07-31T18:29:59Z', sale: sales[6]!, placeOfSupply: SHOP, lines: jLines });
      // Midnight of 1 August in India: August's first instant.
      await issue({ kind: 'invoice', at: '2026-07-31T18:30:00Z', sale: sales[1]!, placeOfSupply: SHOP, lines: bLines });
      a = await issue({
        kind: 'invoice',
        at: '2026-08-05T06:00:00Z',
        sale: sales[0]!,
        placeOfSupply: KARNATAKA,
        lines: aLines,
        gstin: B2B_GSTIN,
        businessName: '=Kaveri, "Prints"',
      });
      const c = await issue({ kind: 'invoice', at: '2026-08-11T06:00:00Z', sale: sales[2]!, placeOfSupply: KARNATAKA, lines: cLines });
      d = await issue({ kind: 'invoice', at: '2026-08-12T06:00:00Z', sale: sales[3]!, placeOfSupply: DELHI, lines: dLines });
      await issue({ kind: 'invoice', at: '2026-08-13T06:00:00Z', sale: printSale, placeOfSupply: SHOP, lines: eLines });
      await issue({ kind: 'invoice', at: '2026-08-14T06:00:00Z', sale: sales[5]!, placeOfSupply: SHOP, lines: receiptLines, registered: false });
      notes = [
        await issue({
          kind: 'credit-note',
          at: '2026-08-20T06:00:00Z',
          sale: sales[0]!,
          placeOfSupply: KARNATAKA,
          lines: aLines,
          gstin: B2B_GSTIN,
          businessName: '=Kaveri, "Prints"',
          against: a,
        }),
        await issue({ kind: 'credit-note', at: '2026-08-21T06:00:00Z', sale: sales[3]!, placeOfSupply: DELHI, lines: dNoteLines, against: d }),
        await issue({ kind: 'credit-note', at: '2026-08-22T06:00:00Z', sale: sales[2]!, placeOfSupply: KARNATAKA, lines: cLines, against: c }),
        await issue({ kind: 'credit-note', at: '2026-08-31T18:29:59Z', sale: sales[6]!, placeOfSupply: SHOP, lines: jLines, against: j }),
      ];
      // 1 September in India: the next month's.
      await issue({ kind: 'invoice', at: '2026-08-31T18:30:00Z', sale: sales[4]!, placeOfSupply: SHOP, lines: nextMonthLines });
    });

    it("a month is India's calendar month", () => {
      expect(monthInstants('2026-08')).toEqual({ from: new Date('2026-07-31T18:30:00Z'), to: new Date('2026-08-31T18:30:00Z') });
      expect(monthInstants('2026-12')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-31T18:30:00Z') });
      expect(indiaDate(new Date('2026-07-31T18:30:00Z'))).toBe('2026-08-01');
    });

    it('lists the documents newest first, narrowed by month and kind, with the buyer, the order and the PDF', async () => {
      const all = AdminTaxDocumentsResponse.parse(ok(await get('admin/tax/documents?limit=100')));
      expect(all.total).toBe(12);
      const august = AdminTaxDocumentsResponse.parse(ok(await get('admin/tax/documents?month=2026-08&limit=100')));
      expect(august.total).toBe(10);
      expect(august.data.map((d) => d.number)).toEqual([
        'CN/26-27/000004',
        'CN/26-27/000003',
        'CN/26-27/000002',
        'CN/26-27/000001',
        'CH/26-27/000007',
        'CH/26-27/000006',
        'CH/26-27/000005',
        'CH/26-27/000004',
        'CH/26-27/000003',
        'CH/26-27/000002',
      ]);
      const notesOnly = AdminTaxDocumentsResponse.parse(ok(await get('admin/tax/documents?month=2026-08&kind=credit-note&limit=2&page=2')));
      expect(notesOnly).toMatchObject({ total: 4, page: 2, limit: 2 });
      expect(notesOnly.data.map((d) => d.number)).toEqual(['CN/26-27/000002', 'CN/26-27/000001']);
      const b2bNote = notesOnly.data[1]!;
      expect(b2bNote).toEqual({
        _id: notes[0]!.id,
        kind: 'credit-note',
        number: 'CN/26-27/000001',
        title: 'Credit Note',
        issuedAt: '2026-08-20T06:00:00.000Z',
        b2b: true,
        order: { _id: sales[0]!.orderId, kind: 'digital', orderID: sales[0]!.orderNumber },
        buyer: { _id: buyer.id, name: 'Asha Patil', gstin: B2B_GSTIN, businessName: '=Kaveri, "Prints"' },
        placeOfSupply: KARNATAKA,
        against: { _id: a.id, number: a.number },
        taxable: sumOf(aLines, 'taxablePaise') / 100,
        cgst: 0,
        sgst: 0,
        igst: sumOf(aLines, 'igstPaise') / 100,
        total: 1321.5,
        pdfPath: `admin/tax/documents/${notes[0]!.id}/pdf`,
      });
      const invoices = AdminTaxDocumentsResponse.parse(ok(await get('admin/tax/documents?month=2026-08&kind=invoice&limit=100')));
      const print = invoices.data.find((d) => d.order.kind === 'print')!;
      expect(print.order._id).toBe(printSale.printOrderId);
      expect(print.title).toBe('Tax Invoice');
      expect(invoices.data.find((d) => d.number === 'CH/26-27/000007')!.title).toBe('Receipt');
    });

    it('refuses a bad month, kind or table with a clear message, and anyone but an admin', async () => {
      for (const url of [
        'admin/tax/documents?month=2026-13',
        'admin/tax/gstr1?month=2026-8',
        'admin/tax/gstr1',
        'admin/tax/gstr1.csv?month=2026-08',
        'admin/tax/gstr1.csv?month=2026-08&table=b2c',
        'admin/tax/documents?kind=receipt',
        'admin/tax/documents/not-an-id/pdf',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().success).toBe(false);
      }
      expect(JSON.stringify((await get('admin/tax/gstr1?month=2026-8')).json())).toContain(ADMIN_TAX_MESSAGES.badMonth);
      expect(JSON.stringify((await get('admin/tax/gstr1')).json())).toContain(ADMIN_TAX_MESSAGES.monthRequired);
      expect(JSON.stringify((await get('admin/tax/gstr1.csv?month=2026-08&table=b2c')).json())).toContain(ADMIN_TAX_MESSAGES.badTable);
      expect(JSON.stringify((await get('admin/tax/documents?kind=receipt')).json())).toContain(ADMIN_TAX_MESSAGES.badKind);
      expect((await get('admin/tax/gstr1?month=2026-08', buyer.token)).statusCode).toBe(403);
      expect((await adminCall(app, 'GET', 'admin/tax/documents')).statusCode).toBe(401);
      expect((await get(`admin/tax/documents/${a.id}/pdf`, buyer.token)).statusCode).toBe(403);
    });

    it('serves a document as a PDF, never cached; an unknown one is 404', async () => {
      const res = await get(`admin/tax/documents/${a.id}/pdf`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.headers['content-disposition']).toContain('filename="Tax Invoice CH-26-27-000003.pdf"');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const missing = await get('admin/tax/documents/00000000-0000-4000-8000-000000000000/pdf');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ADMIN_TAX_MESSAGES.notFound);
    });

    it('builds the GSTR-1 tables of the month, credit notes netted where the return nets them', async () => {
      const report = AdminGstr1Response.parse(ok(await get('admin/tax/gstr1?month=2026-08'))).data;
      expect(report).toMatchObject({ month: '2026-08', timeZone: 'Asia/Kolkata', from: '2026-07-31T18:30:00.000Z', to: '2026-08-31T18:30:00.000Z' });

      // B2B: A's rows per rate, 12 % before 18 %, the whole invoice's value on each.
      const [a12, a18] = [aLines[2]!, [aLines[0]!, aLines[1]!]];
      expect(report.b2b).toEqual([
        {
          gstin: B2B_GSTIN,
          receiverName: '=Kaveri, "Prints"',
          invoiceNumber: 'CH/26-27/000003',
          date: '2026-08-05',
          invoiceValue: 1321.5,
          placeOfSupply: '29-Karnataka',
          reverseCharge: 'N',
          invoiceType: 'Regular B2B',
          rate: 12,
          taxableValue: a12.taxablePaise / 100,
          igst: a12.igstPaise / 100,
          cgst: 0,
          sgst: 0,
          cess: 0,
        },
        expect.objectContaining({ rate: 18, taxableValue: sumOf(a18, 'taxablePaise') / 100, igst: sumOf(a18, 'igstPaise') / 100, invoiceValue: 1321.5 }),
      ]);
      // 12 % of ₹100 inclusive: ₹10.71 tax; 18 % of ₹872.50 + ₹349: ₹133.09 + ₹53.24 (₹186.33 in all, ₹1,035.17 taxable).
      expect(report.b2b.map((r) => [r.taxableValue, r.igst])).toEqual([
        [89.29, 10.71],
        [1035.17, 186.33],
      ]);

      // B2CL: D (₹1,50,000 to Delhi) is above the limit; C (₹599 to Karnataka) is not.
      expect(report.b2cl).toEqual([
        {
          invoiceNumber: 'CH/26-27/000005',
          date: '2026-08-12',
          invoiceValue: 150000,
          placeOfSupply: '07-Delhi',
          rate: 18,
          taxableValue: 127118.64,
          igst: 22881.36,
          cess: 0,
        },
      ]);

      // B2CS: Maharashtra is B (₹349) and the prints (₹2,998 + ₹100) less J's note (₹500, an invoice of July); Karnataka is C less its own note: nothing.
      const mh = [...bLines, ...eLines];
      expect(report.b2cs).toEqual([
        {
          type: 'OE',
          placeOfSupply: '27-Maharashtra',
          rate: 18,
          taxableValue: (sumOf(mh, 'taxablePaise') - sumOf(jLines, 'taxablePaise')) / 100,
          igst: 0,
          cgst: (sumOf(mh, 'cgstPaise') - sumOf(jLines, 'cgstPaise')) / 100,
          sgst: (sumOf(mh, 'sgstPaise') - sumOf(jLines, 'sgstPaise')) / 100,
          cess: 0,
        },
      ]);
      expect(report.b2cs[0]!.taxableValue).toBe(2497.46);

      expect(report.cdnr).toEqual([
        expect.objectContaining({
          noteNumber: 'CN/26-27/000001',
          invoiceNumber: 'CH/26-27/000003',
          rate: 12,
          noteValue: 1321.5,
          noteType: 'C',
          noteSupplyType: 'Regular B2B',
        }),
        expect.objectContaining({
          noteNumber: 'CN/26-27/000001',
          rate: 18,
          taxableValue: 1035.17,
          igst: 186.33,
          placeOfSupply: '29-Karnataka',
          date: '2026-08-20',
        }),
      ]);
      expect(report.cdnur).toEqual([
        {
          urType: 'B2CL',
          noteNumber: 'CN/26-27/000002',
          date: '2026-08-21',
          noteType: 'C',
          placeOfSupply: '07-Delhi',
          noteValue: 75000,
          rate: 18,
          taxableValue: 63559.32,
          igst: 11440.68,
          cess: 0,
          invoiceNumber: 'CH/26-27/000005',
        },
      ]);

      // HSN/SAC: every registered invoice of the month less every credit note of it. Licences at 18 %: B, C, D, A's two less A, C, J and half of D.
      const sac18In = [...bLines, ...cLines, ...dLines, aLines[0]!, aLines[1]!];
      const sac18Out = [...cLines, ...jLines, ...dNoteLines, aLines[0]!, aLines[1]!];
      const net = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => (sumOf(sac18In, key) - sumOf(sac18Out, key)) / 100;
      expect(report.hsn).toEqual([
        {
          code: HSN,
          codeKind: 'HSN',
          description: 'Printed photographs',
          uqc: 'NOS',
          quantity: 3,
          rate: 18,
          totalValue: 3098,
          taxableValue: sumOf(eLines, 'taxablePaise') / 100,
          igst: 0,
          cgst: sumOf(eLines, 'cgstPaise') / 100,
          sgst: sumOf(eLines, 'sgstPaise') / 100,
          cess: 0,
        },
        // A's 12 % line and its credit note cancel out: no row.
        {
          code: SAC,
          codeKind: 'SAC',
          description: 'Licences to use photographs',
          uqc: 'NA',
          quantity: 0,
          rate: 18,
          totalValue: net('totalPaise'),
          taxableValue: net('taxablePaise'),
          igst: net('igstPaise'),
          cgst: net('cgstPaise'),
          sgst: net('sgstPaise'),
          cess: 0,
        },
      ]);
      expect(net('totalPaise')).toBe(349 + 150000 - 500 - 75000);

      // Totals: every document of the month (the receipt too), credit notes, and the difference.
      const invoiceTotal = 349 + 1321.5 + 599 + 150000 + 3098 + 200;
      const noteTotal = 1321.5 + 75000 + 599 + 500;
      expect(report.totals.invoices).toMatchObject({ count: 6, total: invoiceTotal });
      expect(report.totals.creditNotes).toMatchObject({ count: 4, total: noteTotal });
      expect(report.totals.net.total).toBe(invoiceTotal - noteTotal);
      for (const sums of Object.values(report.totals)) {
        expect(Math.round((sums.taxable + sums.tax) * 100)).toBe(Math.round(sums.total * 100));
        expect(Math.round((sums.cgst + sums.sgst + sums.igst) * 100)).toBe(Math.round(sums.tax * 100));
      }
      // The tables' tax adds up to the totals' tax of registered documents: B2B + B2CL + B2CS − CDNR − CDNUR, and the HSN summary alike.
      const cents = (n: number) => Math.round(n * 100);
      const tableTax =
        [...report.b2b, ...report.b2cs].reduce((s, r) => s + cents(r.igst + r.cgst + r.sgst), 0) +
        report.b2cl.reduce((s, r) => s + cents(r.igst), 0) -
        report.cdnr.reduce((s, r) => s + cents(r.igst + r.cgst + r.sgst), 0) -
        report.cdnur.reduce((s, r) => s + cents(r.igst), 0);
      expect(tableTax).toBe(cents(report.totals.net.tax));
      expect(report.hsn.reduce((s, r) => s + cents(r.igst + r.cgst + r.sgst), 0)).toBe(cents(report.totals.net.tax));
      expect(report.hsn.reduce((s, r) => s + cents(r.totalValue), 0)).toBe(cents(report.totals.net.total) - 200_00);
    });

    it("writes each table as the offline tool's CSV, quoted and guarded", async () => {
      const res = await get('admin/tax/gstr1.csv?month=2026-08&table=b2cs');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-b2cs-2026-08.csv"');
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.body).toBe(
        'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\nOE,27-Maharashtra,,18,2497.46,0.00,\r\n',
      );

      const b2b = (await get('admin/tax/gstr1.csv?month=2026-08&table=b2b')).body.split('\r\n');
      expect(b2b[0]).toBe(
        'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
      );
      // The business name would be a formula in a spreadsheet: it gets a ' and, holding a comma and quotes, is quoted.
      expect(b2b[1]).toBe(`${B2B_GSTIN},"'=Kaveri, ""Prints""",CH/26-27/000003,05-Aug-2026,1321.50,29-Karnataka,N,,Regular B2B,,12,89.29,0.00`);
      expect(b2b).toHaveLength(4);

      const expectedHeaders = {
        b2cl: 'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
        cdnr: 'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
        cdnur: 'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
        hsn: 'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      };
      for (const [table, header] of Object.entries(expectedHeaders)) {
        const body = (await get(`admin/tax/gstr1.csv?month=2026-08&table=${table}`)).body;
        expect(body.split('\r\n')[0], table).toBe(header);
      }
      expect((await get('admin/tax/gstr1.csv?month=2026-08&table=b2cl')).body.split('\r\n')[1]).toBe(
        'CH/26-27/000005,12-Aug-2026,150000.00,07-Delhi,,18,127118.64,0.00,',
      );
      expect((await get('admin/tax/gstr1.csv?month=2026-08&table=cdnur')).body.split('\r\n')[1]).toBe(
        'B2CL,CN/26-27/000002,21-Aug-2026,C,07-Delhi,75000.00,,18,63559.32,0.00',
      );
      expect((await get('admin/tax/gstr1.csv?month=2026-08&table=hsn')).body.split('\r\n')[1]).toMatch(
        /^49119100,Printed photographs,NOS-NUMBERS,3,3098\.00,18,/,
      );
    });

    it('a month without documents: empty tables and zero totals, each CSV its header alone', async () => {
      const report = AdminGstr1Response.parse(ok(await get('admin/tax/gstr1?month=2025-02'))).data;
      expect([report.b2b, report.b2cl, report.b2cs, report.cdnr, report.cdnur, report.hsn].every((t) => t.length === 0)).toBe(true);
      expect(report.totals.net).toEqual({ count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0 });
      for (const table of GSTR1_TABLES) expect(gstr1Csv(report, table).split('\r\n')).toHaveLength(2);
    });

    it("the admin order page lists the order's invoice and credit notes", async () => {
      const order = AdminOrderResponse.parse(ok(await get(`admin/orders/${sales[0]!.orderId}`))).data;
      expect(order.documents).toEqual([
        {
          _id: a.id,
          kind: 'invoice',
          number: 'CH/26-27/000003',
          title: 'Tax Invoice',
          issuedAt: '2026-08-05T06:00:00.000Z',
          total: 1321.5,
          pdfPath: `admin/tax/documents/${a.id}/pdf`,
        },
        {
          _id: notes[0]!.id,
          kind: 'credit-note',
          number: 'CN/26-27/000001',
          title: 'Credit Note',
          issuedAt: '2026-08-20T06:00:00.000Z',
          total: 1321.5,
          pdfPath: `admin/tax/documents/${notes[0]!.id}/pdf`,
        },
      ]);
    });
  });

  it('a CSV field is quoted when it must be, and never starts a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
    expect(csvField(-12.5)).toBe('-12.5');
  });
});
