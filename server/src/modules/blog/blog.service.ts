import type { Blog, BlogListResponse } from '@chitra/contract/catalogue';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { blogPostTranslations, type MediaUrl, toImageSet, withTranslations } from '../catalogue/catalogue.presenters';
import * as repo from './blog.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

function toBlog(row: repo.PostRow, mediaUrl: MediaUrl): Blog {
  const cover = row.image ? toImageSet(row.image, row.title, mediaUrl) : null;
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    image: cover?.url ?? null,
    cover,
    author: row.author,
    createdAt: new Date(row.createdAt).toISOString(),
    ...withTranslations(blogPostTranslations(row.translations)),
  };
}

export function createBlogService(deps: { db: Db; mediaUrl: MediaUrl }) {
  const { db, mediaUrl } = deps;
  return {
    async list(page: number, limit: number): Promise<BlogListResponse> {
      // A handful of posts: counting them is cheaper than being clever.
      const [rows, total] = await Promise.all([repo.listPosts(db, { limit, offset: (page - 1) * limit }), repo.countPosts(db)]);
      return { success: true, data: rows.map((r) => toBlog(r, mediaUrl)), total, page, limit };
    },

    async get(id: string): Promise<Blog> {
      const row = await repo.findPost(db, id);
      if (!row) throw notFound(API_MESSAGES.postNotFound);
      return toBlog(row, mediaUrl);
    },
  };
}
