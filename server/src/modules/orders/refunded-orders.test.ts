import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadLinkResponse, OrderDetailResponse, OrderHistoryResponse, OwnedProductResponse } from '@chitra/contract/orders';
import { ORDER_MESSAGES } from '@chitra/contract/messages';
import { downloadLogs, orders } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import { call, createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';
import { adminCall, createAdmin, ok } from '../admin/admin-fixtures';

/**
 * A refunded order as its buyer sees it (issue 26, decision 037): the order's
 * page opens with its refund, while every download of it stays refused.
 */
describe('a refunded order, as its buyer sees it', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const clock = testClock(new Date('2026-11-23T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  async function photograph(title: string, price: number) {
    const original = await createOriginal(db(), app.storage, 1500);
    const product = await createProduct(db(), { title, price, imageIds: [original.image.id] });
    return { product, image: original.image };
  }

  /** Each call from its own address: the per-address limits are not what this file tests. */
  const as = (who: TestCustomer, method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(app, method, url, { token: who.token, ip: uniqueIp(), ...(body === undefined ? {} : { body }) });
  /** The owner's refund, as the admin area makes it (POST admin/orders/{id}/refund). */
  const refundAsOwner = async (orderId: string) =>
    ok(await adminCall(app, 'POST', `admin/orders/${orderId}/refund`, { token: admin.token, body: { reason: 'The customer bought the wrong photograph.' } }));
  const logsOf = (orderId: string) => db().select().from(downloadLogs).where(eq(downloadLogs.orderId, orderId));

  it('opens with its refund (state, rupees, date) while its downloads stay refused; another customer still gets 404', async () => {
    const who = await createCustomer(app, { name: 'Kiran Desai' });
    const stranger = await createCustomer(app, { name: 'Ravi Kalekar' });
    const pic = await photograph('Satpati nets', 699);
    const order = await purchase(app, who, [pic.product.id]);
    clock.advanceMinutes(2 * 24 * 60);
    // A link issued just before the refund, not yet used.
    const link = DownloadLinkResponse.parse((await as(who, 'POST', `users/downloadlink/${order._id}`, {})).json()).data;
    expect((await as(who, 'POST', `users/downloadzip/${order._id}`)).statusCode).toBe(200);
    const refundedAt = clock.now().toISOString();
    await refundAsOwner(order._id);

    const res = await as(who, 'GET', `users/getorder/${order._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = OrderDetailResponse.parse(res.json());
    expect(data).toMatchObject({ _id: order._id, orderID: order.orderID, totalPrice: 699, refund: { status: 'pending', amount: 699, at: refundedAt } });
    // The page still shows what was bought and what was downloaded.
    expect(data.product.map((p) => p._id.title)).toEqual(['Satpati nets']);
    expect(data.downloadCount).toBe(1);

    // The gateway makes the refund: the page says so.
    await app.jobs.runDue();
    const later = OrderDetailResponse.parse((await as(who, 'GET', `users/getorder/${order._id}`)).json()).data;
    expect(later.refund).toEqual({ status: 'processed', amount: 699, at: refundedAt });
    // The history says the same.
    const history = OrderHistoryResponse.parse((await as(who, 'GET', 'users/orderhistory')).json()).data;
    expect(history.find((o) => o._id === order._id)?.refund).toEqual({ status: 'processed', amount: 699, at: refundedAt });

    // Every way to the files is refused, with the reason, and nothing is logged.
    for (const refused of [
      await as(who, 'POST', `users/downloadzip/${order._id}`),
      await as(who, 'GET', `users/download/${order._id}/${pic.image.id}`),
      await as(who, 'POST', `users/downloadlink/${order._id}`, {}),
      await as(who, 'POST', `users/downloadlink/${order._id}`, { imageId: pic.image.id }),
      await app.inject({ method: 'GET', url: link.url, remoteAddress: uniqueIp() }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, message: ORDER_MESSAGES.refunded });
    }
    // The link opened by the browser itself gets a page saying why.
    const page = await app.inject({ method: 'GET', url: link.url, remoteAddress: uniqueIp(), headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(ORDER_MESSAGES.refunded);
    expect(await logsOf(order._id)).toHaveLength(1);
    // The product page no longer offers its download.
    expect(OwnedProductResponse.parse((await as(who, 'GET', `users/owned/${pic.product.id}`)).json()).data).toBeNull();

    // Another customer learns nothing: the same 404 as for any order not theirs.
    const theirs = await as(stranger, 'GET', `users/getorder/${order._id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    for (const refused of [
      await as(stranger, 'POST', `users/downloadzip/${order._id}`),
      await as(stranger, 'GET', `users/download/${order._id}/${pic.image.id}`),
      await as(stranger, 'POST', `users/downloadlink/${order._id}`, {}),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    }
  });

  it('shows the amount the refund gave back when part of the payment had gone back already', async () => {
    const who = await createCustomer(app, { name: 'Meera Joshi' });
    const boats = await photograph('Boats at Dahanu', 499);
    const kelva = await photograph('Kelva at dusk', 699);
    const order = await purchase(app, who, [boats.product.id, kelva.product.id]);
    const [row] = await db().select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, order._id));
    // A bought-again share of the payment went back earlier (decision 013): the owner's refund gives back what is left.
    await db()
      .insert(refunds)
      .values({ paymentId: row!.paymentId, kind: 'bought-again', amountPaise: 49_900, reason: 'Owned already', state: 'processed', createdAt: clock.now() });
    await refundAsOwner(order._id);

    const { data } = OrderDetailResponse.parse((await as(who, 'GET', `users/getorder/${order._id}`)).json());
    expect(data.totalPrice).toBe(1198);
    expect(data.refund).toMatchObject({ amount: 699 });
  });
});
