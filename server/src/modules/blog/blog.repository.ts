import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, images } from '../../db/schema/catalogue';
import { type ImageJson, imageJson, type TranslationsJson } from '../catalogue/catalogue.repository';

export type PostRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  createdAt: Date;
  /** Hindi and Marathi title, excerpt and body, as stored. */
  translations: TranslationsJson;
  image: ImageJson | null;
};

const fields = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  author: blogPosts.author,
  createdAt: blogPosts.createdAt,
  translations: blogPosts.translations,
  image: sql<ImageJson | null>`case when ${images.id} is null then null else ${imageJson('"images"')} end`,
};

/** Drafts (admin area) are the shop's alone: the blog shows published posts only. */
const published = isNotNull(blogPosts.publishedAt);

/** Newest first. */
export async function listPosts(db: Db, page: { limit: number; offset: number }): Promise<PostRow[]> {
  return (await db
    .select(fields)
    .from(blogPosts)
    .leftJoin(images, eq(images.id, blogPosts.imageId))
    .where(published)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset)) as PostRow[];
}

export async function countPosts(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(published);
  return Number(row?.count ?? 0);
}

export async function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select(fields)
    .from(blogPosts)
    .leftJoin(images, eq(images.id, blogPosts.imageId))
    .where(and(eq(blogPosts.id, id), published));
  return row as PostRow | undefined;
}
