import { and, asc, eq, gt, inArray, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, categories, colours, images, productCategories, productColours, productImages, products, siteAssets } from '../../db/schema/catalogue';

/**
 * Writes of the import command. The importer diffs the manifest against what
 * is stored and calls these only for what changed, so a second run of the
 * same manifest writes nothing. Inserts are batched: PGlite runs one
 * statement at a time, so one statement per row would crawl.
 */

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type PostRow = typeof blogPosts.$inferSelect;
export type NewPost = typeof blogPosts.$inferInsert;
export type SiteAssetRow = typeof siteAssets.$inferSelect;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 400;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

export async function findImages(db: Db, keys: { contentHash: string; profile: string }[]): Promise<ImageRow[]> {
  const found: ImageRow[] = [];
  for (const part of chunks(keys)) {
    found.push(
      ...(await db
        .select()
        .from(images)
        .where(or(...part.map((k) => and(eq(images.contentHash, k.contentHash), eq(images.profile, k.profile)))))),
    );
  }
  return found;
}

export async function insertImages(db: Db, rows: NewImage[]): Promise<void> {
  for (const part of chunks(rows)) await db.insert(images).values(part).onConflictDoNothing();
}

/** Points an image at freshly made public files (they had gone missing from storage). */
/** Pictures whose renditions are older than `version` (or missing), in id order after `afterId`. */
export async function imagesWithOldRenditions(db: Db, version: number, afterId: string | undefined, limit: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(and(sql`coalesce((${images.renditions} ->> 'version')::int, 0) < ${version}`, afterId === undefined ? undefined : gt(images.id, afterId)))
    .orderBy(asc(images.id))
    .limit(limit);
}

export async function updateImage(db: Db, id: string, patch: Partial<NewImage>): Promise<void> {
  await db.update(images).set(patch).where(eq(images.id, id));
}

/** Ids of the named colours, creating the missing ones. */
export async function ensureColours(db: Db, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  for (const part of chunks(names)) {
    await db
      .insert(colours)
      .values(part.map((name) => ({ name })))
      .onConflictDoNothing();
    for (const row of await db.select({ id: colours.id, name: colours.name }).from(colours).where(inArray(colours.name, part))) {
      ids.set(row.name, row.id);
    }
  }
  return ids;
}

export async function findCategoriesBySlug(db: Db, slugs: string[]): Promise<CategoryRow[]> {
  if (slugs.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.slug, slugs));
}

export async function lastCategorySortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ value: max(categories.sortOrder) }).from(categories);
  return row?.value ?? -1;
}

export async function insertCategories(
  db: Db,
  rows: Pick<typeof categories.$inferInsert, 'slug' | 'name' | 'description' | 'imageId' | 'sortOrder' | 'translations'>[],
): Promise<void> {
  for (const part of chunks(rows)) await db.insert(categories).values(part);
}

export async function updateCategory(
  db: Db,
  id: string,
  patch: Partial<Pick<CategoryRow, 'name' | 'description' | 'imageId' | 'sortOrder' | 'translations'>>,
): Promise<void> {
  await db
    .update(categories)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(categories.id, id));
}

export type StoredProduct = ProductRow & { categoryIds: string[]; imageIds: string[]; colourIds: string[] };

/** Products by slug with their relations, each list in position order. */
export async function findProductsBySlug(db: Db, slugs: string[]): Promise<StoredProduct[]> {
  const out: StoredProduct[] = [];
  for (const part of chunks(slugs)) {
    const rows = await db.select().from(products).where(inArray(products.slug, part));
    if (rows.length === 0) continue;
    const ids = rows.map((r) => r.id);
    const cats = await db
      .select({ productId: productCategories.productId, id: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, ids))
      .orderBy(productCategories.productId, productCategories.position);
    const pics = await db
      .select({ productId: productImages.productId, id: productImages.imageId })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(productImages.productId, productImages.position);
    const cols = await db
      .select({ productId: productColours.productId, id: productColours.colourId })
      .from(productColours)
      .where(inArray(productColours.productId, ids))
      .orderBy(productColours.productId, productColours.position);
    const group = (list: { productId: string; id: string }[], productId: string) => list.filter((r) => r.productId === productId).map((r) => r.id);
    for (const row of rows) {
      out.push({ ...row, categoryIds: group(cats, row.id), imageIds: group(pics, row.id), colourIds: group(cols, row.id) });
    }
  }
  return out;
}

