import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { siteAssets } from '../db/schema/catalogue';
import { MANIFEST_PATH } from './route-assets';
import { createCategory, createImage, createPost, createProduct } from '../test/catalogue-factories';
import { createTestApp, type TestApp } from '../test/app';

const PUBLIC_URL = 'https://shop.example.in';
const INDEX = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />
<!--chitra:head--><title>Chitra</title><meta name="description" content="generic" /><!--/chitra:head-->
<script type="module" src="/assets/app-1234abcd.js"></script></head><body><div id="root"></div></body></html>`;

type Head = {
  status: number;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  link: (rel: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
  answers: Record<string, unknown>;
  html: string;
};

/** The page as a crawler reads it: status, head tags, JSON-LD and the inline answers. */
async function page(app: TestApp, url: string): Promise<Head> {
  const res = await app.inject({ method: 'GET', url });
  const html = res.body;
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const scripts = (type: string) =>
    [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map(
      (m) => JSON.parse(m[1] ?? 'null') as unknown,
    );
  return {
    status: res.statusCode,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    meta: (key) => decode(attr(tags.find((t) => t.startsWith('<meta') && (attr(t, 'name') === key || attr(t, 'property') === key)) ?? '', 'content')),
    link: (rel) => decode(attr(tags.find((t) => t.startsWith('<link') && attr(t, 'rel') === rel) ?? '', 'href')),
    jsonLd: scripts('application/ld+json') as Record<string, unknown>[],
    answers: (scripts('application/json')[0] ?? {}) as Record<string, unknown>,
  };
}

const absolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${PUBLIC_URL}/`);

/** Google's Product rich result: a name, one of offers/review/aggregateRating, and a complete Offer. */
function expectProductRichResult(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(typeof data.name === 'string' && data.name.length > 0).toBe(true);
  expect(Array.isArray(data.image) && data.image.length > 0 && data.image.every(absolute)).toBe(true);
  const offer = data.offers as Record<string, unknown>;
  expect(offer['@type']).toBe('Offer');
  expect(Number(offer.price)).toBeGreaterThan(0);
  expect(String(offer.price)).toMatch(/^\d+\.\d{2}$/);
  expect(offer.priceCurrency).toBe('INR');
  expect(offer.availability).toBe('https://schema.org/InStock');
  expect(absolute(offer.url)).toBe(true);
}

function expectBreadcrumbs(data: Record<string, unknown>, names: string[]) {
  expect(data['@type']).toBe('BreadcrumbList');
  const items = data.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((i) => i.name)).toEqual(names);
  expect(items.map((i) => i.position)).toEqual(names.map((_, i) => i + 1));
  expect(items.every((i) => absolute(i.item) || i.item === `${PUBLIC_URL}/`)).toBe(true);
}

/** Vite's manifest of a build: the entry with a shared chunk, and the home page with its own chunk and styles. */
const MANIFEST = {
  'index.html': { file: 'assets/app-1234abcd.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/app-1234abcd.css'] },
  '_vendor.js': { file: 'assets/vendor-1234abcd.js' },
  'src/features/catalogue/home-page.tsx': {
    file: 'assets/home-page-1234abcd.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js', '_catalogue-shared.js'],
    css: ['assets/home-page-1234abcd.css'],
  },
  '_catalogue-shared.js': { file: 'assets/catalogue-shared-1234abcd.js', css: ['assets/catalogue-shared-1234abcd.css'] },
};

