import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminProductResponse, AdminProductsResponse, AdminProductWrittenResponse, CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue';
import { ProductListResponse, SearchResponse } from '@chitra/contract/catalogue';
import { eq } from 'drizzle-orm';
import { colours, productImages } from '../../db/schema/catalogue';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';
import { adminCall, createAdmin, ok } from './admin-fixtures';

describe('admin: photographs and packs', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>) => adminCall(app, 'POST', 'admin/products', { token: admin.token, body });
  const patch = (id: string, body: unknown) => adminCall(app, 'PATCH', `admin/products/${id}`, { token: admin.token, body });
  const history = async (id: string) =>
    AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=product&entityId=${id}`, { token: admin.token }))).data;
  const search = async (text: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/product/search?search=${encodeURIComponent(text)}` });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json()).data.product.map((p) => p.title);
  };
  /** The ids the storefront's listing shows, newest first. */
  const listed = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product/allproduct?limit=100' });
    return ProductListResponse.parse(res.json()).users.map((p) => p._id);
  };
  const storefrontPage = (id: string) => app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${id}` });
  /** A picture attached straight in the database, as the upload tests do through the API. */
  const withPicture = async (id: string) => {
    const image = await createImage(db());
    await db().insert(productImages).values({ productId: id, imageId: image.id, position: 0 });
    return image;
  };

  it('creates a photograph unpublished, in rupees, with its categories, words and colours, and records it', async () => {
    const category = await createCategory(db(), { name: 'Coastline' });
    const res = await create({
      title: '  Quiltwrack lighthouse at dawn ',
      description: 'First light over the rocks.',
      price: 649.5,
      printPrice: 1999,
      categories: [category.id],
      tags: ['Sea', 'sea', 'dawn'],
      keywords: ['Satpati'],
      colours: ['black', 'White'],
    });
    const written = AdminProductWrittenResponse.parse(ok(res, 201));
    expect(written.message).toBe(CATALOGUE_MESSAGES.productCreated);
    expect(written.data).toMatchObject({
      slug: 'quiltwrack-lighthouse-at-dawn',
      title: 'Quiltwrack lighthouse at dawn',
      price: 649.5,
      salePrice: null,
      printPrice: 1999,
      categories: [{ _id: category.id, name: 'Coastline' }],
      tags: ['sea', 'dawn'],
      keywords: ['satpati'],
      colours: ['black', 'white'],
      published: false,
      kind: 'single',
      pictures: [],
    });
    const [row] = await history(written.data._id);
    expect(row).toMatchObject({ action: 'product.create', before: null, after: { title: 'Quiltwrack lighthouse at dawn', price: 649.5, published: false } });

    // Unpublished: in the admin's list, nowhere on the storefront.
    const listed = AdminProductsResponse.parse(
      ok(await adminCall(app, 'GET', 'admin/products?visibility=unpublished&search=quiltwrack', { token: admin.token })),
    );
    expect(listed.data.map((p) => p._id)).toEqual([written.data._id]);
    expect(await search('quiltwrack')).toEqual([]);
    expect((await storefrontPage(written.data._id)).statusCode).toBe(404);

    // A second photograph of the same title gets a slug of its own.
    const again = AdminProductWrittenResponse.parse(ok(await create({ title: 'Quiltwrack lighthouse at dawn', price: 10 }), 201));
    expect(again.data.slug).toBe('quiltwrack-lighthouse-at-dawn-2');
  });

  it('publishes only with a picture; then search and the product page find it, and unpublishing hides it again', async () => {
    const { data } = AdminProductWrittenResponse.parse(ok(await create({ title: 'Zephyrine salt pans', price: 299, keywords: ['Bhayander'] }), 201));
    const refused = await patch(data._id, { published: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CATALOGUE_MESSAGES.publishNeedsPicture);
    expect(await search('zephyrine')).toEqual([]);

    await withPicture(data._id);
    const published = AdminProductWrittenResponse.parse(ok(await patch(data._id, { published: true })));
    expect(published.message).toBe(CATALOGUE_MESSAGES.productPublished);
    expect(published.data.published).toBe(true);
    expect(await search('zephyrine')).toEqual(['Zephyrine salt pans']);
    expect(await search('bhayander')).toEqual(['Zephyrine salt pans']);
    expect((await storefrontPage(data._id)).statusCode).toBe(200);

    // Publishing a published photograph changes nothing and records nothing.
    const before = (await history(data._id)).length;
    ok(await patch(data._id, { published: true }));
    expect((await history(data._id)).length).toBe(before);

    // An edit moves its words in the index at once.
    ok(await patch(data._id, { title: 'Zephyrine salt flats at noon' }));
    expect(await search('zephyrine')).toEqual(['Zephyrine salt flats at noon']);
    expect(await listed()).toContain(data._id);

    const hidden = AdminProductWrittenResponse.parse(ok(await patch(data._id, { published: false })));
    expect(hidden.message).toBe(CATALOGUE_MESSAGES.productUnpublished);
    expect(await search('zephyrine')).toEqual([]);
    expect((await storefrontPage(data._id)).statusCode).toBe(404);
    expect(await listed()).not.toContain(data._id);

    const actions = (await history(data._id)).map((r) => r.action);
    expect(actions).toEqual(['product.unpublish', 'product.update', 'product.publish', 'product.create']);
    expect((await history(data._id))[0]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('edits every field, checked as the product will be', async () => {
    const { data } = AdminProductWrittenResponse.parse(ok(await create({ title: 'Harbour nets', price: 500 }), 201));
    const [one, two] = [await createCategory(db(), { name: 'Harbours' }), await createCategory(db(), { name: 'Work' })];
    const edited = AdminProductWrittenResponse.parse(
      ok(
        await patch(data._id, {
          description: 'Nets drying at Versova.',
          price: 800,
          salePrice: 650.25,
          printPrice: null,
          categories: [two.id, one.id],
          tags: ['nets'],
          keywords: ['versova', 'koli'],
          colours: ['sepia'],
        }),
      ),
    );
    expect(edited.message).toBe(CATALOGUE_MESSAGES.productUpdated);
    expect(edited.data).toMatchObject({
      description: 'Nets drying at Versova.',
      price: 800,
      salePrice: 650.25,
      printPrice: null,
      categories: [{ _id: two.id }, { _id: one.id }],
      tags: ['nets'],
      keywords: ['versova', 'koli'],
      colours: ['sepia'],
    });
    const [latest] = await history(data._id);
    expect(latest).toMatchObject({
      action: 'product.update',
      before: { price: 500, salePrice: null, categories: [] },
      after: { price: 800, salePrice: 650.25, categories: [two.id, one.id] },
    });

    // The same change again records nothing.
    const count = (await history(data._id)).length;
    ok(await patch(data._id, { price: 800, tags: ['nets'] }));
    expect((await history(data._id)).length).toBe(count);

    // Filters: category and kind.
    const byCategory = AdminProductsResponse.parse(ok(await adminCall(app, 'GET', `admin/products?category=${one.id}`, { token: admin.token })));
    expect(byCategory.data.map((p) => p._id)).toEqual([data._id]);
    expect(byCategory.total).toBe(1);
    const packs = AdminProductsResponse.parse(ok(await adminCall(app, 'GET', 'admin/products?kind=pack&limit=100', { token: admin.token })));
    expect(packs.data.every((p) => p.kind === 'pack')).toBe(true);
    const bySearch = AdminProductsResponse.parse(ok(await adminCall(app, 'GET', 'admin/products?search=koli', { token: admin.token })));
    expect(bySearch.data.map((p) => p._id)).toEqual([data._id]);
  });

  it('keeps a title, description and tags in Hindi and Marathi: an empty text is none, and a change replaces them all and is recorded', async () => {
    const created = AdminProductWrittenResponse.parse(
      ok(
        await create({
          title: 'Kelva fishing boats',
          price: 399,
          translations: {
            hi: { title: '  केलवा की मछली नौकाएँ ', description: '', tags: ['नाव', 'नाव', ' ', 'समुद्र'] },
            mr: { title: '', description: '' },
          },
        }),
        201,
      ),
    );
    expect(created.data.translations).toEqual({ hi: { title: 'केलवा की मछली नौकाएँ', tags: ['नाव', 'समुद्र'] } });
    const id = created.data._id;
    const read = async () => AdminProductResponse.parse(ok(await adminCall(app, 'GET', `admin/products/${id}`, { token: admin.token }))).data.translations;
    expect(await read()).toEqual(created.data.translations);
    expect((await history(id))[0]).toMatchObject({ action: 'product.create', after: { translations: created.data.translations } });

    // A PATCH's translations are the whole of them: Hindi, left out, is taken off.
    const marathi = { mr: { title: 'केळव्याच्या मासेमारी होड्या', description: 'पहाटे किनाऱ्यावर परतणाऱ्या होड्या.', tags: ['होडी', 'किनारा'] } };
    const patched = AdminProductWrittenResponse.parse(ok(await patch(id, { translations: marathi })));
    expect(patched.message).toBe(CATALOGUE_MESSAGES.productUpdated);
    expect(patched.data.translations).toEqual(marathi);
    expect(await read()).toEqual(marathi);
    expect((await history(id))[0]).toMatchObject({
      action: 'product.update',
      before: { translations: { hi: { title: 'केलवा की मछली नौकाएँ' } } },
      after: { translations: marathi },
    });
    expect((await history(id))[0]!.before!.translations).not.toHaveProperty('mr');

    // The same again, its keys in another order and with an empty Hindi: nothing changes, nothing is recorded.
    const rows = (await history(id)).length;
    const same = { hi: { title: ' ' }, mr: { tags: ['होडी', 'किनारा'], description: 'पहाटे किनाऱ्यावर परतणाऱ्या होड्या.', title: 'केळव्याच्या मासेमारी होड्या' } };
    expect(AdminProductWrittenResponse.parse(ok(await patch(id, { translations: same }))).data.translations).toEqual(marathi);
    expect((await history(id)).length).toBe(rows);
    // Other fields leave them be; an empty object takes them off.
    expect(AdminProductWrittenResponse.parse(ok(await patch(id, { price: 449 }))).data.translations).toEqual(marathi);
    expect(AdminProductWrittenResponse.parse(ok(await patch(id, { translations: {} }))).data.translations).toEqual({});
    expect(await read()).toEqual({});
    const listed = AdminProductsResponse.parse(ok(await adminCall(app, 'GET', 'admin/products?search=kelva%20fishing', { token: admin.token })));
    expect(listed.data.map((p) => [p._id, p.translations])).toEqual([[id, {}]]);
  });

  it('refuses translations of a bad shape with a 400 naming the field', async () => {
    const { data } = AdminProductWrittenResponse.parse(ok(await create({ title: 'Translation target', price: 100 }), 201));
    const cases: [unknown, string, string][] = [
      [{ fr: { title: 'Plage' } }, 'translations', 'has no language "fr" (only hi, mr)'],
      [{ hi: { title: 42 } }, 'translations.hi.title', 'must be text'],
      [{ mr: { title: 'क'.repeat(201) } }, 'translations.mr.title', 'must be at most 200 characters'],
      [{ mr: { description: 'क'.repeat(20_001) } }, 'translations.mr.description', 'must be at most 20000 characters'],
      [{ hi: { subtitle: 'उप' } }, 'translations.hi', 'has no field "subtitle" (only title, description, tags)'],
      [{ hi: 'केलवा' }, 'translations.hi', 'must be an object'],
      ['केलवा', 'translations', 'must be an object'],
      [{ hi: { tags: 'नाव' } }, 'translations.hi.tags', 'must be a list'],
      [{ hi: { tags: Array.from({ length: 41 }, (_, i) => `शब्द ${i}`) } }, 'translations.hi.tags', 'must list at most 40'],
      [{ hi: { title: 'दो\nपंक्तियाँ' } }, 'translations.hi.title', 'must not contain control characters'],
    ];
    for (const [translations, field, message] of cases) {
      for (const res of [await create({ title: 'Translated', price: 100, translations }), await patch(data._id, { translations })]) {
        expect(res.statusCode, JSON.stringify(translations)).toBe(400);
        expect(res.json(), JSON.stringify(translations)).toMatchObject({
          code: 'BAD_REQUEST',
          message: `Invalid ${field}: ${message}`,
          errors: { [field]: message },
        });
      }
    }
    // A description's lines are its own.
    expect(AdminProductWrittenResponse.parse(ok(await patch(data._id, { translations: { hi: { description: 'एक\n\nदो' } } }))).data.translations).toEqual({
      hi: { description: 'एक\n\nदो' },
    });
  });

  it('makes two photographs of one title sent at once, each with a slug of its own', async () => {
    const [a, b] = await Promise.all([create({ title: 'Twin jetty at Satpati', price: 299 }), create({ title: 'Twin jetty at Satpati', price: 299 })]);
    const slugs = [AdminProductWrittenResponse.parse(ok(a, 201)).data.slug, AdminProductWrittenResponse.parse(ok(b, 201)).data.slug];
    expect(slugs.sort()).toEqual(['twin-jetty-at-satpati', 'twin-jetty-at-satpati-2']);
  });

  it('refuses bad input with a clear 4xx, and never answers 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price: 100 }, 400, 'A title is required.'],
      [{ title: 'ab', price: 100 }, 400, 'must be at least 3 characters'],
      [{ title: 'x'.repeat(121), price: 100 }, 400, 'must be at most 120 characters'],
      [{ title: 'Fine title', price: 0 }, 400, 'must be more than 0'],
      [{ title: 'Fine title', price: -5 }, 400, 'must be more than 0'],
      [{ title: 'Fine title', price: 49.999 }, 400, 'must be an amount in rupees with at most two decimals, e.g. 499 or 499.50'],
      [{ title: 'Fine title', price: '499' }, 400, 'must be an amount in rupees'],
      [{ title: 'Fine title', price: 100, salePrice: 150 }, 400, 'must not be more than the price'],
      [{ title: 'Fine title', price: 100, categories: ['not-an-id'] }, 400, 'must be a category id'],
      [{ title: 'Fine title', price: 100, categories: ['6f1d3c1e-0000-4000-8000-000000000000'] }, 400, CATALOGUE_MESSAGES.categoryNotFound],
      [{ title: 'Fine\u0000title', price: 100 }, 400, 'control characters'],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toContain(message);
    }
    const { data } = AdminProductWrittenResponse.parse(ok(await create({ title: 'Patch target', price: 100 }), 201));
    expect((await patch(data._id, {})).json().message).toContain('Nothing to change');
    expect((await patch(data._id, { salePrice: 200 })).json().message).toBe('Invalid salePrice: must not be more than the price');
    const missing = await patch('6f1d3c1e-0000-4000-8000-000000000000', { price: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CATALOGUE_MESSAGES.productNotFound);
    expect((await adminCall(app, 'GET', 'admin/products?visibility=hidden', { token: admin.token })).statusCode).toBe(400);
  });

  it('an unpublished photograph is no longer for sale: carts, the print cart and the wishlist leave it out and refuse it', async () => {
    const product = await createProduct(db(), { title: 'Withdrawn harbour', price: 349, printPrice: 1299, colours: ['black'] });
    const [black] = await db().select().from(colours).where(eq(colours.name, 'black'));
    const buyer = await createCustomer(app, { name: 'Meera Joshi' });
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(app, method, url, { token: buyer.token, ...(body ? { body } : {}) });
    expect((await as('POST', 'users/addtocart', { productID: product.id })).statusCode).toBe(200);
    expect((await as('PUT', 'product/Wishlist', { prodId: product.id })).statusCode).toBe(200);
    expect((await as('POST', 'user/cart', { productId: product.id, color: black!.id, quantity: 1 })).statusCode).toBe(201);

    ok(await patch(product.id, { published: false }));

    // Already in the carts: not shown, not priced, so never paid for.
    const cart = (await as('GET', 'users/getcart')).json();
    expect(cart.data[0]).toMatchObject({ product: [], totalPrice: 0, totalsalePrice: 0 });
    const pay = await as('POST', 'users/createPayment', {});
    expect(pay.statusCode).toBe(400);
    expect((await as('GET', 'user/cart')).json()).toMatchObject({ cart: [], cartTotal: 0 });
    expect((await as('GET', 'user/wishlist')).json().wishlist).toEqual([]);
    // Added anew: as unknown as a product that never existed.
    expect((await as('POST', 'users/addtocart', { productID: product.id })).statusCode).toBe(404);
    expect((await as('POST', 'user/cart', { productId: product.id, color: black!.id, quantity: 1 })).statusCode).toBe(404);
    const other = await createCustomer(app, { name: 'Kiran Rao' });
    expect((await call(app, 'PUT', 'product/Wishlist', { token: other.token, body: { prodId: product.id } })).statusCode).toBe(404);

    // Nor does it have a page for search engines.
    const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body;
    expect(await sitemap()).not.toContain(product.id);

    // Published again, it is back where it was.
    ok(await patch(product.id, { published: true }));
    expect((await as('GET', 'users/getcart')).json().data[0].totalsalePrice).toBe(349);
    expect(await sitemap()).toContain(product.id);
  });

  it("unpublishing a bought photograph keeps its buyer's downloads working", async () => {
    const original = await createOriginal(db(), app.storage, 2500);
    const product = await createProduct(db(), { title: 'Bought then withdrawn', price: 199, imageIds: [original.image.id] });
    const buyer = await createCustomer(app, { name: 'Asha Patil' });
    const order = await purchase(app, buyer, [product.id]);
    ok(await patch(product.id, { published: false }));
    expect((await storefrontPage(product.id)).statusCode).toBe(404);
    const zip = await call(app, 'POST', `users/downloadzip/${order._id}`, { token: buyer.token });
    expect(zip.statusCode).toBe(200);
    const one = await call(app, 'GET', `users/download/${order._id}/${original.image.id}`, { token: buyer.token });
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.length).toBe(2500);
    // The admin still sees it, with its sale.
    const seen = AdminProductResponse.parse(ok(await adminCall(app, 'GET', `admin/products/${product.id}`, { token: admin.token }))).data;
    expect(seen).toMatchObject({ published: false, title: 'Bought then withdrawn' });
  });
});
