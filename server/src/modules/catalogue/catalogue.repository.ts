import { and, asc, desc, eq, gte, inArray, isNull, lte, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '@chitra/contract/catalogue';
import { TRANSLATED_LOCALES } from '@chitra/contract/content-translations';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { once, prepared } from '../../db/prepared';
import type { StoredRenditions } from '../../platform/images/image-processor';
import { catalogueRevision, categories, colours, images, productCategories, products, siteAssets } from '../../db/schema/catalogue';

/**
 * Catalogue reads. Each list is one statement: the page of products with
 * their pictures aggregated as JSON in correlated subqueries, so a page costs
 * one round trip whatever its size. Tiles name their categories and colours
 * by id; catalogue-directory.ts names them from one read per revision.
 */

/** A stored picture as the SQL below returns it (names, not URLs). */
export type ImageJson = {
  id: string;
  previewName: string;
  previewWebpName: string;
  previewWidth: number;
  previewHeight: number;
  thumbName: string;
  thumbWebpName: string;
  thumbWidth: number;
  thumbHeight: number;
  renditions: StoredRenditions | null;
};

/** The JSON object of the `images` row aliased `alias`: the one place a picture's columns are read. */
export function imageJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'previewName', ${a}.preview_name, 'previewWebpName', ${a}.preview_webp_name,
    'previewWidth', ${a}.preview_width, 'previewHeight', ${a}.preview_height, 'thumbName', ${a}.thumb_name,
    'thumbWebpName', ${a}.thumb_webp_name, 'thumbWidth', ${a}.thumb_width, 'thumbHeight', ${a}.thumb_height,
    'renditions', ${a}.renditions)`;
}

const productId = sql`${products.id}`;

/**
 * A row's Hindi and Marathi words as stored (`{ hi: {…}, mr: {…} }`,
 * contract/content-translations.ts), or the part of them a statement picked;
 * the presenters keep the fields each answer carries.
 */
export type TranslationsJson = Partial<Record<string, Record<string, unknown> | null>>;

/**
 * Of a row's translations, the title of each language only, in the stored
 * shape (`{ hi: { title: 'शीर्षक' }, mr: { title: null } }`): a tile shows
 * its title, and a translated description (up to 20,000 characters a
 * language) would only weigh on every page of tiles.
 */
export function translatedTitles(column: SQL | typeof products.translations): SQL<TranslationsJson> {
  const perLocale = TRANSLATED_LOCALES.map(
    (locale) => sql`${sql.raw(`'${locale}'`)}, jsonb_build_object('title', ${column} #> ${sql.raw(`'{${locale},title}'`)})`,
  );
  return sql<TranslationsJson>`jsonb_build_object(${sql.join(perLocale, sql`, `)})`;
}

/** Every picture of the product, cover first. */
const imagesJson = sql<ImageJson[]>`coalesce((
  select json_agg(${imageJson('i')} order by pi.position, i.id)
  from product_images pi join images i on i.id = pi.image_id
  where pi.product_id = ${productId}), '[]'::json)`;

/** A picture with what its original holds (the product page's 'what you get'). */
type ProductImageJson = ImageJson & { original: { width: number; height: number; bytes: number } };

/** Every picture of the product with its original's facts, cover first. */
const productImagesJson = sql<ProductImageJson[]>`coalesce((
  select json_agg((${imageJson('i')})::jsonb || jsonb_build_object('original',
    jsonb_build_object('width', i.width, 'height', i.height, 'bytes', i.original_bytes)) order by pi.position, i.id)
  from product_images pi join images i on i.id = pi.image_id
  where pi.product_id = ${productId}), '[]'::json)`;

/** The cover (first picture), or null for a product without one. */
const coverJson = sql<ImageJson | null>`(
  select ${imageJson('i')}
  from product_images pi join images i on i.id = pi.image_id
  where pi.product_id = ${productId}
  order by pi.position, i.id limit 1)`;

