import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_MESSAGES } from '@chitra/contract/gst';
import type { RazorpaySuccess } from '@chitra/contract/payments';
import { orders, payments } from '../../db/schema/commerce';
import { taxDocumentCounters, taxDocuments } from '../../db/schema/tax';
import { withTransaction } from '../../db/transaction';
import { call, createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { createCoupon } from '../../test/commerce';
import { adminCall, createAdmin, ok, paidPrintOrder } from '../admin/admin-fixtures';
import { PaymentsRepository } from '../payments/payments.repository';
import { issueInvoiceForOrder } from './tax-documents';

/** A B2B buyer in Karnataka: a real-shaped GSTIN whose check character is right. */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

// Each call from its own address: the per-address limits are not what this file tests.
async function addTo(app: TestApp, who: TestCustomer, productID: string) {
  expect((await call(app, 'POST', 'users/addtocart', { token: who.token, ip: uniqueIp(), body: { productID } })).statusCode).toBe(200);
}
const verifyAs = (app: TestApp, who: TestCustomer, data: Record<string, unknown>) =>
  call(app, 'POST', 'users/verifypayment', { token: who.token, ip: uniqueIp(), body: { data } });
/** The simulated checkout's 'Pay now'. */
async function pay(app: TestApp, orderId: string): Promise<RazorpaySuccess> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/simulated/orders/${orderId}/pay`,
    payload: { outcome: 'capture' },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RazorpaySuccess;
}

describe('GST tax documents', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const clock = testClock(new Date('2026-11-20T06:30:00Z'));
  const db = () => app.database.db;
  const moveTo = (at: Date) => clock.advanceSeconds((at.getTime() - clock.now().getTime()) / 1000);

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const addToCart = (who: TestCustomer, productID: string) => addTo(app, who, productID);
  const verify = (who: TestCustomer, data: Record<string, unknown>) => verifyAs(app, who, data);
  const payAtGateway = (_app: TestApp, orderId: string) => pay(app, orderId);

  /** Buy Now with the billing given, pay, verify: the order made. */
  async function buyWith(who: TestCustomer, productIds: string[], billing?: Record<string, string>, code?: string) {
    for (const id of productIds) await addToCart(who, id);
    const res = await call(app, 'POST', 'users/createPayment', {
      token: who.token,
      ip: uniqueIp(),
      body: { ...(code ? { code } : {}), ...(billing ? { billing } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    const razerPay = await payAtGateway(app, payment.id);
    const verified = await verify(who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
    expect(verified.statusCode, verified.body).toBe(200);
    const order = verified.json().data.orderDetails[0];
    if (!order) throw new Error('no order');
    return order as { _id: string; orderID: string };
  }

  const documentsOf = (orderId: string) =>
    db().select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind));

  it('invoices a sale in Maharashtra with CGST + SGST, and ₹349 inclusive comes to ₹295.76 + ₹26.62 + ₹26.62', async () => {
    const asha = await createCustomer(app, { name: 'Asha Patil' });
    const product = await createProduct(db(), { title: 'Kelva beach at dusk', price: 349 });
    const order = await buyWith(asha, [product.id], { state: '27' });
    const [invoice, ...more] = await documentsOf(order._id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      registered: true,
      b2b: false,
      placeOfSupply: '27',
      taxablePaise: 29_576,
      cgstPaise: 2662,
      sgstPaise: 2662,
      igstPaise: 0,
      totalPaise: 34_900,
    });
    expect(invoice?.number).toMatch(/^CH\/26-27\/\d{6}$/);
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    expect(invoice?.content).toMatchObject({
      kind: 'invoice',
      orderNumber: order.orderID,
      supplier: { gstin: '27AAAAA0000A1Z2', state: { code: '27', name: 'Maharashtra' } },
      recipient: { name: 'Asha Patil', gstin: null, businessName: null, state: { code: '27', name: 'Maharashtra' } },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      reverseCharge: false,
      lines: [{ description: 'Kelva beach at dusk: Personal licence', codeKind: 'SAC', code: '997333', quantity: 1, rateBp: 1800, totalPaise: 34_900 }],
    });
    // The profile remembers the state for the next checkout.
    const me = await call(app, 'GET', 'users/me', { token: asha.token });
    expect(me.json().data.billing).toMatchObject({ state: '27' });
  });

  it('invoices a business in Karnataka with IGST as a B2B invoice naming its GSTIN, name and address', async () => {
    const firm = await createCustomer(app, { name: 'Kiran Rao' });
    const product = await createProduct(db(), { title: 'Tansa in flood', price: 349 });
    const order = await buyWith(firm, [product.id], {
      state: '29',
      gstin: ' 29aagcb7383j1z4 ',
      businessName: 'Bhoomi Prints LLP',
      address: '4 MG Road\nBengaluru 560001',
    });
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({ b2b: true, placeOfSupply: '29', taxablePaise: 29_576, cgstPaise: 0, sgstPaise: 0, igstPaise: 5324, totalPaise: 34_900 });
    expect(invoice?.content.recipient).toEqual({
      name: 'Kiran Rao',
      businessName: 'Bhoomi Prints LLP',
      addressLines: ['4 MG Road', 'Bengaluru 560001'],
      state: { code: '29', name: 'Karnataka' },
      gstin: KARNATAKA_GSTIN,
    });
  });

  it('refuses a GSTIN that fails its check, one of another state, and one without a business name or address, with the same words as the form', async () => {
    const who = await createCustomer(app, { name: 'Wrong Gstin' });
    const product = await createProduct(db(), { title: 'Dahanu fort', price: 349 });
    await addToCart(who, product.id);
    const attempt = (billing: Record<string, string>) => call(app, 'POST', 'users/createPayment', { token: who.token, ip: uniqueIp(), body: { billing } });
    const cases: [Record<string, string>, string][] = [
      [{ state: '29', gstin: '29AAGCB7383J1Z5', businessName: 'B', address: 'A' }, GST_MESSAGES.gstinCheck],
      [{ state: '27', gstin: KARNATAKA_GSTIN, businessName: 'B', address: 'A' }, GST_MESSAGES.gstinOtherState],
      [{ state: '29', gstin: '29AAGCB7383J1', businessName: 'B', address: 'A' }, GST_MESSAGES.gstinFormat],
      [{ state: '29', gstin: KARNATAKA_GSTIN, address: 'A' }, GST_MESSAGES.businessNameRequired],
      [{ state: '29', gstin: KARNATAKA_GSTIN, businessName: 'B' }, GST_MESSAGES.addressRequired],
      [{ state: '25' }, GST_MESSAGES.stateRequired],
    ];
    for (const [billing, message] of cases) {
      const res = await attempt(billing);
      expect(res.statusCode, JSON.stringify(billing)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('shares a coupon out over the lines, each rounded to the paisa, and the invoice adds up to exactly what was charged', async () => {
    const who = await createCustomer(app, { name: 'Many Lines' });
    const prices = [349, 499, 1299.5, 75, 899, 349, 120.25];
    const products = [];
    for (const [i, price] of prices.entries()) products.push(await createProduct(db(), { title: `Line ${i}`, price }));
    const coupon = await createCoupon(app, { kind: 'fixed', value: 12_345 });
    const order = await buyWith(
      who,
      products.map((p) => p.id),
      { state: '27' },
      coupon.code,
    );
    const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
    const [invoice] = await documentsOf(order._id);
    if (!invoice || !row) throw new Error('no invoice');
    expect(invoice.totalPaise).toBe(row.totalPaise);
    expect(invoice.content.lines).toHaveLength(prices.length);
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => invoice.content.lines.reduce((s, l) => s + l[key], 0);
    expect(sum('totalPaise')).toBe(row.totalPaise);
    expect(sum('taxablePaise') + sum('cgstPaise') + sum('sgstPaise')).toBe(row.totalPaise);
    expect(invoice.content.totals).toEqual({
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: 0,
      totalPaise: row.totalPaise,
    });
    for (const line of invoice.content.lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
  });

  it('numbers 50 purchases made at once consecutively: no gap, no number twice', async () => {
    const before = await db().select().from(taxDocumentCounters).where(eq(taxDocumentCounters.series, 'CH'));
    const start = before.find((c) => c.financialYear === '26-27')?.last ?? 0;
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => createCustomer(app, { name: `Buyer ${i}` })));
    const products = await Promise.all(Array.from({ length: 50 }, (_, i) => createProduct(db(), { title: `Rush ${i}`, price: 349 })));
    const made = await Promise.all(buyers.map((who, i) => buyWith(who, [products[i]?.id ?? ''], { state: i % 2 === 0 ? '27' : '29' })));
    const invoices = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'invoice'));
    const mine = invoices.filter((d) => made.some((o) => o._id === d.orderId));
    expect(mine).toHaveLength(50);
    const sequences = mine.map((d) => d.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => start + 1 + i));
    expect(new Set(mine.map((d) => d.number)).size).toBe(50);
  }, 180_000);

  it('gives a number back when the transaction that took it rolls back', async () => {
    const who = await createCustomer(app, { name: 'Rolled Back' });
    const product = await createProduct(db(), { title: 'Rollback', price: 349 });
    const order = await buyWith(who, [product.id], { state: '27' });
    const [invoice] = await documentsOf(order._id);
    const [counter] = await db().select().from(taxDocumentCounters).where(eq(taxDocumentCounters.series, 'CH'));
    const [orderRow] = await db().select().from(orders).where(eq(orders.id, order._id));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, orderRow?.paymentId ?? ''));
    if (!payment || !invoice) throw new Error('no payment');
    // A second invoice for the same order breaks its unique index after taking a number: the whole transaction goes.
    await expect(
      withTransaction(db(), async (tx) =>
        issueInvoiceForOrder(tx, app.config.gst, {
          orderId: order._id,
          orderNumber: order.orderID,
          payment,
          items: [{ title: 'x', tierName: 'Personal', upgradeFromName: null, pricePaise: 100, salePricePaise: null }],
          at: clock.now(),
          buyer: await new PaymentsRepository(tx).holdBuyer(payment.customerId),
        }),
      ),
    ).rejects.toThrow();
    const [after] = await db().select().from(taxDocumentCounters).where(eq(taxDocumentCounters.series, 'CH'));
    expect(after?.last).toBe(counter?.last);
    const next = await buyWith(await createCustomer(app, { name: 'Next Buyer' }), [(await createProduct(db(), { title: 'After', price: 349 })).id], {
      state: '27',
    });
    const [nextInvoice] = await documentsOf(next._id);
    expect(nextInvoice?.sequence).toBe((counter?.last ?? 0) + 1);
  });

  it('issues a credit note against the invoice when the shop refunds the order', async () => {
    const who = await createCustomer(app, { name: 'Refunded Buyer' });
    const product = await createProduct(db(), { title: 'Refunded photo', price: 349 });
    const order = await buyWith(who, [product.id], { state: '29' });
    ok(await adminCall(app, 'POST', `admin/orders/${order._id}/refund`, { token: admin.token, body: { reason: 'The file was the wrong picture.' } }));
    const documents = await documentsOf(order._id);
    const invoice = documents.find((d) => d.kind === 'invoice');
    const note = documents.find((d) => d.kind === 'credit-note');
    expect(documents).toHaveLength(2);
    expect(note).toMatchObject({ kind: 'credit-note', invoiceId: invoice?.id, placeOfSupply: '29', taxablePaise: 29_576, igstPaise: 5324, totalPaise: 34_900 });
    expect(note?.number).toMatch(/^CN\/26-27\/\d{6}$/);
    expect(note?.content).toMatchObject({
      against: { number: invoice?.number, issuedAt: invoice?.content.issuedAt },
      reason: 'The file was the wrong picture.',
      creditedLines: [0],
    });
  });

  it('credits only what was bought again when two tabs paid for the same photograph', async () => {
    const who = await createCustomer(app, { name: 'Two Tabs' });
    const [a, b] = [await createProduct(db(), { title: 'Tab A', price: 349 }), await createProduct(db(), { title: 'Tab B', price: 600 })];
    await addToCart(who, a.id);
    const first = await call(app, 'POST', 'users/createPayment', { token: who.token, ip: uniqueIp(), body: { billing: { state: '27' } } });
    await addToCart(who, b.id);
    const second = await call(app, 'POST', 'users/createPayment', { token: who.token, ip: uniqueIp(), body: { billing: { state: '27' } } });
    for (const payment of [second.json().data, first.json().data]) {
      const razerPay = await payAtGateway(app, payment.id);
      expect((await verify(who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id })).statusCode).toBe(200);
    }
    const [firstOrder] = await db().select().from(orders).where(eq(orders.customerId, who.id)).orderBy(asc(orders.createdAt), asc(orders.orderNumber));
    const all = await db().select().from(taxDocuments).where(eq(taxDocuments.customerId, who.id));
    const notes = all.filter((d) => d.kind === 'credit-note');
    expect(notes).toHaveLength(1);
    // The second payment (A + B) paid for A again: its credit note is A's line alone.
    expect(notes[0]).toMatchObject({ totalPaise: 34_900, content: { creditedLines: [0], lines: [{ description: 'Tab A: Personal licence' }] } });
    expect(firstOrder).toBeDefined();
  });

  it('invoices a print order with the prints and their shipping under the HSN, delivered to Gujarat (IGST), and credits its cancellation', async () => {
    const buyer = await createCustomer(app, { name: 'Print Buyer' });
    const order = await paidPrintOrder(app, buyer, 'Printed invoice');
    const [invoice] = await db().select().from(taxDocuments).where(eq(taxDocuments.printOrderId, order._id));
    expect(invoice).toMatchObject({ kind: 'invoice', placeOfSupply: '24', cgstPaise: 0, sgstPaise: 0 });
    const lines = invoice?.content.lines ?? [];
    expect(lines.at(-1)).toMatchObject({ description: 'Shipping of the prints', codeKind: 'HSN', code: '49119100', totalPaise: 10_000 });
    expect(lines.every((l) => l.codeKind === 'HSN' && l.igstPaise > 0)).toBe(true);
    ok(await adminCall(app, 'POST', `admin/print-orders/${order._id}/status`, { token: admin.token, body: { status: 'Cancelled', reason: 'Out of paper.' } }));
    const [note] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'credit-note'));
    expect(note).toBeDefined();
    const printNotes = await db().select().from(taxDocuments).where(eq(taxDocuments.printOrderId, order._id));
    expect(printNotes.map((d) => d.kind)).toEqual(expect.arrayContaining(['invoice', 'credit-note']));
    expect(printNotes.find((d) => d.kind === 'credit-note')?.totalPaise).toBe(invoice?.totalPaise);
  });
  it('starts the numbers again at 1 April 00:00 IST', async () => {
    moveTo(new Date('2027-03-31T18:29:59Z'));
    const march = await buyWith(await createCustomer(app, { name: 'March Buyer' }), [(await createProduct(db(), { title: 'March', price: 349 })).id], {
      state: '27',
    });
    moveTo(new Date('2027-03-31T18:30:00Z'));
    const april = await buyWith(await createCustomer(app, { name: 'April Buyer' }), [(await createProduct(db(), { title: 'April', price: 349 })).id], {
      state: '27',
    });
    const [marchInvoice] = await documentsOf(march._id);
    const [aprilInvoice] = await documentsOf(april._id);
    expect(marchInvoice?.number).toMatch(/^CH\/26-27\//);
    expect(aprilInvoice?.number).toBe('CH/27-28/000001');
  });
});

describe('an unregistered shop', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { GST_GSTIN: 'none', SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(() => app.close());

  it('issues receipts with no tax lines', async () => {
    const who = await createCustomer(app, { name: 'Plain Receipt' });
    const product = await createProduct(app.database.db, { title: 'No tax', price: 349 });
    await addTo(app, who, product.id);
    const res = await call(app, 'POST', 'users/createPayment', { token: who.token, ip: uniqueIp(), body: { billing: { state: '29' } } });
    const payment = res.json().data;
    const razerPay = await pay(app, payment.id);
    await verifyAs(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
    const [doc] = await app.database.db.select().from(taxDocuments);
    expect(doc).toMatchObject({ registered: false, b2b: false, taxablePaise: 34_900, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 34_900 });
    expect(doc?.content.supplier.gstin).toBeNull();
    expect(doc?.content.lines[0]?.rateBp).toBe(0);
  });
});
