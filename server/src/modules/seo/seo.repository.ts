import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, categories, products } from '../../db/schema/catalogue';

export type SitemapRow = { id: string; lastmod: Date };

/** Only what the storefront shows: an unpublished product (decision 027) has no page. */
const published = eq(products.published, true);

/** What the sitemap lists, read in pages by id so 1,00,000 products never sit in memory at once. */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  async productCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(products).where(published);
    return row?.n ?? 0;
  }

  /** Products after `afterId` in id order, with when they last changed. */
  async products(afterId: string | undefined, limit: number): Promise<SitemapRow[]> {
    return this.db
      .select({ id: products.id, lastmod: products.updatedAt })
      .from(products)
      .where(afterId === undefined ? published : and(published, gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(limit);
  }

  /** The last id before page `page` (0-based) of `size` (none for the first), so each sitemap file can be made on its own. */
  async productPageStart(page: number, size: number): Promise<string | undefined> {
    if (page === 0) return undefined;
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(published)
      .orderBy(asc(products.id))
      .offset(page * size - 1)
      .limit(1);
    return row?.id;
  }

  async categories(): Promise<SitemapRow[]> {
    // A category the shop hid (admin area) is in no list of the storefront's.
    return this.db
      .select({ id: categories.id, lastmod: categories.updatedAt })
      .from(categories)
      .where(isNull(categories.hiddenAt))
      .orderBy(asc(categories.sortOrder), asc(categories.name));
  }

  async posts(): Promise<SitemapRow[]> {
    // A draft (admin area) is no page of the shop's yet.
    return this.db
      .select({ id: blogPosts.id, lastmod: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isNotNull(blogPosts.publishedAt))
      .orderBy(asc(blogPosts.createdAt));
  }

  /** When anything in the catalogue last changed: the static pages' lastmod. */
  async lastChange(): Promise<Date> {
    const [row] = await this.db.select({ at: sql<string | null>`max(${products.updatedAt})` }).from(products);
    return row?.at ? new Date(row.at) : new Date(0);
  }
}
