import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CartResponse } from '@chitra/contract/cart';
import { MAX_CART_ITEMS } from '@chitra/contract/constants';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { addToCart, buy, cartOf } from '../../test/commerce';

describe('cart', () => {
  let app: TestApp;
  let asha: TestCustomer;
  let ravi: TestCustomer;
  let sunset: { id: string };
  let harbour: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    asha = await createCustomer(app);
    ravi = await createCustomer(app, { name: 'Ravi Kale' });
    sunset = await createProduct(app.database.db, { title: 'Sunset at Kelva', price: 199.99, salePrice: 99.99 });
    harbour = await createProduct(app.database.db, { title: 'Harbour at dawn', price: 499 });
  });
  afterAll(() => app.close());

  it('is empty at first, both totals 0', async () => {
    const res = await call(app, 'GET', 'users/getcart', { token: asha.token });
    expect(res.statusCode).toBe(200);
    expect(CartResponse.parse(res.json())).toEqual({ success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] });
  });

  it('needs a signed-in customer', async () => {
    expect((await call(app, 'GET', 'users/getcart')).statusCode).toBe(401);
    expect((await call(app, 'POST', 'users/addtocart', { body: { productID: sunset.id } })).statusCode).toBe(401);
  });

  it('adds with the spec message and totals in paise-exact rupees', async () => {
    const res = await call(app, 'POST', 'users/addtocart', { token: asha.token, body: { productID: sunset.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Product Added To Cart' });
    await addToCart(app, asha, harbour.id);
    const cart = await cartOf(app, asha);
    expect(cart.product.map((i) => i.productID._id)).toEqual([sunset.id, harbour.id]);
    expect(cart.product[0]?.productID).toMatchObject({ title: 'Sunset at Kelva', price: 199.99, salePrice: 99.99 });
    // 199.99 + 499 and 99.99 + 499, summed in paise: no float residue.
    expect(cart.totalPrice).toBe(698.99);
    expect(cart.totalsalePrice).toBe(598.99);
  });

  it('does not add a product twice and says why', async () => {
    const res = await call(app, 'POST', 'users/addtocart', { token: asha.token, body: { productID: sunset.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Product is already in your cart.' });
    expect((await cartOf(app, asha)).product).toHaveLength(2);
  });

  it('two identical adds at once put the product in once', async () => {
    const product = await createProduct(app.database.db, { title: 'Double tap', price: 150 });
    const answers = await Promise.all([1, 2, 3].map(() => call(app, 'POST', 'users/addtocart', { token: ravi.token, body: { productID: product.id } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await cartOf(app, ravi)).product).toHaveLength(1);
  });

  it('answers 400 for a malformed id and 404 for an unknown product', async () => {
    const bad = await call(app, 'POST', 'users/addtocart', { token: asha.token, body: { productID: 'x\u0000y' } });
    expect(bad.statusCode).toBe(400);
    const missing = await call(app, 'POST', 'users/addtocart', { token: asha.token, body: {} });
    expect(missing.statusCode).toBe(400);
    const unknown = await call(app, 'POST', 'users/addtocart', {
      token: asha.token,
      body: { productID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("removes only the caller's own item; another's answers 404 and stays", async () => {
    const ashaCart = await cartOf(app, asha);
    const item = ashaCart.product[1];
    if (!item) throw new Error('no item');
    const theft = await call(app, 'DELETE', `users/removecart/${item._id}`, { token: ravi.token });
    expect(theft.statusCode).toBe(404);
    expect((await cartOf(app, asha)).product).toHaveLength(2);
    const res = await call(app, 'DELETE', `users/removecart/${item._id}`, { token: asha.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Item removed successfully.' });
    expect((await cartOf(app, asha)).product.map((i) => i.productID._id)).toEqual([sunset.id]);
    expect((await call(app, 'DELETE', `users/removecart/${item._id}`, { token: asha.token })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', 'users/removecart/not-an-id', { token: asha.token })).statusCode).toBe(400);
  });

  it('refuses a product the customer has already bought', async () => {
    const meera = await createCustomer(app, { name: 'Meera Joshi' });
    const print = await createProduct(app.database.db, { title: 'Bought once', price: 300 });
    await addToCart(app, meera, print.id);
    const { result } = await buy(app, meera);
    expect(result.status).toBe('success');
    const again = await call(app, 'POST', 'users/addtocart', { token: meera.token, body: { productID: print.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CART_MESSAGES.alreadyOwned);
  });

  it(`holds at most ${MAX_CART_ITEMS} photographs`, async () => {
    const kiran = await createCustomer(app, { name: 'Kiran Rao' });
    for (let i = 0; i < MAX_CART_ITEMS; i++) {
      await addToCart(app, kiran, (await createProduct(app.database.db, { title: `Frame ${i}`, price: 100 })).id);
    }
    const extra = await createProduct(app.database.db, { title: 'One too many', price: 100 });
    const res = await call(app, 'POST', 'users/addtocart', { token: kiran.token, body: { productID: extra.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CART_MESSAGES.full);
  });
});
