import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminPrintOrderResponse, AdminPrintOrdersResponse, PrintOrderStatusResponse } from '@chitra/contract/admin-print-orders';
import { MyOrdersResponse } from '@chitra/contract/prints';
import { TRACKING_MESSAGES } from '@chitra/contract/prints-tracking';
import { simulatedGatewayRefunds } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import { jobs } from '../../db/schema/jobs';
import { call, createCustomer, mailsTo, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { payAtGateway } from '../../test/commerce';
import { addPrint, myOrdersOf, printCheckout, verificationOf, verifyPrint } from '../../test/prints';
import { adminCall, createAdmin, ok, paidPrintOrder } from './admin-fixtures';
import { refundJob } from '../payments/payments.jobs';

describe('admin: print orders', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let buyer: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    buyer = await createCustomer(app, { name: 'Asha Patil' });
  });
  afterAll(() => app.close());

  const move = (id: string, body: Record<string, unknown>) => adminCall(app, 'POST', `admin/print-orders/${id}/status`, { token: admin.token, body });
  const detail = async (id: string) => AdminPrintOrderResponse.parse(ok(await adminCall(app, 'GET', `admin/print-orders/${id}`, { token: admin.token }))).data;

  it('lists every customer’s print orders newest first, filters by status, and shows one in full', async () => {
    const first = await paidPrintOrder(app, buyer, 'Listed one');
    const other = await createCustomer(app, { name: 'Ravi Kale' });
    const second = await paidPrintOrder(app, other, 'Listed two');

    const all = AdminPrintOrdersResponse.parse(ok(await adminCall(app, 'GET', 'admin/print-orders?limit=2', { token: admin.token })));
    expect(all.data.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(all).toMatchObject({ page: 1, limit: 2 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.data[1]).toMatchObject({
      orderID: first.orderID,
      status: 'Ordered',
      prints: 2,
      total: 3098,
      customer: { name: 'Asha Patil', email: buyer.email },
    });

    const order = await detail(first._id);
    expect(order).toMatchObject({
      status: 'Ordered',
      subtotal: 2998,
      shipping: 100,
      total: 3098,
      confirmed: true,
      trackingNumber: null,
      refund: null,
      nextStatuses: ['Processing', 'Cancelled'],
      customer: { email: buyer.email, mobile: buyer.mobile },
      payment: { state: 'paid', amount: 3098 },
      shippingInfo: { city: 'Vapi', pincode: 396191 },
    });
    expect(order.items).toEqual([
      { product: { _id: expect.any(String), title: 'Listed one' }, color: { _id: expect.any(String), title: 'black' }, quantity: 2, price: 1499 },
    ]);

    await move(second._id, { status: 'Processing' });
    const processing = AdminPrintOrdersResponse.parse(ok(await adminCall(app, 'GET', 'admin/print-orders?status=Processing', { token: admin.token })));
    expect(processing.data.map((o) => o._id)).toEqual([second._id]);
  });

  it('answers 404 for an unknown order and 400 for a bad id or status filter', async () => {
    const unknown = await adminCall(app, 'GET', 'admin/print-orders/0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.printOrderNotFound });
    expect((await move('0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { status: 'Processing' })).statusCode).toBe(404);
    const badId = await adminCall(app, 'GET', 'admin/print-orders/42', { token: admin.token });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ id: 'must be an id' });
    const badFilter = await adminCall(app, 'GET', 'admin/print-orders?status=Lost', { token: admin.token });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors.status).toBe('must be one of Ordered, Processing, Shipped, Delivered, Cancelled');
  });

  it('says clearly what a status change is missing', async () => {
    const order = await paidPrintOrder(app, buyer, 'Validated');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'status', 'must be one of Ordered, Processing, Shipped, Delivered, Cancelled'],
      [{ status: 'Lost' }, 'status', 'must be one of Ordered, Processing, Shipped, Delivered, Cancelled'],
      [{ status: 'Shipped' }, 'trackingNumber', ADMIN_MESSAGES.trackingRequired],
      [{ status: 'Shipped', trackingNumber: '   ' }, 'trackingNumber', ADMIN_MESSAGES.trackingRequired],
      [{ status: 'Shipped', trackingNumber: 'x'.repeat(65) }, 'trackingNumber', 'must be at most 64 characters'],
      [{ status: 'Processing', trackingNumber: 'EE123' }, 'trackingNumber', ADMIN_MESSAGES.trackingOnlyWhenShipped],
      [{ status: 'Cancelled' }, 'reason', ADMIN_MESSAGES.cancelReasonRequired],
      [{ status: 'Cancelled', reason: '' }, 'reason', ADMIN_MESSAGES.cancelReasonRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await move(order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
      expect(res.json().message).toBe(`Invalid ${field}: ${message}`);
    }
    expect((await detail(order._id)).status).toBe('Ordered');
  });

  it('moves Ordered → Processing → Shipped → Delivered, mailing the customer each time, and the customer sees it in my-orders', async () => {
    const order = await paidPrintOrder(app, buyer, 'Journey');
    const processing = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Processing' })));
    expect(processing.message).toBe(ADMIN_MESSAGES.statusChanged('Processing').message);
    expect(processing.data).toMatchObject({ status: 'Processing', nextStatuses: ['Shipped', 'Cancelled'] });

    const shipped = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Shipped', trackingNumber: ' EE123456789IN ' })));
    expect(shipped.data).toMatchObject({ status: 'Shipped', trackingNumber: 'EE123456789IN', nextStatuses: ['Delivered'] });
    const mine = MyOrdersResponse.parse({ success: true, orders: await myOrdersOf(app, buyer) }).orders.find((o) => o._id === order._id);
    expect(mine).toMatchObject({ orderStatus: 'Shipped', trackingNumber: 'EE123456789IN' });

    ok(await move(order._id, { status: 'Delivered' }));
    expect((await myOrdersOf(app, buyer)).find((o) => o._id === order._id)).toMatchObject({ orderStatus: 'Delivered', trackingNumber: 'EE123456789IN' });

    await app.jobs.runDue();
    const subjects = (await mailsTo(app, buyer.email)).map((m) => m.subject);
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      expect(subjects).toContain(`Your ${app.config.shop.name} print order ${order.orderID}: ${status}`);
    }
    const shippedMail = (await mailsTo(app, buyer.email)).find((m) => m.subject.endsWith(': Shipped'));
    expect(shippedMail?.text).toContain('Tracking number: EE123456789IN');
    expect(shippedMail?.text).toContain('/my-orders');

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=print-order&entityId=${order._id}`, { token: admin.token })));
    expect(audit.data.map((a) => [a.action, a.before?.status, a.after?.status])).toEqual([
      ['print-order.status', 'Shipped', 'Delivered'],
      ['print-order.status', 'Processing', 'Shipped'],
      ['print-order.status', 'Ordered', 'Processing'],
    ]);
    expect(audit.data[1]).toMatchObject({
      admin: { _id: admin.id, email: admin.email },
      after: { trackingNumber: 'EE123456789IN' },
      before: { trackingNumber: null },
    });
  });

  it('ships with a carrier: the customer (and no one else) gets the carrier, the number and the carrier’s tracking link, in my-orders and in the mail', async () => {
    const order = await paidPrintOrder(app, buyer, 'Tracked by carrier');
    ok(await move(order._id, { status: 'Processing' }));
    const shipped = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Shipped', trackingNumber: '12345678901', carrier: 'Blue Dart' })));
    const link = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901';
    expect(shipped.data).toMatchObject({ trackingNumber: '12345678901', carrier: 'Blue Dart', trackingUrl: link });

    const mine = MyOrdersResponse.parse({ success: true, orders: await myOrdersOf(app, buyer) }).orders.find((o) => o._id === order._id);
    expect(mine).toMatchObject({ orderStatus: 'Shipped', carrier: 'Blue Dart', trackingNumber: '12345678901', trackingUrl: link });

    const stranger = await createCustomer(app, { name: 'Someone Else' });
    const theirs = await myOrdersOf(app, stranger);
    expect(theirs.find((o) => o._id === order._id)).toBeUndefined();
    expect(JSON.stringify(theirs)).not.toContain('12345678901');

    await app.jobs.runDue();
    const mail = (await mailsTo(app, buyer.email)).find((m) => m.subject.endsWith(`${order.orderID}: Shipped`));
    expect(mail?.text).toContain('Carrier: Blue Dart');
    expect(mail?.text).toContain('Tracking number: 12345678901');
    expect(mail?.text).toContain(`Track your parcel: ${link}`);
    expect(mail?.html).toContain(`<a href="${link.replace('&', '&amp;')}">Track your parcel</a>`);
  });

  it('ships with the link the carrier gave, which wins over the carrier’s page; only an http(s) link is taken', async () => {
    const order = await paidPrintOrder(app, buyer, 'Tracked by link');
    ok(await move(order._id, { status: 'Processing' }));
    for (const trackingUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/x',
      '//example.com/x',
      'https://user:pw@example.com/',
      'track.example.com/1',
      '',
    ]) {
      const res = await move(order._id, { status: 'Shipped', trackingNumber: 'SF123', carrier: 'DTDC', trackingUrl });
      expect(res.statusCode, trackingUrl).toBe(400);
      expect(res.json().errors?.trackingUrl, trackingUrl).toBe(TRACKING_MESSAGES.urlNotHttp);
    }
    const badCarrier = await move(order._id, { status: 'Shipped', trackingNumber: 'SF123', carrier: 'Pigeon' });
    expect(badCarrier.statusCode).toBe(400);
    expect(badCarrier.json().errors?.carrier).toBe('must be one of India Post, DTDC, Delhivery, Blue Dart');
    const tooEarly = await move(order._id, { status: 'Delivered', trackingUrl: 'https://track.example.com/1' });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().errors?.trackingUrl).toBe(TRACKING_MESSAGES.onlyWhenShipped);
    expect((await detail(order._id)).status).toBe('Processing');

    const given = 'https://track.example.com/parcel?id=SF123';
    const shipped = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Shipped', trackingNumber: 'SF123', trackingUrl: ` ${given} ` })));
    expect(shipped.data).toMatchObject({ carrier: null, trackingUrl: given });
    const mine = (await myOrdersOf(app, buyer)).find((o) => o._id === order._id);
    expect(mine).toMatchObject({ carrier: null, trackingNumber: 'SF123', trackingUrl: given });
  });

  it('ships with the number alone, as before: the customer sees the number and no link', async () => {
    const order = await paidPrintOrder(app, buyer, 'Number only');
    ok(await move(order._id, { status: 'Processing' }));
    ok(await move(order._id, { status: 'Shipped', trackingNumber: 'EE000000000IN' }));
    const mine = (await myOrdersOf(app, buyer)).find((o) => o._id === order._id);
    expect(mine).toMatchObject({ trackingNumber: 'EE000000000IN', carrier: null, trackingUrl: null });
  });

  it('refuses a move the status does not allow with 409, changing nothing', async () => {
    const order = await paidPrintOrder(app, buyer, 'Refused moves');
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await move(order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message });
    };
    await refused({ status: 'Shipped', trackingNumber: 'EE1' }, 'An order that is Ordered cannot be marked Shipped: it can move to Processing or Cancelled.');
    await refused({ status: 'Delivered' }, 'An order that is Ordered cannot be marked Delivered: it can move to Processing or Cancelled.');
    await refused({ status: 'Ordered' }, 'This order is already Ordered.');
    ok(await move(order._id, { status: 'Processing' }));
    await refused({ status: 'Processing' }, 'This order is already Processing.');
    ok(await move(order._id, { status: 'Shipped', trackingNumber: 'EE2' }));
    await refused({ status: 'Cancelled', reason: 'Too late' }, 'An order that is Shipped cannot be marked Cancelled: it can move to Delivered.');
    ok(await move(order._id, { status: 'Delivered' }));
    await refused({ status: 'Processing' }, 'This order is Delivered: its status can no longer change.');
    expect(await detail(order._id)).toMatchObject({ status: 'Delivered', trackingNumber: 'EE2', refund: null });
  });

  it('will not ship an order whose address has not come yet', async () => {
    const who = await createCustomer(app, { name: 'No Address' });
    const product = await createProduct(app.database.db, { title: 'Awaiting address', printPrice: 800, colours: ['black'] });
    const black = (await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${product.id}` })).json().product.color[0]._id;
    await addPrint(app, who, product.id, black, 1);
    const payment = await printCheckout(app, who, null);
    const paid = await payAtGateway(app, payment.id);
    expect((await verifyPrint(app, who, verificationOf(payment, paid))).statusCode).toBe(200);
    const [order] = await myOrdersOf(app, who);
    expect(order?.shippingInfo).toBeNull();
    ok(await move(order!._id, { status: 'Processing' }));
    const refused = await move(order!._id, { status: 'Shipped', trackingNumber: 'EE9' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.noAddressYet);
  });

  it('cancels a paid order with exactly one refund, even when the cancel arrives twice at once', async () => {
    const order = await paidPrintOrder(app, buyer, 'Cancelled twice');
    const body = { status: 'Cancelled', reason: 'The print came out badly; we are sorry.' };
    const answers = await Promise.all([move(order._id, body), move(order._id, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const cancelled = PrintOrderStatusResponse.parse(answers.find((a) => a.statusCode === 200)!.json()).data;
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: body.reason, nextStatuses: [], refund: { amount: 3098, state: 'pending' } });
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('This order is already Cancelled.');

    await app.jobs.runDue();
    const refunded = await detail(order._id);
    expect(refunded.refund).toMatchObject({ amount: 3098, state: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    const atGateway = await app.database.db
      .select()
      .from(simulatedGatewayRefunds)
      .where(eq(simulatedGatewayRefunds.paymentId, refunded.payment.gatewayPaymentId!));
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]).toMatchObject({ amountPaise: 309800, notes: { refund_id: refunded.refund!._id } });
    expect((await app.gateway.fetchPayment(refunded.payment.gatewayPaymentId!)).status).toBe('refunded');

    // The job runs again (the queue is at least once): the gateway already refunded it, so nothing more happens.
    await app.database.db.update(refunds).set({ state: 'pending' }).where(eq(refunds.id, refunded.refund!._id));
    await app.jobs.enqueue(app.database.db, refundJob, { refundId: refunded.refund!._id });
    await app.jobs.runDue();
    expect(
      await app.database.db.select().from(simulatedGatewayRefunds).where(eq(simulatedGatewayRefunds.paymentId, refunded.payment.gatewayPaymentId!)),
    ).toHaveLength(1);
    expect((await detail(order._id)).refund?.state).toBe('processed');
    // And the gateway itself refuses a second full refund.
    await expect(app.gateway.refund(refunded.payment.gatewayPaymentId!, 309800, {})).rejects.toThrow(/greater than the payment amount/);

    const mail = (await mailsTo(app, buyer.email)).find((m) => m.subject.endsWith(`${order.orderID}: Cancelled`));
    expect(mail?.text).toContain('Reason: The print came out badly; we are sorry.');
    expect(mail?.text).toContain('A refund of ₹3,098');
    expect((await myOrdersOf(app, buyer)).find((o) => o._id === order._id)?.orderStatus).toBe('Cancelled');

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityId=${order._id}`, { token: admin.token })));
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      action: 'print-order.status',
      before: { status: 'Ordered', cancelReason: null },
      after: { status: 'Cancelled', cancelReason: body.reason, refund: { _id: refunded.refund!._id, amount: 3098 } },
    });
  });

  it('shows the invoice of a paid order, and after a cancellation its credit note, to the owner and to its buyer alone', async () => {
    const order = await paidPrintOrder(app, buyer, 'Invoiced then cancelled');
    const paid = await detail(order._id);
    expect(paid.documents).toHaveLength(1);
    const [invoice] = paid.documents;
    expect(invoice).toMatchObject({ kind: 'invoice', total: 3098, pdfPath: `admin/tax/documents/${invoice!._id}/pdf` });
    expect(invoice!.number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
    const ownersPdf = await adminCall(app, 'GET', invoice!.pdfPath, { token: admin.token });
    expect(ownersPdf.statusCode, ownersPdf.body).toBe(200);
    expect(ownersPdf.headers['content-type']).toBe('application/pdf');

    const cancelled = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Cancelled', reason: 'The frame arrived cracked.' }))).data;
    // Issued with the refund, in the cancellation's transaction: the answer to the move already lists it.
    expect(cancelled.documents.map((d) => [d.kind, d.total])).toEqual([
      ['invoice', 3098],
      ['credit-note', 3098],
    ]);
    const creditNote = cancelled.documents[1]!;
    expect(creditNote.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(['Credit Note', 'Refund Receipt']).toContain(creditNote.title);
    expect(creditNote.pdfPath).toBe(`admin/tax/documents/${creditNote._id}/pdf`);
    await app.jobs.runDue();
    expect((await detail(order._id)).documents.map((d) => d._id)).toEqual([invoice!._id, creditNote._id]);

    // The buyer's my-orders lists the same two, each PDF at the buyer's own path.
    const mine = MyOrdersResponse.parse({ success: true, orders: await myOrdersOf(app, buyer) }).orders.find((o) => o._id === order._id);
    expect(mine?.documents?.map((d) => [d._id, d.kind, d.number, d.title, d.total, d.pdfPath])).toEqual(
      [invoice!, creditNote].map((d) => [d._id, d.kind, d.number, d.title, d.total, `users/tax-document/${d._id}`]),
    );
    const buyersPdf = await call(app, 'GET', `users/tax-document/${creditNote._id}`, { token: buyer.token });
    expect(buyersPdf.statusCode, buyersPdf.body).toBe(200);
    expect(buyersPdf.headers['content-type']).toBe('application/pdf');
    const stranger = await createCustomer(app, { name: 'Ravi Kale' });
    expect((await call(app, 'GET', `users/tax-document/${creditNote._id}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await call(app, 'GET', `users/tax-document/${invoice!._id}`, { token: stranger.token })).statusCode).toBe(404);
  });

  it('cancels a Processing order too, and a refund the gateway refuses is kept as failed after its last try', async () => {
    const order = await paidPrintOrder(app, buyer, 'Gateway says no');
    ok(await move(order._id, { status: 'Processing' }));
    const { data } = PrintOrderStatusResponse.parse(ok(await move(order._id, { status: 'Cancelled', reason: 'Out of frames' })));
    // Someone refunded it by hand at the gateway's dashboard meanwhile, for less than the whole: the full refund is refused.
    await app.gateway.refund(data.payment.gatewayPaymentId!, 100, {});
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `refund:${data.refund!._id}`));
    await app.database.db
      .update(jobs)
      .set({ attempts: job!.maxAttempts - 1 })
      .where(eq(jobs.id, job!.id));
    await app.jobs.runDue();
    const after = await detail(order._id);
    expect(after.refund).toMatchObject({ state: 'failed', gatewayRefundId: null });
    expect(after.status).toBe('Cancelled');
  });
});
