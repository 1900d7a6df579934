import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { blogPosts, categories, colours, images, productCategories, productColours, productImages, products } from '../db/schema/catalogue';
import { derivedColumns, derivedFiles, processImage } from '../platform/images/image-processor';
import { rupeesToPaise } from '@chitra/contract/money';
import type { AssetStorage } from '../platform/storage/storage';

/**
 * Catalogue rows for tests, inserted directly: each factory fills every
 * field with something valid and takes overrides for what a test cares
 * about. Prices are given in rupees, as the API speaks.
 */

let sequence = 0;
const next = () => ++sequence;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export type ImageRow = typeof images.$inferSelect;

/** A small real JPEG: a diagonal gradient in the given colours. */
export async function tinyJpeg(options: { width?: number; height?: number; from?: string; to?: string } = {}): Promise<Buffer> {
  const { width = 96, height = 64, from = '#e2703a', to = '#2b1055' } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 5}" fill="#fff1c1"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * An image row. With `storage`, a real picture is processed and its files
 * stored (for tests that fetch /media); without, the row names files that do
 * not exist, which is all a listing test needs.
 */
export async function createImage(db: Db, options: { storage?: AssetStorage; width?: number; height?: number; shopName?: string } = {}): Promise<ImageRow> {
  if (options.storage) {
    const data = await tinyJpeg({ width: options.width ?? 640, height: options.height ?? 427, from: `#${hex(3)}` });
    const made = await processImage(data, { profile: 'photo', stem: `test image ${next()}`, watermark: options.shopName ?? 'Test Studio' });
    await options.storage.originals.put(made.original.key, data);
    for (const f of derivedFiles(made)) await options.storage.media.put(f.name, f.data);
    const [row] = await db
      .insert(images)
      .values({
        contentHash: made.contentHash,
        profile: 'photo',
        originalKey: made.original.key,
        originalName: 'test.jpg',
        originalType: made.original.mime,
        originalBytes: made.original.bytes,
        width: made.original.width,
        height: made.original.height,
        ...derivedColumns(made),
      })
      .returning();
    return row!;
  }
  const hash = hex(32);
  const stem = `test-${next()}`;
  const [row] = await db
    .insert(images)
    .values({
      contentHash: hash,
      profile: 'photo',
      originalKey: `${hash}.jpg`,
      originalName: `${stem}.jpg`,
      originalType: 'image/jpeg',
      originalBytes: 1000,
      width: options.width ?? 2400,
      height: options.height ?? 1600,
      previewName: `${stem}-${hex(8)}.jpg`,
      previewWebpName: `${stem}-${hex(8)}.webp`,
      previewWidth: 1600,
      previewHeight: 1067,
      thumbName: `${stem}-${hex(8)}.jpg`,
      thumbWebpName: `${stem}-${hex(8)}.webp`,
      thumbWidth: 400,
      thumbHeight: 267,
    })
    .returning();
  return row!;
}

export type CategoryOverrides = Partial<{ name: string; slug: string; sortOrder: number; imageId: string | null }>;

export async function createCategory(db: Db, overrides: CategoryOverrides = {}) {
  const n = next();
  const name = overrides.name ?? `Category ${n}`;
  const [row] = await db
    .insert(categories)
    .values({
      name,
      slug: overrides.slug ?? `category-${n}-${hex(3)}`,
      sortOrder: overrides.sortOrder ?? n,
      imageId: overrides.imageId === undefined ? (await createImage(db)).id : overrides.imageId,
    })
    .returning();
  return row!;
}

export type ProductOverrides = Partial<{
  title: string;
  name: string;
  slug: string;
  description: string;
  /** Rupees. */
  price: number;
  salePrice: number | null;
  printPrice: number | null;
  brand: string;
  tags: string[];
  keywords: string[];
  colours: string[];
  categoryIds: string[];
  imageIds: string[];
  salesCount: number;
  totalRating: number;
  ratingsCount: number;
  createdAt: Date;
}>;

const paise = (rupees: number) => {
  const value = rupeesToPaise(rupees);
  if (value === undefined) throw new Error(`Not a price: ${rupees}`);
  return value;
};

export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const n = next();
  const title = overrides.title ?? `Test photograph ${n}`;
  const [row] = await db
    .insert(products)
    .values({
      slug: overrides.slug ?? `test-photograph-${n}-${hex(3)}`,
      title,
      name: overrides.name ?? title,
      description: overrides.description ?? 'A photograph made for a test.',
      pricePaise: paise(overrides.price ?? 499),
      salePricePaise: overrides.salePrice == null ? null : paise(overrides.salePrice),
      printPricePaise: overrides.printPrice == null ? null : paise(overrides.printPrice),
      brand: overrides.brand ?? 'Test Studio',
      tags: overrides.tags ?? [],
      keywords: overrides.keywords ?? [],
      salesCount: overrides.salesCount ?? 0,
      totalRating: overrides.totalRating ?? 0,
      ratingsCount: overrides.ratingsCount ?? 0,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  const product = row!;
  const categoryIds = overrides.categoryIds ?? [(await createCategory(db)).id];
  const imageIds = overrides.imageIds ?? [(await createImage(db)).id];
  if (categoryIds.length > 0) {
    await db.insert(productCategories).values(categoryIds.map((categoryId, position) => ({ productId: product.id, categoryId, position })));
  }
  if (imageIds.length > 0) {
    await db.insert(productImages).values(imageIds.map((imageId, position) => ({ productId: product.id, imageId, position })));
  }
  if (overrides.colours && overrides.colours.length > 0) {
    await db
      .insert(colours)
      .values(overrides.colours.map((name) => ({ name })))
      .onConflictDoNothing();
    const ids = await db.select().from(colours).where(inArray(colours.name, overrides.colours));
    await db
      .insert(productColours)
      .values(overrides.colours.map((name, position) => ({ productId: product.id, colourId: ids.find((c) => c.name === name)!.id, position })));
  }
  return product;
}

export async function createPost(
  db: Db,
  overrides: Partial<{ title: string; slug: string; body: string; excerpt: string; author: string; imageId: string | null; createdAt: Date }> = {},
) {
  const n = next();
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: overrides.title ?? `Notes from the field ${n}`,
      slug: overrides.slug ?? `notes-${n}-${hex(3)}`,
      excerpt: overrides.excerpt ?? 'A short walk along the coast.',
      body: overrides.body ?? 'First paragraph.\n\nSecond paragraph.',
      author: overrides.author ?? 'Aarti Patil',
      imageId: overrides.imageId ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}
