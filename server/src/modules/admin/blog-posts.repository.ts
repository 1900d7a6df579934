import { count, desc, eq, like, or, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { blogPosts, images } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';

export type AdminPostRow = typeof blogPosts.$inferSelect & { thumbName: string | null };
export type PostChanges = Partial<Pick<typeof blogPosts.$inferInsert, 'title' | 'excerpt' | 'body' | 'translations' | 'publishedAt' | 'createdAt' | 'imageId'>>;

/** The cover's small rendition. */
const thumbOf = sql<string | null>`(select i.thumb_name from ${images} i where i.id = ${blogPosts.imageId})`;
const withThumb = (row: { post: typeof blogPosts.$inferSelect; thumbName: string | null }): AdminPostRow => ({ ...row.post, thumbName: row.thumbName });

/** Blog posts as the shop writes them, drafts included (the blog itself shows published ones only: blog.repository.ts). */
export class AdminBlogPostsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first, as the blog lists them. */
  async list(query: { limit: number; offset: number }): Promise<{ rows: AdminPostRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ post: blogPosts, thumbName: thumbOf })
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(blogPosts),
    ]);
    return { rows: rows.map(withThumb), total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<AdminPostRow | undefined> {
    const [row] = await this.db.select({ post: blogPosts, thumbName: thumbOf }).from(blogPosts).where(eq(blogPosts.id, id));
    return row && withThumb(row);
  }

  async lock(id: string): Promise<AdminPostRow | undefined> {
    const [row] = await this.db.select({ post: blogPosts, thumbName: thumbOf }).from(blogPosts).where(eq(blogPosts.id, id)).for('update', { of: blogPosts });
    return row && withThumb(row);
  }

  /** Slugs taken by `base` or `base-<n>`: a new post's slug is the first one free. */
  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
    return new Set(rows.map((r) => r.slug));
  }

  /** undefined when the slug was taken meanwhile. */
  async insert(
    values: Pick<typeof blogPosts.$inferInsert, 'slug' | 'title' | 'excerpt' | 'body' | 'translations' | 'author'> & { publishedAt: Date | null },
    at: Date,
  ) {
    const [row] = await this.db
      .insert(blogPosts)
      .values({ ...values, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning();
    return row && { ...row, thumbName: null };
  }

  async update(id: string, changes: PostChanges, at: Date): Promise<AdminPostRow | undefined> {
    await this.db
      .update(blogPosts)
      .set({ ...changes, updatedAt: at })
      .where(eq(blogPosts.id, id));
    return this.find(id);
  }

  /** The byline of a post an admin writes: their name, or their address when they gave none. */
  async authorName(adminId: string | null): Promise<string | undefined> {
    if (adminId === null) return undefined;
    const [row] = await this.db.select({ firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, adminId));
    const name = row ? `${row.firstname} ${row.lastname}`.trim() : '';
    return name === '' ? undefined : name;
  }
}
