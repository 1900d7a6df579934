import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardResponse } from '@chitra/contract/admin-dashboard';
import { orders } from '../../db/schema/commerce';
import { printOrders } from '../../db/schema/prints';
import { refunds } from '../../db/schema/refunds';
import { call, createCustomer, type TestCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { createCoupon, purchase } from '../../test/commerce';
import { addPrint, buyPrints } from '../../test/prints';
import { adminCall, createAdmin, ok } from './admin-fixtures';

/** 17:30 on 26 November 2026 in India: "today" is the 26th there, and the 30 days begin on 28 October. */
const NOW = new Date('2026-11-26T12:00:00Z');

describe('admin: dashboard', () => {
  let app: TestApp;
  let admin: TestCustomer;
  /** The app's clock: the real one while the sales are made, NOW when the dashboard is read. */
  let clock: Date | null = null;

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock ?? new Date() });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const dashboard = async () => {
    clock = NOW;
    try {
      return AdminDashboardResponse.parse(ok(await adminCall(app, 'GET', 'admin/dashboard', { token: admin.token }))).data;
    } finally {
      clock = null;
    }
  };

  /** A digital purchase by a new customer, moved to the instant `at`: answers its order's row. */
  async function digitalSale(productIds: string[], at: string, code?: string) {
    const buyer = await createCustomer(app, { name: 'Asha Patil' });
    await purchase(app, buyer, productIds, code);
    const [order] = await app.database.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.customerId, buyer.id))
      .returning();
    return order!;
  }

  it('an empty shop: thirty zero days ending today in India, nothing pending', async () => {
    const figures = await dashboard();
    expect(figures.timeZone).toBe('Asia/Kolkata');
    expect(figures.today).toBe('2026-11-26');
    expect(figures.series).toHaveLength(30);
    expect(figures.series[0]).toEqual({ date: '2026-10-28', orders: 0, revenue: 0 });
    expect(figures.series.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(figures.periods.today).toEqual({ from: '2026-11-26', orders: 0, revenue: 0, refunded: 0 });
    expect(figures.periods.last7Days.from).toBe('2026-11-20');
    expect(figures.topProducts).toEqual({ byRevenue: [], byUnits: [] });
    expect(figures.pendingPrintOrders).toEqual({ ordered: 0, processing: 0 });
    expect(figures.unansweredEnquiries).toBe(0);
  });

  it("counts digital and print sales by India's calendar days, net of refunds, with the best sellers", async () => {
    const sunrise = await createProduct(app.database.db, { title: 'Sunrise at Kelva', price: 599 });
    const harbour = await createProduct(app.database.db, { title: 'Harbour lights', price: 1000 });
    const prints = await createProduct(app.database.db, { title: 'Fort walls', price: 299, printPrice: 150, colours: ['black'] });
    const coupon = await createCoupon(app, { kind: 'percent', value: 10 });

    // 00:00:30 on the 26th in India (still the 25th in UTC): today.
    await digitalSale([sunrise.id], '2026-11-25T18:30:30Z');
    // 23:59:30 on the 25th in India: yesterday. Its refund failed at the gateway, so the shop kept the money.
    const yesterday = await digitalSale([harbour.id], '2026-11-25T18:29:30Z');
    await app.database.db
      .insert(refunds)
      .values({ paymentId: yesterday.paymentId, kind: 'order', amountPaise: yesterday.totalPaise, reason: 'Asked twice', state: 'failed' });
    // Three prints (₹150 each) and shipping, on the 20th: the first of the 7 days.
    const printBuyer = await createCustomer(app, { name: 'Ravi Kale' });
    const detail = await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${prints.id}` });
    await addPrint(app, printBuyer, prints.id, (detail.json().product.color as { _id: string }[])[0]!._id, 3);
    const printOrder = await buyPrints(app, printBuyer);
    const [printRow] = await app.database.db
      .update(printOrders)
      .set({ createdAt: new Date('2026-11-20T06:00:00Z') })
      .where(eq(printOrders.id, printOrder._id))
      .returning();
    // Prints and shipping, as paid.
    const printTotal = printRow!.totalPaise / 100;
    expect(printTotal).toBeGreaterThan(450);
    // On the 10th, with a 10% coupon (₹539.10), then refunded in full in two parts: it counts as an order, its money does not.
    const refunded = await digitalSale([sunrise.id], '2026-11-10T10:00:00Z', coupon.code);
    expect(refunded.totalPaise).toBe(53910);
    await app.database.db.insert(refunds).values([
      { paymentId: refunded.paymentId, kind: 'bought-again', amountPaise: 20000, reason: 'Owned already', state: 'processed' },
      { paymentId: refunded.paymentId, kind: 'order', amountPaise: 33910, reason: 'Wrong picture', state: 'pending' },
    ]);
    // Midnight of the 28th of October in India: the first of the 30 days. The coupon's ₹100 comes off the line, and ₹300 was given back.
    const firstDay = await digitalSale([harbour.id], '2026-10-27T18:30:00Z', coupon.code);
    await app.database.db
      .insert(refunds)
      .values({ paymentId: firstDay.paymentId, kind: 'bought-again', amountPaise: 30000, reason: 'Owned already', state: 'processed' });
    // One second earlier, the 27th in India: outside the 30 days.
    await digitalSale([sunrise.id], '2026-10-27T18:29:59Z');
    // After today in India: not counted yet.
    await digitalSale([sunrise.id], '2026-11-26T18:30:00Z');

    const figures = await dashboard();
    expect(figures.periods.today).toEqual({ from: '2026-11-26', orders: 1, revenue: 599, refunded: 0 });
    expect(figures.periods.last7Days).toEqual({ from: '2026-11-20', orders: 3, revenue: 599 + 1000 + printTotal, refunded: 0 });
    expect(figures.periods.last30Days).toEqual({ from: '2026-10-28', orders: 5, revenue: 599 + 1000 + printTotal + 600, refunded: 839.1 });

    const day = (date: string) => figures.series.find((d) => d.date === date);
    expect(figures.series.map((d) => d.date)).toHaveLength(30);
    expect(figures.series.at(-1)).toEqual({ date: '2026-11-26', orders: 1, revenue: 599 });
    expect(day('2026-11-25')).toEqual({ date: '2026-11-25', orders: 1, revenue: 1000 });
    expect(day('2026-11-20')).toEqual({ date: '2026-11-20', orders: 1, revenue: printTotal });
    expect(day('2026-11-10')).toEqual({ date: '2026-11-10', orders: 1, revenue: 0 });
    expect(figures.series[0]).toEqual({ date: '2026-10-28', orders: 1, revenue: 600 });
    expect(figures.series.reduce((sum, d) => sum + d.orders, 0)).toBe(5);

    // The copy refunded in full is not a sale; the failed refund's is; a partial refund comes off. Shipping is no product's.
    expect(figures.topProducts.byRevenue).toEqual([
      { _id: harbour.id, title: 'Harbour lights', revenue: 1600, units: 2 },
      { _id: sunrise.id, title: 'Sunrise at Kelva', revenue: 599, units: 1 },
      { _id: prints.id, title: 'Fort walls', revenue: 450, units: 3 },
    ]);
    expect(figures.topProducts.byUnits.map((p) => [p.title, p.units])).toEqual([
      ['Fort walls', 3],
      ['Harbour lights', 2],
      ['Sunrise at Kelva', 1],
    ]);
  });

  it('counts the print orders waiting for the shop and the enquiries not yet answered', async () => {
    const before = await dashboard();
    const buyer = await createCustomer(app, { name: 'Meera Joshi' });
    const product = await createProduct(app.database.db, { title: 'Salt pans', price: 499, printPrice: 999, colours: ['black'] });
    const detail = await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${product.id}` });
    await addPrint(app, buyer, product.id, (detail.json().product.color as { _id: string }[])[0]!._id, 1);
    const order = await buyPrints(app, buyer);
    expect((await dashboard()).pendingPrintOrders).toEqual({
      ordered: before.pendingPrintOrders.ordered + 1,
      processing: before.pendingPrintOrders.processing,
    });

    ok(await adminCall(app, 'POST', `admin/print-orders/${order._id}/status`, { token: admin.token, body: { status: 'Processing' } }));
    expect((await dashboard()).pendingPrintOrders).toEqual({
      ordered: before.pendingPrintOrders.ordered,
      processing: before.pendingPrintOrders.processing + 1,
    });

    const asked = await call(app, 'POST', 'enquiry', {
      ip: uniqueIp(),
      body: { name: 'Meera', email: uniqueEmail('visitor'), mobile: '9876543210', comment: 'Do you ship abroad?' },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    expect((await dashboard()).unansweredEnquiries).toBe(before.unansweredEnquiries + 1);
  });
});
