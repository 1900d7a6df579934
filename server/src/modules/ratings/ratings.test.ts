import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema/commerce';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { UNTRACKED_MAX_AGE_MS } from '../catalogue/cached-answers';
import { newLicenceId } from '../licences/licence-id';
import { LicencesRepository } from '../licences/licences.repository';

/** A paid order of the product by the customer, as the payments area records one. */
async function buy(db: Db, customerId: string, product: { id: string; title: string }): Promise<void> {
  const n = randomUUID();
  const amount = { amountPaise: 49_900, subtotalPaise: 49_900 };
  const [payment] = await db
    .insert(payments)
    .values({ customerId, receipt: `test-${n}`, gatewayOrderId: `order_${n}`, ...amount, items: [], fingerprint: n, state: 'paid' })
    .returning({ id: payments.id });
  const [order] = await db
    .insert(orders)
    .values({ orderNumber: `CH-TEST-${n}`, paymentId: payment!.id, customerId, totalPaise: 49_900, subtotalPaise: 49_900 })
    .returning({ id: orders.id });
  const tier = await new LicencesRepository(db).first();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    customerId,
    title: product.title,
    pricePaise: 49_900,
    position: 0,
    tierId: tier.id,
    tierName: tier.name,
    tierSummary: tier.summary,
    tierTerms: tier.terms,
    tierVersion: tier.version,
    licenceId: newLicenceId(),
  });
}

describe('ratings', () => {
  let app: TestApp;
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let product: { id: string; title: string };

  beforeAll(async () => {
    app = await createTestApp();
    asha = await createCustomer(app, { name: 'Asha Patil' });
    ravi = await createCustomer(app, { name: 'Ravi Kale' });
    product = await createProduct(app.database.db, { title: 'Dahanu sunrise' });
  });
  afterAll(() => app.close());

  const rate = (who: TestCustomer | undefined, body: Record<string, unknown>) =>
    call(app, 'PUT', 'product/rating', { ...(who ? { token: who.token } : {}), body });
  const detail = async () => (await call(app, 'GET', `product/getproduct/${product.id}`)).json().product;

  it('records a rating with the spec message and the new average', async () => {
    const res = await rate(asha, { prodId: product.id, star: 4, comment: 'Lovely light.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Rating Added Successfully',
      data: { totalrating: 4, ratingsCount: 1 },
    });
  });

  it('averages to one decimal across customers', async () => {
    const res = await rate(ravi, { prodId: product.id, star: 5 });
    expect(res.json().data).toEqual({ totalrating: 4.5, ratingsCount: 2 });
    expect(await detail()).toMatchObject({ totalrating: 4.5, ratingsCount: 2 });
  });

  it("replaces the customer's earlier rating instead of adding one", async () => {
    const res = await rate(asha, { prodId: product.id, star: 2, comment: 'Changed my mind.' });
    expect(res.json().data).toEqual({ totalrating: 3.5, ratingsCount: 2 });
  });

  it('keeps the summary right when customers rate at the same time', async () => {
    const others = await Promise.all([1, 2, 3, 4].map((n) => createCustomer(app, { name: `Rater ${n}` })));
    const target = await createProduct(app.database.db, { title: 'Busy product' });
    const answers = await Promise.all(others.map((who) => rate(who, { prodId: target.id, star: 3 })));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const res = await rate(others[0], { prodId: target.id, star: 3 });
    expect(res.json().data).toEqual({ totalrating: 3, ratingsCount: 4 });
  });

  it('lists reviews newest first with a short name, comments as plain text', async () => {
    const script = '<script>alert("x")</script> nice';
    await rate(ravi, { prodId: product.id, star: 5, comment: script });
    const { ratings } = await detail();
    expect(ratings[0]).toMatchObject({ star: 5, comment: script, name: 'Ravi K.', verified: false });
    expect(ratings[1]).toMatchObject({ star: 2, comment: 'Changed my mind.', name: 'Asha P.' });
    expect(new Date(ratings[0].createdAt).getTime()).toBeGreaterThan(0);
  });

  it('marks a review verified when its author bought the product, and only then', async () => {
    const meera = await createCustomer(app, { name: 'Meera Joshi' });
    await buy(app.database.db, meera.id, product);
    // Asha bought another photograph: her review of this one stays unverified.
    await buy(app.database.db, asha.id, await createProduct(app.database.db, { title: 'Another photograph' }));
    expect((await rate(meera, { prodId: product.id, star: 5, comment: 'Printed it large.' })).statusCode).toBe(200);
    const verified = Object.fromEntries((await detail()).ratings.map((r: { name: string; verified: boolean }) => [r.name, r.verified]));
    expect(verified).toEqual({ 'Meera J.': true, 'Ravi K.': false, 'Asha P.': false });
  });

  it('shows a purchase made after the review within a minute (orders do not move the catalogue revision)', async () => {
    const clock = testClock();
    const fresh = await createTestApp({ now: clock.now });
    try {
      const kiran = await createCustomer(fresh, { name: 'Kiran Rao' });
      const photo = await createProduct(fresh.database.db, { title: 'Tarapur creek' });
      expect((await call(fresh, 'PUT', 'product/rating', { token: kiran.token, body: { prodId: photo.id, star: 5 } })).statusCode).toBe(200);
      const verified = async () => (await call(fresh, 'GET', `product/getproduct/${photo.id}`)).json().product.ratings[0].verified;
      expect(await verified()).toBe(false);
      await buy(fresh.database.db, kiran.id, photo);
      clock.advanceSeconds(UNTRACKED_MAX_AGE_MS / 1000);
      expect(await verified()).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['a star of 0', { star: 0 }],
    ['a star of 6', { star: 6 }],
    ['a star of 2.5', { star: 2.5 }],
    ['a star as text', { star: 'five' }],
    ['no star', { star: undefined }],
    ['a 5000-character comment', { star: 4, comment: 'x'.repeat(5000) }],
  ])('rejects %s with 400 and the field', async (_label, change) => {
    const valid = { prodId: product.id, star: 4 };
    const res = await rate(asha, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const field = 'comment' in change ? 'comment' : 'star';
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers 404 for an unknown product and 401 signed out', async () => {
    expect((await rate(asha, { prodId: '00000000-0000-4000-8000-000000000000', star: 4 })).statusCode).toBe(404);
    expect((await rate(undefined, { prodId: product.id, star: 4 })).statusCode).toBe(401);
  });
});
