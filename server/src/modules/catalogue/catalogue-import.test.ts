import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BannersResponse, ProductListResponse, ProductResponse } from '@chitra/contract/catalogue';
import { blogPosts, categories, images, productCategories, productImages, products, searchPostings, siteAssets } from '../../db/schema/catalogue';
import { createAssetStorage } from '../../platform/storage/asset-storage';
import { createTestApp, type TestApp } from '../../test/app';
import { tinyJpeg } from '../../test/catalogue-factories';
import { importCatalogue, type ImportOptions } from './catalogue-import';
import { ManifestError } from './manifest';

const COLOURS = ['#e2703a', '#2b1055', '#0b3954', '#40916c', '#f9c74f', '#7e2553', '#5fa8d3', '#22223b'];

async function writeImages(folder: string, names: string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    writeFileSync(join(folder, name), await tinyJpeg({ width: 480, height: 320, from: COLOURS[i % COLOURS.length], to: COLOURS[(i + 3) % COLOURS.length] }));
  }
}

const manifest = {
  categories: [
    {
      name: 'Beaches & Sea',
      description: 'The coast.',
      translations: { hi: { name: 'समुद्र तट और सागर', description: 'तटरेखा।' }, mr: { name: 'किनारे आणि समुद्र', description: '' } },
    },
    { name: 'Monsoon', image: 'rain.jpg' },
  ],
  products: [
    {
      title: 'Kelva Beach at golden hour',
      description: 'Low sun at Kelva.',
      price: 699,
      salePrice: 549.5,
      printPrice: 1499,
      category: 'Beaches & Sea',
      tags: ['Beach', 'sunset'],
      keywords: ['Kelva'],
      colours: ['orange', 'blue'],
      files: ['kelva.jpg'],
      translations: {
        hi: { title: 'सुनहरे समय में केलवा तट', description: 'केलवा पर ढलता सूरज।', tags: ['तट', 'सूर्यास्त'] },
        mr: { title: 'सोनेरी वेळी केळवा किनारा', tags: ['किनारा'] },
      },
    },
    {
      title: 'Konkan Coast Collection',
      price: '1999.00',
      category: ['Beaches & Sea', 'Monsoon'],
      tags: 'pack|beach',
      files: ['kelva.jpg', 'bordi.jpg', 'tarkarli.jpg'],
    },
    {
      title: 'Monsoon over Kelva',
      slug: 'monsoon-kelva',
      price: 499,
      category: 'Monsoon',
      files: 'rain.jpg',
      title_mr: 'केळव्यावर पावसाळा',
      tags_hi: 'बारिश|मानसून',
    },
    { title: 'City lights', price: 299, category: 'City', files: ['city.jpg'] },
  ],
  banners: [
    { file: 'banner-1.jpg', alt: 'The coast at dusk' },
    { file: 'banner-2.jpg', alt: 'Hills' },
  ],
  logo: { file: 'logo.png', alt: 'Test Studio' },
  posts: [
    {
      title: 'Chasing the monsoon',
      body: 'First paragraph.\n\nSecond.',
      author: 'Aarti Patil',
      image: 'rain.jpg',
      publishedAt: '2025-07-01T10:00:00Z',
      translations: { mr: { title: 'पावसाचा पाठलाग', excerpt: 'पहिला परिच्छेद.', body: 'पहिला परिच्छेद.\n\nदुसरा.' } },
    },
    { title: 'How we print', body: 'We print on cotton rag.' },
  ],
};

const FILES = ['kelva.jpg', 'bordi.jpg', 'tarkarli.jpg', 'rain.jpg', 'city.jpg', 'banner-1.jpg', 'banner-2.jpg'];