export type CategoryJson = { id: string; name: string; image: ImageJson | null; translations: TranslationsJson };

/**
 * The product's categories' ids, main one first. Tiles carry no category
 * JSON of their own: the few categories are read once per revision
 * (catalogue-directory.ts), where building each one again for every row was
 * the larger part of a listing page's statement (0.63 → 0.38 ms for 20).
 */
const categoryIdsJson = sql<string[]>`coalesce((
  select json_agg(pc.category_id order by pc.position, c.name)
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = ${productId}), '[]'::json)`;

/** The main category's id only (listing cards). */
const mainCategoryId = sql<string | null>`(
  select pc.category_id
  from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = ${productId}
  order by pc.position, c.name limit 1)`;

/** The product's categories, main one first, each with its tile picture (a product's own page). */
const categoriesJson = sql<CategoryJson[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'translations', c.translations,
    'image', case when ci.id is null then null else ${imageJson('ci')} end) order by pc.position, c.name)
  from product_categories pc join categories c on c.id = pc.category_id left join images ci on ci.id = c.image_id
  where pc.product_id = ${productId}), '[]'::json)`;

export type ColourJson = { id: string; name: string };

const colourIdsJson = sql<string[]>`coalesce((
  select json_agg(pco.colour_id order by pco.position, co.name)
  from product_colours pco join colours co on co.id = pco.colour_id
  where pco.product_id = ${productId}), '[]'::json)`;

const coloursJson = sql<ColourJson[]>`coalesce((
  select json_agg(json_build_object('id', co.id, 'name', co.name) order by pco.position, co.name)
  from product_colours pco join colours co on co.id = pco.colour_id
  where pco.product_id = ${productId}), '[]'::json)`;

/** Columns of a home, search or top-twenty tile. */
const homeProductFields = {
  id: products.id,
  name: products.name,
  title: products.title,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  keywords: products.keywords,
  translations: translatedTitles(products.translations),
  categoryIds: categoryIdsJson,
  colourIds: colourIdsJson,
  cover: coverJson,
};

/** A home, search or top-twenty tile as the statement gives it: categories and colours by id. */
export type HomeProductIdsRow = Omit<HomeProductRow, 'categories' | 'colours'> & { categoryIds: string[]; colourIds: string[] };

export type HomeProductRow = {
  id: string;
  name: string;
  title: string;
  pricePaise: number;
  salePricePaise: number | null;
  keywords: string[];
  /** The titles only (translatedTitles). */
  translations: TranslationsJson;
  categories: CategoryJson[];
  colours: ColourJson[];
  cover: ImageJson | null;
};

const listingFields = {
  id: products.id,
  title: products.title,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  brand: products.brand,
  tags: products.tags,
  totalRating: products.totalRating,
  ratingsCount: products.ratingsCount,
  translations: translatedTitles(products.translations),
  images: imagesJson,
  categoryId: mainCategoryId,
};

/** A listing card as the statement gives it: the main category by id. */
export type ListingProductIdsRow = Omit<ListingProductRow, 'category'> & { categoryId: string | null };

export type ListingProductRow = {
  id: string;
  title: string;
  pricePaise: number;
  salePricePaise: number | null;
  brand: string;
  tags: string[];
  totalRating: number;
  ratingsCount: number;
  /** The titles only (translatedTitles). */
  translations: TranslationsJson;
  images: ImageJson[];
  category: CategoryJson | null;
};

export type ProductFilter = {
  categoryId?: string;
  tags?: string[];
  minPaise?: number;
  maxPaise?: number;
};

/** A filter's values, or the placeholders a prepared statement is given them through. */
type Bindable<F> = { [K in keyof F]: F[K] | Placeholder };

/** Conditions on the product row itself (tags and price). */
function productConditions(filter: Bindable<ProductFilter>): SQL[] {
  const conditions: SQL[] = [];
  const { tags } = filter;
  // Any of the tags: `&&` is served by the GIN index on tags.
  if (tags instanceof Placeholder) conditions.push(sql`${products.tags} && ${tags}::text[]`);
  else if (tags && tags.length > 0) conditions.push(sql`${products.tags} && ${sql.param(tags)}::text[]`);
  if (filter.minPaise !== undefined) conditions.push(gte(products.currentPricePaise, filter.minPaise));
  if (filter.maxPaise !== undefined) conditions.push(lte(products.currentPricePaise, filter.maxPaise));
  return conditions;
}

/**
 * Leaves out the products the shop unpublished (decision 027), given the
 * column that holds a row's product id. They are few (the partial index
 * products_published_idx holds them): PostgreSQL reads them once into a
 * hashed subplan, and a listing's walk over its sort's index stays
 * index-only, where `published = true` on each row, or a probe of the
 * product row for each entry, would read the table for every row stepped
 * over (the catalogue bench's cold store listing: 461 requests a second
 * with `published = true`, 1,232 with this).
 */
const published = (productIdColumn: SQL | typeof products.id | typeof productCategories.productId): SQL =>
  sql`${productIdColumn} not in (select ${products.id} from ${products} where not ${products.published})`;

function where(filter: ProductFilter): SQL | undefined {
  const conditions = [published(products.id), ...productConditions(filter)];
  if (filter.categoryId) {
    conditions.push(sql`exists (select 1 from product_categories pc where pc.product_id = ${productId} and pc.category_id = ${filter.categoryId})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Each sort ends on the id so pages never overlap; each matches one btree index. */
