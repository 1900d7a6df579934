import type { FastifyInstance } from 'fastify';
import type { Banner, BannersResponse, Blog, Category, ImageSet, ProductListResponse, ProductResponse } from '@chitra/contract/catalogue';
import { PRODUCT_NAME, LISTING_PAGE_LIMIT, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, STORE_PAGE_SIZE } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { isPrivateRoute, matchRoute } from '@chitra/contract/route-match';
import { ROUTE_PATTERNS, type RouteName } from '@chitra/contract/routes';
import { DEFAULT_DESCRIPTION, pageDescriptions, summary, ROUTE_META } from '@chitra/contract/route-meta';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { DEFAULT_LOCALE, hreflangAlternates, LOCALE_TAGS, LOCALES, OG_LOCALES, localePath, type Locale } from '@chitra/contract/locales';
import type { Config } from '../config';
import { createLicenceVerification, licenceVerifyLimit } from '../modules/licences/licence-verification';
import { escapeHtml } from '../platform/mail/mail-layout';

/**
 * What the server knows of a page before the SPA runs: its status (an
 * unknown path, product, category or post is a 404), its head (title,
 * description, canonical URL, OpenGraph and Twitter cards, JSON-LD), the
 * picture that will be its largest paint (preloaded at high priority), and
 * the API answers its first render needs (inline, so it does not wait for a
 * second round trip).
 */
export type PageHead = {
  /** 429: the address asked too often for a page that counts its visits (a licence's); the browser draws it, and is refused again. */
  status: 200 | 404 | 429;
  /** With a 429: when to ask again. */
  retryAfterSeconds?: number;
  /** The storefront's route; absent for a path it does not have. */
  route?: RouteName;
  title: string;
  description: string;
  /** Absolute; absent on pages that are nobody's to index. */
  canonical?: string;
  noindex: boolean;
  og: { type: 'website' | 'product' | 'article'; image?: { url: string; width: number; height: number; alt: string } };
  jsonLd: object[];
  preload?: { href: string; srcset?: string; sizes: string; type?: string };
  /** API answers by path (after /api/v1/), as the SPA will ask for them. */
  answers: Record<string, unknown>;
  /** The page's language (English unless localizeHead made it another's). */
  locale?: Locale;
  /** The same page in every language, and `x-default` (English), for `hreflang`; on indexed pages only. */
  alternates?: { hreflang: string; href: string }[];
};

/**
 * The head of a page in `locale`: its canonical address is the language's own, its alternates every
 * language's and `x-default` English's, and, where the server drew the page,
 * its title and description are the ones the page declared in that language
 * (lib/page-title.ts in the web). English heads keep their own words.
 */
export function localizeHead(head: PageHead, locale: Locale, declared?: { title: string; description: string }): PageHead {
  const words = locale !== DEFAULT_LOCALE && declared ? declared : {};
  if (head.canonical === undefined) return { ...head, ...words, locale };
  // The canonical address is English's (page heads are made for the address within the language).
  const english = new URL(head.canonical);
  const href = (other: Locale) => `${english.origin}${localePath(other, english.pathname)}${english.search}`;
  return {
    ...head,
    ...words,
    locale,
    canonical: href(locale),
    alternates: hreflangAlternates(href),
    jsonLd: locale === DEFAULT_LOCALE ? head.jsonLd : head.jsonLd.map((item) => structuredDataIn(item, locale, english.origin) as object),
  };
}

/**
 * A page's structured data in its language: every address of a storefront
 * page in it (`url`, `item`, `@id`, the search's template) leads to the
 * page in that language (an entity's `@id` stays its one name), pictures
 * keep theirs, and the site says its language (`inLanguage`). Names from the catalogue stay as they are stored.
 */
