import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { categoryAnchors, countProducts, findCategoryPage, findProductSummaries, listProductIds, type ProductFilter } from './catalogue.repository';

describe('findProductSummaries', () => {
  let database: Database;
  let pack: { id: string };
  let bare: { id: string };
  let sale: { id: string };
  let coverId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    // The cover is first by position, here the picture with the greater id.
    const pictures = [(await createImage(db)).id, (await createImage(db)).id].sort().reverse();
    coverId = pictures[0]!;
    pack = await createProduct(db, { title: 'Bandra pack', price: 1200, imageIds: pictures });
    bare = await createProduct(db, { title: 'No picture yet', price: 499, imageIds: [] });
    sale = await createProduct(db, { title: 'On sale', price: 999, salePrice: 749 });
  });
  afterAll(() => database.close());

  it('answers in the order asked, skipping unknown ids, with paise and the first picture as cover', async () => {
    const rows = await findProductSummaries(database.db, [sale.id, randomUUID(), pack.id, bare.id]);
    expect(rows.map((r) => r.id)).toEqual([sale.id, pack.id, bare.id]);
    expect(rows[0]).toMatchObject({ title: 'On sale', pricePaise: 99_900, salePricePaise: 74_900 });
    expect(rows[1]).toMatchObject({ title: 'Bandra pack', pricePaise: 120_000, salePricePaise: null });
    expect(rows[1]!.cover).toMatchObject({ id: coverId, previewName: expect.any(String), thumbWidth: expect.any(Number) });
    expect(rows[2]!.cover).toBeNull();
    expect(await findProductSummaries(database.db, [])).toEqual([]);
  });

  it('works inside a transaction', async () => {
    const rows = await withTransaction(database.db, (tx) => findProductSummaries(tx, [bare.id, pack.id]));
    expect(rows.map((r) => r.title)).toEqual(['No picture yet', 'Bandra pack']);
  });
});

describe('category pages from anchors', () => {
  let database: Database;
  let categoryId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    categoryId = (await createCategory(db)).id;
    const other = (await createCategory(db)).id;
    // Thirteen products, some added in the same microsecond (the id breaks the tie), and a few in another category.
    const base = Date.parse('2026-10-01T10:00:00Z');
    for (let i = 0; i < 13; i++) {
      const createdAt = new Date(base + Math.floor(i / 3) * 60_000);
      await createProduct(db, { title: `Photo ${i}`, price: 200 + i * 10, categoryIds: [categoryId], createdAt, tags: i % 2 === 0 ? ['sea'] : ['hills'] });
    }
    for (let i = 0; i < 3; i++) await createProduct(db, { title: `Elsewhere ${i}`, categoryIds: [other] });
  });
  afterAll(() => database.close());

  /** The page the way the shop reads it: after the anchor before it, skipping what remains of the offset (catalogue.service.ts). */
  async function fromAnchors(filter: ProductFilter & { categoryId: string }, every: number, offset: number, limit: number) {
    const index = await categoryAnchors(database.db, filter, every);
    const passed = Math.floor(offset / every);
    if (passed > index.anchors.length) return [];
    const after = passed > 0 ? index.anchors[passed - 1] : undefined;
    const rows = await findCategoryPage(database.db, filter, { limit, skip: offset - passed * every, after });
    return rows.map((r) => r.id);
  }

  const filters: [string, ProductFilter][] = [
    ['the whole category', {}],
    ['with a price range (a condition on the product row)', { minPaise: 25_000, maxPaise: 29_000 }],
    ['with a tag and a lowest price', { tags: ['sea'], minPaise: 22_000 }],
  ];
  for (const [name, filter] of filters) {
    it(`gives every page the products plain offset paging over the products gives, and the same total: ${name}`, async () => {
      const f = { categoryId, ...filter };
      const total = await countProducts(database.db, f);
      expect(total).toBeGreaterThan(3);
      for (const every of [1, 3, 4, 5]) {
        const index = await categoryAnchors(database.db, f, every);
        expect(index.total).toBe(total);
        expect(index.anchors).toHaveLength(Math.floor(total / every));
        for (let offset = 0; offset <= total + 2; offset++) {
          const plain = await listProductIds(database.db, f, '-createdAt', { limit: 4, offset });
          expect(await fromAnchors(f, every, offset, 4), `every ${every}, offset ${offset}`).toEqual(plain);
        }
      }
    });
  }

  it('knows an empty category has nothing', async () => {
    const empty = (await createCategory(database.db)).id;
    expect(await categoryAnchors(database.db, { categoryId: empty }, 3)).toEqual({ total: 0, every: 3, anchors: [] });
  });
});
