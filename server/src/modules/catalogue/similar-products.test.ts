import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimilarProductsResponse } from '@chitra/contract/catalogue';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createProduct } from '../../test/catalogue-factories';

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);

describe('GET product/{id}/similar', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const cats: Record<string, string> = {};

  const get = async (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}` });
  const similar = async (id: string) => {
    const res = await get(`product/${id}/similar`);
    expect(res.statusCode, res.body).toBe(200);
    return SimilarProductsResponse.parse(res.json()).data;
  };
  const titles = async (id: string) => (await similar(id)).map((p) => p.title);

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    cats.coast = (await createCategory(db, { name: 'Coast' })).id;
    cats.cities = (await createCategory(db, { name: 'Cities' })).id;
    cats.hills = (await createCategory(db, { name: 'Hills' })).id;
    const product = async (key: string, title: string, categoryId: string, tags: string[], age: number) => {
      ids[key] = (await createProduct(db, { title, categoryIds: [categoryId], tags, createdAt: daysAgo(age) })).id;
    };
    await product('self', 'Kelva at dusk', cats.coast, ['sunset', 'beach', 'sea'], 10);
    await product('coastNoTags', 'Coast, no tags', cats.coast, [], 1);
    await product('coastOneTag', 'Coast, one tag', cats.coast, ['sunset'], 3);
    await product('coastTwoTags', 'Coast, two tags', cats.coast, ['beach', 'sunset', 'rocks'], 5);
    await product('cityThreeTags', 'City, three tags', cats.cities, ['sea', 'sunset', 'beach'], 7);
    await product('cityOneTag', 'City, one tag', cats.cities, ['beach'], 2);
    await product('cityNothing', 'City, nothing shared', cats.cities, ['night'], 0);
    await product('lonely', 'Hills, alone', cats.hills, ['fog'], 4);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the products sharing a category or a tag, best first: same category, then more shared tags, then newest; never the product itself', async () => {
    expect(await titles(ids.self!)).toEqual(['Coast, two tags', 'Coast, one tag', 'Coast, no tags', 'City, three tags', 'City, one tag']);
    const [first] = await similar(ids.self!);
    // The shop's listing card: its picture, prices and category.
    expect(first).toMatchObject({ _id: ids.coastTwoTags, catogeryname: 'Coast', price: 499, salePrice: 499, tags: ['beach', 'sunset', 'rocks'] });
    expect(first?.images).toHaveLength(1);
  });

  it('answers an empty list for a product alike to nothing', async () => {
    expect(await similar(ids.lonely!)).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(`product/${randomUUID()}/similar`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    const bad = await get('product/not-a-product/similar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(bad.json().errors).toHaveProperty('id');
  });

  it('leaves out unpublished and deleted products, and answers 404 for an unpublished one', async () => {
    const db = app.database.db;
    expect(await titles(ids.self!)).toContain('Coast, one tag');
    await db.update(products).set({ published: false }).where(eq(products.id, ids.coastOneTag!));
    await db.execute(sql`delete from products where id = ${ids.cityOneTag!}`);
    expect(await titles(ids.self!)).toEqual(['Coast, two tags', 'Coast, no tags', 'City, three tags']);
    expect((await get(`product/${ids.coastOneTag!}/similar`)).statusCode).toBe(404);

    await db.update(products).set({ published: true }).where(eq(products.id, ids.coastOneTag!));
    expect(await titles(ids.self!)).toEqual(['Coast, two tags', 'Coast, one tag', 'Coast, no tags', 'City, three tags']);
  });

  it('gives eight at most, the best eight, even when a category holds many newer products sharing no tag', async () => {
    const db = app.database.db;
    for (let n = 1; n <= 10; n += 1) {
      await createProduct(db, { title: `Coast, new ${n}`, categoryIds: [cats.coast], tags: [], createdAt: new Date(now - n * 60_000) });
    }
    expect(await titles(ids.self!)).toEqual([
      'Coast, two tags',
      'Coast, one tag',
      'Coast, new 1',
      'Coast, new 2',
      'Coast, new 3',
      'Coast, new 4',
      'Coast, new 5',
      'Coast, new 6',
    ]);
  });
});