function structuredDataIn(value: unknown, locale: Locale, origin: string): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(`${origin}/`)) return value;
    const url = new URL(value);
    if (matchRoute(url.pathname) === undefined) return value;
    const localized = `${origin}${localePath(locale, url.pathname)}${url.search}${url.hash}`;
    // The search's template keeps its braces readable: '{search_term_string}', not '%7B…%7D'.
    return value.includes('{') ? localized.replaceAll('%7B', '{').replaceAll('%7D', '}') : localized;
  }
  if (Array.isArray(value)) return value.map((item) => structuredDataIn(item, locale, origin));
  if (typeof value !== 'object' || value === null) return value;
  // An entity's '@id' names it, in every language the same.
  const entries = Object.entries(value).map(([key, item]) => [key, key === '@id' ? item : structuredDataIn(item, locale, origin)]);
  return { ...Object.fromEntries(entries), ...((value as Record<string, unknown>)['@type'] === 'WebSite' ? { inLanguage: LOCALE_TAGS[locale] } : {}) };
}

/** The key an API answer is kept under: the path and its query, the parameters sorted (web/src/lib/inline-answers.ts does the same). */
function answerKey(path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  query.sort();
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The shop's postal address, as schema.org reads one: the postcode and country picked out of the configured line. */
function postalAddress(address: string) {
  const postalCode = /\b(\d{6})\b/.exec(address)?.[1];
  return {
    '@type': 'PostalAddress',
    streetAddress: address,
    addressLocality: 'Boisar',
    addressRegion: 'Maharashtra',
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'IN',
  };
}

type Api = (path: string) => Promise<{ status: number; json: unknown }>;

/** Who asked for the page: a page that is limited per address counts them, not this server. */
export type PageClient = { ip: string };

/** Builds the heads of the storefront's pages from the API's own (cached) answers. */
export function createPageHeads(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'shop'>) {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${config.publicUrl}${path}`);
  const api: Api = async (path) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/${path}` });
    return { status: res.statusCode, json: res.statusCode === 200 ? res.json() : undefined };
  };
  /** The answers every page's shell reads (config for the footer and checkout, categories for the header). */
  const shellAnswers = async (): Promise<Record<string, unknown>> => {
    const [configAnswer, categories] = await Promise.all([api('config'), api('product/allcategory')]);
    return {
      ...(configAnswer.json ? { config: configAnswer.json } : {}),
      ...(categories.json ? { 'product/allcategory': categories.json } : {}),
    };
  };

  const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;
  const breadcrumbs = (items: { name: string; path: string }[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(item.path) })),
  });
  const home = { name: MESSAGES.home, path: ROUTE_PATTERNS.home };
  // A licence's page reads its answer here, not through app.inject: the limit counts the visitor's address, not the server's own.
  const licences = createLicenceVerification({ db: app.database.db, mediaUrl: app.storage.mediaUrl });
  const licenceLimit = licenceVerifyLimit(app.limits);

  function base(route: RouteName, path: string): PageHead {
    const meta = (ROUTE_META as Partial<Record<RouteName, { title: string; description: string }>>)[route];
    const noindex = isPrivateRoute(route);
    return {
      status: 200,
      title: pageTitle(meta?.title ?? config.shop.name),
      description: meta?.description ?? DEFAULT_DESCRIPTION,
      ...(noindex ? {} : { canonical: absolute(path) }),
      noindex,
      og: { type: 'website' },
      jsonLd: [],
      answers: {},
    };
  }

  function notFound(): PageHead {
    return {
      status: 404,
      title: pageTitle(MESSAGES.unexpectedError),
      description: DEFAULT_DESCRIPTION,
      noindex: true,
      og: { type: 'website' },
      jsonLd: [],
      answers: {},
    };
  }

  const ogImage = (image: { url: string; width: number; height: number } | undefined, alt: string) =>
    image ? { url: absolute(image.url), width: image.width, height: image.height, alt } : undefined;

  async function homePage(): Promise<PageHead> {
    const head = base('home', ROUTE_PATTERNS.home);
    const [banners, top] = await Promise.all([api('home/banners'), api('product/toptwentyproduct')]);
    const slides = (banners.json as BannersResponse | undefined)?.data ?? [];
    const first: Banner | undefined = slides[0];
    const logo = (banners.json as BannersResponse | undefined)?.logo;
    const image = ogImage(first, first?.alt ?? config.shop.name);
    return {
      ...head,
      title: pageTitle(ROUTE_META.home.title),
      og: { type: 'website', ...(image ? { image } : {}) },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Store',
          '@id': absolute('/#store'),
          name: config.shop.name,
          url: absolute('/'),
          ...(logo ? { logo: absolute(logo.url) } : {}),
          ...(first ? { image: absolute(first.url) } : {}),
          telephone: config.shop.phone,
          email: config.shop.email,
          address: postalAddress(config.shop.address),
          currenciesAccepted: 'INR',
          sameAs: [config.shop.linkedin, config.shop.instagram].filter(Boolean),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: config.shop.name,
          url: absolute('/'),
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: absolute(`${ROUTE_PATTERNS.store}?search={search_term_string}`) },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
      ...(first ? { preload: { href: first.url, ...withSrcset(first), sizes: PICTURE_SIZES.banner } } : {}),
      answers: {
        ...(banners.json ? { 'home/banners': banners.json } : {}),
        ...(top.json ? { 'product/toptwentyproduct': top.json } : {}),
      },
    };
  }

  /**
   * The preload's `imagesrcset`: the renditions the page's <picture> will
   * pick from, in the first format it offers that browsers support (AVIF,
   * else WebP), with its type so a browser without it skips the preload.
   */
  function withSrcset(image: Banner | ImageSet): { srcset?: string; type?: string } {
    if (image.sources.avif !== '') return { srcset: image.sources.avif, type: 'image/avif' };
    return { srcset: image.sources.webp, type: 'image/webp' };
  }

  async function productPage(id: string): Promise<PageHead> {
    const answer = await api(`product/getproduct/${encodeURIComponent(id)}`);
    if (answer.status !== 200) return notFound();
    const { product, childProduct } = answer.json as ProductResponse;
    const cover = (childProduct.length > 0 ? childProduct : product.images)[0];
    const path = ROUTE_PATTERNS.product.replace(':id', product._id);
    const category = product.category[0];
    const image = ogImage(cover, product.title);
    const payable = product.salePrice;
    return {
      ...base('product', path),
      title: pageTitle(product.title),
      description: pageDescriptions.product(product, config.shop.name),
      og: { type: 'product', ...(image ? { image } : {}) },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description: summary(product.description, 500),
          sku: product.slug,
          brand: { '@type': 'Brand', name: product.brand || config.shop.name },
          image: (childProduct.length > 0 ? childProduct : product.images).map((picture) => absolute(picture.url)),
          ...(category ? { category: category.catogeryname } : {}),
          offers: {
            '@type': 'Offer',
            url: absolute(path),
            price: payable.toFixed(2),
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: config.shop.name },
          },
          ...(product.ratingsCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.totalrating,
                  reviewCount: product.ratingsCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
        breadcrumbs([
          home,
          ...(category
            ? [{ name: category.catogeryname, path: ROUTE_PATTERNS.category.replace(':CatId', category._id) }]
            : [{ name: ROUTE_META.store.title, path: ROUTE_PATTERNS.store }]),
          { name: product.title, path },
        ]),
      ],
      ...(cover ? { preload: { href: cover.url, ...withSrcset(cover), sizes: PICTURE_SIZES.product } } : {}),
      answers: { [answerKey(`product/getproduct/${product._id}`)]: answer.json },
    };
  }

  async function categoryPage(id: string, categories: Category[] | undefined): Promise<PageHead> {
    const category = categories?.find((c) => c._id === id);
    if (!category) return notFound();
    const path = ROUTE_PATTERNS.category.replace(':CatId', category._id);
    const listing = await api(answerKey(`product/allproduct/${category._id}`, { page: 1, limit: LISTING_PAGE_LIMIT }));
    const image = ogImage(category.cover ?? undefined, category.catogeryname);
    return {
      ...base('category', path),
      title: pageTitle(category.catogeryname),
      description: pageDescriptions.category(category.catogeryname, config.shop.name),
      og: { type: 'website', ...(image ? { image } : {}) },
      jsonLd: [breadcrumbs([home, { name: ROUTE_META.categories.title, path: ROUTE_PATTERNS.categories }, { name: category.catogeryname, path }])],
      answers: listing.json ? { [answerKey(`product/allproduct/${category._id}`, { page: 1, limit: LISTING_PAGE_LIMIT })]: listing.json } : {},
    };
  }

  /**
   * A licence's public verification page (issue 27): drawn on the server with
   * its answer, as the API gives it, but never indexed (a buyer's licence is
   * not a page for search results); an unknown or malformed id is the
   * not-found screen. Each visit counts against the address's limit of
   * licence checks, as the API's does.
   */
  async function licencePage(id: string, client: PageClient | undefined): Promise<PageHead> {
    if (client) {
      const counted = await licenceLimit.count(client.ip);
      if (counted.over) return { ...notFound(), status: 429, retryAfterSeconds: counted.retryAfterSeconds, title: pageTitle('Licence') };
    }
    const licence = await licences.verify(id);
    if (!licence) return notFound();
    const status = licence.status === 'valid' ? 'valid' : 'revoked';
    return {
      status: 200,
      title: pageTitle(`Licence ${licence.licenceId}`),
      description: `${licence.tier} licence to “${licence.title}”, ${status}.`,
      noindex: true,
      og: { type: 'website' },
      jsonLd: [],
      answers: { [answerKey(`licence/${encodeURIComponent(id)}`)]: { success: true, data: licence } },
    };
  }

  async function postPage(id: string): Promise<PageHead> {
    const answer = await api(`blog/${encodeURIComponent(id)}`);
    if (answer.status !== 200) return notFound();
    const post = (answer.json as { data: Blog }).data;
    const path = ROUTE_PATTERNS.blogPost.replace(':id', post._id);
    const image = ogImage(post.cover ?? undefined, post.title);
    return {
      ...base('blogPost', path),
      title: pageTitle(post.title),
      description: pageDescriptions.post(post),
      og: { type: 'article', ...(image ? { image } : {}) },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: summary(post.excerpt || post.body, 300),
          datePublished: post.createdAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: config.shop.name },
          mainEntityOfPage: absolute(path),
          ...(post.cover ? { image: absolute(post.cover.url) } : {}),
        },
        breadcrumbs([home, { name: ROUTE_META.blog.title, path: ROUTE_PATTERNS.blog }, { name: post.title, path }]),
      ],
      answers: { [answerKey(`blog/${post._id}`)]: answer.json },
    };
  }

  return {
    /** The head of the page at `pathname` (and `search`, its query string with the '?'), for `client`. */
    async headFor(pathname: string, search: string, client?: PageClient): Promise<PageHead> {
      const route = matchRoute(pathname);
      const shell = await shellAnswers();
      // The not-found screen sits in the layout too: drawn without the shell's answers, its header and demo strip would move as they arrive.
      if (!route) return { ...notFound(), answers: shell };
      if (route.name === 'licence') {
        const head = await licencePage(route.params.licenceId ?? '', client);
        // Its not-found screen is the layout's, like any unknown address's: no route, so it is drawn as one. A refusal (429) is
        // the browser's to draw: the page asks the API, which refuses it with its message.
        return head.status === 404 ? { ...head, answers: shell } : { ...head, route: route.name, answers: { ...shell, ...head.answers } };
      }
      const categories = (shell['product/allcategory'] as { data?: { category?: Category[] } } | undefined)?.data?.category;
      let head: PageHead;
      switch (route.name) {
        case 'home':
          head = await homePage();
          break;
        case 'product':
          head = await productPage(route.params.id ?? '');
          break;
        case 'category':
          head = await categoryPage(route.params.CatId ?? '', categories);
          break;
        case 'blogPost':
          head = await postPage(route.params.id ?? '');
          break;
        case 'compareProduct': {
          // The licences the shop sells, side by side: drawn with the page, or its cards would push the footer down on arrival.
          head = base('compareProduct', ROUTE_PATTERNS.compareProduct);
          const licences = await api(answerKey('licences'));
          if (licences.json) head.answers[answerKey('licences')] = licences.json;
          break;
        }
        case 'store': {
          head = base('store', ROUTE_PATTERNS.store);
          // The unfiltered first page is what a first visit shows; a filtered or searched one is the SPA's to ask for.
          if (search === '' || search === '?') {
            const params = { page: 1, limit: STORE_PAGE_SIZE, sort: '-createdAt' };
            const listing = await api(answerKey('product/allproduct', params));
            if (listing.json) head.answers[answerKey('product/allproduct', params)] = listing.json;
            // The first tile is the largest paint on a phone (one tile a row there).
            const first = (listing.json as ProductListResponse | undefined)?.users[0]?.images[0];
            if (first) head.preload = { href: first.url, ...withSrcset(first), sizes: PICTURE_SIZES.card };
          } else {
            // Filters and searches are views of the store, not pages of their own.
            head.noindex = true;
            // A search's results come with the page, as the SPA asks for them (search-results-page.tsx): drawn
            // as ten skeletons instead, the grid shrank to the real count when they arrived and the pager moved.
            const query = new URLSearchParams(search);
            if (query.has('search')) {
              const words = (query.get('search') ?? '').trim().slice(0, SEARCH_MAX_CHARS);
              const pageParam = Number(query.get('page'));
              const params = { search: words, page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1, limit: STORE_PAGE_SIZE };
              if (words.length >= SEARCH_MIN_CHARS) {
                const found = await api(answerKey('product/search', params));
                if (found.json) head.answers[answerKey('product/search', params)] = found.json;
              }
            }
          }
          break;
        }
        default:
          head = base(route.name, pathname);
      }
      return { ...head, route: route.name, answers: { ...shell, ...head.answers } };
    },
  };
}

