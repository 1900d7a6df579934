import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { categories, colours, images, productCategories, productColours, productImages, products } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';
import { likePattern } from './admin-context';

export type ProductRow = typeof products.$inferSelect;
type PictureRow = {
  productId: string;
  imageId: string;
  thumbName: string;
  previewName: string;
  width: number;
  height: number;
  originalName: string;
};
export type ProductDetails = {
  categories: Map<string, { id: string; name: string; slug: string }[]>;
  pictures: Map<string, PictureRow[]>;
  colours: Map<string, string[]>;
};

export type ProductListQuery = {
  search?: string | undefined;
  categoryId?: string | undefined;
  published?: boolean | undefined;
  kind?: 'single' | 'pack' | undefined;
  limit: number;
  offset: number;
};

const pictureCount = sql<number>`(select count(*) from ${productImages} where ${productImages.productId} = ${products.id})`;

function group<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(row.productId, [...(out.get(row.productId) ?? []), row]);
  return out;
}

/**
 * Reads of photographs and packs as the admin area sees them: published or
 * not, with their relations. Writes go through the import's repository
 * (catalogue-import.repository.ts), so a product is stored one way only and
 * the triggers keep the search index and the catalogue revision in step.
 */
export class AdminProductsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first; `search` matches part of the title, or a whole tag or keyword. */
  async list(query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    // and() leaves out an undefined condition; or() of defined ones is never undefined.
    const filters: (SQL | undefined)[] = [];
    const text = query.search?.trim();
    if (text) {
      const word = text.toLowerCase();
      filters.push(or(ilike(products.title, likePattern(text)), sql`${word} = any(${products.keywords})`, sql`${word} = any(${products.tags})`));
    }
    if (query.categoryId) {
      filters.push(
        sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${query.categoryId})`,
      );
    }
    if (query.published !== undefined) filters.push(eq(products.published, query.published));
    if (query.kind === 'pack') filters.push(sql`${pictureCount} > 1`);
    if (query.kind === 'single') filters.push(sql`${pictureCount} <= 1`);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    return row;
  }

  /** The product, held to the end of the transaction: two edits of one product run one after the other. */
  async lock(id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).for('update');
    return row;
  }

  /**
   * Holds `slug` to the end of the transaction: of two new photographs that
   * would take it, the second checks it after the first commits, instead of
   * both finding it free and the second failing on products_slug_uq.
   * Per slug, never one lock for every write.
   */
  async lockSlug(slug: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-slug:${slug}`}))`);
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows = await this.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
    return rows.length > 0;
  }

  async existingCategories(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await this.db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map((r) => r.id);
  }

  async image(id: string): Promise<typeof images.$inferSelect | undefined> {
    const [row] = await this.db.select().from(images).where(eq(images.id, id));
    return row;
  }

  /** Categories, pictures (cover first) and colour names of the given products. */
  async details(ids: string[]): Promise<ProductDetails> {
    if (ids.length === 0) return { categories: new Map(), pictures: new Map(), colours: new Map() };
    const [cats, pics, cols] = await Promise.all([
      this.db
        .select({ productId: productCategories.productId, id: categories.id, name: categories.name, slug: categories.slug })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.productId), asc(productCategories.position)),
      this.db
        .select({
          productId: productImages.productId,
          imageId: images.id,
          thumbName: images.thumbName,
          previewName: images.previewName,
          width: images.width,
          height: images.height,
          originalName: images.originalName,
        })
        .from(productImages)
        .innerJoin(images, eq(images.id, productImages.imageId))
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.productId), asc(productImages.position)),
      this.db
        .select({ productId: productColours.productId, name: colours.name })
        .from(productColours)
        .innerJoin(colours, eq(colours.id, productColours.colourId))
        .where(inArray(productColours.productId, ids))
        .orderBy(asc(productColours.productId), asc(productColours.position)),
    ]);
    const colourNames = new Map([...group(cols)].map(([id, rows]) => [id, rows.map((r) => r.name)]));
    return {
      categories: new Map([...group(cats)].map(([id, rows]) => [id, rows.map(({ id: cid, name, slug }) => ({ id: cid, name, slug }))])),
      pictures: group(pics),
      colours: colourNames,
    };
  }
}
