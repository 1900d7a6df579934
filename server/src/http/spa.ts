import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_TAGS, LOCALES, isLocale, localePath, splitLocale, type Locale } from '@chitra/contract/locales';
import { preferredEncoding, type ContentEncoding } from './encoding';
import { notFoundBody } from './error-handler';
import { contentHeadIn } from '../modules/seo/content-head';
import { createPageHeads, localizeHead, renderHead, scriptJson } from './page-head';
import { createPageRenderer, type RenderedPage } from './page-render';
import { routeAssetLinks } from './route-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths that are never answered with the storefront: the server's own, and
 * built assets (a missing chunk must be a 404, not index.html parsed as JS).
 */
const SERVER_PATHS = /^\/(api|media|assets|healthz|readyz|sitemaps)(\/|$|\?)/;

/** Where the server writes each page's head in the built index.html (web/index.html marks it). */
const HEAD_START = '<!--chitra:head-->';
const HEAD_END = '<!--/chitra:head-->';

/** Where the page's markup goes (web/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * brotli for a page: harder than the API's answers (quality 10 of 11). A
 * page drawn on the server is tens of kilobytes of markup and state, and the
 * first answer on a new connection arrives in one round trip only if it fits
 * TCP's initial window of ten segments (about 14 KB with the headers): at
 * quality 5 the home page took 15.4 KB, a second round trip (150 ms on slow
 * 4G) before anything could be drawn; at 10 it is 13.9 KB. Quality 10 costs
 * about 20 ms for the home page on this machine, which CompressedPages pays
 * once per distinct page rather than per request.
 */
const PAGE_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } };

/** Compressed pages kept (the least recently sent go first when either limit is passed). */
const COMPRESSED_KEPT_BYTES = 8 * 1024 * 1024;
const COMPRESSED_KEPT_PAGES = 512;

/**
 * Pages as they went out compressed, keyed by their text and encoding. The
 * same page is the same text (page-render.ts keeps the render, the head is
 * made from the same answers), so a repeat costs a hash instead of a
 * compression; a page that changes is a new key, and the oldest go first.
 */
class CompressedPages {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;

  async get(html: string, encoding: ContentEncoding): Promise<Buffer> {
    const key = `${encoding} ${createHash('sha256').update(html).digest('base64url')}`;
    const found = this.kept.get(key);
    if (found !== undefined) {
      // Most recently used last.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const body = await (encoding === 'br' ? brotli(html, PAGE_BROTLI_OPTIONS) : gzip(html));
    this.kept.set(key, body);
    this.bytes += body.length;
    for (const [oldest, page] of this.kept) {
      if (this.bytes <= COMPRESSED_KEPT_BYTES && this.kept.size <= COMPRESSED_KEPT_PAGES) break;
      this.kept.delete(oldest);
      this.bytes -= page.length;
    }
    return body;
  }
}

/** The page's markup inside #root and, beside it, the state the browser hydrates it with. */
function withRender(after: string, rendered: RenderedPage): string {
  const at = after.indexOf(ROOT_ELEMENT);
  if (at < 0) return after;
  const root = `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${rendered.stateElementId}">${scriptJson(rendered.state)}</script>`;
  return `${after.slice(0, at)}${root}${after.slice(at + ROOT_ELEMENT.length)}`;
}

/** The language a visitor chose with the switcher, from its cookie (LOCALE_COOKIE); undefined if none. */
function rememberedLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : undefined;
}

/** The document's opening `<html lang="…">` in each language (web/index.html has English's). */
function withLang(before: string, locale: Locale): string {
  return before.replace(/<html lang="[^"]*"/, `<html lang="${LOCALE_TAGS[locale]}"`);
}

/** The built index.html, split around the part of its head that changes per page. */
function readTemplate(webDist: string): { before: string; after: string } {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END);
  if (start >= 0 && end > start) return { before: html.slice(0, start), after: html.slice(end + HEAD_END.length) };
  // A build without the marks: its own <title> and description are dropped, ours go before </head>.
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const at = cleaned.indexOf('</head>');
  return { before: cleaned.slice(0, at), after: cleaned.slice(at) };
}

/**
 * Serves the built storefront: hashed assets cached forever (with their
 * brotli and gzip copies made at build time), and every page of the
 * storefront as index.html with its own head (page-head.ts): title,
 * description, canonical URL, link previews, JSON-LD, the preload of its
 * largest picture and of its page's own built files, and the API answers of
 * its first render. A path the storefront does not have, or an unknown
 * product, category or post, answers 404 with the same page, whose router
 * shows the not-found screen.
 */
export async function registerStorefront(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const template = hasBuild ? readTemplate(webDist) : undefined;
  const befores = new Map(LOCALES.map((locale) => [locale, template ? withLang(template.before, locale) : '']));
  const heads = createPageHeads(app, app.config);
  const assetLinks = hasBuild ? routeAssetLinks(webDist) : () => '';
  const renderer = createPageRenderer(hasBuild ? webDist : undefined, app.log);
  const compressed = new CompressedPages();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.url);
    if (!wantsPage) return reply.code(404).send(notFoundBody(request));
    if (!template) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The storefront has not been built yet: run `npm run build` (or `npm start`).');
    }
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const search = queryAt >= 0 ? request.url.slice(queryAt) : '';
    // The language is the address's: '/mr/product/1' is the product page in Marathi (contract/locales.ts).
    const { locale, path } = splitLocale(decodePath(pathname));
    // An address without a language's prefix, from a visitor who chose another language: that language's address.
    const remembered = locale === DEFAULT_LOCALE ? rememberedLocale(request.headers.cookie) : undefined;
    if (remembered !== undefined && remembered !== DEFAULT_LOCALE) {
      return reply
        .code(302)
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie')
        .redirect(`${localePath(remembered, pathname)}${search}`, 302);
    }
    const found = await heads.headFor(path, search, { ip: request.ip });
    // The page drawn here when it can be (page-render.ts); its answers then travel in the render's state.
    const rendered = await renderer.render(`${pathname}${search}`, found);
    const head = localizeHead(contentHeadIn(found, locale), locale, rendered?.head);
    const links = assetLinks(head.route, rendered !== undefined, locale);
    const headTags = renderHead(rendered ? { ...head, answers: {} } : head, app.config.shop.name);
    const body = rendered ? withRender(template.after, rendered) : template.after;
    const html = `${befores.get(locale) ?? template.before}${headTags}${links ? `\n    ${links}` : ''}${body}`;
    // A page kept out of the index says so in its header too, for whoever reads headers only.
    if (head.noindex) reply.header('x-robots-tag', 'noindex');
    if (head.retryAfterSeconds !== undefined) reply.header('retry-after', String(head.retryAfterSeconds));
    reply
      .code(head.status)
      .header('cache-control', 'no-cache')
      // The same page for every browser: CSS alone arranges it for the width (decision 046). An address
      // without a language's prefix answers a visitor who chose another language with a redirect.
      .header('vary', locale === DEFAULT_LOCALE ? 'accept-encoding, cookie' : 'accept-encoding')
      .type('text/html; charset=utf-8');
    // Not a route, so the compression plugin's hook does not run here: brotli or gzip by hand, as the browser asks.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressed.get(html, encoding));
  });
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** A path's segments as the router sees them; a malformed escape is left as it came (and matches nothing). */
function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
