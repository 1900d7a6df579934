import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishlistResponse } from '@chitra/contract/wishlist';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';

describe('wishlist', () => {
  let app: TestApp;
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let sunset: { id: string };
  let harbour: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    asha = await createCustomer(app);
    ravi = await createCustomer(app, { name: 'Ravi Kale' });
    sunset = await createProduct(app.database.db, { title: 'Sunset at Kelva', price: 999, salePrice: 749 });
    harbour = await createProduct(app.database.db, { title: 'Harbour at dawn', price: 499 });
  });
  afterAll(() => app.close());

  const toggle = (who: TestCustomer, prodId: string) => call(app, 'PUT', 'product/Wishlist', { token: who.token, body: { prodId } });
  const list = async (who: TestCustomer) => {
    const res = await call(app, 'GET', 'user/wishlist', { token: who.token });
    expect(res.statusCode).toBe(200);
    return WishlistResponse.parse(res.json()).wishlist;
  };

  it('starts empty', async () => {
    expect(await list(asha)).toEqual([]);
  });

  it('adds with the spec message, lists newest first with prices in rupees and a picture', async () => {
    const added = await toggle(asha, sunset.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: 'Product Added to Wishlist!', data: { inWishlist: true } });
    await toggle(asha, harbour.id);

    const items = await list(asha);
    expect(items.map((i) => i.title)).toEqual(['Harbour at dawn', 'Sunset at Kelva']);
    const kelva = items[1]!;
    expect(kelva).toMatchObject({ _id: sunset.id, price: 999, salePrice: 749 });
    expect(kelva.images[0]?.url).toMatch(/^\/media\//);
  });

  it('toggles off again, and keeps one row whatever a double click sends', async () => {
    const removed = await toggle(asha, harbour.id);
    expect(removed.json().data).toEqual({ inWishlist: false });
    expect((await list(asha)).map((i) => i._id)).toEqual([sunset.id]);

    await Promise.all([toggle(ravi, harbour.id), toggle(ravi, harbour.id)]);
    expect((await list(ravi)).length).toBeLessThanOrEqual(1);
  });

  it("is each customer's own", async () => {
    expect((await list(ravi)).map((i) => i._id)).not.toContain(sunset.id);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, never 500', async () => {
    const unknown = await toggle(asha, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const malformed = await toggle(asha, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('prodId');
    const missing = await call(app, 'PUT', 'product/Wishlist', { token: asha.token, body: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect((await call(app, 'PUT', 'product/Wishlist', { body: { prodId: sunset.id } })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'user/wishlist')).statusCode).toBe(401);
  });
});
