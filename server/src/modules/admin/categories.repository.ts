import { asc, count, eq, max, sql } from 'drizzle-orm';
import { categories, images, productCategories } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';

export type AdminCategoryRow = typeof categories.$inferSelect & { products: number; thumbName: string | null };

/** The tile picture's small rendition, by the category's image id. */
const thumbOf = sql<string | null>`(select i.thumb_name from ${images} i where i.id = ${categories.imageId})`;
const productCount = sql<number>`(select count(*) from ${productCategories} pc where pc.category_id = ${categories.id})`.mapWith(Number);

/**
 * Categories as the shop edits them. Every write to `categories` moves the
 * catalogue revision (trigger of migration 0006), so the storefront's cached
 * lists follow at once.
 */
export class AdminCategoriesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** In the storefront's order: position, then name. */
  async list(query: { limit: number; offset: number }): Promise<{ rows: AdminCategoryRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ category: categories, products: productCount, thumbName: thumbOf })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(categories),
    ]);
    return { rows: rows.map((r) => ({ ...r.category, products: r.products, thumbName: r.thumbName })), total: counted?.n ?? 0 };
  }

  /** The category, held to the end of the transaction: a product cannot join it meanwhile (its key is locked). */
  async lock(id: string): Promise<AdminCategoryRow | undefined> {
    const [row] = await this.db
      .select({ category: categories, thumbName: thumbOf })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update', { of: categories });
    if (!row) return undefined;
    return { ...row.category, thumbName: row.thumbName, products: await this.productCount(id) };
  }

  async productCount(id: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(productCategories).where(eq(productCategories.categoryId, id));
    return row?.n ?? 0;
  }

  /** After the last one. */
  async nextPosition(): Promise<number> {
    const [row] = await this.db.select({ value: max(categories.sortOrder) }).from(categories);
    return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
  }

  /** undefined when the slug is taken. */
  async insert(
    values: Pick<typeof categories.$inferInsert, 'slug' | 'name' | 'description' | 'translations' | 'sortOrder'> & { hiddenAt: Date | null },
    at: Date,
  ) {
    const [row] = await this.db
      .insert(categories)
      .values({ ...values, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: categories.slug })
      .returning();
    return row ? { ...row, products: 0, thumbName: null } : undefined;
  }

  async update(
    id: string,
    changes: Partial<Pick<typeof categories.$inferInsert, 'name' | 'description' | 'translations' | 'sortOrder' | 'hiddenAt' | 'imageId'>>,
    at: Date,
  ) {
    await this.db
      .update(categories)
      .set({ ...changes, updatedAt: at })
      .where(eq(categories.id, id));
    return this.lock(id);
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(categories).where(eq(categories.id, id));
  }
}
