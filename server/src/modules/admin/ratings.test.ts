import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminRatingsResponse, RatingVisibilityResponse } from '@chitra/contract/admin-ratings';
import { ProductListResponse, ProductResponse } from '@chitra/contract/catalogue';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import { addPrint, buyPrints } from '../../test/prints';
import { adminCall, createAdmin, ok } from './admin-fixtures';

describe('admin: reviews', () => {
  let app: TestApp;
  let admin: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const rate = async (who: TestCustomer, productId: string, star: number, comment?: string) =>
    ok(await call(app, 'PUT', 'product/rating', { token: who.token, body: { prodId: productId, star, ...(comment ? { comment } : {}) } }));
  const page = async (productId: string) => ProductResponse.parse((await call(app, 'GET', `product/getproduct/${productId}`)).json()).product;
  const ratingsOf = async (query: string) => AdminRatingsResponse.parse(ok(await adminCall(app, 'GET', `admin/ratings?${query}`, { token: admin.token })));
  const visibility = (id: string, body: unknown) => adminCall(app, 'POST', `admin/ratings/${id}/visibility`, { token: admin.token, body });

  it('a hidden review leaves the product’s average and count, the product page and the listing; shown again, it counts again', async () => {
    const category = await createCategory(app.database.db);
    const product = await createProduct(app.database.db, { title: 'Moderated', categoryIds: [category.id] });
    const [asha, ravi, troll] = await Promise.all([
      createCustomer(app, { name: 'Asha Patil' }),
      createCustomer(app, { name: 'Ravi Kale' }),
      createCustomer(app, { name: 'Troll Account' }),
    ]);
    await rate(asha, product.id, 5, 'Beautiful light.');
    await rate(ravi, product.id, 4);
    await rate(troll, product.id, 1, 'Buy from my shop instead: spam.example');
    expect(await page(product.id)).toMatchObject({ totalrating: 3.3, ratingsCount: 3 });

    const listed = await ratingsOf(`productId=${product.id}`);
    expect(listed.total).toBe(3);
    const spam = listed.data.find((r) => r.customer.email === troll.email)!;
    expect(spam).toMatchObject({
      star: 1,
      hidden: false,
      hiddenReason: null,
      product: { _id: product.id, title: 'Moderated' },
      customer: { name: 'Troll Account' },
    });

    const hidden = RatingVisibilityResponse.parse(ok(await visibility(spam._id, { hidden: true, reason: 'Advertising another shop' })));
    expect(hidden.message).toBe(ADMIN_MESSAGES.ratingHidden);
    expect(hidden.data).toMatchObject({
      rating: { hidden: true, hiddenReason: 'Advertising another shop', hiddenAt: expect.any(String) },
      product: { _id: product.id, totalrating: 4.5, ratingsCount: 2 },
    });
    const shown = await page(product.id);
    expect(shown).toMatchObject({ totalrating: 4.5, ratingsCount: 2 });
    expect(shown.ratings.map((r) => r.name).sort()).toEqual(['Asha P.', 'Ravi K.']);
    const listing = ProductListResponse.parse((await call(app, 'GET', `product/allproduct/${category.id}`)).json());
    expect(listing.users.find((p) => p._id === product.id)).toMatchObject({ totalrating: 4.5, ratingsCount: 2 });

    expect((await ratingsOf(`productId=${product.id}&hidden=true`)).data.map((r) => r._id)).toEqual([spam._id]);
    expect((await ratingsOf(`productId=${product.id}&hidden=false`)).total).toBe(2);

    // The author changes the hidden review: it stays hidden (the shop decides), and still counts for nothing.
    const again = await rate(troll, product.id, 1, 'Still spam');
    expect(again).toMatchObject({ data: { totalrating: 4.5, ratingsCount: 2 } });
    // Rating another time, a shown customer moves the average without the hidden one.
    expect(await rate(ravi, product.id, 2)).toMatchObject({ data: { totalrating: 3.5, ratingsCount: 2 } });

    // Hiding it again changes nothing; showing it brings it back.
    expect(RatingVisibilityResponse.parse(ok(await visibility(spam._id, { hidden: true, reason: 'Other words' }))).data.rating.hiddenReason).toBe(
      'Advertising another shop',
    );
    const back = RatingVisibilityResponse.parse(ok(await visibility(spam._id, { hidden: false })));
    expect(back).toMatchObject({
      message: ADMIN_MESSAGES.ratingShown,
      data: { rating: { hidden: false, hiddenReason: null }, product: { totalrating: 2.7, ratingsCount: 3 } },
    });
    expect(await page(product.id)).toMatchObject({ totalrating: 2.7, ratingsCount: 3 });

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=rating&entityId=${spam._id}`, { token: admin.token })));
    expect(audit.data.map((a) => [a.action, a.before, a.after])).toEqual([
      ['rating.show', { hidden: true, hiddenReason: 'Advertising another shop' }, { hidden: false, hiddenReason: null }],
      ['rating.hide', { hidden: false, hiddenReason: null }, { hidden: true, hiddenReason: 'Advertising another shop' }],
    ]);
  });

  it('says clearly what a visibility change is missing, and 404 for an unknown review', async () => {
    const product = await createProduct(app.database.db);
    const who = await createCustomer(app);
    await rate(who, product.id, 3);
    const [rating] = (await ratingsOf(`productId=${product.id}`)).data;
    for (const [body, field, message] of [
      [{ hidden: true }, 'reason', ADMIN_MESSAGES.hideReasonRequired],
      [{ hidden: true, reason: '  ' }, 'reason', ADMIN_MESSAGES.hideReasonRequired],
      [{ hidden: 'yes' }, 'hidden', 'must be true or false'],
      [{}, 'hidden', 'must be true or false'],
      [{ hidden: true, reason: 'x'.repeat(501) }, 'reason', 'must be at most 500 characters'],
    ] as const) {
      const res = await visibility(rating!._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    const unknown = await visibility('0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { hidden: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.ratingNotFound);
    expect((await adminCall(app, 'GET', 'admin/ratings?hidden=maybe', { token: admin.token })).json().errors.hidden).toBe('must be true or false');
    expect((await adminCall(app, 'GET', 'admin/ratings?productId=nope', { token: admin.token })).json().errors.productId).toBe('must be a product id');
  });

  it('marks each storefront review verifiedPurchase when its author has a paid order containing the product', async () => {
    const product = await createProduct(app.database.db, { title: 'Bought both ways', printPrice: 999, colours: ['black'] });
    const black = (await page(product.id)).color[0]!._id;
    const [downloader, printBuyer, cancelled, browser, refundedBuyer] = await Promise.all([
      createCustomer(app, { name: 'Down Loader' }),
      createCustomer(app, { name: 'Print Buyer' }),
      createCustomer(app, { name: 'Cancel Led' }),
      createCustomer(app, { name: 'Just Browsing' }),
      createCustomer(app, { name: 'Refund Ed' }),
    ]);
    await purchase(app, downloader, [product.id]);
    // A digital order the shop refunded is no purchase.
    const given = await purchase(app, refundedBuyer, [product.id]);
    ok(await adminCall(app, 'POST', `admin/orders/${given._id}/refund`, { token: admin.token, body: { reason: 'Bought by mistake' } }));
    await addPrint(app, printBuyer, product.id, black, 1);
    await buyPrints(app, printBuyer);
    await addPrint(app, cancelled, product.id, black, 1);
    const refunded = await buyPrints(app, cancelled);
    ok(
      await adminCall(app, 'POST', `admin/print-orders/${refunded._id}/status`, { token: admin.token, body: { status: 'Cancelled', reason: 'Out of stock' } }),
    );
    for (const who of [downloader, printBuyer, cancelled, browser, refundedBuyer]) await rate(who, product.id, 4);

    const reviews = Object.fromEntries((await page(product.id)).ratings.map((r) => [r.name, [r.verified, r.verifiedPurchase]]));
    expect(reviews).toEqual({
      'Down L.': [true, true],
      'Print B.': [false, true],
      'Cancel L.': [false, false],
      'Just B.': [false, false],
      'Refund E.': [false, false],
    });
    const moderated = Object.fromEntries((await ratingsOf(`productId=${product.id}`)).data.map((r) => [r.customer.name, r.verifiedPurchase]));
    expect(moderated).toEqual({ 'Down Loader': true, 'Print Buyer': true, 'Cancel Led': false, 'Just Browsing': false, 'Refund Ed': false });
  });
});
