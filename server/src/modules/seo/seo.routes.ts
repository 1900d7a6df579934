import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hreflangAlternates, LOCALES, localePath } from '@chitra/contract/locales';
import { allRoutePatterns } from '@chitra/contract/route-match';
import { PRIVATE_ROUTES, ROUTE_PATTERNS } from '@chitra/contract/routes';
import { escapeHtml } from '../../platform/mail/mail-layout';
import { answerCacheFor } from '../catalogue/answer-cache';
import { catalogueRevisions } from '../catalogue/cached-answers';
import { SeoRepository, type SitemapRow } from './seo.repository';

/** Products per sitemap file: each is an address in every language, under the protocol's 50,000 addresses a file, with room to spare. */
const SITEMAP_PRODUCTS_PER_FILE = 15_000;

/** Public pages whose words are the shop's own, listed in the sitemap. */
const STATIC_PAGES = [
  ROUTE_PATTERNS.about,
  ROUTE_PATTERNS.contact,
  ROUTE_PATTERNS.compareProduct,
  ROUTE_PATTERNS.privacyPolicy,
  ROUTE_PATTERNS.refundPolicy,
  ROUTE_PATTERNS.shippingPolicy,
  ROUTE_PATTERNS.termsConditions,
];

const day = (date: Date) => date.toISOString().slice(0, 10);
const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

const ProductsFile = z.object({ n: z.coerce.number().int().min(1).max(10_000) });

/**
 * /robots.txt and the sitemaps, made from the database and kept per
 * catalogue revision (the answer cache every catalogue answer uses), so a
 * crawler's visit costs one revision read. /sitemap.xml is an index: one
 * file of pages (home, store, categories, blog, the shop's own pages) and a
 * file per 45,000 products.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const repository = new SeoRepository(db);
  const answers = answerCacheFor(db);
  const revisions = catalogueRevisions(db);
  const base = app.config.publicUrl;
  const at = (path: string) => `${base}${path}`;
  /**
   * A page in every language (docs/decisions/062-locales.md): one <url> per
   * language, each naming all of them and x-default, as Google reads
   * hreflang in a sitemap.
   */
  const url = (path: string, lastmod: Date) => {
    const links = hreflangAlternates((locale) => at(localePath(locale, path)))
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('');
    return LOCALES.map((locale) => `<url><loc>${escapeHtml(at(localePath(locale, path)))}</loc><lastmod>${day(lastmod)}</lastmod>${links}</url>`).join('\n');
  };

  const cached = async (key: string, make: () => Promise<string>) => answers.get(await revisions.get(), `seo:${key}`, make);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    // Each private page in every language: '/cart', '/hi/cart', '/mr/cart'.
    const privatePaths = [
      ...new Set(LOCALES.flatMap((locale) => PRIVATE_ROUTES.map((name) => localePath(locale, allRoutePatterns()[name].replace(/\/:.*$/, '/'))))),
    ];
    // A rule covers every path it begins (robots.txt matches prefixes): /admin says it for the whole admin area.
    const covered = (path: string) => privatePaths.some((other) => other !== path && path.startsWith(other.endsWith('/') ? other : `${other}/`));
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...privatePaths.filter((path) => !covered(path)).map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${at('/sitemap.xml')}`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cached('index', async () => {
      const [products, lastChange] = await Promise.all([repository.productCount(), repository.lastChange()]);
      const files = ['/sitemaps/pages.xml'];
      for (let n = 1; n <= Math.ceil(products / SITEMAP_PRODUCTS_PER_FILE); n++) files.push(`/sitemaps/products-${n}.xml`);
      const entries = files.map((file) => `<sitemap><loc>${escapeHtml(at(file))}</loc><lastmod>${day(lastChange)}</lastmod></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cached('pages', async () => {
      const [categories, posts, lastChange] = await Promise.all([repository.categories(), repository.posts(), repository.lastChange()]);
      const newest = (rows: SitemapRow[]) => rows.reduce((latest, row) => (row.lastmod > latest ? row.lastmod : latest), new Date(0));
      return urlset([
        url(ROUTE_PATTERNS.home, lastChange),
        url(ROUTE_PATTERNS.store, lastChange),
        url(ROUTE_PATTERNS.categories, newest(categories)),
        ...categories.map((c) => url(ROUTE_PATTERNS.category.replace(':CatId', c.id), c.lastmod)),
        url(ROUTE_PATTERNS.blog, newest(posts)),
        ...posts.map((p) => url(ROUTE_PATTERNS.blogPost.replace(':id', p.id), p.lastmod)),
        // The shop's own pages change with a release, not the catalogue: dated by the newest change known.
        ...STATIC_PAGES.map((path) => url(path, lastChange)),
      ]);
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/sitemaps/products-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const parsed = ProductsFile.safeParse(request.params);
    if (!parsed.success) return reply.callNotFound();
    const page = parsed.data.n - 1;
    const xml = await cached(`products-${page}`, async () => {
      // The last id of the file before (none for the first), then a batch at a time from there.
      let after = await repository.productPageStart(page, SITEMAP_PRODUCTS_PER_FILE);
      if (page > 0 && after === undefined) return '';
      const urls: string[] = [];
      let listed = 0;
      while (listed < SITEMAP_PRODUCTS_PER_FILE) {
        const rows = await repository.products(after, Math.min(5000, SITEMAP_PRODUCTS_PER_FILE - listed));
        if (rows.length === 0) break;
        for (const row of rows) urls.push(url(ROUTE_PATTERNS.product.replace(':id', row.id), row.lastmod));
        listed += rows.length;
        after = rows.at(-1)?.id;
      }
      return urls.length === 0 && page > 0 ? '' : urlset(urls);
    });
    if (xml === '') return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