const ORDER: Record<ProductSort, SQL[]> = {
  '-createdAt': [desc(products.createdAt), desc(products.id)],
  price: [asc(products.currentPricePaise), asc(products.id)],
  '-price': [desc(products.currentPricePaise), desc(products.id)],
  title: [asc(products.title), asc(products.id)],
  '-rating': [desc(products.totalRating), desc(products.ratingsCount), asc(products.id)],
};

/**
 * A place in a category's newest-first order (the key of the row there):
 * a deep page starts its index range after the nearest one instead of
 * stepping over every row before it. The time stays text, as PostgreSQL
 * wrote it: a JavaScript Date would drop its microseconds.
 */
export type CategoryAnchor = { createdAt: string; productId: string };

/** A category's size, and the key of every `every`-th product newest first (the first at position `every`). */
export type CategoryAnchors = { total: number; every: number; anchors: CategoryAnchor[] };

/** The category's rows that pass the filter's other conditions (on the product row), and `extra`. */
function inCategory(filter: Bindable<ProductFilter & { categoryId: string }>, extra?: SQL): SQL | undefined {
  const others = productConditions(filter);
  const product =
    others.length > 0 ? sql`exists (select 1 from ${products} where ${products.id} = ${productCategories.productId} and ${and(...others)})` : undefined;
  return and(eq(productCategories.categoryId, filter.categoryId), published(productCategories.productId), product, extra);
}

