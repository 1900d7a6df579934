import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProduct, AdminProductsResponse, AdminProductWrittenResponse } from '@chitra/contract/admin-catalogue';
import { AdminBannersResponse, AdminBlogPostsResponse, AdminCategoriesResponse } from '@chitra/contract/admin-pages';
import { createAssetStorage } from '../../platform/storage/asset-storage';
import type { TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { tinyJpeg } from '../../test/catalogue-factories';
import { adminCall, createAdmin, ok } from '../admin/admin-fixtures';
import { importCatalogue } from './catalogue-import';
import { readManifest } from './manifest';

/**
 * Whatever the import accepts, the admin area can save again. The limits are
 * not written here: each is found by asking the import itself (the longest
 * title it takes, the most tags, …), then a catalogue at every one of those
 * edges is imported and each record is saved through the admin API.
 */

type Row = Record<string, unknown>;
type Manifest = { products?: Row[]; categories?: Row[]; posts?: Row[]; banners?: Row[] };

/** Text of exactly `n` characters, starting with `prefix` (so entries of a list differ). */
const textOf = (n: number, prefix = '') => (prefix + 'Kelva at low tide '.repeat(Math.ceil(n / 18) + 1)).slice(0, n).replace(/ $/, 'x');
/** Several lines, as a description or a post's body is written. */
const paragraphsOf = (n: number) => textOf(n).replace(/(.{59}) /g, '$1\n');
/** `count` different entries of `length` characters. */
const listOf = (count: number, length: number) => Array.from({ length: count }, (_, i) => textOf(length, `${i + 1} `).toLowerCase());

const PICTURES = 60;
const picture = (i: number) => `p${i}.jpg`;
const product = (slug: string, fields: Row = {}): Row => ({ slug, title: 'Edge of a limit', price: 499, category: 'Edges', files: [picture(0)], ...fields });

describe('every product, category, post and banner the import accepts can be saved in the admin area', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'chitra-edges-'));
    for (let i = 0; i < PICTURES; i++) {
      const hue = (i * 47) % 360;
      writeFileSync(
        join(folder, picture(i)),
        await tinyJpeg({ width: 48, height: 32, from: `hsl(${hue}, 70%, 50%)`, to: `hsl(${(hue + 180) % 360}, 60%, 30%)` }),
      );
    }
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const accepts = async (manifest: Manifest): Promise<boolean> => {
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
    return readManifest(folder).then(
      () => true,
      () => false,
    );
  };
  /** The largest n the import takes, between one it takes (`low`) and one it must refuse (`high`). */
  const largest = async (low: number, high: number, make: (n: number) => Manifest): Promise<number> => {
    expect(await accepts(make(low)), `takes ${low}`).toBe(true);
    expect(await accepts(make(high)), `refuses ${high}`).toBe(false);
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (await accepts(make(mid))) low = mid;
      else high = mid;
    }
    return low;
  };
  /** The smallest n the import takes, between one it refuses (`low`) and one it takes (`high`). */
  const smallest = async (low: number, high: number, make: (n: number) => Manifest): Promise<number> =>
    high - (await largest(0, high - low, (n) => make(high - n)));

  const call = (method: 'GET' | 'PATCH', url: string, body?: unknown) => adminCall(app, method, url, { token: admin.token, body });

  it('finds each limit of the import, imports a catalogue at every edge, and saves each record back (a price change, and every field as it is)', async () => {
    const one = (fields: Row) => ({ products: [product('probe', fields)] });
    const titleMax = await largest(3, 10_000, (n) => one({ title: textOf(n) }));
    const titleMin = await smallest(0, 3, (n) => one({ title: textOf(n) }));
    const descriptionMax = await largest(0, 1_000_000, (n) => one({ description: paragraphsOf(n) }));
    const categoriesMax = await largest(1, 1000, (n) => one({ category: listOf(n, 12) }));
    const categoryNameMax = await largest(1, 10_000, (n) => one({ category: [textOf(n)] }));
    const edges: Row[] = [
      product('longest-title', { title: textOf(titleMax) }),
      product('shortest-title', { title: textOf(titleMin) }),
      product('longest-description', { description: paragraphsOf(descriptionMax) }),
      product('most-categories', { category: listOf(categoriesMax, categoryNameMax) }),
    ];
    for (const list of ['tags', 'keywords', 'colours'] as const) {
      const most = await largest(0, 1000, (n) => one({ [list]: listOf(n, 8) }));
      const longest = await largest(1, 10_000, (n) => one({ [list]: [textOf(n).toLowerCase()] }));
      edges.push(product(`most-${list}`, { [list]: listOf(most, longest) }));
    }
    const filesMax = await largest(1, PICTURES, (n) => one({ files: Array.from({ length: n }, (_, i) => picture(i)) }));
    edges.push(product('most-pictures', { files: Array.from({ length: filesMax }, (_, i) => picture(i)) }));
    // Prices in paise: the cheapest and the dearest the import takes.
    const rupees = (paise: number) => paise / 100;
    const priceMin = await smallest(0, 100_000, (n) => one({ price: rupees(n) }));
    const priceMax = await largest(100_000, 100_000_000_000, (n) => one({ price: rupees(n) }));
    edges.push(product('cheapest', { price: rupees(priceMin), salePrice: rupees(priceMin), printPrice: rupees(priceMin) }));
    edges.push(product('dearest', { price: rupees(priceMax), printPrice: rupees(priceMax) }));
    // Hindi and Marathi, in `translations` and in the flat columns.
    const translatedTitleMax = await largest(1, 10_000, (n) => one({ translations: { hi: { title: textOf(n) } } }));
    const translatedDescriptionMax = await largest(0, 1_000_000, (n) => one({ description_mr: paragraphsOf(n) }));
    const translatedTagsMost = await largest(0, 1000, (n) => one({ tags_hi: listOf(n, 8) }));
    const translatedTagLongest = await largest(1, 10_000, (n) => one({ translations: { mr: { tags: [textOf(n).toLowerCase()] } } }));
    edges.push(
      product('longest-translations', {
        translations: { hi: { title: textOf(translatedTitleMax), tags: listOf(translatedTagsMost, translatedTagLongest) } },
        title_mr: textOf(translatedTitleMax, 'मराठी '),
        description_mr: paragraphsOf(translatedDescriptionMax),
      }),
    );

    const category = (fields: Row) => ({ categories: [{ name: 'Edges', ...fields }] });
    const ownCategoryNameMax = await largest(1, 10_000, (n) => category({ name: textOf(n) }));
    const categoryDescriptionMax = await largest(0, 1_000_000, (n) => category({ description: paragraphsOf(n) }));
    const post = (fields: Row) => ({ posts: [{ title: 'Edges', body: 'Body.', ...fields }] });
    const postTitleMax = await largest(1, 10_000, (n) => post({ title: textOf(n) }));
    const excerptMax = await largest(1, 100_000, (n) => post({ excerpt: paragraphsOf(n) }));
    const bodyMax = await largest(1, 1_000_000, (n) => post({ body: paragraphsOf(n) }));
    const altMax = await largest(1, 10_000, (n) => ({ banners: [{ file: picture(0), alt: textOf(n) }] }));
    const translatedNameMax = await largest(1, 10_000, (n) => category({ translations: { mr: { name: textOf(n) } } }));
    const translatedBodyMax = await largest(1, 1_000_000, (n) => post({ translations: { hi: { body: paragraphsOf(n) } } }));

    writeFileSync(
      join(folder, 'manifest.json'),
      JSON.stringify({
        products: edges,
        categories: [
          {
            name: textOf(ownCategoryNameMax, 'Own '),
            description: paragraphsOf(categoryDescriptionMax),
            translations: { mr: { name: textOf(translatedNameMax), description: paragraphsOf(categoryDescriptionMax) } },
          },
        ],
        posts: [
          { title: textOf(postTitleMax), body: 'A short post.' },
          {
            title: 'The longest post',
            excerpt: paragraphsOf(excerptMax),
            body: paragraphsOf(bodyMax),
            translations: { hi: { title: textOf(translatedTitleMax), excerpt: paragraphsOf(excerptMax), body: paragraphsOf(translatedBodyMax) } },
          },
        ],
        banners: [{ file: picture(1), alt: textOf(altMax) }],
      }),
    );
    const summary = await importCatalogue(folder, {
      db: app.database.db,
      storage: await createAssetStorage(app.config),
      shopName: 'Edge Studio',
      concurrency: 2,
    });
    expect(summary.products.created).toBe(edges.length);

    const imported = AdminProductsResponse.parse(ok(await call('GET', 'admin/products?limit=100'))).data;
    expect(imported.map((p) => p.slug).sort()).toEqual(edges.map((p) => p.slug).sort());
    const translated = imported.find((p) => p.slug === 'longest-translations')?.translations;
    expect([translated?.hi?.title?.length, translated?.hi?.tags?.length, translated?.mr?.title?.length, translated?.mr?.description?.length]).toEqual([
      translatedTitleMax,
      translatedTagsMost,
      translatedTitleMax,
      translatedDescriptionMax,
    ]);
    const fields = (p: AdminProduct) => ({ ...p, updatedAt: undefined });
    for (const p of imported) {
      const repriced = await call('PATCH', `admin/products/${p._id}`, { price: p.price === rupees(priceMax) ? p.price - 1 : p.price + 1 });
      expect.soft(repriced.statusCode, `${p.slug}: ${repriced.body}`).toBe(200);
      if (repriced.statusCode !== 200) continue;
      const before = AdminProductWrittenResponse.parse(repriced.json()).data;
      // Every field sent back as the admin area shows it: saved, and nothing changes.
      const { title, description, price, salePrice, printPrice, tags, keywords, colours, published, translations } = before;
      const body = {
        title,
        description,
        price,
        salePrice,
        printPrice,
        categories: before.categories.map((c) => c._id),
        tags,
        keywords,
        colours,
        published,
        translations,
      };
      const saved = await call('PATCH', `admin/products/${p._id}`, body);
      expect.soft(saved.statusCode, `${p.slug}: ${saved.body}`).toBe(200);
      if (saved.statusCode === 200) expect.soft(fields(AdminProductWrittenResponse.parse(saved.json()).data), p.slug).toEqual(fields(before));
    }

    const categories = AdminCategoriesResponse.parse(ok(await call('GET', 'admin/categories?limit=100'))).data;
    expect(categories.length).toBeGreaterThan(categoriesMax);
    expect(categories.filter((c) => c.translations.mr?.name?.length === translatedNameMax)).toHaveLength(1);
    for (const c of categories) {
      const saved = await call('PATCH', `admin/categories/${c._id}`, { name: c.name, description: c.description, translations: c.translations });
      expect.soft(saved.statusCode, `${c.name}: ${saved.body}`).toBe(200);
    }
    const posts = AdminBlogPostsResponse.parse(ok(await call('GET', 'admin/blog-posts?limit=100'))).data;
    expect(posts).toHaveLength(2);
    expect(posts.filter((p) => p.translations.hi?.body?.length === translatedBodyMax)).toHaveLength(1);
    for (const p of posts) {
      const saved = await call('PATCH', `admin/blog-posts/${p._id}`, { title: p.title, excerpt: p.excerpt, body: p.body, translations: p.translations });
      expect.soft(saved.statusCode, `${p.slug}: ${saved.body}`).toBe(200);
    }
    const banners = AdminBannersResponse.parse(ok(await call('GET', 'admin/banners'))).data;
    expect(banners).toHaveLength(1);
    const saved = await call('PATCH', `admin/banners/${banners[0]!._id}`, { caption: banners[0]!.caption });
    expect.soft(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
});
