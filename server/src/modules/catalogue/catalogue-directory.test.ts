import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { createTestDatabase } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { CatalogueDirectory } from './catalogue-directory';
import { catalogueRevisionNumber, findHomeProducts, findListingProducts } from './catalogue.repository';

describe('CatalogueDirectory', () => {
  let database: Database;
  let main: { id: string; name: string };
  let second: { id: string; name: string };
  let product: { id: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const picture = await createImage(db);
    main = await createCategory(db, { name: 'Beaches', imageId: picture.id });
    second = await createCategory(db, { name: 'Aerial' });
    product = await createProduct(db, { title: 'Kelva at dusk', categoryIds: [main.id, second.id], colours: ['gold', 'blue'] });
  });
  afterAll(() => database.close());

  it('gives listing cards their main category and tiles every category, main first, as the statements name them', async () => {
    const db = database.db;
    const directory = new CatalogueDirectory(db);
    const revision = await catalogueRevisionNumber(db);
    const [card] = await directory.listingRows(revision, await findListingProducts(db, [product.id]));
    expect(card!.category).toMatchObject({ id: main.id, name: 'Beaches', image: { previewName: expect.any(String) } });
    expect(card).not.toHaveProperty('categoryId');
    const [tile] = await directory.homeRows(revision, await findHomeProducts(db, [product.id]));
    expect(tile!.categories.map((c) => c.name)).toEqual(['Beaches', 'Aerial']);
    expect(tile!.colours.map((c) => c.name)).toEqual(['gold', 'blue']);
    expect(tile).not.toHaveProperty('categoryIds');
    expect(tile).not.toHaveProperty('colourIds');
  });

  it('reads the categories again when a tile names one newer than the revision it keeps, and a rename under a new revision', async () => {
    const db = database.db;
    const directory = new CatalogueDirectory(db);
    const before = await catalogueRevisionNumber(db);
    await directory.listingRows(before, []);
    // A category made and given a product after the revision was read: the kept directory lacks it.
    const fresh = await createCategory(db, { name: 'Monsoon' });
    const late = await createProduct(db, { title: 'Rain over Dahanu', categoryIds: [fresh.id] });
    const [card] = await directory.listingRows(before, await findListingProducts(db, [late.id]));
    expect(card!.category).toMatchObject({ id: fresh.id, name: 'Monsoon' });

    await db.update(categories).set({ name: 'Beaches & Sea' }).where(eq(categories.id, main.id));
    const after = await catalogueRevisionNumber(db);
    expect(after).toBeGreaterThan(before);
    const [renamed] = await directory.listingRows(after, await findListingProducts(db, [product.id]));
    expect(renamed!.category?.name).toBe('Beaches & Sea');
  });
});