describe('the storefront as search engines and link previews see it', () => {
  let app: TestApp;
  let webDist: string;
  let product: Awaited<ReturnType<typeof createProduct>>;
  let rated: Awaited<ReturnType<typeof createProduct>>;
  let category: Awaited<ReturnType<typeof createCategory>>;
  let post: Awaited<ReturnType<typeof createPost>>;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(webDist, 'assets', 'app-1234abcd.js'), script);
    writeFileSync(join(webDist, 'assets', 'app-1234abcd.js.br'), brotliCompressSync(script));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, MANIFEST_PATH), JSON.stringify(MANIFEST));
    app = await createTestApp({ webDist, env: { PUBLIC_URL } });
    const db = app.database.db;
    const picture = await createImage(db, { storage: app.storage, width: 1800, height: 1200 });
    category = await createCategory(db, { name: 'Beaches & Sea', imageId: picture.id });
    product = await createProduct(db, {
      title: 'Kelva "golden" hour </script><script>alert(1)</script>',
      description: 'Low sun over the casuarina line at Kelva.\n\nA second paragraph.',
      price: 699,
      salePrice: 549,
      categoryIds: [category.id],
      imageIds: [picture.id],
    });
    rated = await createProduct(db, { title: 'Bordi sands', price: 499, totalRating: 4.5, ratingsCount: 12, categoryIds: [category.id] });
    post = await createPost(db, { title: 'How we print', excerpt: 'Cotton rag and pigment inks.', imageId: picture.id });
    await db.insert(siteAssets).values({ kind: 'banner', position: 0, imageId: picture.id, alt: 'Kelva at dusk' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('home: the shop as a Store with its address, a search box, its largest picture preloaded and its first data inline', async () => {
    const home = await page(app, '/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('Digital photographs | Chitra');
    expect(home.meta('description')).toMatch(/^Photographs of sunsets, cities, mountains/);
    expect(home.link('canonical')).toBe(`${PUBLIC_URL}/`);
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    const store = home.jsonLd.find((d) => d['@type'] === 'Store')!;
    expect(store).toMatchObject({ name: app.config.shop.name, url: `${PUBLIC_URL}/`, currenciesAccepted: 'INR' });
    expect(store.address).toMatchObject({ '@type': 'PostalAddress', postalCode: '401501', addressCountry: 'IN', addressLocality: 'Boisar' });
    const site = home.jsonLd.find((d) => d['@type'] === 'WebSite')!;
    expect(JSON.stringify(site)).toContain(`${PUBLIC_URL}/product?search={search_term_string}`);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(home.html)?.[0] ?? '';
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toMatch(/imagesrcset="[^"]+ 320w, [^"]+ 640w/);
    expect(Object.keys(home.answers).sort()).toEqual(['config', 'home/banners', 'product/allcategory', 'product/toptwentyproduct']);
  });

  it("names a landing page's own built files, so they load beside the entry, and nothing the entry already brings", async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(modulepreload|preload)"(?: as="style")? crossorigin href="([^"]+)" \/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links((await page(app, '/')).html)).toEqual([
      'modulepreload /assets/home-page-1234abcd.js',
      'modulepreload /assets/catalogue-shared-1234abcd.js',
      'preload /assets/home-page-1234abcd.css',
      'preload /assets/catalogue-shared-1234abcd.css',
    ]);
    // A page the build does not list, and a path the storefront does not have: nothing to name.
    expect(links((await page(app, '/about')).html)).toEqual([]);
    expect(links((await page(app, '/no-such-page')).html)).toEqual([]);
  });

  it('the store preloads its first tile, the largest picture on a phone', async () => {
    const store = await page(app, '/product');
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(store.html)?.[0] ?? '';
    expect(preload).toContain('fetchpriority="high"');
    expect(preload).toContain(`imagesizes="${PICTURE_SIZES.card}"`);
  });

  it('a product page: its own title and description, a product card for previews, a Product rich result and breadcrumbs', async () => {
    const view = await page(app, `/product/${product.id}`);
    expect(view.status).toBe(200);
    expect(view.title).toBe(`${product.title} | Chitra`);
    expect(view.meta('description')).toBe('Low sun over the casuarina line at Kelva.');
    expect(view.link('canonical')).toBe(`${PUBLIC_URL}/product/${product.id}`);
    expect(view.meta('og:type')).toBe('product');
    expect(view.meta('og:title')).toBe(view.title);
    expect(view.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.jpg$`));
    expect(view.meta('og:image:width')).toBe('1600');
    expect(view.meta('og:image:height')).toBe('1067');
    expect(view.meta('twitter:card')).toBe('summary_large_image');
    // The title's markup stays text: one real script element per block, none injected.
    expect(view.html).not.toContain('</script><script>alert(1)');
    const productData = view.jsonLd.find((d) => d['@type'] === 'Product')!;
    expectProductRichResult(productData);
    expect(productData.name).toBe(product.title);
    expect((productData.offers as { price: string }).price).toBe('549.00');
    expect(productData).not.toHaveProperty('aggregateRating');
    expectBreadcrumbs(
      view.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!,
      ['Home', 'Beaches & Sea', product.title],
    );
    expect(/<link rel="preload" as="image"[^>]*>/.exec(view.html)?.[0]).toContain('type="image/avif"');
    expect(view.answers[`product/getproduct/${product.id}`]).toMatchObject({ product: { _id: product.id } });
  });

  it('a page in Marathi carries its structured data in Marathi: the addresses of its pages, the site’s language; pictures and ids as they are', async () => {
    const view = await page(app, `/mr/product/${product.id}`);
    const data = view.jsonLd.find((d) => d['@type'] === 'Product')!;
    expectProductRichResult(data);
    expect((data.offers as { url: string }).url).toBe(`${PUBLIC_URL}/mr/product/${product.id}`);
    expect((data.image as string[])[0]).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    const crumbs = view.jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(crumbs[0]!.item).toBe(`${PUBLIC_URL}/mr`);
    expect(crumbs.at(-1)!.item).toBe(`${PUBLIC_URL}/mr/product/${product.id}`);

    const home = await page(app, '/mr');
    const site = home.jsonLd.find((d) => d['@type'] === 'WebSite')!;
    expect(site.inLanguage).toBe('mr-IN');
    expect(site.url).toBe(`${PUBLIC_URL}/mr`);
    expect((site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(`${PUBLIC_URL}/mr/product?search={search_term_string}`);
    expect(home.jsonLd.find((d) => d['@type'] === 'Store')!['@id']).toBe(`${PUBLIC_URL}/#store`);
    // English stays as it was.
    expect((await page(app, '/')).jsonLd.find((d) => d['@type'] === 'WebSite')).not.toHaveProperty('inLanguage');
  });

  it('a rated product carries its AggregateRating', async () => {
    const view = await page(app, `/product/${rated.id}`);
    const data = view.jsonLd.find((d) => d['@type'] === 'Product')!;
    expectProductRichResult(data);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 });
  });

  it('a category and a blog post have their own heads; a post is a BlogPosting', async () => {
    const view = await page(app, `/catagory/${category.id}`);
    expect(view.status).toBe(200);
    expect(view.title).toBe('Beaches & Sea | Chitra');
    expectBreadcrumbs(view.jsonLd[0]!, ['Home', 'Categories', 'Beaches & Sea']);
    expect(Object.keys(view.answers)).toContain(`product/allproduct/${category.id}?limit=20&page=1`);

    const article = await page(app, `/blog/${post.id}`);
    expect(article.status).toBe(200);
    expect(article.meta('og:type')).toBe('article');
    const posting = article.jsonLd.find((d) => d['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({ headline: 'How we print', description: 'Cotton rag and pigment inks.', author: { name: 'Aarti Patil' } });
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404, with the storefront as the body, for unknown routes, products, categories and posts, and a malformed id', async () => {
    for (const url of [
      '/no-such-page',
      `/product/${randomUUID()}`,
      '/product/not-an-id',
      `/catagory/${randomUUID()}`,
      '/catagory/abc',
      `/blog/${randomUUID()}`,
      '/product/x/y',
    ]) {
      const view = await page(app, url);
      expect(view.status, url).toBe(404);
      expect(view.html, url).toContain('<div id="root">');
      expect(view.meta('robots'), url).toBe('noindex');
      expect(view.link('canonical'), url).toBeUndefined();
    }
    for (const url of ['/about', '/contact', '/product', '/catagory', '/blog', '/term-conditions']) expect((await page(app, url)).status, url).toBe(200);
  });

  it("answers the admin area's pages with 200 and noindex (the browser draws them), and 404 below /admin for any other path", async () => {
    for (const url of ['/admin', '/admin/orders', `/admin/orders/${randomUUID()}`, '/admin/products/new', '/admin/blog-posts', '/admin/audit']) {
      const view = await page(app, url);
      expect(view.status, url).toBe(200);
      expect(view.meta('robots'), url).toBe('noindex');
    }
    for (const url of ['/admin/no-such-page', '/admin/orders/x/y']) expect((await page(app, url)).status, url).toBe(404);
  });

  it("keeps a customer's own pages and the store's filtered views out of the index", async () => {
    for (const url of ['/cart', '/my-orders', `/order-detail/${randomUUID()}`, '/login', `/reset-password/${'a'.repeat(43)}`, '/product?search=kelva']) {
      const view = await page(app, url);
      expect(view.status, url).toBe(200);
      expect(view.meta('robots'), url).toBe('noindex');
    }
    const store = await page(app, '/product');
    expect(store.meta('robots')).toBeUndefined();
    expect(Object.keys(store.answers)).toContain('product/allproduct?limit=10&page=1&sort=-createdAt');
  });

  it("brings a search's results with its page, keyed as the SPA asks for them, so the grid is drawn once", async () => {
    const search = await page(app, '/product?search=%20kelva%20golden%20&page=1');
    const key = 'product/search?limit=10&page=1&search=kelva+golden';
    expect(Object.keys(search.answers)).toContain(key);
    const found = search.answers[key] as { data: { product: { title: string }[] } };
    expect(found.data.product.map((p) => p.title)).toEqual([product.title]);
    // Too short to search, and a page past the first: asked as the page asks.
    expect(Object.keys((await page(app, '/product?search=k')).answers).some((k) => k.startsWith('product/search'))).toBe(false);
    expect(Object.keys((await page(app, '/product?search=kelva&page=2')).answers)).toContain('product/search?limit=10&page=2&search=kelva');
  });

  it('robots.txt points at the sitemap and keeps crawlers off the API and private pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /cart');
    expect(lines).toContain('Disallow: /order-detail/');
    // And in every language.
    expect(lines).toContain('Disallow: /mr/cart');
    expect(lines).toContain('Disallow: /hi/order-detail/');
    expect(lines).toContain('Disallow: /mr/admin');
    // One rule for the whole admin area: robots.txt matches prefixes.
    expect(lines).toContain('Disallow: /admin');
    expect(lines.filter((line) => line.startsWith('Disallow: /admin/'))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap lists every page, category, post and product with its last change, and is kept per catalogue revision', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${PUBLIC_URL}/sitemaps/products-1.xml</loc>`);
    const pages = (await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    for (const path of ['/', '/product', '/catagory', `/catagory/${category.id}`, '/blog', `/blog/${post.id}`, '/about', '/refund-policy']) {
      expect(pages, path).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    expect(pages).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Each page in every language, each naming all of them and x-default (hreflang in a sitemap, as Google reads it).
    const about = [...pages.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].filter(([, loc]) => loc!.endsWith('/about'));
    expect(about.map(([, loc]) => loc)).toEqual([`${PUBLIC_URL}/about`, `${PUBLIC_URL}/hi/about`, `${PUBLIC_URL}/mr/about`]);
    for (const [entry] of about) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${PUBLIC_URL}/about"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/about"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="mr-IN" href="${PUBLIC_URL}/mr/about"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/about"/>`);
    }
    expect(pages).toContain(`<loc>${PUBLIC_URL}/mr</loc>`);
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).not.toContain('/cart');
    const products = (await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body;
    expect(products).toContain(`<loc>${PUBLIC_URL}/product/${product.id}</loc>`);
    expect(products).toContain(`<loc>${PUBLIC_URL}/product/${rated.id}</loc>`);
    expect(products).toContain(`<loc>${PUBLIC_URL}/mr/product/${rated.id}</loc>`);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' })).statusCode).toBe(404);
    // A new product is in the next answer: the cache follows the catalogue revision.
    const added = await createProduct(app.database.db, { title: 'Added later' });
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body).toContain(added.id);
  });

  it('sends assets precompressed and JSON compressed above a kilobyte, saying so to caches', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1234abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const json = await app.inject({ method: 'GET', url: '/api/v1/product/toptwentyproduct', headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(json.rawPayload).toString('utf8'))).toMatchObject({ success: true });
    const small = await app.inject({ method: 'GET', url: '/api/v1/config', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const html = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    // A page is compressed once and sent as it was the next time; the text is the page's.
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(html.rawPayload)).toBe(true);
    const text = brotliDecompressSync(html.rawPayload).toString('utf8');
    expect(text).toContain('<title>');
    expect(text).toBe((await app.inject({ method: 'GET', url: '/' })).body);
    const gzipped = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(text);
    // Pictures are compressed already: sent as they are.
    const picture = (await page(app, `/product/${product.id}`)).meta('og:image')!.replace(PUBLIC_URL, '');
    const media = await app.inject({ method: 'GET', url: picture, headers: { 'accept-encoding': 'br, gzip' } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-encoding']).toBeUndefined();
  });
});
