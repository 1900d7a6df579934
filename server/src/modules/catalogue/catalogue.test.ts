import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllCategoryResponse, BannersResponse, ProductListResponse, ProductResponse, TopTwentyResponse } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { categories, products } from '../../db/schema/catalogue';
import { call, createCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { UNTRACKED_MAX_AGE_MS } from './cached-answers';

const DAY = 86_400_000;
const now = Date.now();

describe('catalogue API', () => {
  let app: TestApp;
  const clock = testClock();
  const ids: Record<string, string> = {};
  const cats: Record<string, string> = {};

  const get = async (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}` });
  const list = async (query = '') => {
    const res = await get(`product/allproduct${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ProductListResponse.parse(res.json());
  };
  const titles = (body: { users: { title: string }[] }) => body.users.map((u) => u.title);

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    const db = app.database.db;
    cats.beaches = (await createCategory(db, { name: 'Beaches & Sea', sortOrder: 1 })).id;
    cats.cities = (await createCategory(db, { name: 'City Lights', sortOrder: 0 })).id;
    cats.empty = (await createCategory(db, { name: 'Empty', sortOrder: 2, imageId: null })).id;
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    ids.kelva = (
      await createProduct(db, {
        title: 'Kelva Beach at golden hour',
        price: 699,
        tags: ['beach', 'sunset'],
        categoryIds: [cats.beaches],
        createdAt: at(6),
        totalRating: 4.5,
        ratingsCount: 10,
        salesCount: 50,
      })
    ).id;
    ids.dahanu = (
      await createProduct(db, {
        title: 'Dahanu sunrise',
        price: 499.5,
        tags: ['sunrise'],
        categoryIds: [cats.beaches],
        createdAt: at(5),
        totalRating: 4.9,
        ratingsCount: 3,
        salesCount: 10,
      })
    ).id;
    ids.mumbai = (
      await createProduct(db, {
        title: 'Mumbai skyline at dusk',
        price: 999,
        salePrice: 799,
        tags: ['city'],
        categoryIds: [cats.cities],
        createdAt: at(4),
        totalRating: 3,
        ratingsCount: 5,
        salesCount: 50,
      })
    ).id;
    ids.alibaug = (
      await createProduct(db, {
        title: 'Alibaug tide pools',
        price: 499.49,
        tags: ['beach'],
        categoryIds: [cats.beaches],
        createdAt: at(3),
        totalRating: 4.9,
        ratingsCount: 8,
      })
    ).id;
    const pack = [await createImage(db, { width: 2400, height: 1600 }), await createImage(db, { width: 1600, height: 2400 })];
    ids.bandra = (
      await createProduct(db, {
        title: 'Bandra sea link pack',
        price: 1200,
        printPrice: 1499,
        tags: ['city', 'sea'],
        keywords: ['Bandra', 'Worli'],
        colours: ['blue', 'gold'],
        categoryIds: [cats.cities, cats.beaches],
        imageIds: pack.map((i) => i.id),
        createdAt: at(1),
      })
    ).id;
    ids.zebra = (
      await createProduct(db, { title: 'Zebra crossing, Thane', price: 199, categoryIds: [cats.cities], createdAt: at(2), salesCount: 50, totalRating: 3 })
    ).id;
  });

  afterAll(() => app.close());

  describe('GET product/allcategory', () => {
    it('lists the categories in shop order with both spellings of the name and a tile picture', async () => {
      const res = await get('product/allcategory');
      expect(res.statusCode).toBe(200);
      const body = AllCategoryResponse.parse(res.json());
      expect(body.data.category.map((c) => c.catogeryname)).toEqual(['City Lights', 'Beaches & Sea', 'Empty']);
      const [city, , empty] = body.data.category;
      expect(city).toMatchObject({ _id: cats.cities, catogeryname: 'City Lights', categoryname: 'City Lights' });
      expect(city!.publicUrl).toMatch(/^\/media\/.+\.jpg$/);
      expect(city!.cover).toMatchObject({ width: 1600, height: 1067, thumbnail: { width: 400, height: 267 } });
      expect(empty).toMatchObject({ publicUrl: '', cover: null });
    });
  });

  describe('GET product/allproduct', () => {
    it('pages newest first by default, with the total and the listing shape', async () => {
      const body = await list();
      expect(body).toMatchObject({ success: true, total: 6, page: 1, limit: 20 });
      expect(titles(body)).toEqual([
        'Bandra sea link pack',
        'Zebra crossing, Thane',
        'Alibaug tide pools',
        'Mumbai skyline at dusk',
        'Dahanu sunrise',
        'Kelva Beach at golden hour',
      ]);
      const mumbai = body.users.find((u) => u._id === ids.mumbai)!;
      expect(mumbai).toMatchObject({
        price: 999,
        salePrice: 799,
        brand: 'Test Studio',
        tags: ['city'],
        catogeryname: 'City Lights',
        categoryID: { _id: cats.cities, catogeryname: 'City Lights' },
        totalrating: 3,
        ratingsCount: 5,
      });
      expect(mumbai.url).toBe(mumbai.images[0]!.url);
      expect(mumbai.images[0]).toMatchObject({ width: 1600, height: 1067, alt: 'Mumbai skyline at dusk' });
      expect(mumbai.images[0]!.webp).toMatch(/\.webp$/);
      const dahanu = body.users.find((u) => u._id === ids.dahanu)!;
      // Not on sale: salePrice is what the buyer pays, the price itself.
      expect(dahanu).toMatchObject({ price: 499.5, salePrice: 499.5 });
    });

    it('lists every picture of a pack, cover first, and its main category', async () => {
      const bandra = (await list()).users.find((u) => u._id === ids.bandra)!;
      expect(bandra.images.map((i) => [i.width, i.height])).toEqual([
        [1600, 1067],
        [1600, 1067],
      ]);
      expect(bandra.categoryID?._id).toBe(cats.cities);
    });

    it('pages with limit, and answers a page past the end with an empty list and the right total', async () => {
      expect(titles(await list('?limit=4&page=1'))).toHaveLength(4);
      const second = await list('?limit=4&page=2');
      expect(second).toMatchObject({ total: 6, page: 2, limit: 4 });
      expect(titles(second)).toEqual(['Dahanu sunrise', 'Kelva Beach at golden hour']);
      const past = await list('?limit=4&page=3');
      expect(past).toMatchObject({ users: [], total: 6, page: 3 });
      const far = await list('?page=999');
      expect(far).toMatchObject({ users: [], total: 6 });
    });

    it('accepts limit 100 and refuses 101, 0, negative and non-numeric paging with per-field errors', async () => {
      expect((await list('?limit=100')).limit).toBe(100);
      for (const [query, field] of [
        ['?limit=101', 'limit'],
        ['?limit=0', 'limit'],
        ['?limit=abc', 'limit'],
        ['?page=0', 'page'],
        ['?page=-1', 'page'],
        ['?page=1.5', 'page'],
        ['?page=', 'page'],
      ] as const) {
        const res = await get(`product/allproduct${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
        expect(Object.keys(res.json().errors), query).toContain(field);
      }
    });

    it('sorts by every key, breaking ties the same way on every page', async () => {
      expect(titles(await list('?sort=price'))).toEqual([
        'Zebra crossing, Thane', // 199
        'Alibaug tide pools', // 499.49
        'Dahanu sunrise', // 499.50
        'Kelva Beach at golden hour', // 699
        'Mumbai skyline at dusk', // 799 on sale (999)
        'Bandra sea link pack', // 1200
      ]);
      expect(titles(await list('?sort=-price'))).toEqual([
        'Bandra sea link pack',
        'Mumbai skyline at dusk',
        'Kelva Beach at golden hour',
        'Dahanu sunrise',
        'Alibaug tide pools',
        'Zebra crossing, Thane',
      ]);
      expect(titles(await list('?sort=title'))).toEqual([
        'Alibaug tide pools',
        'Bandra sea link pack',
        'Dahanu sunrise',
        'Kelva Beach at golden hour',
        'Mumbai skyline at dusk',
        'Zebra crossing, Thane',
      ]);
      expect(titles(await list('?sort=-createdAt'))[0]).toBe('Bandra sea link pack');
      const byRating = titles(await list('?sort=-rating'));
      // 4.9 with 8 ratings, 4.9 with 3, 4.5, then 3.0 with 5 before 3.0 with none, unrated last.
      expect(byRating.slice(0, 3)).toEqual(['Alibaug tide pools', 'Dahanu sunrise', 'Kelva Beach at golden hour']);
      expect(byRating.slice(3, 5)).toEqual(['Mumbai skyline at dusk', 'Zebra crossing, Thane']);
      expect(byRating[5]).toBe('Bandra sea link pack');
      // Pages of a sort join up exactly.
      const paged = [...titles(await list('?sort=price&limit=4')), ...titles(await list('?sort=price&limit=4&page=2'))];
      expect(paged).toEqual(titles(await list('?sort=price')));
    });

    it('refuses an unknown sort key', async () => {
      const res = await get('product/allproduct?sort=popularity');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('sort');
    });

    it('filters by price in rupees, to the paisa, on what the buyer pays', async () => {
      expect(titles(await list('?price[gte]=499.5&sort=price'))).toEqual([
        'Dahanu sunrise',
        'Kelva Beach at golden hour',
        'Mumbai skyline at dusk',
        'Bandra sea link pack',
      ]);
      expect(titles(await list('?price[lte]=499.49&sort=price'))).toEqual(['Zebra crossing, Thane', 'Alibaug tide pools']);
      expect(titles(await list('?price[gte]=499.49&price[lte]=499.50&sort=price'))).toEqual(['Alibaug tide pools', 'Dahanu sunrise']);
      // ₹999 on sale for ₹799: found under ₹800.
      expect(titles(await list('?price[gte]=700&price[lte]=800'))).toEqual(['Mumbai skyline at dusk']);
      expect((await list('?price[gte]=100000')).total).toBe(0);
    });

    it('refuses a price that is not a rupee amount, and a range upside down', async () => {
      for (const [query, field] of [
        ['?price[gte]=abc', 'price[gte]'],
        ['?price[lte]=-5', 'price[lte]'],
        ['?price[gte]=1.234', 'price[gte]'],
        ['?price[gte]=', 'price[gte]'],
        ['?price[gte]=900&price[lte]=100', 'price[lte]'],
      ] as const) {
        const res = await get(`product/allproduct${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(res.json().errors), query).toContain(field);
      }
    });

    it('filters by any of the comma-listed tags, whatever their case', async () => {
      expect(titles(await list('?tags=sunset'))).toEqual(['Kelva Beach at golden hour']);
      expect(titles(await list('?tags=city,sunrise&sort=title'))).toEqual(['Bandra sea link pack', 'Dahanu sunrise', 'Mumbai skyline at dusk']);
      expect(titles(await list('?tags=CITY&sort=title'))).toEqual(['Bandra sea link pack', 'Mumbai skyline at dusk']);
      expect((await list('?tags=nothing-like-it')).total).toBe(0);
      expect((await list('?tags=,')).total).toBe(6);
    });

    it('filters by category id, and refuses a malformed one', async () => {
      expect(titles(await list(`?category=${cats.cities}&sort=title`))).toEqual(['Bandra sea link pack', 'Mumbai skyline at dusk', 'Zebra crossing, Thane']);
      expect(await list(`?category=${randomUUID()}`)).toMatchObject({ users: [], total: 0 });
      const res = await get('product/allproduct?category=not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('category');
    });

    it('combines filters, sort and paging', async () => {
      const body = await list(`?category=${cats.beaches}&tags=beach,sunrise&price[lte]=700&sort=-price&limit=2`);
      expect(body.total).toBe(3);
      expect(titles(body)).toEqual(['Kelva Beach at golden hour', 'Dahanu sunrise']);
    });

    it('counts a product added later (totals are cached per catalogue revision)', async () => {
      const before = (await list('?limit=1&tags=city')).total;
      const extra = await createProduct(app.database.db, { title: 'Worli fort at night', tags: ['city'], categoryIds: [cats.cities] });
      expect((await list('?limit=1&tags=city')).total).toBe(before + 1);
      await app.database.db.execute(sql`delete from products where id = ${extra.id}`);
      expect((await list('?limit=1&tags=city')).total).toBe(before);
    });
  });

  describe('GET product/allproduct/{CatId}', () => {
    it('lists one category newest first, with the same shape and paging', async () => {
      const res = await get(`product/allproduct/${cats.cities}?page=1&limit=20`);
      expect(res.statusCode).toBe(200);
      const body = ProductListResponse.parse(res.json());
      expect(body.total).toBe(3);
      expect(titles(body)).toEqual(['Bandra sea link pack', 'Zebra crossing, Thane', 'Mumbai skyline at dusk']);
      const page2 = ProductListResponse.parse((await get(`product/allproduct/${cats.cities}?limit=2&page=2`)).json());
      expect(titles(page2)).toEqual(['Mumbai skyline at dusk']);
      const past = ProductListResponse.parse((await get(`product/allproduct/${cats.cities}?limit=2&page=5`)).json());
      expect(past).toMatchObject({ users: [], total: 3 });
    });

    it('answers an empty category with an empty list', async () => {
      const res = await get(`product/allproduct/${cats.empty}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ users: [], total: 0 });
    });

    it('answers 404 for an unknown category and 400 for a malformed id', async () => {
      const unknown = await get(`product/allproduct/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      for (const bad of ['abc', '1', `${randomUUID()}x`, "1'%20or%20'1'='1"]) {
        const res = await get(`product/allproduct/${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().errors).toHaveProperty('CatId');
      }
      expect((await get(`product/allproduct/${cats.cities}?limit=101`)).statusCode).toBe(400);
    });
  });

  describe('GET product/getproduct/{id}', () => {
    it('answers the product with every picture, prices in rupees and the spec message', async () => {
      const res = await get(`product/getproduct/${ids.bandra}`);
      expect(res.statusCode).toBe(200);
      const body = ProductResponse.parse(res.json());
      expect(body).toMatchObject({ success: true, message: MESSAGES.productFetched, _id: ids.bandra });
      expect(body.product).toMatchObject({
        _id: ids.bandra,
        title: 'Bandra sea link pack',
        name: 'Bandra sea link pack',
        price: 1200,
        salePrice: 1200,
        printPrice: 1499,
        brand: 'Test Studio',
        tags: ['city', 'sea'],
        keyword: [{ name: 'Bandra' }, { name: 'Worli' }],
        totalrating: 0,
        ratingsCount: 0,
        ratings: [],
      });
      expect(body.product.color.map((c) => c.name)).toEqual(['blue', 'gold']);
      expect(body.product.color[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.product.category.map((c) => c._id)).toEqual([cats.cities, cats.beaches]);
      expect(body.product.category[0]).toMatchObject({ catogeryname: 'City Lights', categoryname: 'City Lights' });
      expect(body.childProduct).toHaveLength(2);
      for (const child of body.childProduct) {
        expect(child.url).toMatch(/^\/media\//);
        expect(child.width).toBeGreaterThan(0);
        expect(child.height).toBeGreaterThan(0);
      }
      expect(body.product.url).toBe(body.childProduct[0]!.url);
      // The product's pictures are the same, each with what its original holds.
      expect(body.product.images.map(({ original: _original, ...image }) => image)).toEqual(body.childProduct);
      expect(body.product.images.map((image) => image.original)).toEqual([
        { width: 2400, height: 1600, bytes: 1000 },
        { width: 1600, height: 2400, bytes: 1000 },
      ]);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await get(`product/getproduct/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
      const bad = await get('product/getproduct/not-a-product');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
    });
  });

  describe('GET product/toptwentyproduct', () => {
    it('lists at most twenty, by sales, then rating, then newest', async () => {
      const res = await get('product/toptwentyproduct');
      expect(res.statusCode).toBe(200);
      const body = TopTwentyResponse.parse(res.json());
      expect(body.data.map((p) => p.title)).toEqual([
        'Kelva Beach at golden hour', // 50 sales, 4.5
        'Zebra crossing, Thane', // 50 sales, 3.0, newer
        'Mumbai skyline at dusk', // 50 sales, 3.0, older
        'Dahanu sunrise', // 10 sales
        'Alibaug tide pools', // no sales, 4.9
        'Bandra sea link pack', // no sales, unrated
      ]);
      const mumbai = body.data[2]!;
      expect(mumbai).toMatchObject({ price: 999, salePrice: 799, category: [{ _id: cats.cities, catogeryname: 'City Lights' }] });
      expect(mumbai.imagelink).toBe(mumbai.url);
      expect(mumbai.cover?.url).toBe(mumbai.url);
    });

    it('never lists more than twenty', async () => {
      const fresh = await createTestApp();
      try {
        const category = await createCategory(fresh.database.db);
        const image = await createImage(fresh.database.db);
        for (let i = 0; i < 23; i++) {
          await createProduct(fresh.database.db, { categoryIds: [category.id], imageIds: [image.id], salesCount: i });
        }
        const body = TopTwentyResponse.parse((await fresh.inject({ method: 'GET', url: '/api/v1/product/toptwentyproduct' })).json());
        expect(body.data).toHaveLength(20);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('answers kept per catalogue revision', () => {
    it('change as soon as the catalogue does', async () => {
      const db = app.database.db;
      const read = async () => ProductResponse.parse((await get(`product/getproduct/${ids.dahanu}`)).json()).product;
      expect((await read()).title).toBe('Dahanu sunrise');
      await db.update(products).set({ title: 'Dahanu sunrise, January' }).where(eq(products.id, ids.dahanu));
      expect((await read()).title).toBe('Dahanu sunrise, January');
      await db.update(products).set({ totalRating: 2.5, ratingsCount: 4 }).where(eq(products.id, ids.dahanu));
      const card = (await list()).users.find((u) => u._id === ids.dahanu)!;
      expect(card).toMatchObject({ title: 'Dahanu sunrise, January', totalrating: 2.5, ratingsCount: 4 });
      await db.update(products).set({ title: 'Dahanu sunrise', totalRating: 4.9, ratingsCount: 3 }).where(eq(products.id, ids.dahanu));
    });

    it('reorder the popular list after a sale once the list is a minute old, and follow an edit at once', async () => {
      const db = app.database.db;
      const top = async () => TopTwentyResponse.parse((await get('product/toptwentyproduct')).json()).data.map((p) => p.title);
      const pastMaxAge = () => clock.advanceSeconds(UNTRACKED_MAX_AGE_MS / 1000 + 1);
      expect((await top())[0]).toBe('Kelva Beach at golden hour');
      // A sale does not move the catalogue revision (db/functions/chitra_products_updated.sql): the list is kept by time.
      await db.update(products).set({ salesCount: 51 }).where(eq(products.id, ids.bandra));
      clock.advanceSeconds(UNTRACKED_MAX_AGE_MS / 1000 - 1);
      expect((await top())[0]).toBe('Kelva Beach at golden hour');
      pastMaxAge();
      expect((await top())[0]).toBe('Bandra sea link pack');
      // An edit moves the revision: shown however young the list is.
      await db.update(products).set({ title: 'Bandra sea link, pack of two' }).where(eq(products.id, ids.bandra));
      expect((await top())[0]).toBe('Bandra sea link, pack of two');
      await db.update(products).set({ title: 'Bandra sea link pack', salesCount: 0 }).where(eq(products.id, ids.bandra));
      expect((await top())[0]).toBe('Kelva Beach at golden hour');
    });

    it('list the ratings on the product page, and follow a changed comment', async () => {
      const customer = await createCustomer(app, { name: 'Priya Shah' });
      const rate = (body: object) => call(app, 'PUT', 'product/rating', { token: customer.token, body, ip: customer.ip });
      const read = async () => ProductResponse.parse((await get(`product/getproduct/${ids.zebra}`)).json()).product;
      expect((await read()).ratings).toEqual([]);
      expect((await rate({ prodId: ids.zebra, star: 4, comment: 'Lovely light.' })).statusCode).toBe(200);
      const rated = await read();
      expect(rated.ratings).toEqual([
        { star: 4, comment: 'Lovely light.', name: 'Priya S.', verified: false, verifiedPurchase: false, createdAt: expect.any(String) },
      ]);
      expect(rated).toMatchObject({ totalrating: 4, ratingsCount: 1 });
      // Same star, new words: the product's summary does not move, the page still must.
      expect((await rate({ prodId: ids.zebra, star: 4, comment: 'Lovely light, sharp print.' })).statusCode).toBe(200);
      expect((await read()).ratings[0]!.comment).toBe('Lovely light, sharp print.');
    });

    it('follow a category renamed or given another picture', async () => {
      const db = app.database.db;
      await db.update(categories).set({ name: 'Cities at Night' }).where(eq(categories.id, cats.cities));
      const names = AllCategoryResponse.parse((await get('product/allcategory')).json()).data.category.map((c) => c.catogeryname);
      expect(names).toContain('Cities at Night');
      expect((await list(`?category=${cats.cities}&limit=1`)).users[0]!.catogeryname).toBe('Cities at Night');
      await db.update(categories).set({ name: 'City Lights' }).where(eq(categories.id, cats.cities));
    });
  });

  describe('GET home/banners', () => {
    it('answers an empty carousel and no logo before any import', async () => {
      const res = await get('home/banners');
      expect(res.statusCode).toBe(200);
      expect(BannersResponse.parse(res.json())).toEqual({ success: true, data: [], logo: null });
    });
  });

  it('documents every catalogue route in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/product/allcategory',
      '/api/v1/product/toptwentyproduct',
      '/api/v1/product/allproduct',
      '/api/v1/product/allproduct/{CatId}',
      '/api/v1/product/getproduct/{id}',
      '/api/v1/product/search',
      '/api/v1/blog',
      '/api/v1/blog/{id}',
      '/api/v1/home/banners',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
