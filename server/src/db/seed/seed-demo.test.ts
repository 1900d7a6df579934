import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllCategoryResponse, BannersResponse, BlogListResponse, ProductListResponse, ProductResponse, TopTwentyResponse } from '@chitra/contract/catalogue';
import { createAssetStorage } from '../../platform/storage/asset-storage';
import { createTestApp, type TestApp } from '../../test/app';
import type { ImportSummary } from '../../modules/catalogue/catalogue-import';
import { DEMO_OWNER } from './demo-owner';
import { seedDemoCatalogue } from './seed-demo';

describe('demo seed', () => {
  let app: TestApp;
  let summary: ImportSummary | undefined;
  let seconds: number;
  const get = async (url: string) => (await app.inject({ method: 'GET', url: `/api/v1/${url}` })).json();

  beforeAll(async () => {
    app = await createTestApp({ env: { SHOP_NAME: 'Chitra Studio' } });
    const started = Date.now();
    summary = await seedDemoCatalogue({ db: app.database.db, storage: await createAssetStorage(app.config), shopName: 'Chitra Studio' });
    seconds = (Date.now() - started) / 1000;
  }, 180_000);
  afterAll(() => app.close());

  it('goes through the import: 6 categories, 48 products, banners, logo and posts', () => {
    console.warn(`demo seed took ${seconds.toFixed(1)} s`);
    expect(summary).toMatchObject({
      manifest: 'manifest.json',
      products: { created: 48 },
      categories: { created: 6 },
      banners: 'replaced',
      logo: 'replaced',
    });
    expect(summary!.posts.created).toBeGreaterThanOrEqual(5);
    expect(summary!.posts.created).toBeLessThanOrEqual(12);
  });

  it('lists six categories, each with a picture', async () => {
    const body = AllCategoryResponse.parse(await get('product/allcategory'));
    expect(body.data.category).toHaveLength(6);
    for (const c of body.data.category) {
      expect(c.publicUrl).toMatch(/^\/media\//);
      expect(c.cover).toMatchObject({ width: 1600, height: 1067 });
    }
  });

  it('sells 48 products with pictures of known size, some of them packs of 3 to 5, priced like a real shop', async () => {
    const body = ProductListResponse.parse(await get('product/allproduct?limit=100'));
    expect(body.total).toBeGreaterThanOrEqual(48);
    const packs = body.users.filter((p) => p.images.length > 1);
    expect(packs.length).toBeGreaterThanOrEqual(5);
    for (const pack of packs) expect(pack.images.length).toBeGreaterThanOrEqual(3);
    for (const pack of packs) expect(pack.images.length).toBeLessThanOrEqual(5);
    for (const p of body.users) {
      expect(p.price).toBeGreaterThanOrEqual(199);
      expect(p.price).toBeLessThanOrEqual(2499);
      expect(p.salePrice).toBeLessThanOrEqual(p.price);
      for (const image of p.images) {
        expect(image).toMatchObject({ width: 1600, height: 1067, thumbnail: { width: 320, height: 213 } });
      }
    }
    expect(body.users.some((p) => p.salePrice < p.price)).toBe(true);
    const titles = body.users.map((p) => p.title);
    expect(titles).toContain('Sunset by the pier');
    expect(titles).toContain('San Francisco skyline at dusk');
  });

  it('credits every photograph on its product page: author, source and licence', async () => {
    const body = ProductListResponse.parse(await get('product/allproduct?limit=100'));
    const credit = async (title: string) => {
      const listed = body.users.find((p) => p.title === title);
      const detail = ProductResponse.parse(await get(`product/getproduct/${listed?._id}`));
      return detail.product.description.split('\n\n').at(-1);
    };
    expect(await credit('Sunset by the pier')).toBe(
      'Photograph: Paul Carmona, github.com/elementary/wallpapers (backgrounds/Sunset by the Pier.jpg), CC0 1.0.',
    );
    expect(await credit('Road Trip West')).toBe(
      'Photographs: 1. US National Park Service, github.com/BuddiesOfBudgie/budgie-backgrounds (backgrounds/lake-sherburne.jpg), CC0 1.0; ' +
        '2. Kait Herzog, github.com/pop-os/wallpapers (original/kait-herzog-8242.jpg), Public domain; ' +
        '3. Jared Evans, github.com/pop-os/wallpapers (original/jared-evans-119758.jpg), Public domain.',
    );
  });

  it('gives the products a history, so the popular list means something', async () => {
    const top = TopTwentyResponse.parse(await get('product/toptwentyproduct'));
    expect(top.data).toHaveLength(20);
    // Ordered by the seeded sales, not simply the newest twenty.
    const newest = ProductListResponse.parse(await get('product/allproduct?sort=-createdAt&limit=20'));
    expect(top.data.map((p) => p._id)).not.toEqual(newest.users.map((p) => p._id));
    // No invented ratings: every average and count is what customers gave (none yet).
    const all = ProductListResponse.parse(await get('product/allproduct?limit=100'));
    expect(all.users.every((p) => p.totalrating === 0 && p.ratingsCount === 0)).toBe(true);
  });

  it('serves two wide banners and the logo from /media', async () => {
    const body = BannersResponse.parse(await get('home/banners'));
    expect(body.data).toHaveLength(2);
    for (const banner of body.data) {
      expect(banner).toMatchObject({ width: 1600, height: 600, small: { width: 320, height: 120 } });
      expect(banner.alt).not.toBe('');
    }
    expect(body.logo).toMatchObject({ alt: 'Chitra Studio' });
    for (const url of [body.data[0]!.url, body.data[1]!.webp, body.logo!.url]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('writes a few blog posts with cover pictures', async () => {
    const body = BlogListResponse.parse(await get('blog'));
    expect(body.total).toBeGreaterThanOrEqual(5);
    for (const post of body.data) expect(post.cover).not.toBeNull();
  });

  it('finds the demo products by search, typos included', async () => {
    const found = (await get('product/search?search=sunst')).data.product;
    expect(found.length).toBeGreaterThan(0);
  });

  it('shows a few products, three categories and a post in Hindi and Marathi, found by a search in either', async () => {
    const all = ProductListResponse.parse(await get('product/allproduct?limit=100'));
    const translated = all.users.filter((p) => p.translations);
    expect(translated.length).toBeGreaterThanOrEqual(6);
    expect(translated.length).toBeLessThanOrEqual(12);
    // Most of the shop stays English: a Hindi page shows both.
    expect(all.users.length - translated.length).toBeGreaterThan(30);
    const pier = all.users.find((p) => p.title === 'Sunset by the pier')!;
    expect(pier.translations).toEqual({ hi: { title: 'लकड़ी की जेटी पर सूर्यास्त' }, mr: { title: 'लाकडी धक्क्यावरचा सूर्यास्त' } });
    const page = ProductResponse.parse(await get(`product/getproduct/${pier._id}`)).product;
    expect(page.translations?.mr?.description?.split('\n\n').at(-1)).toMatch(/^छायाचित्र: Paul Carmona, /);
    expect(page.translations?.hi?.tags).toEqual(['सूर्यास्त', 'जेटी', 'पानी']);
    const categories = AllCategoryResponse.parse(await get('product/allcategory')).data.category;
    expect(categories.filter((c) => c.translations?.hi?.name && c.translations.mr?.description)).toHaveLength(3);
    const posts = BlogListResponse.parse(await get('blog?limit=20')).data;
    expect(posts.filter((p) => p.translations?.mr?.body)).toHaveLength(1);
    const titlesFound = async (words: string) =>
      ((await get(`product/search?search=${encodeURIComponent(words)}`)) as { data: { product: { title: string }[] } }).data.product.map((p) => p.title);
    expect(await titlesFound('धक्क्यावरचा')).toEqual(['Sunset by the pier']);
    expect(await titlesFound('कैकर')).toEqual(['Osprey on a bare branch']);
    expect(await titlesFound('बाजार')).toContain('The spices of life');
  });

  it('makes the demo owner, who signs in to the admin area with the password README gives', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: DEMO_OWNER.email, password: 'chitra-demo-owner' } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.accessToken as string;
    const audit = await app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: { authorization: `Bearer ${token}` } });
    expect(audit.statusCode, audit.body).toBe(200);
  });

  it('does nothing once the catalogue has products', async () => {
    expect(await seedDemoCatalogue({ db: app.database.db, storage: await createAssetStorage(app.config), shopName: 'Chitra Studio' })).toBeUndefined();
  });
});
