import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import {
  derivedColumns,
  derivedFiles,
  type ImageInfo,
  type ImageProfile,
  inspectImage,
  processImage,
  type ProcessedImage,
  RENDITIONS_VERSION,
  sha256,
  storedFileNames,
  UnsupportedImageError,
} from '../../platform/images/image-processor';
import type { AssetStorage } from '../../platform/storage/storage';
import * as repo from './catalogue-import.repository';
import { canonicalJson } from './catalogue-import-translations';
import { type ManifestIssue, ManifestError, readManifest, resolveInside, slugify } from './manifest';

/**
 * The import command's engine (also what seeds the demo shop): reads a
 * folder of images and its manifest, checks everything, makes the public
 * files, then writes the catalogue in one transaction.
 *
 * Idempotent: products, categories and posts are keyed by slug, images by
 * the SHA-256 of the original. Only what differs from the database is
 * written, so running the same folder twice changes nothing (not even
 * `updated_at`). A manifest with any error imports nothing.
 *
 * Products missing from the manifest are left alone: the import adds and
 * updates, it never deletes. Likewise the Hindi and Marathi of an entry
 * that says nothing of them (manifest.ts): an entry that gives them
 * replaces the stored ones as a whole.
 */

export type ImportOptions = {
  db: Db;
  storage: AssetStorage;
  /** Watermark text and default brand. */
  shopName: string;
  /** Pictures processed at once; defaults to the number of CPUs. */
  concurrency?: number;
  log?: (line: string) => void;
  /** Told how many pictures are made so far of those to make (first with 0, then after each); then once before the catalogue is written. */
  onProgress?: (progress: { done: number; total: number } | 'saving') => void;
};

type Tally = { created: number; updated: number; unchanged: number };

export type ImportSummary = {
  manifest: string;
  products: Tally;
  categories: Tally;
  posts: Tally;
  images: { processed: number; reused: number };
  banners: 'replaced' | 'unchanged' | 'not in manifest';
  logo: 'replaced' | 'unchanged' | 'not in manifest';
};

type FileUse = { path: string; profile: ImageProfile; stem: string; where: string[]; field: string };

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 });
/** Equal content; objects compared whatever the order of their keys (jsonb keeps an order of its own). */
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const imageKey = (hash: string, profile: string) => `${profile}:${hash}`;

/** What `map` holds for `key`, which the import itself put there before asking: a miss is a bug in the import, said as one. */
function known<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`catalogue import: no ${what} for "${key}"`);
  return value;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Stores a processed picture: its original (once per content, private) and
 * its public files. Shared with the admin area's uploads (decision 027), so
 * a picture is kept the same way whichever way it came.
 */
export async function storeImageFiles(storage: AssetStorage, original: Buffer, image: ProcessedImage): Promise<void> {
  if (!(await storage.originals.stat(image.original.key))) await storage.originals.put(image.original.key, original);
  for (const file of derivedFiles(image)) await storage.media.put(file.name, file.data);
}

/** The `images` row of a processed picture. */
export function imageRowOf(image: ProcessedImage, profile: ImageProfile, originalName: string): repo.NewImage {
  return {
    contentHash: image.contentHash,
    profile,
    originalKey: image.original.key,
    originalName,
    originalType: image.original.mime,
    originalBytes: image.original.bytes,
    width: image.original.width,
    height: image.original.height,
    ...derivedColumns(image),
  };
}

