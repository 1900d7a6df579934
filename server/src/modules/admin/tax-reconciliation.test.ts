import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardResponse } from '@chitra/contract/admin-dashboard';
import { AdminGstr1Response } from '@chitra/contract/admin-tax';
import { gstinCheckCharacter } from '@chitra/contract/gst';
import { refunds } from '../../db/schema/refunds';
import { taxDocuments } from '../../db/schema/tax';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { addToCart, createCoupon, createPayment, payAtGateway, verify } from '../../test/commerce';
import { adminCall, createAdmin, ok, paidPrintOrder } from './admin-fixtures';
import { indiaDate } from './tax.service';

/*
 * The GST report against the sales dashboard, for the same month, from real
 * purchases through the app: invoices and credit notes as fulfilment and
 * refunds issue them (tax/tax-documents.ts), the dashboard as it counts.
 *
 * What each counts:
 * - the dashboard: every order placed in the month at what its payment took
 *   (digital after its coupon; print with its shipping), less every refund of
 *   it not marked failed, taken off the sale's own day;
 * - the report: every invoice issued in the month, less every credit note
 *   issued in it. An invoice is issued with its order (same transaction), at
 *   the order's amount; a credit note with its refund, at the refund's
 *   amount, and it stands when the gateway later fails that refund (a failed
 *   refund is asked again, under the same credit note).
 * So when a month's refunds are of its own sales, as here:
 *   invoices = the dashboard's orders and gross (revenue + refunded),
 *   credit notes = refunded + what the gateway failed to give back,
 *   report net = dashboard revenue − refunds the gateway failed.
 * A refund recorded in a later month than its sale shows in the report of
 * the refund's month, and on the dashboard on the sale's day.
 */

