import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '@chitra/contract/cart';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/commerce';
import { refunds } from '../../db/schema/refunds';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, createProduct } from '../../test/catalogue-factories';
import { addToCart, buy, purchase } from '../../test/commerce';

/**
 * Decision 044: a pack and a single photograph can hold the very same
 * picture (one original, one image row). The cart says so on both items,
 * and on an item holding a picture the customer already owns; each product
 * is still charged in full.
 */
describe('cart: a picture in a pack and in a single', () => {
  let app: TestApp;
  let pack: { id: string };
  let single: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const [dawn, sunset, dusk] = [await createImage(db), await createImage(db), await createImage(db)];
    pack = await createProduct(db, { title: 'Kelva beach pack', price: 899, imageIds: [dawn.id, sunset.id, dusk.id] });
    single = await createProduct(db, { title: 'Sunset at Kelva', price: 399, imageIds: [sunset.id] });
    other = await createProduct(db, { title: 'Harbour at dawn', price: 299 });
  });
  afterAll(() => app.close());

  async function cart(who: TestCustomer) {
    const res = await call(app, 'GET', 'users/getcart', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    const [data] = CartResponse.parse(res.json()).data;
    if (!data) throw new Error('no cart');
    return data;
  }
  const item = (data: CartResponse['data'][number], productId: string) => data.product.find((i) => i.productID._id === productId);

  it('flags the pack and the single when both are in the cart, and charges both in full', async () => {
    const asha = await createCustomer(app);
    for (const id of [pack.id, single.id, other.id]) await addToCart(app, asha, id);
    const data = await cart(asha);
    expect(item(data, pack.id)).toMatchObject({
      pictureCount: 3,
      overlaps: [{ productID: single.id, title: 'Sunset at Kelva', where: 'cart', pictureCount: 1, sharedCount: 1 }],
    });
    expect(item(data, single.id)).toMatchObject({
      pictureCount: 1,
      overlaps: [{ productID: pack.id, title: 'Kelva beach pack', where: 'cart', pictureCount: 3, sharedCount: 1 }],
    });
    // A product sharing nothing carries neither field: the answer is as it was.
    expect(item(data, other.id)).not.toHaveProperty('overlaps');
    expect(item(data, other.id)).not.toHaveProperty('pictureCount');
    // No discount: the picture is paid for twice.
    expect(data.totalsalePrice).toBe(899 + 399 + 299);
  });

  it('takes payment for both and refunds nothing: the bought-again rule is by product, not by picture', async () => {
    const kiran = await createCustomer(app, { name: 'Kiran Desai' });
    for (const id of [pack.id, single.id]) await addToCart(app, kiran, id);
    const { result } = await buy(app, kiran);
    expect(result.status).toBe('success');
    expect(result.orderDetails[0]?.totalPrice).toBe(899 + 399);
    expect(await app.database.db.select().from(refunds)).toEqual([]);
  });

  it("flags a pack holding a picture the customer owns, never from another customer's orders, and not once that order is refunded", async () => {
    const ravi = await createCustomer(app, { name: 'Ravi Kale' });
    const meera = await createCustomer(app, { name: 'Meera Rao' });
    const order = await purchase(app, ravi, [single.id]);
    await addToCart(app, ravi, pack.id);
    await addToCart(app, meera, pack.id);

    expect(item(await cart(ravi), pack.id)).toMatchObject({
      pictureCount: 3,
      overlaps: [{ productID: single.id, title: 'Sunset at Kelva', where: 'owned', pictureCount: 1, sharedCount: 1 }],
    });
    // Ravi owns the single; Meera, with the same pack in her cart, learns nothing of it.
    expect(item(await cart(meera), pack.id)).not.toHaveProperty('overlaps');

    // A refunded order owns nothing (decision 026): the flag goes with it.
    await app.database.db.update(orders).set({ refundedAt: new Date() }).where(eq(orders.id, order._id));
    expect(item(await cart(ravi), pack.id)).not.toHaveProperty('overlaps');
  });

  it('names the other product with its Hindi and Marathi titles as it has them now, in the cart and when owned', async () => {
    const db = app.database.db;
    const [shore] = [await createImage(db)];
    const twoShores = await createProduct(db, { title: 'Two shores', price: 699, imageIds: [shore.id] });
    const shoreSingle = await createProduct(db, { title: 'The shore at Kelva', price: 299, imageIds: [shore.id] });
    await db
      .update(products)
      .set({ translations: { mr: { title: 'केळव्याचा किनारा', description: 'लांब वर्णन' }, hi: { title: 'केलवा का किनारा' } } })
      .where(eq(products.id, shoreSingle.id));
    const neha = await createCustomer(app, { name: 'Neha Patil' });
    for (const id of [twoShores.id, shoreSingle.id]) await addToCart(app, neha, id);
    const titles = { mr: { title: 'केळव्याचा किनारा' }, hi: { title: 'केलवा का किनारा' } };
    const [overlap] = item(await cart(neha), twoShores.id)?.overlaps ?? [];
    // The title only: a cart line has no use for the description.
    expect(overlap).toEqual({ productID: shoreSingle.id, title: 'The shore at Kelva', translations: titles, where: 'cart', pictureCount: 1, sharedCount: 1 });
    // The other way round, a product with no translation carries none.
    expect(item(await cart(neha), shoreSingle.id)?.overlaps?.[0]).not.toHaveProperty('translations');

    const omkar = await createCustomer(app, { name: 'Omkar Joshi' });
    await purchase(app, omkar, [shoreSingle.id]);
    await addToCart(app, omkar, twoShores.id);
    expect(item(await cart(omkar), twoShores.id)?.overlaps).toEqual([
      { productID: shoreSingle.id, title: 'The shore at Kelva', translations: titles, where: 'owned', pictureCount: 1, sharedCount: 1 },
    ]);
  });

  it('flags a single whose picture the customer owns through a pack', async () => {
    const lata = await createCustomer(app, { name: 'Lata Shah' });
    await purchase(app, lata, [pack.id]);
    await addToCart(app, lata, single.id);
    expect(item(await cart(lata), single.id)).toMatchObject({
      pictureCount: 1,
      overlaps: [{ productID: pack.id, title: 'Kelva beach pack', where: 'owned', pictureCount: 3, sharedCount: 1 }],
    });
  });
});