export async function importCatalogue(folder: string, options: ImportOptions): Promise<ImportSummary> {
  const { db, storage, shopName } = options;
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? availableParallelism();
  const manifest = await readManifest(folder);

  // Every (file, profile) the manifest uses, with the rows that use it.
  const uses = new Map<string, FileUse>();
  const use = (path: string, profile: ImageProfile, stem: string, where: string, field: string) => {
    const key = `${profile}:${path}`;
    const found = uses.get(key);
    if (found) found.where.push(where);
    else uses.set(key, { path, profile, stem, where: [where], field });
  };
  for (const p of manifest.products) for (const f of p.files) use(f, 'photo', p.title, `row ${p.row}`, 'files');
  for (const c of manifest.categories) if (c.image) use(c.image, 'photo', c.name, `categories row ${c.row}`, 'image');
  for (const b of manifest.banners ?? []) use(b.file, 'plain', b.alt, `banners row ${b.row}`, 'file');
  if (manifest.logo) use(manifest.logo.file, 'logo', manifest.logo.alt, 'logo', 'file');
  for (const p of manifest.posts) if (p.image) use(p.image, 'photo', p.title, `posts row ${p.row}`, 'image');

  // Check every picture before touching anything; keep only hash and size.
  const paths = [...new Set([...uses.values()].map((u) => u.path))];
  const inspected = new Map<string, { hash: string; info: ImageInfo }>();
  const problems = new Map<string, string>();
  await mapLimit(paths, concurrency * 2, async (path) => {
    const data = await readFile(resolveInside(folder, path));
    try {
      inspected.set(path, { hash: sha256(data), info: await inspectImage(data) });
    } catch (err) {
      if (!(err instanceof UnsupportedImageError)) throw err;
      problems.set(path, err.message);
    }
  });
  if (problems.size > 0) {
    const issues: ManifestIssue[] = [];
    for (const u of uses.values()) {
      const problem = problems.get(u.path);
      if (problem) for (const where of u.where) issues.push({ where, field: u.field, message: `"${u.path}" ${problem}` });
    }
    throw new ManifestError(issues);
  }

  // Make the public files of pictures not seen before (or whose files went missing).
  const wanted = [...uses.values()].map((u) => ({ ...u, ...known(inspected, u.path, 'inspected picture') }));
  const stored = new Map(
    (
      await repo.findImages(
        db,
        wanted.map((w) => ({ contentHash: w.hash, profile: w.profile })),
      )
    ).map((row) => [imageKey(row.contentHash, row.profile), row]),
  );
  const todo: typeof wanted = [];
  const seenKeys = new Set<string>();
  for (const w of wanted) {
    const key = imageKey(w.hash, w.profile);
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    const row = stored.get(key);
    const complete =
      row !== undefined &&
      row.renditions?.version === RENDITIONS_VERSION &&
      (await Promise.all(storedFileNames(row).map((n) => storage.media.stat(n))).then((s) => s.every(Boolean))) &&
      (await storage.originals.stat(row.originalKey)) !== undefined;
    if (!complete) todo.push(w);
  }
  let done = 0;
  options.onProgress?.({ done, total: todo.length });
  const made = await mapLimit(todo, concurrency, async (w) => {
    const data = await readFile(resolveInside(folder, w.path));
    const image = await processImage(data, { profile: w.profile, stem: w.stem, watermark: shopName, info: w.info });
    await storeImageFiles(storage, data, image);
    done++;
    options.onProgress?.({ done, total: todo.length });
    if (done % 10 === 0 || done === todo.length) log(`pictures: ${done}/${todo.length} processed`);
    return imageRowOf(image, w.profile, w.path.split('/').pop() ?? w.path);
  });

  const summary: ImportSummary = {
    manifest: manifest.file,
    products: tally(),
    categories: tally(),
    posts: tally(),
    images: { processed: made.length, reused: seenKeys.size - made.length },
    banners: 'not in manifest',
    logo: 'not in manifest',
  };

  options.onProgress?.('saving');
  await withTransaction(db, async (tx) => {
    // Pictures: new rows, and rows whose files were remade.
    const remade = made.filter((m) => stored.has(imageKey(m.contentHash, m.profile)));
    await repo.insertImages(
      tx,
      made.filter((m) => !stored.has(imageKey(m.contentHash, m.profile))),
    );
    for (const m of remade) await repo.updateImage(tx, known(stored, imageKey(m.contentHash, m.profile), 'stored picture').id, m);
    const imageIds = new Map(
      (
        await repo.findImages(
          tx,
          wanted.map((w) => ({ contentHash: w.hash, profile: w.profile })),
        )
      ).map((row) => [imageKey(row.contentHash, row.profile), row.id]),
    );
    const imageOf = (path: string, profile: ImageProfile) => known(imageIds, imageKey(known(inspected, path, 'inspected picture').hash, profile), 'picture id');

    // Categories: the manifest's own section first (it sets names, order and
    // pictures), then any only named by a product (created, otherwise left as they are).
    const explicit = new Map(manifest.categories.map((c, i) => [c.slug, { ...c, sortOrder: i }]));
    const named = new Map<string, string>();
    const firstCover = new Map<string, string>();
    for (const p of manifest.products) {
      for (const name of p.categories) {
        const slug = slugify(name);
        if (!named.has(slug)) named.set(slug, name);
        const [cover] = p.files;
        if (cover !== undefined && !firstCover.has(slug)) firstCover.set(slug, imageOf(cover, 'photo'));
      }
    }
    const slugs = [...new Set([...explicit.keys(), ...named.keys()])];
    const existing = new Map((await repo.findCategoriesBySlug(tx, slugs)).map((c) => [c.slug, c]));
    // Categories only named by products go after the stored ones and after the manifest's own list.
    let nextOrder = Math.max((await repo.lastCategorySortOrder(tx)) + 1, manifest.categories.length);
    const newCategories: Parameters<typeof repo.insertCategories>[1] = [];
    for (const slug of slugs) {
      const given = explicit.get(slug);
      const current = existing.get(slug);
      const image = given?.image ? imageOf(given.image, 'photo') : (current?.imageId ?? firstCover.get(slug) ?? null);
      if (!current) {
        newCategories.push({
          slug,
          name: given?.name ?? known(named, slug, 'category name'),
          description: given?.description ?? '',
          imageId: image,
          sortOrder: given ? given.sortOrder : nextOrder++,
          translations: given?.translations ?? {},
        });
        summary.categories.created++;
        continue;
      }
      const patch: Parameters<typeof repo.updateCategory>[2] = given
        ? { name: given.name, description: given.description, imageId: image, sortOrder: given.sortOrder }
        : { imageId: image };
      if (given?.translations) patch.translations = given.translations;
      const changed = Object.entries(patch).some(([k, v]) => !same(current[k as keyof typeof current], v));
      if (changed) {
        await repo.updateCategory(tx, current.id, patch);
        summary.categories.updated++;
      } else summary.categories.unchanged++;
    }
    await repo.insertCategories(tx, newCategories);
    const categoryIds = new Map((await repo.findCategoriesBySlug(tx, slugs)).map((c) => [c.slug, c.id]));

    // Products.
    const colourIds = await repo.ensureColours(tx, [...new Set(manifest.products.flatMap((p) => p.colours))]);
    const storedProducts = new Map(
      (
        await repo.findProductsBySlug(
          tx,
          manifest.products.map((p) => p.slug),
        )
      ).map((p) => [p.slug, p]),
    );
    const fresh: repo.NewProduct[] = [];
    const relations: repo.ProductRelations[] = [];
    const freshRelations = new Map<string, Omit<repo.ProductRelations, 'productId'>>();
    const touched: string[] = [];
    for (const p of manifest.products) {
      const fields = {
        title: p.title,
        name: p.name,
        description: p.description,
        pricePaise: p.pricePaise,
        salePricePaise: p.salePricePaise,
        printPricePaise: p.printPricePaise,
        brand: p.brand ?? shopName,
        tags: p.tags,
        keywords: p.keywords,
        ...(p.translations ? { translations: p.translations } : {}),
      };
      const wantedRelations = {
        categoryIds: [...new Set(p.categories.map((c) => known(categoryIds, slugify(c), 'category id')))],
        imageIds: [...new Set(p.files.map((f) => imageOf(f, 'photo')))],
        colourIds: p.colours.map((c) => known(colourIds, c, 'colour id')),
      };
      const current = storedProducts.get(p.slug);
      if (!current) {
        fresh.push({ slug: p.slug, ...fields });
        freshRelations.set(p.slug, wantedRelations);
        summary.products.created++;
        continue;
      }
      const fieldsChanged = Object.entries(fields).some(([k, v]) => !same(current[k as keyof typeof current], v));
      const relationsChanged =
        !same(current.categoryIds, wantedRelations.categoryIds) ||
        !same(current.imageIds, wantedRelations.imageIds) ||
        !same(current.colourIds, wantedRelations.colourIds);
      if (fieldsChanged) await repo.updateProduct(tx, current.id, fields);
      if (relationsChanged) {
        relations.push({ productId: current.id, ...wantedRelations });
        if (!fieldsChanged) touched.push(current.id);
      }
      if (fieldsChanged || relationsChanged) summary.products.updated++;
      else summary.products.unchanged++;
    }
    for (const row of await repo.insertProducts(tx, fresh)) {
      relations.push({ productId: row.id, ...known(freshRelations, row.slug, 'product relations') });
    }
    await repo.replaceProductRelations(tx, relations);
    await repo.touchProducts(tx, touched);

    // Blog posts.
    const storedPosts = new Map(
      (
        await repo.findPostsBySlug(
          tx,
          manifest.posts.map((p) => p.slug),
        )
      ).map((p) => [p.slug, p]),
    );
    const newPosts: repo.NewPost[] = [];
    for (const p of manifest.posts) {
      const fields = {
        title: p.title,
        excerpt: p.excerpt,
        body: p.body,
        author: p.author ?? shopName,
        imageId: p.image ? imageOf(p.image, 'photo') : null,
        ...(p.translations ? { translations: p.translations } : {}),
      };
      const current = storedPosts.get(p.slug);
      if (!current) {
        newPosts.push({ slug: p.slug, ...fields, ...(p.publishedAt ? { createdAt: p.publishedAt } : {}) });
        summary.posts.created++;
        continue;
      }
      const patch: Partial<repo.NewPost> = { ...fields };
      if (p.publishedAt) patch.createdAt = p.publishedAt;
      const changed =
        Object.entries(fields).some(([k, v]) => !same(current[k as keyof typeof current], v)) ||
        (p.publishedAt !== null && new Date(current.createdAt).getTime() !== p.publishedAt.getTime());
      if (changed) {
        await repo.updatePost(tx, current.id, patch);
        summary.posts.updated++;
      } else summary.posts.unchanged++;
    }
    await repo.insertPosts(tx, newPosts);

    // Banners and logo: the manifest's list replaces the current one.
    const replaceAssets = async (kind: 'banner' | 'logo', list: { file: string; alt: string }[] | null, profile: ImageProfile) => {
      if (list === null) return 'not in manifest' as const;
      const desired = list.map((b) => ({ imageId: imageOf(b.file, profile), alt: b.alt }));
      const current = (await repo.findSiteAssets(tx, kind)).map((a) => ({ imageId: a.imageId, alt: a.alt }));
      if (same(current, desired)) return 'unchanged' as const;
      await repo.replaceSiteAssets(tx, kind, desired);
      return 'replaced' as const;
    };
    summary.banners = await replaceAssets('banner', manifest.banners, 'plain');
    summary.logo = await replaceAssets('logo', manifest.logo ? [manifest.logo] : null, 'logo');
  });

  return summary;
}
