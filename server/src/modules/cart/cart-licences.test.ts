import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CartResponse } from '@chitra/contract/cart';
import { ProductResponse } from '@chitra/contract/catalogue';
import { LICENCE_MESSAGES, LicencesResponse } from '@chitra/contract/licences';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/accounts';
import { orderItems, orders, payments } from '../../db/schema/commerce';
import { licenceTiers } from '../../db/schema/licences';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { adminCall } from '../admin/admin-fixtures';
import { newLicenceId } from '../licences/licence-id';
import type { LicenceTierRow } from '../licences/licences.repository';
import { licenceSnapshot } from '../licences/licences.service';
import { priceCart } from './cart.service';

/** A paid order of the product under `tier`, as fulfilment records one (refunded when asked). */
async function holdUnder(db: Db, customerId: string, product: { id: string; title: string }, tier: LicenceTierRow, refunded = false): Promise<void> {
  const n = randomUUID();
  const [payment] = await db
    .insert(payments)
    .values({
      customerId,
      receipt: `test-${n}`,
      gatewayOrderId: `order_${n}`,
      amountPaise: 49_900,
      subtotalPaise: 49_900,
      items: [],
      fingerprint: n,
      state: 'paid',
    })
    .returning({ id: payments.id });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CH-TEST-${n}`,
      paymentId: payment!.id,
      customerId,
      totalPaise: 49_900,
      subtotalPaise: 49_900,
      refundedAt: refunded ? new Date() : null,
    })
    .returning({ id: orders.id });
  const snapshot = licenceSnapshot(tier);
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    customerId,
    title: product.title,
    pricePaise: 49_900,
    position: 0,
    tierId: snapshot.tierId,
    tierName: snapshot.name,
    tierSummary: snapshot.summary,
    tierTerms: snapshot.terms,
    tierVersion: snapshot.version,
    licenceId: newLicenceId(),
  });
}

describe('cart: licences (decision 053)', () => {
  let app: TestApp;
  let db: Db;
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let personal: LicenceTierRow;
  let commercial: LicenceTierRow;
  let extended: LicenceTierRow;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.database.db;
    asha = await createCustomer(app);
    ravi = await createCustomer(app, { name: 'Ravi Kale' });
    const tiers = await db.select().from(licenceTiers).orderBy(licenceTiers.position);
    [personal, commercial, extended] = tiers as [LicenceTierRow, LicenceTierRow, LicenceTierRow];
  });
  afterAll(() => app.close());

  const add = (who: TestCustomer, productID: string, licence?: string) =>
    call(app, 'POST', 'users/addtocart', { token: who.token, body: licence === undefined ? { productID } : { productID, licence } });
  const patch = (who: TestCustomer, itemId: string, licence: string) =>
    adminCall(app, 'PATCH', `users/cart/${itemId}`, { token: who.token, body: { licence } });
  const cart = async (who: TestCustomer) => {
    const res = await call(app, 'GET', 'users/getcart', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const [first] = CartResponse.parse(res.json()).data;
    return first!;
  };
  const lineOf = async (who: TestCustomer, productId: string) => {
    const line = (await cart(who)).product.find((p) => p.productID._id === productId);
    if (!line) throw new Error('not in the cart');
    return line;
  };

  it('GET licences lists the tiers on sale, first first, with their terms', async () => {
    const res = await call(app, 'GET', 'licences');
    expect(res.statusCode).toBe(200);
    const { data } = LicencesResponse.parse(res.json());
    expect(data.map((t) => [t.slug, t.multiplier, t.version])).toEqual([
      ['personal', 1, 1],
      ['commercial', 2.5, 1],
      ['extended', 5, 1],
    ]);
    expect(data[1]?.terms).toContain('## Commercial licence');
  });

  it('the product page prices the photograph under each tier: the first is its own price, the others scaled to the rupee', async () => {
    const product = await createProduct(db, { title: 'Kelva dunes', price: 349, salePrice: 299.99 });
    const res = await call(app, 'GET', `product/getproduct/${product.id}`);
    const { product: detail } = ProductResponse.parse(res.json());
    expect(detail.licences).toEqual([
      { _id: personal.id, name: 'Personal', summary: personal.summary, price: 349, salePrice: 299.99 },
      { _id: commercial.id, name: 'Commercial', summary: commercial.summary, price: 873, salePrice: 750 },
      { _id: extended.id, name: 'Extended', summary: extended.summary, price: 1745, salePrice: 1500 },
    ]);
  });

  it('adds under the first tier without one, under the chosen one with one; the line is priced under it', async () => {
    const plain = await createProduct(db, { title: 'Plain', price: 200 });
    const pro = await createProduct(db, { title: 'For a brand', price: 349, salePrice: 299.99 });
    expect((await add(asha, plain.id)).statusCode).toBe(200);
    const added = await add(asha, pro.id, commercial.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ success: true, message: 'Product Added To Cart' });
    const first = await cart(asha);
    expect(first.product.map((p) => [p.productID.title, p.licence?.name, p.productID.price, p.productID.salePrice])).toEqual([
      ['Plain', 'Personal', 200, 200],
      ['For a brand', 'Commercial', 873, 750],
    ]);
    expect(first.totalPrice).toBe(1073);
    expect(first.totalsalePrice).toBe(950);
    const line = first.product[1]!;
    expect(line.licences?.map((l) => [l.name, l.price, l.salePrice])).toEqual([
      ['Personal', 349, 299.99],
      ['Commercial', 873, 750],
      ['Extended', 1745, 1500],
    ]);
    expect(line.upgradeFrom).toBeUndefined();
  });

  it('refuses an unknown tier (404) and one no longer sold (409)', async () => {
    const product = await createProduct(db, { title: 'Choosy', price: 100 });
    const unknown = await add(asha, product.id, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(LICENCE_MESSAGES.tierNotFound);
    expect((await add(asha, product.id, 'not-a-tier')).statusCode).toBe(400);
    const [retired] = await db
      .insert(licenceTiers)
      .values({ slug: 'retired', name: 'Retired', summary: 'Gone', terms: 'Gone', multiplierBp: 30000, position: 10, active: false })
      .returning();
    const inactive = await add(asha, product.id, retired!.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(LICENCE_MESSAGES.tierInactive);
    await db.delete(licenceTiers).where(eq(licenceTiers.id, retired!.id));
  });

  it("changes a line's tier, only the caller's own line, only to a tier on sale", async () => {
    const product = await createProduct(db, { title: 'Changeable', price: 100 });
    await add(ravi, product.id);
    const line = await lineOf(ravi, product.id);
    const changed = await patch(ravi, line._id, extended.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: 'Licence updated' });
    expect(changed.headers['cache-control']).toContain('no-store');
    expect((await lineOf(ravi, product.id)).productID).toMatchObject({ price: 500, salePrice: 500 });

    // Asha cannot touch Ravi's line: it answers as an unknown one.
    const theft = await patch(asha, line._id, personal.id);
    expect(theft.statusCode).toBe(404);
    expect(theft.json().message).toBe(CART_MESSAGES.itemNotFound);
    expect((await lineOf(ravi, product.id)).licence?.name).toBe('Extended');
    expect((await patch(ravi, randomUUID(), personal.id)).statusCode).toBe(404);
    expect((await patch(ravi, line._id, randomUUID())).statusCode).toBe(404);
    expect((await adminCall(app, 'PATCH', `users/cart/${line._id}`, { body: { licence: personal.id } })).statusCode).toBe(401);
  });

  it('upgrades: owning Personal, Commercial costs the difference; owning Commercial, Personal is refused', async () => {
    const meera = await createCustomer(app, { name: 'Meera Joshi' });
    const photo = await createProduct(db, { title: 'Owned personally', price: 349, salePrice: 299.99 });
    await holdUnder(db, meera.id, photo, personal);

    // Without a tier, the spec's flow: already bought.
    const again = await add(meera, photo.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CART_MESSAGES.alreadyOwned);
    const same = await add(meera, photo.id, personal.id);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(LICENCE_MESSAGES.ownedAtTier);

    expect((await add(meera, photo.id, commercial.id)).statusCode).toBe(200);
    const line = await lineOf(meera, photo.id);
    expect(line.licence?.name).toBe('Commercial');
    expect(line.upgradeFrom).toEqual({ _id: personal.id, name: 'Personal' });
    // ₹750 (Commercial's sale price) − ₹299.99 paid for Personal.
    expect(line.productID).toMatchObject({ price: 450.01, salePrice: 450.01 });
    expect(line.licences?.map((l) => [l.name, l.salePrice])).toEqual([
      ['Personal', 299.99],
      ['Commercial', 450.01],
      ['Extended', 1200.01],
    ]);
    // Down to the tier held: refused, and the line keeps its tier.
    const down = await patch(meera, line._id, personal.id);
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(LICENCE_MESSAGES.ownedAtTier);

    const priced = await priceCart(db, meera.id);
    expect(priced.heldAlready).toEqual([]);
    expect(priced.items).toEqual([
      {
        productId: photo.id,
        title: 'Owned personally',
        pricePaise: 45_001,
        salePricePaise: null,
        licence: {
          tierId: commercial.id,
          name: 'Commercial',
          summary: commercial.summary,
          terms: commercial.terms,
          version: 1,
          upgradeFrom: { tierId: personal.id, name: 'Personal' },
        },
      },
    ]);
    expect(priced.subtotalPaise).toBe(45_001);

    // Owning Commercial: neither Personal nor Commercial again; Extended is an upgrade from Commercial.
    const poster = await createProduct(db, { title: 'Owned commercially', price: 100 });
    await holdUnder(db, meera.id, poster, commercial);
    expect((await add(meera, poster.id, personal.id)).json().message).toBe(LICENCE_MESSAGES.ownedAtTier);
    expect((await add(meera, poster.id, commercial.id)).statusCode).toBe(409);
    expect((await add(meera, poster.id, extended.id)).statusCode).toBe(200);
    expect((await lineOf(meera, poster.id)).productID).toMatchObject({ price: 250 });

    // A refunded order holds nothing: that photograph is a plain purchase.
    const refunded = await createProduct(db, { title: 'Refunded', price: 100 });
    await holdUnder(db, meera.id, refunded, extended, true);
    expect((await add(meera, refunded.id)).statusCode).toBe(200);
    expect((await lineOf(meera, refunded.id)).upgradeFrom).toBeUndefined();
  });

  it('priceCart lists the lines the buyer now holds at their tier or above (bought meanwhile)', async () => {
    const kiran = await createCustomer(app, { name: 'Kiran Rao' });
    const photo = await createProduct(db, { title: 'Bought elsewhere', price: 100 });
    const other = await createProduct(db, { title: 'Still wanted', price: 100 });
    await add(kiran, photo.id, commercial.id);
    await add(kiran, other.id);
    await holdUnder(db, kiran.id, photo, extended);
    const priced = await priceCart(db, kiran.id);
    expect(priced.heldAlready).toEqual([photo.id]);
    expect(priced.items.map((i) => i.productId)).toEqual([photo.id, other.id]);
  });

  it('a line whose tier the shop stopped selling is priced and shown as the first tier', async () => {
    const lata = await createCustomer(app, { name: 'Lata Mane' });
    const [seasonal] = await db
      .insert(licenceTiers)
      .values({ slug: 'seasonal', name: 'Seasonal', summary: 'For a season', terms: 'Terms', multiplierBp: 30000, position: 11 })
      .returning();
    const photo = await createProduct(db, { title: 'Seasonal pick', price: 100 });
    await add(lata, photo.id, seasonal!.id);
    expect((await lineOf(lata, photo.id)).productID.price).toBe(300);
    await db.update(licenceTiers).set({ active: false }).where(eq(licenceTiers.id, seasonal!.id));
    const line = await lineOf(lata, photo.id);
    expect(line.licence).toEqual({ _id: personal.id, name: 'Personal', summary: personal.summary });
    expect(line.productID.price).toBe(100);
    expect(line.licences?.map((l) => l.name)).toEqual(['Personal', 'Commercial', 'Extended']);
    expect((await priceCart(db, lata.id)).items[0]?.licence?.tierId).toBe(personal.id);
    expect((await patch(lata, line._id, seasonal!.id)).statusCode).toBe(409);
  });

  it('the cart carries the billing the profile remembers', async () => {
    expect((await cart(asha)).billing).toBeUndefined();
    await db.update(customers).set({ gstStateCode: '29' }).where(eq(customers.id, asha.id));
    expect((await cart(asha)).billing).toEqual({ state: '29', gstin: '', businessName: '' });
  });
});