/** One pass over the category's index range: its total and its anchors. */
export async function categoryAnchors(db: Db, filter: ProductFilter & { categoryId: string }, every: number): Promise<CategoryAnchors> {
  const ranked = db
    .select({
      createdAt: sql<string>`${productCategories.productCreatedAt}::text`.as('created_at'),
      productId: sql<string>`${productCategories.productId}`.as('product_id'),
      position: sql<number>`row_number() over (order by ${productCategories.productCreatedAt} desc, ${productCategories.productId} desc)`.as('position'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(productCategories)
    .where(inCategory(filter))
    .as('ranked');
  const step = Math.trunc(every);
  const rows = await db
    .select({ createdAt: ranked.createdAt, productId: ranked.productId, position: ranked.position, total: ranked.total })
    .from(ranked)
    .where(sql`${ranked.position} % ${sql.raw(String(step))} = 0 or ${ranked.position} = ${ranked.total}`)
    .orderBy(ranked.position);
  const [first] = rows;
  const total = first ? Number(first.total) : 0;
  const anchors = rows.filter((r) => Number(r.position) % step === 0).map((r) => ({ createdAt: r.createdAt, productId: r.productId }));
  return { total, every: step, anchors };
}

/** The ids of one page, from the sort's index alone. */
export async function listProductIds(db: Db, filter: ProductFilter, sort: ProductSort, page: { limit: number; offset: number }): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where(filter))
    .orderBy(...ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/**
 * One page of a category newest first, as listing cards, in one statement:
 * from its range of product_categories_newest_idx, the `limit` products
 * after `after` (from the newest when not given) and `skip` more.
 *
 * Prepared, once per shape: the limit and the skip are written into the
 * statement, as with them as parameters PostgreSQL's generic plan guesses a
 * tenth of the category and it plans the JSON of the cards again on every
 * request. The caller's anchors keep the shapes few (catalogue.service.ts).
 */
export async function findCategoryPage(
  db: Db,
  filter: ProductFilter & { categoryId: string },
  page: { limit: number; skip: number; after?: CategoryAnchor },
): Promise<ListingProductIdsRow[]> {
  const limit = Math.trunc(page.limit);
  const skip = Math.trunc(page.skip);
  const { after } = page;
  const { tags, minPaise, maxPaise } = filter;
  const hasTags = tags !== undefined && tags.length > 0;
  const name = `category_page_${limit}_${skip}_${after ? 'after' : 'first'}_${hasTags ? 't' : ''}${minPaise === undefined ? '' : 'l'}${maxPaise === undefined ? '' : 'h'}`;
  const query = once(db, name, () => {
    const bound: Bindable<ProductFilter & { categoryId: string }> = {
      categoryId: sql.placeholder('categoryId'),
      tags: hasTags ? sql.placeholder('tags') : undefined,
      minPaise: minPaise === undefined ? undefined : sql.placeholder('minPaise'),
      maxPaise: maxPaise === undefined ? undefined : sql.placeholder('maxPaise'),
    };
    const from =
      after &&
      sql`(${productCategories.productCreatedAt}, ${productCategories.productId}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterProductId')}::uuid)`;
    const ranged = sql`(select ${productCategories.productId} as product_id, ${productCategories.productCreatedAt} as created_at
      from ${productCategories} where ${inCategory(bound, from)}
      order by ${productCategories.productCreatedAt} desc, ${productCategories.productId} desc
      limit ${sql.raw(String(limit))}${skip > 0 ? sql` offset ${sql.raw(String(skip))}` : sql``}) as page`;
    return prepared(
      db
        .select(listingFields)
        .from(products)
        .innerJoin(ranged, sql`page.product_id = ${products.id}`)
        .orderBy(sql`page.created_at desc, page.product_id desc`),
      name,
    );
  });
  const rows = await query.execute({
    categoryId: filter.categoryId,
    tags,
    minPaise,
    maxPaise,
    afterCreatedAt: after?.createdAt,
    afterProductId: after?.productId,
  });
  return rows as ListingProductIdsRow[];
}

/** Listing cards of the given products, in the order of `ids`. */
export async function findListingProducts(db: Db, ids: string[]): Promise<ListingProductIdsRow[]> {
  if (ids.length === 0) return [];
  const query = once(db, 'listing_products', () =>
    prepared(
      db
        .select(listingFields)
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`),
      'listing_products',
    ),
  );
  return inOrder(ids, (await query.execute({ ids })) as ListingProductIdsRow[]);
}

function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const { categoryId } = filter;
  if (categoryId) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(productCategories)
      .where(inCategory({ ...filter, categoryId }));
    return Number(row?.count ?? 0);
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(where(filter));
  return Number(row?.count ?? 0);
}

/** Moves whenever a listing's total could change (kept by triggers: the functions in db/functions/). */
export async function catalogueRevisionNumber(db: Db): Promise<number> {
  const query = once(db, 'catalogue_revision', () =>
    prepared(db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1)), 'catalogue_revision'),
  );
  const [row] = await query.execute();
  return Number(row?.revision ?? 0);
}

/** Best sellers, then best rated, then newest. */
export async function topProducts(db: Db, limit: number): Promise<HomeProductIdsRow[]> {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(products.salesCount), desc(products.totalRating), desc(products.createdAt), asc(products.id))
    .limit(limit);
  return findHomeProducts(
    db,
    ids.map((r) => r.id),
  );
}

export type ProductDetailRow = {
  id: string;
  slug: string;
  title: string;
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  printPricePaise: number | null;
  brand: string;
  tags: string[];
  keywords: string[];
  totalRating: number;
  ratingsCount: number;
  createdAt: Date;
  /** Every translated field: title, description and tags. */
  translations: TranslationsJson;
  images: ProductImageJson[];
  categories: CategoryJson[];
  colours: ColourJson[];
};

const productDetailFields = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  printPricePaise: products.printPricePaise,
  brand: products.brand,
  tags: products.tags,
  keywords: products.keywords,
  totalRating: products.totalRating,
  ratingsCount: products.ratingsCount,
  createdAt: products.createdAt,
  translations: products.translations,
  images: productImagesJson,
  categories: categoriesJson,
  colours: coloursJson,
};

export async function findProduct(db: Db, id: string): Promise<ProductDetailRow | undefined> {
  const query = once(db, 'find_product', () =>
    prepared(
      db
        .select(productDetailFields)
        .from(products)
        // An unpublished product has no page on the storefront (decision 027).
        .where(and(eq(products.id, sql.placeholder('id')), eq(products.published, true))),
      'find_product',
    ),
  );
  const [row] = await query.execute({ id });
  return row as ProductDetailRow | undefined;
}

export type CategoryRow = { id: string; slug: string; name: string; image: ImageJson | null; translations: TranslationsJson };

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return (
    (await db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        translations: categories.translations,
        image: sql<ImageJson | null>`case when ${images.id} is null then null else ${imageJson('"images"')} end`,
      })
      .from(categories)
      .leftJoin(images, eq(images.id, categories.imageId))
      // A category the shop hid (admin area) leaves the list; its products stay listed.
      .where(isNull(categories.hiddenAt))
      .orderBy(asc(categories.sortOrder), asc(categories.name))) as CategoryRow[]
  );
}

/**
 * Every category (hidden ones too: their products stay listed under them)
 * with its tile picture, and every colour: what tiles name by id.
 */
export async function listDirectory(db: Db): Promise<{ categories: CategoryJson[]; colours: ColourJson[] }> {
  const [categoryRows, colourRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        translations: categories.translations,
        image: sql<ImageJson | null>`case when ${images.id} is null then null else ${imageJson('"images"')} end`,
      })
      .from(categories)
      .leftJoin(images, eq(images.id, categories.imageId)),
    db.select({ id: colours.id, name: colours.name }).from(colours),
  ]);
  return { categories: categoryRows as CategoryJson[], colours: colourRows };
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}

export type SiteAssetRow = { kind: 'banner' | 'logo'; alt: string; image: ImageJson };

export async function listSiteAssets(db: Db): Promise<SiteAssetRow[]> {
  return (
    (await db
      .select({ kind: siteAssets.kind, alt: siteAssets.alt, image: imageJson('"images"') })
      .from(siteAssets)
      .innerJoin(images, eq(images.id, siteAssets.imageId))
      // A banner the shop hid (admin area) leaves the carousel.
      .where(isNull(siteAssets.hiddenAt))
      .orderBy(asc(siteAssets.kind), asc(siteAssets.position))) as SiteAssetRow[]
  );
}

/** Tiles of the given products, in the order of `ids`. */
export async function findHomeProducts(db: Db, ids: string[]): Promise<HomeProductIdsRow[]> {
  if (ids.length === 0) return [];
  const query = once(db, 'home_products', () =>
    prepared(
      db
        .select(homeProductFields)
        .from(products)
        .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`),
      'home_products',
    ),
  );
  return inOrder(ids, (await query.execute({ ids })) as HomeProductIdsRow[]);
}

/** What a cart, an order or a wishlist shows of a product: name, prices, cover. */
export type ProductSummary = {
  id: string;
  title: string;
  /** The titles only (translatedTitles). */
  translations: TranslationsJson;
  pricePaise: number;
  salePricePaise: number | null;
  cover: ImageJson | null;
};

/**
 * Summaries of the given products, in the order of `ids`; unknown ids are
 * skipped. One statement, so it can run inside the transaction of a
 * checkout as well as on its own.
 */
export async function findProductSummaries(db: DbOrTx, ids: string[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      translations: translatedTitles(products.translations),
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      cover: coverJson,
    })
    .from(products)
    // Carts and wishlists leave out what the shop unpublished (decision 027): not shown, not priced, not sold.
    .where(and(inArray(products.id, ids), eq(products.published, true)));
  return inOrder(ids, rows);
}

/**
 * The Hindi and Marathi titles of the given products as they are now
 * (translatedTitles), published or not: what a buyer's own pages name an
 * order's photographs by. Unknown ids are left out.
 */
export async function findTitleTranslations(db: DbOrTx, ids: string[]): Promise<Map<string, TranslationsJson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, translations: translatedTitles(products.translations) })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.translations]));
}