describe('admin: the GST report reconciles with the dashboard', () => {
  let app: TestApp;
  let admin: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  /** createPayment with a billing, 'Pay now', verify: the order made. */
  async function buy(who: TestCustomer, productIds: string[], options: { code?: string; billing?: Record<string, string> } = {}) {
    for (const id of productIds) await addToCart(app, who, id);
    const created = await call(app, 'POST', 'users/createPayment', {
      token: who.token,
      body: { ...(options.code ? { code: options.code } : {}), ...(options.billing ? { billing: options.billing } : {}) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const payment = created.json().data as { id: string };
    const razerPay = await payAtGateway(app, payment.id);
    const res = await verify(app, who, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.orderDetails[0] as { _id: string };
    expect(order).toBeDefined();
    return order;
  }

  it('invoices = the month’s orders and gross; credit notes = refunds, failed ones too; net = dashboard revenue − refunds the gateway failed', async () => {
    const db = app.database.db;
    const harbour = await createProduct(db, { title: 'Harbour at dawn', price: 599 });
    const fort = await createProduct(db, { title: 'Fort walls', price: 349 });
    const salt = await createProduct(db, { title: 'Salt pans', price: 874.5 });
    const kelva = await createProduct(db, { title: 'Kelva tide', price: 1299 });
    const monsoon = await createProduct(db, { title: 'Monsoon street', price: 499 });
    const coupon = await createCoupon(app, { kind: 'percent', value: 10 });

    // A business in Karnataka, two pictures with a 10 % coupon: a B2B invoice with IGST.
    const business = await createCustomer(app, { name: 'Kaveri Prints' });
    const gstin14 = '29AAGCK7383J1Z';
    await buy(business, [harbour.id, fort.id], {
      code: coupon.code,
      billing: { state: '29', gstin: `${gstin14}${gstinCheckCharacter(gstin14)}`, businessName: 'Kaveri Prints LLP', address: '4 MG Road, Bengaluru 560001' },
    });
    // A person in Maharashtra, the shop's state: CGST + SGST.
    const local = await createCustomer(app, { name: 'Asha Patil' });
    await buy(local, [salt.id], { billing: { state: '27' } });
    // Prints shipped to Gujarat, and prints the shop then cancels (refunded: a credit note).
    await paidPrintOrder(app, await createCustomer(app, { name: 'Ravi Kale' }), 'Low tide prints');
    const cancelled = await paidPrintOrder(app, await createCustomer(app, { name: 'Meera Joshi' }), 'Cancelled prints');
    ok(
      await adminCall(app, 'POST', `admin/print-orders/${cancelled._id}/status`, { token: admin.token, body: { status: 'Cancelled', reason: 'Out of paper' } }),
    );
    // A digital order refunded by the shop, the refund made.
    const refunded = await buy(await createCustomer(app, { name: 'Nikhil Rao' }), [kelva.id], { billing: { state: '07' } });
    ok(await adminCall(app, 'POST', `admin/orders/${refunded._id}/refund`, { token: admin.token, body: { reason: 'Wrong picture' } }));
    // And one whose refund the gateway then refused: the dashboard counts the sale again, the credit note stands.
    const refusedBuyer = await createCustomer(app, { name: 'Farah Khan' });
    const refused = await buy(refusedBuyer, [monsoon.id]);
    ok(await adminCall(app, 'POST', `admin/orders/${refused._id}/refund`, { token: admin.token, body: { reason: 'Asked for' } }));
    // Two checkouts open at once, both paid: the second gives back its share for the picture the first bought (a credit note of that line).
    const twoTabs = await createCustomer(app, { name: 'Divya Menon' });
    const lotus = await createProduct(db, { title: 'Lotus pond', price: 450 });
    const ghats = await createProduct(db, { title: 'Western ghats', price: 725.25 });
    await addToCart(app, twoTabs, lotus.id);
    const first = await createPayment(app, twoTabs);
    await addToCart(app, twoTabs, ghats.id);
    const second = await createPayment(app, twoTabs, coupon.code);
    for (const payment of [first, second]) {
      const razerPay = await payAtGateway(app, payment.id);
      expect((await verify(app, twoTabs, { razerPay, transactionID: razerPay.razorpay_payment_id, orderID: payment.id })).statusCode).toBe(200);
    }
    // Lotus pond's ₹450 less its share of the 10 % coupon: about ₹405.
    const [boughtAgain, ...none] = await db.select().from(refunds).where(eq(refunds.kind, 'bought-again'));
    expect(none).toEqual([]);
    expect(boughtAgain!.amountPaise).toBeGreaterThanOrEqual(40499);
    expect(boughtAgain!.amountPaise).toBeLessThanOrEqual(40501);
    await app.jobs.runDue();
    // As Razorpay's refund.failed webhook would leave it (admin/orders tests take that path).
    const [refusedRefund] = await db
      .update(refunds)
      .set({ state: 'failed', lastError: 'The bank refused the refund' })
      .where(eq(refunds.paymentId, (await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, refused._id)))[0]!.paymentId))
      .returning();
    expect(refusedRefund).toBeDefined();

    const documents = await db.select().from(taxDocuments);
    // Eight orders, eight invoices; four refunds, four credit notes, each at its refund's amount.
    expect(documents.filter((d) => d.kind === 'invoice')).toHaveLength(8);
    expect(documents.filter((d) => d.kind === 'credit-note')).toHaveLength(4);
    const allRefunds = await db.select().from(refunds);
    for (const note of documents.filter((d) => d.kind === 'credit-note')) {
      expect(note.totalPaise).toBe(allRefunds.find((r) => r.id === note.refundId)!.amountPaise);
    }
    // All in one month of India's calendar (a run across its last midnight would straddle two).
    const months = new Set(documents.map((d) => indiaDate(d.issuedAt).slice(0, 7)));
    expect(months.size).toBe(1);
    const [month] = [...months] as [string];

    const report = AdminGstr1Response.parse(ok(await adminCall(app, 'GET', `admin/tax/gstr1?month=${month}`, { token: admin.token }))).data;
    const dashboard = AdminDashboardResponse.parse(ok(await adminCall(app, 'GET', 'admin/dashboard', { token: admin.token }))).data;
    const ofMonth = dashboard.series.filter((d) => d.date.startsWith(month));
    const paise = (rupees: number) => Math.round(rupees * 100);
    const dashboardRevenue = ofMonth.reduce((s, d) => s + paise(d.revenue), 0);
    const dashboardOrders = ofMonth.reduce((s, d) => s + d.orders, 0);
    // A fresh shop: every sale is of this month, so the 30 days' refunded is the month's sales' refunded.
    expect(dashboard.periods.last30Days.orders).toBe(dashboardOrders);
    const dashboardRefunded = paise(dashboard.periods.last30Days.refunded);
    const failedRefunds = allRefunds.filter((r) => r.state === 'failed').reduce((s, r) => s + r.amountPaise, 0);
    expect(failedRefunds).toBe(49900);

    const { invoices, creditNotes, net } = report.totals;
    expect(invoices.count).toBe(dashboardOrders);
    expect(paise(invoices.total)).toBe(dashboardRevenue + dashboardRefunded);
    expect(paise(creditNotes.total)).toBe(dashboardRefunded + failedRefunds);
    expect(paise(net.total)).toBe(dashboardRevenue - failedRefunds);
    // Each total is its taxable value and its tax, to the paisa.
    for (const sums of [invoices, creditNotes, net]) {
      expect(paise(sums.taxable) + paise(sums.tax)).toBe(paise(sums.total));
      expect(paise(sums.cgst) + paise(sums.sgst) + paise(sums.igst)).toBe(paise(sums.tax));
    }
    expect(invoices.cgst).toBeGreaterThan(0);
    expect(invoices.igst).toBeGreaterThan(0);
    // The tables say the same: the B2B invoice's two lines at one rate, one row.
    expect(report.b2b).toHaveLength(1);
    expect(report.b2b[0]).toMatchObject({ placeOfSupply: '29-Karnataka', rate: 18, receiverName: 'Kaveri Prints LLP' });
    const tableTax =
      [...report.b2b, ...report.b2cs].reduce((s, r) => s + paise(r.igst + r.cgst + r.sgst), 0) +
      report.b2cl.reduce((s, r) => s + paise(r.igst), 0) -
      report.cdnr.reduce((s, r) => s + paise(r.igst + r.cgst + r.sgst), 0) -
      report.cdnur.reduce((s, r) => s + paise(r.igst), 0);
    expect(tableTax).toBe(paise(net.tax));
    expect(report.hsn.reduce((s, r) => s + paise(r.totalValue), 0)).toBe(paise(net.total));
    // Eight purchases and four refunds through the app: longer than one request's test.
  }, 120_000);
});