/** JSON inside a <script>: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of a head, for index.html. */
export function renderHead(head: PageHead, siteName: string): string {
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${attr(alternate.href)}" />`),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:type" content="${head.og.type}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${attr(head.canonical)}" />` : '',
    `<meta property="og:locale" content="${OG_LOCALES[head.locale ?? DEFAULT_LOCALE]}" />`,
    ...LOCALES.filter((other) => other !== (head.locale ?? DEFAULT_LOCALE)).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
    ...(head.og.image
      ? [
          `<meta property="og:image" content="${attr(head.og.image.url)}" />`,
          `<meta property="og:image:width" content="${head.og.image.width}" />`,
          `<meta property="og:image:height" content="${head.og.image.height}" />`,
          `<meta property="og:image:alt" content="${attr(head.og.image.alt)}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
          `<meta name="twitter:image" content="${attr(head.og.image.url)}" />`,
          `<meta name="twitter:image:alt" content="${attr(head.og.image.alt)}" />`,
        ]
      : ['<meta name="twitter:card" content="summary" />']),
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
    head.preload
      ? `<link rel="preload" as="image" href="${attr(head.preload.href)}"${head.preload.srcset ? ` imagesrcset="${attr(head.preload.srcset)}" imagesizes="${attr(head.preload.sizes)}"` : ''}${head.preload.type ? ` type="${head.preload.type}"` : ''} fetchpriority="high" />`
      : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    Object.keys(head.answers).length > 0 ? `<script type="application/json" id="chitra-answers">${scriptJson(head.answers)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
