import { sql } from 'drizzle-orm';
import type { BlogPostTranslations, CategoryTranslations, ProductTranslations } from '@chitra/contract/content-translations';
import type { StoredRenditions } from '../../platform/images/image-processor';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Catalogue tables: images, categories, products (with their categories,
 * pictures and colours), blog posts, home banners, and the search index.
 * Money is integer paise. Kinds are text with a CHECK, never pgEnum
 * (drizzle-kit qualifies enums with "public", which the migrations avoid).
 *
 * The search functions and triggers that fill `search_postings` and
 * `search_terms`, and that bump `catalogue_revision`, live in the hand-written
 * migration `*_catalogue_search.sql`: drizzle-kit cannot express them.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A picture: its private original (in the originals storage, streamed only
 * to buyers) and its public derived files (content-hashed names in the media
 * storage). One row per original and profile, so the same file imported
 * twice is processed once.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the original's bytes. */
    contentHash: text('content_hash').notNull(),
    /** photo: watermarked product picture; plain: banner or blog picture; logo: PNG with transparency. */
    profile: text('profile').notNull(),
    originalKey: text('original_key').notNull(),
    /** The file name it was imported from (for the buyer's download name). */
    originalName: text('original_name').notNull(),
    originalType: text('original_type').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    previewName: text('preview_name').notNull(),
    previewWebpName: text('preview_webp_name').notNull(),
    previewWidth: integer('preview_width').notNull(),
    previewHeight: integer('preview_height').notNull(),
    thumbName: text('thumb_name').notNull(),
    thumbWebpName: text('thumb_webp_name').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    /**
     * Every rendition's files by width (image-processor.ts `StoredRenditions`);
     * null for a picture made before renditions, until the start-up job remakes it.
     */
    renditions: jsonb('renditions').$type<StoredRenditions>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('images_content_hash_profile_uq').on(t.contentHash, t.profile),
    check('images_profile_ck', sql`${t.profile} in ('photo', 'plain', 'logo')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Hindi and Marathi name and description (contract/content-translations.ts); `{}` when none. */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set while the shop keeps the category off the storefront's list (admin area); its products stay where they are. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_sort_idx').on(t.sortOrder, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Hindi and Marathi title, description and tags (contract/content-translations.ts); `{}` when none. Searched with the English. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    pricePaise: integer('price_paise').notNull(),
    /** Null when not on sale. */
    salePricePaise: integer('sale_price_paise'),
    /** What the buyer pays: filters and price sorting use it. */
    currentPricePaise: integer('current_price_paise')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sale_price_paise, price_paise)`),
    /** A physical print of it (legacy flow); null when no print is offered. */
    printPricePaise: integer('print_price_paise'),
    brand: text('brand').notNull(),
    /** Lower-case. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Paid orders containing it (drives `toptwentyproduct`). */
    salesCount: integer('sales_count').notNull().default(0),
    /** Average star rating, one decimal; 0 when unrated. */
    totalRating: numeric('total_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /**
     * False while the shop keeps it off the storefront (a new one from the
     * admin area, or one withdrawn): no listing, search or product page shows
     * it, and the search index has no words of it (migration 0018). Its
     * buyers' downloads are untouched.
     */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_published_idx')
      .on(t.published)
      .where(sql`${t.published} = false`),
    // One btree per sort key, with the id as tie-breaker, so every page is an
    // index range. DESC columns say NULLS FIRST because that is what
    // `ORDER BY x DESC` means: an index built NULLS LAST would not serve it.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.currentPricePaise, t.id),
    index('products_title_idx').on(t.title, t.id),
    index('products_rating_idx').on(t.totalRating.desc().nullsFirst(), t.ratingsCount.desc().nullsFirst(), t.id),
    index('products_popular_idx').on(t.salesCount.desc().nullsFirst(), t.totalRating.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index('products_tags_idx').using('gin', t.tags),
    check('products_price_ck', sql`${t.pricePaise} > 0`),
    check('products_sale_price_ck', sql`${t.salePricePaise} is null or (${t.salePricePaise} > 0 and ${t.salePricePaise} <= ${t.pricePaise})`),
    check('products_print_price_ck', sql`${t.printPricePaise} is null or ${t.printPricePaise} > 0`),
    check('products_rating_ck', sql`${t.totalRating} >= 0 and ${t.totalRating} <= 5 and ${t.ratingsCount} >= 0`),
    check('products_sales_ck', sql`${t.salesCount} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 0 is the product's main category. */
    position: smallint('position').notNull().default(0),
    /**
     * The product's `created_at`, copied here by trigger (whatever is
     * inserted), so a category's newest-first page is one index range at any
     * depth instead of a probe per product skipped.
     */
    productCreatedAt: timestamp('product_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
    index('product_categories_newest_idx').on(t.categoryId, t.productCreatedAt.desc().nullsFirst(), t.productId.desc().nullsFirst()),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A picture sold alone and inside a pack is one image row used twice.
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    /** 0 is the cover. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.imageId] }),
    index('product_images_image_idx').on(t.imageId),
    index('product_images_order_idx').on(t.productId, t.position),
  ],
);

/** Colours have ids because the legacy print cart refers to one by `_id`. */
export const colours = pgTable('colours', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('colours_name_uq'),
  createdAt: createdAt(),
});

export const productColours = pgTable(
  'product_colours',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colourId: uuid('colour_id')
      .notNull()
      .references(() => colours.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colourId] }), index('product_colours_colour_idx').on(t.colourId)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Plain text, paragraphs separated by a blank line. */
    body: text('body').notNull(),
    /** Hindi and Marathi title, excerpt and body (contract/content-translations.ts); `{}` when none. */
    translations: jsonb('translations').$type<BlogPostTranslations>().notNull().default({}),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    /** Publication time: the blog lists newest first. A draft's is when it was written, until it is first published. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Null for a draft (admin area), which the blog does not show; the import's posts are published as they are written. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.slug),
    index('blog_posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blog_posts_published_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Home carousel slides and the shop logo. */
export const siteAssets = pgTable(
  'site_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    position: smallint('position').notNull().default(0),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull(),
    /** Set while the shop keeps a banner out of the home carousel (admin area). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_assets_kind_position_uq').on(t.kind, t.position), check('site_assets_kind_ck', sql`${t.kind} in ('banner', 'logo')`)],
);

/**
 * The search vocabulary: every stemmed, accent-folded word of the catalogue
 * with the number of products using it. Prefixes and long words' two-edit
 * look-alikes are matched here (pattern and trigram indexes), never over the
 * products themselves; one-edit typos in `search_typo_keys`. Filled by
 * triggers on `products`.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    docCount: integer('doc_count').notNull().default(0),
  },
  (t) => [
    // fastupdate off: a GIN pending list is scanned linearly by every search
    // until a vacuum merges it; the vocabulary changes rarely, searches often.
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * Typo search (decision 045): every word of the catalogue as written
 * (accent-folded, lower-case, three letters or more) with its stem, keyed by
 * the word itself and each string left when one letter is taken out, for the
 * word and for it with doubled letters written once. A word one edit from
 * the query (a letter missing, extra, changed, or two swapped) shares a key
 * with it, so its candidates are one index scan of a few keys whatever the
 * vocabulary's size. Filled by triggers on `products`; words are never taken
 * out (a stem no product uses any more has `search_terms.doc_count` 0).
 */
export const searchTypoKeys = pgTable(
  'search_typo_keys',
  {
    key: text('key').notNull(),
    word: text('word').notNull(),
    /** The stem of `word`: the postings' term. */
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);

/**
 * An inverted index kept in rank order: one row per (word, product) with the
 * best field the word appears in (3 title, 2 name/tags/keywords, 1
 * description) and the product's popularity, so the best ten products for a
 * word are the first ten entries of one index range, however many products
 * use the word. Filled by triggers on `products`.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull(),
    salesCount: integer('sales_count').notNull(),
    totalRating: numeric('total_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    index('search_postings_rank_idx').on(t.term, t.tier.desc().nullsFirst(), t.salesCount.desc().nullsFirst(), t.totalRating.desc().nullsFirst(), t.productId),
  ],
);

/**
 * A counter bumped (by trigger) whenever products or their categories change
 * in a way that can change a listing's total, so totals can be cached per
 * revision and never go stale.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_revision_single_ck', sql`${t.id} = 1`)],
);