export async function insertProducts(db: Db, rows: NewProduct[]): Promise<{ id: string; slug: string }[]> {
  const out: { id: string; slug: string }[] = [];
  for (const part of chunks(rows)) {
    out.push(...(await db.insert(products).values(part).returning({ id: products.id, slug: products.slug })));
  }
  return out;
}

export async function updateProduct(db: Db, id: string, patch: Partial<NewProduct>): Promise<void> {
  await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export type ProductRelations = { productId: string; categoryIds: string[]; imageIds: string[]; colourIds: string[] };

/** Replaces the categories, pictures and colours of the given products. */
export async function replaceProductRelations(db: Db, rows: ProductRelations[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.productId);
  for (const part of chunks(ids)) {
    await db.delete(productCategories).where(inArray(productCategories.productId, part));
    await db.delete(productImages).where(inArray(productImages.productId, part));
    await db.delete(productColours).where(inArray(productColours.productId, part));
  }
  const cats = rows.flatMap((r) => r.categoryIds.map((categoryId, position) => ({ productId: r.productId, categoryId, position })));
  const pics = rows.flatMap((r) => r.imageIds.map((imageId, position) => ({ productId: r.productId, imageId, position })));
  const cols = rows.flatMap((r) => r.colourIds.map((colourId, position) => ({ productId: r.productId, colourId, position })));
  for (const part of chunks(cats)) await db.insert(productCategories).values(part);
  for (const part of chunks(pics)) await db.insert(productImages).values(part);
  for (const part of chunks(cols)) await db.insert(productColours).values(part);
}

/** Marks products as changed when only their relations moved. */
export async function touchProducts(db: Db, ids: string[]): Promise<void> {
  for (const part of chunks(ids)) {
    await db
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(inArray(products.id, part));
  }
}

export async function findPostsBySlug(db: Db, slugs: string[]): Promise<PostRow[]> {
  if (slugs.length === 0) return [];
  return db.select().from(blogPosts).where(inArray(blogPosts.slug, slugs));
}

export async function insertPosts(db: Db, rows: NewPost[]): Promise<void> {
  for (const part of chunks(rows)) await db.insert(blogPosts).values(part);
}

export async function updatePost(db: Db, id: string, patch: Partial<NewPost>): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id));
}

export async function findSiteAssets(db: Db, kind: 'banner' | 'logo'): Promise<SiteAssetRow[]> {
  return db.select().from(siteAssets).where(eq(siteAssets.kind, kind)).orderBy(siteAssets.position);
}

export async function replaceSiteAssets(db: Db, kind: 'banner' | 'logo', rows: { imageId: string; alt: string }[]): Promise<void> {
  await db.delete(siteAssets).where(eq(siteAssets.kind, kind));
  if (rows.length > 0) {
    await db.insert(siteAssets).values(rows.map((r, position) => ({ kind, position, imageId: r.imageId, alt: r.alt })));
  }
}

/** True until the first product is stored: the demo seed runs only then. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** The advisory lock the demo seed is claimed by (an arbitrary constant, the same in every instance: "demo" in ASCII). */
const DEMO_SEED_LOCK_KEY = 0x64656d6f;

/**
 * Runs `fn` if this instance can claim the demo seed, and answers whether it
 * could: on PostgreSQL, several instances start together and one seeds while
 * the others wait (decision 052). The claim is a transaction-level advisory
 * lock held by a transaction left open while `fn` works on other connections
 * (it holds behind PgBouncer in transaction mode too, like the migrator's),
 * released when `fn` ends or the instance dies. PGlite belongs to one
 * process, and a transaction there holds its only connection, so it runs
 * `fn` straight away.
 */
export async function withDemoSeedClaim(database: { kind: 'pglite' | 'postgres'; db: Db }, fn: () => Promise<void>): Promise<boolean> {
  if (database.kind === 'pglite') {
    await fn();
    return true;
  }
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${DEMO_SEED_LOCK_KEY}) as claimed`)) as unknown as { rows: { claimed: boolean }[] };
    if (result.rows[0]?.claimed !== true) return false;
    await fn();
    return true;
  });
}