/**
 * 'More like this': up to `limit` other published products sharing a
 * category or a tag with the published product `id`, best first: a shared
 * category, then more shared tags, then newest. Empty when `id` is unknown,
 * unpublished, or alike to nothing (the caller tells these apart).
 *
 * One statement, cards included. The candidates come from two indexes: every
 * product sharing a tag (`&&`, the GIN index on tags), and the newest `limit`
 * of each of the product's categories (a range of product_categories_newest_idx).
 * That is enough: a product of the same category sharing no tag ranks by
 * age alone, so one older than the newest `limit` of its category can never
 * make the list. Only the tag candidates are many for a common tag; the
 * answer is kept per catalogue revision at the HTTP edge.
 */
export async function findSimilarProducts(db: Db, id: string, limit: number): Promise<ListingProductIdsRow[]> {
  const top = sql.raw(String(Math.trunc(limit)));
  const ranked = sql`(
    with me as (select p.id, p.tags from products p where p.id = ${sql.placeholder('id')}::uuid and p.published),
    mine as (select pc.category_id from product_categories pc join me on pc.product_id = me.id),
    candidates as (
      select p.id from products p join me on p.tags && me.tags and p.id <> me.id
      union
      select newest.product_id from mine cross join lateral (
        select pc.product_id from product_categories pc
        where pc.category_id = mine.category_id
          and pc.product_id <> (select me.id from me)
          and ${published(sql`pc.product_id`)}
        order by pc.product_created_at desc, pc.product_id desc
        limit ${top}) newest
    )
    select p.id, row_number() over (order by s.same_category desc, s.shared_tags desc, p.created_at desc, p.id desc) as rank
    from candidates c
      join products p on p.id = c.id and p.published
      cross join me
      cross join lateral (select
        exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (select mine.category_id from mine)) as same_category,
        (select count(distinct t) from unnest(p.tags) t where t = any(me.tags)) as shared_tags) s
    order by rank
    limit ${top}
  ) as ranked`;
  const query = once(db, `similar_products_${Math.trunc(limit)}`, () =>
    prepared(
      db
        .select({ ...listingFields, rank: sql<number>`ranked.rank` })
        .from(products)
        .innerJoin(ranked, sql`ranked.id = ${products.id}`)
        .orderBy(sql`ranked.rank`),
      `similar_products_${Math.trunc(limit)}`,
    ),
  );
  const rows = (await query.execute({ id })) as (ListingProductIdsRow & { rank: number })[];
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** Whether `id` is a product the storefront shows (published). */
export async function productExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)))
    .limit(1);
  return rows.length > 0;
}