describe('importCatalogue', () => {
  let app: TestApp;
  let folder: string;
  let options: ImportOptions;

  const tableCounts = async () => {
    const db = app.database.db;
    const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    return {
      products: await n(products),
      categories: await n(categories),
      images: await n(images),
      productImages: await n(productImages),
      productCategories: await n(productCategories),
      posts: await n(blogPosts),
      assets: await n(siteAssets),
      postings: await n(searchPostings),
    };
  };
  const stamps = async () => {
    const db = app.database.db;
    return {
      products: await db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.slug)),
      categories: await db.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).orderBy(asc(categories.slug)),
      posts: await db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).orderBy(asc(blogPosts.slug)),
    };
  };
  const mediaFiles = () => readdirSync(join(app.config.dataDir, 'media')).sort();
  /** Hindi and Marathi as stored, by slug (those with none left out). */
  const translationsOf = async () => {
    const db = app.database.db;
    const bySlug = (rows: { slug: string; translations: object }[]) =>
      Object.fromEntries(rows.filter((r) => Object.keys(r.translations).length > 0).map((r) => [r.slug, r.translations]));
    return {
      products: bySlug(await db.select({ slug: products.slug, translations: products.translations }).from(products)),
      categories: bySlug(await db.select({ slug: categories.slug, translations: categories.translations }).from(categories)),
      posts: bySlug(await db.select({ slug: blogPosts.slug, translations: blogPosts.translations }).from(blogPosts)),
    };
  };
  /** The translations the shared manifest imports. */
  const IMPORTED_TRANSLATIONS = {
    products: {
      'kelva-beach-at-golden-hour': {
        hi: { title: 'सुनहरे समय में केलवा तट', description: 'केलवा पर ढलता सूरज।', tags: ['तट', 'सूर्यास्त'] },
        mr: { title: 'सोनेरी वेळी केळवा किनारा', tags: ['किनारा'] },
      },
      'monsoon-kelva': { mr: { title: 'केळव्यावर पावसाळा' }, hi: { tags: ['बारिश', 'मानसून'] } },
    },
    // The empty Marathi description is none.
    categories: { 'beaches-and-sea': { hi: { name: 'समुद्र तट और सागर', description: 'तटरेखा।' }, mr: { name: 'किनारे आणि समुद्र' } } },
    posts: { 'chasing-the-monsoon': { mr: { title: 'पावसाचा पाठलाग', excerpt: 'पहिला परिच्छेद.', body: 'पहिला परिच्छेद.\n\nदुसरा.' } } },
  };
  /** A copy of the import folder with `manifest` as its manifest.json; removed by the caller. */
  const folderWith = (changed: object) => {
    const second = mkdtempSync(join(tmpdir(), 'chitra-import-'));
    for (const f of [...FILES, 'logo.png']) writeFileSync(join(second, f), readFileSync(join(folder, f)));
    writeFileSync(join(second, 'manifest.json'), JSON.stringify(changed));
    return second;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'chitra-import-'));
    await writeImages(folder, FILES);
    await sharp({ create: { width: 640, height: 160, channels: 4, background: { r: 43, g: 16, b: 85, alpha: 0.8 } } })
      .png()
      .toFile(join(folder, 'logo.png'));
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
  });

  beforeEach(async () => {
    app = await createTestApp();
    options = { db: app.database.db, storage: await createAssetStorage(app.config), shopName: 'Test Studio', concurrency: 2 };
  });

  afterEach(() => app.close());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('imports products, packs, categories, pictures, banners, logo and posts from manifest.json', async () => {
    const summary = await importCatalogue(folder, options);
    expect(summary).toEqual({
      manifest: 'manifest.json',
      products: { created: 4, updated: 0, unchanged: 0 },
      categories: { created: 3, updated: 0, unchanged: 0 },
      posts: { created: 2, updated: 0, unchanged: 0 },
      // kelva.jpg is in a single and in the pack, and rain.jpg is also a category and post picture: stored once each.
      images: { processed: 8, reused: 0 },
      banners: 'replaced',
      logo: 'replaced',
    });
    expect(await tableCounts()).toMatchObject({ products: 4, categories: 3, images: 8, productImages: 6, productCategories: 5, posts: 2, assets: 3 });

    const listing = ProductListResponse.parse((await app.inject({ method: 'GET', url: '/api/v1/product/allproduct?sort=title' })).json());
    const pack = listing.users.find((u) => u.title === 'Konkan Coast Collection')!;
    expect(pack).toMatchObject({ price: 1999, salePrice: 1999, brand: 'Test Studio', tags: ['pack', 'beach'], catogeryname: 'Beaches & Sea' });
    expect(pack.images).toHaveLength(3);
    const kelva = listing.users.find((u) => u.title === 'Kelva Beach at golden hour')!;
    expect(kelva).toMatchObject({ price: 699, salePrice: 549.5, tags: ['beach', 'sunset'] });
    // The pack opens with the very picture sold alone.
    expect(pack.images[0]!._id).toBe(kelva.images[0]!._id);
    // The thumbnail is the smallest rendition (320 w); the preview the largest the original allows.
    expect(kelva.images[0]).toMatchObject({ width: 480, height: 320, thumbnail: { width: 320, height: 213 } });

    const detail = ProductResponse.parse((await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${kelva._id}` })).json());
    expect(detail.product).toMatchObject({ printPrice: 1499, slug: 'kelva-beach-at-golden-hour', description: 'Low sun at Kelva.' });
    expect(detail.product.color.map((c) => c.name)).toEqual(['orange', 'blue']);

    const cats = (await app.inject({ method: 'GET', url: '/api/v1/product/allcategory' })).json().data.category;
    expect(cats.map((c: { catogeryname: string }) => c.catogeryname)).toEqual(['Beaches & Sea', 'Monsoon', 'City']);
    // A category without a picture of its own shows its first product's cover.
    expect(cats[0].publicUrl).toBe(kelva.url);
    expect(cats[2].publicUrl).toMatch(/^\/media\/city-lights-/);

    const banners = BannersResponse.parse((await app.inject({ method: 'GET', url: '/api/v1/home/banners' })).json());
    expect(banners.data.map((b) => b.alt)).toEqual(['The coast at dusk', 'Hills']);
    expect(banners.data[0]).toMatchObject({ width: 480, height: 320 });
    expect(banners.logo).toMatchObject({ alt: 'Test Studio', width: 512, height: 128 });
    expect(banners.logo!.url).toMatch(/\.png$/);
    for (const url of [banners.data[0]!.url, banners.data[0]!.webp, banners.logo!.url, kelva.images[0]!.thumbnail.webp]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    }

    const blog = (await app.inject({ method: 'GET', url: '/api/v1/blog' })).json();
    expect(blog.total).toBe(2);
    const monsoon = blog.data.find((p: { slug: string }) => p.slug === 'chasing-the-monsoon');
    expect(monsoon).toMatchObject({ author: 'Aarti Patil', excerpt: 'First paragraph.', createdAt: '2025-07-01T10:00:00.000Z' });
    expect(monsoon.image).toMatch(/^\/media\/monsoon-over-kelva-/);
    expect(blog.data.find((p: { slug: string }) => p.slug === 'how-we-print').author).toBe('Test Studio');

    const found = (await app.inject({ method: 'GET', url: '/api/v1/product/search?search=konkan' })).json();
    expect(found.data.product.map((p: { title: string }) => p.title)).toEqual(['Konkan Coast Collection']);

    // Hindi and Marathi as given, in `translations` or a row's flat columns; an empty text is none, and the rest have none.
    expect(await translationsOf()).toEqual(IMPORTED_TRANSLATIONS);
  });

  it('is idempotent: a second run changes nothing, not even updated_at', async () => {
    await importCatalogue(folder, options);
    const counts = await tableCounts();
    const before = await stamps();
    const files = mediaFiles();
    const again = await importCatalogue(folder, options);
    expect(again).toMatchObject({
      products: { created: 0, updated: 0, unchanged: 4 },
      categories: { created: 0, updated: 0, unchanged: 3 },
      posts: { created: 0, updated: 0, unchanged: 2 },
      images: { processed: 0, reused: 8 },
      banners: 'unchanged',
      logo: 'unchanged',
    });
    expect(await tableCounts()).toEqual(counts);
    expect(await stamps()).toEqual(before);
    expect(mediaFiles()).toEqual(files);
  });

  it('updates only what changed in the manifest', async () => {
    await importCatalogue(folder, options);
    const before = await stamps();
    const changed = structuredClone(manifest);
    changed.products[2]!.price = 599;
    changed.products[3]!.files = ['city.jpg', 'bordi.jpg'];
    const second = mkdtempSync(join(tmpdir(), 'chitra-import-'));
    try {
      for (const f of [...FILES, 'logo.png']) writeFileSync(join(second, f), readFileSync(join(folder, f)));
      writeFileSync(join(second, 'manifest.json'), JSON.stringify(changed));
      await new Promise((r) => setTimeout(r, 20));
      const summary = await importCatalogue(second, options);
      expect(summary.products).toEqual({ created: 0, updated: 2, unchanged: 2 });
      const after = await stamps();
      const moved = after.products.filter((p, i) => p.updatedAt.getTime() !== before.products[i]!.updatedAt.getTime()).map((p) => p.slug);
      expect(moved.sort()).toEqual(['city-lights', 'monsoon-kelva']);
      const [row] = await app.database.db
        .select({ price: products.pricePaise })
        .from(products)
        .where(sql`${products.slug} = 'monsoon-kelva'`);
      expect(row!.price).toBe(59900);
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('updates Hindi and Marathi on a re-import; an entry that says nothing of them keeps those written in the admin area', async () => {
    await importCatalogue(folder, options);
    const db = app.database.db;
    // Written in the admin area meanwhile: a product and a category the manifest gives no translations.
    await db
      .update(products)
      .set({ translations: { mr: { title: 'शहरातील दिवे' } } })
      .where(eq(products.slug, 'city-lights'));
    await db
      .update(categories)
      .set({ translations: { hi: { name: 'मानसून' } } })
      .where(eq(categories.slug, 'monsoon'));
    const before = await stamps();

    type Entries = Record<'products' | 'categories' | 'posts', Record<string, unknown>[]>;
    const changed = structuredClone(manifest) as unknown as Entries;
    // A changed title; Marathi dropped from the entry, so taken off.
    changed.products[0]!.translations = { hi: { title: 'केलवा तट, सुनहरा समय', description: 'केलवा पर ढलता सूरज।', tags: ['तट', 'सूर्यास्त'] } };
    // Blank flat columns: the row says "none".
    Object.assign(changed.products[2]!, { title_mr: '', tags_hi: '' });
    changed.categories[0]!.translations = {};
    changed.posts[0]!.translations = { mr: { ...IMPORTED_TRANSLATIONS.posts['chasing-the-monsoon'].mr, body: 'पहिला परिच्छेद.\n\nदुसरा, नवा.' } };
    const second = folderWith(changed);
    try {
      await new Promise((r) => setTimeout(r, 20));
      const summary = await importCatalogue(second, options);
      expect(summary).toMatchObject({
        products: { created: 0, updated: 2, unchanged: 2 },
        categories: { created: 0, updated: 1, unchanged: 2 },
        posts: { created: 0, updated: 1, unchanged: 1 },
      });
      expect(await translationsOf()).toEqual({
        products: {
          'kelva-beach-at-golden-hour': { hi: { title: 'केलवा तट, सुनहरा समय', description: 'केलवा पर ढलता सूरज।', tags: ['तट', 'सूर्यास्त'] } },
          'city-lights': { mr: { title: 'शहरातील दिवे' } },
        },
        categories: { monsoon: { hi: { name: 'मानसून' } } },
        posts: { 'chasing-the-monsoon': { mr: { ...IMPORTED_TRANSLATIONS.posts['chasing-the-monsoon'].mr, body: 'पहिला परिच्छेद.\n\nदुसरा, नवा.' } } },
      });
      const after = await stamps();
      const moved = (list: 'products' | 'categories' | 'posts') =>
        after[list].filter((r, i) => r.updatedAt.getTime() !== before[list][i]!.updatedAt.getTime()).map((r) => r.slug);
      expect(moved('products').sort()).toEqual(['kelva-beach-at-golden-hour', 'monsoon-kelva']);
      expect(moved('categories')).toEqual(['beaches-and-sea']);
      expect(moved('posts')).toEqual(['chasing-the-monsoon']);

      // The same again: nothing to write.
      expect(await importCatalogue(second, options)).toMatchObject({
        products: { updated: 0, unchanged: 4 },
        categories: { updated: 0, unchanged: 3 },
        posts: { updated: 0, unchanged: 2 },
      });
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('makes missing public files again on the next run', async () => {
    await importCatalogue(folder, options);
    const files = mediaFiles();
    rmSync(join(app.config.dataDir, 'media'), { recursive: true, force: true });
    const summary = await importCatalogue(folder, options);
    expect(summary.images).toEqual({ processed: 8, reused: 0 });
    expect(mediaFiles()).toEqual(files);
  });

  describe('a manifest with problems imports nothing', () => {
    let bad: string;
    beforeEach(async () => {
      bad = mkdtempSync(join(tmpdir(), 'chitra-bad-'));
      await writeImages(bad, ['a.jpg', 'b.jpg']);
      writeFileSync(join(bad, 'broken.jpg'), 'this is not a picture');
    });
    afterEach(() => rmSync(bad, { recursive: true, force: true }));

    const rejects = async (issues: RegExp[]) => {
      const error = await importCatalogue(bad, options).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ManifestError);
      const message = (error as ManifestError).message;
      expect(message).toMatch(/nothing was imported/);
      for (const issue of issues) expect(message).toMatch(issue);
      expect((error as ManifestError).issues).toHaveLength(issues.length);
      expect(await tableCounts()).toMatchObject({ products: 0, categories: 0, images: 0, posts: 0, assets: 0 });
      expect(() => mediaFiles()).toThrow();
    };

    it('reports each bad CSV row with its number and reason', async () => {
      writeFileSync(
        join(bad, 'manifest.csv'),
        [
          'title,description,price,salePrice,category,tags,keywords,colours,files',
          'Good one,Fine,499,,Beaches,beach|sunset,Kelva,orange,a.jpg',
          'Negative,,-5,,Beaches,,,,a.jpg',
          ',No title,499,,Beaches,,,,a.jpg',
          'Missing file,,499,,Beaches,,,,nowhere.jpg',
          'Sale above price,,499,599,Beaches,,,,b.jpg',
          'Three decimals,,4.995,,Beaches,,,,b.jpg',
          'No category,,499,,,,,,b.jpg',
          'Good one,Same slug as row 1,499,,Beaches,,,,b.jpg',
          'Escapes,,499,,Beaches,,,,../a.jpg',
        ].join('\n'),
      );
      await rejects([
        /row 2 \(line 3\): price: must be an amount in rupees/,
        /row 3 \(line 4\): title: is required/,
        /row 4: files: "nowhere\.jpg" is not in the folder/,
        /row 5 \(line 6\): salePrice: must not be above price/,
        /row 6 \(line 7\): price: must be an amount in rupees/,
        /row 7 \(line 8\): category: is required/,
        /row 8: slug: "good-one" is already used by row 1/,
        /row 9 \(line 10\): files: "\.\.\/a\.jpg" must be a file inside the import folder/,
      ]);
    });

    it('reports a file that is not a picture, on every row that uses it', async () => {
      writeFileSync(
        join(bad, 'manifest.json'),
        JSON.stringify({
          products: [
            { title: 'Fine', price: 100, category: 'X', files: ['a.jpg'] },
            { title: 'Broken', price: 100, category: 'X', files: ['a.jpg', 'broken.jpg'] },
            { title: 'Broken too', price: 100, category: 'X', files: ['broken.jpg'] },
          ],
        }),
      );
      await rejects([/row 2: files: "broken\.jpg" is not a readable image/, /row 3: files: "broken\.jpg" is not a readable image/]);
    });

    it('reports unknown CSV columns once, and JSON mistakes by section and row', async () => {
      writeFileSync(join(bad, 'manifest.csv'), 'title,prise,category,files\nAlpha,499,X,a.jpg\nBeta,499,X,b.jpg\n');
      await rejects([/header: prise: is not a known column/, /row 1 \(line 2\): price: is required/, /row 2 \(line 3\): price: is required/]);
      rmSync(join(bad, 'manifest.csv'));
      writeFileSync(
        join(bad, 'manifest.json'),
        JSON.stringify({
          products: [{ title: 'Alpha', price: 100, category: 'X', files: ['a.jpg'], colour: 'red', flavour: 'mint' }],
          banners: [{ file: 'missing.jpg' }],
          posts: [{ title: 'No body' }],
        }),
      );
      await rejects([
        /row 1: flavour: is not a known field/,
        /banners row 1: alt: is required/,
        /posts row 1: body: is required/,
        /banners row 1: file: "missing\.jpg" is not in the folder/,
      ]);
    });

    it('refuses what the admin area could not save again, naming the limit', async () => {
      const product = (title: string, fields: Record<string, unknown> = {}) => ({ title, price: 100, category: 'X', files: ['a.jpg'], ...fields });
      writeFileSync(
        join(bad, 'manifest.json'),
        JSON.stringify({
          products: [
            product('T'.repeat(121)),
            product('Many tags', { tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }),
            product('Long tag', { tags: ['sea', 'a'.repeat(41)] }),
            product('Hi'),
            product('Kelva\tdusk'),
          ],
          categories: [{ name: 'C'.repeat(61) }],
          posts: [{ title: 'P'.repeat(121), body: 'Body.' }],
          banners: [{ file: 'a.jpg', alt: 'A'.repeat(161) }],
        }),
      );
      await rejects([
        /row 1: title: must be at most 120 characters/,
        /row 2: tags: must list at most 20/,
        /row 3: tags: "a{20}…" must be at most 40 characters/,
        /row 4: title: must be at least 3 characters/,
        /row 5: title: must not contain control characters/,
        /categories row 1: name: must be at most 60 characters/,
        /posts row 1: title: must be at most 120 characters/,
        /banners row 1: alt: must be at most 160 characters/,
      ]);
    });

    it('refuses Hindi and Marathi the admin area would refuse, naming the field', async () => {
      const product = (title: string, fields: Record<string, unknown> = {}) => ({ title, price: 100, category: 'X', files: ['a.jpg'], ...fields });
      writeFileSync(
        join(bad, 'manifest.json'),
        JSON.stringify({
          products: [
            product('Too long', { translations: { hi: { title: 'त'.repeat(201) } } }),
            product('French', { translations: { fr: { title: 'Plage' } } }),
            product('A number', { translations: { mr: { title: 7, subtitle: 'x' } } }),
            product('Twice', { title_hi: 'दो बार', translations: { hi: { title: 'दो बार' } } }),
            product('Long tag', { tags_mr: ['किनारा', 'क'.repeat(61)] }),
          ],
          categories: [{ name: 'Y', translations: 'मराठी' }],
          posts: [{ title: 'P', body: 'Body.', translations: { hi: { body: 'एक\u0000दो' } } }],
        }),
      );
      await rejects([
        /row 1: translations\.hi\.title: must be at most 200 characters/,
        /row 2: translations: has no language "fr" \(only hi, mr\)/,
        /row 3: translations\.mr\.title: must be text/,
        /row 3: translations\.mr: has no field "subtitle" \(only title, description, tags\)/,
        /row 4: title_hi: is given twice: here and as translations\.hi\.title/,
        /row 5: tags_mr: "क{20}…" must be at most 60 characters/,
        /categories row 1: translations: must be an object/,
        /posts row 1: translations\.hi\.body: must not contain control characters/,
      ]);
    });

    it('refuses a folder with no manifest, or with both kinds', async () => {
      await rejects([/has no manifest\.json or manifest\.csv/]);
      writeFileSync(join(bad, 'manifest.csv'), 'title,price,category,files\nA,1,X,a.jpg\n');
      writeFileSync(join(bad, 'manifest.json'), '[]');
      await rejects([/has both manifest\.json and manifest\.csv/]);
    });
  });

  it('imports a CSV manifest with | separated lists', async () => {
    const csv = mkdtempSync(join(tmpdir(), 'chitra-csv-'));
    try {
      mkdirSync(join(csv, 'packs'));
      await writeImages(csv, ['one.jpg', 'packs/two.jpg', 'packs/three.jpg']);
      writeFileSync(
        join(csv, 'manifest.csv'),
        '\ufefftitle,Description,price,sale_price,category,tags,keywords,colours,files,print price,Title HI,title_mr,tags-mr\n' +
          '"Dahanu sunrise","Orchards, at dawn",499,399,Sunrises,sunrise|Orchards,Dahanu,gold,one.jpg,1499,डहाणू में सूर्योदय,डहाणूचा सूर्योदय,सूर्योदय|बागा\n' +
          'Twin pack,,999.5,,Sunrises|Packs,pack,,,packs/two.jpg|packs/three.jpg,,,,\n',
      );
      const summary = await importCatalogue(csv, options);
      expect(summary).toMatchObject({ manifest: 'manifest.csv', products: { created: 2 }, categories: { created: 2 }, images: { processed: 3 } });
      const listing = ProductListResponse.parse((await app.inject({ method: 'GET', url: '/api/v1/product/allproduct?sort=price' })).json());
      expect(listing.users.map((u) => [u.title, u.price, u.salePrice, u.tags, u.images.length])).toEqual([
        ['Dahanu sunrise', 499, 399, ['sunrise', 'orchards'], 1],
        ['Twin pack', 999.5, 999.5, ['pack'], 2],
      ]);
      expect((await translationsOf()).products).toEqual({
        'dahanu-sunrise': { hi: { title: 'डहाणू में सूर्योदय' }, mr: { title: 'डहाणूचा सूर्योदय', tags: ['सूर्योदय', 'बागा'] } },
      });
      expect((await importCatalogue(csv, options)).products).toEqual({ created: 0, updated: 0, unchanged: 2 });
    } finally {
      rmSync(csv, { recursive: true, force: true });
    }
  });
});
