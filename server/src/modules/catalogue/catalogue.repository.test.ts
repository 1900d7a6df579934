import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase } from '../../test/app';
import { createImage, createProduct } from '../../test/catalogue-factories';
import { findProductSummaries } from './catalogue.repository';

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
