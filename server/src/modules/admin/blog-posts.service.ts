import type { AdminBlogPost, CreateBlogPostBody, UpdateBlogPostBody } from '@chitra/contract/admin-pages';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { slugify } from '../catalogue/manifest';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import type { MediaUrl } from '../catalogue/catalogue.presenters';
import { uploadedPicture } from './banners.service';
import { AdminBlogPostsRepository, type AdminPostRow, type PostChanges } from './blog-posts.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';
import { type BlogPostTranslations, compactTranslations, TRANSLATED_LOCALES } from '@chitra/contract/content-translations';
import { sameTranslations } from '../catalogue/catalogue-import-translations';

/** The byline when the admin's account has no name. */
const SHOP_AUTHOR = 'Chitra';

function toAdminBlogPost(row: AdminPostRow, mediaUrl: MediaUrl): AdminBlogPost {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    translations: row.translations,
    author: row.author,
    cover: row.thumbName === null ? null : mediaUrl(row.thumbName),
    published: row.publishedAt !== null,
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit row shows of a post: the body only by its length (it can be long), in each language. */
const snapshot = (row: AdminPostRow) => ({
  title: row.title,
  excerpt: row.excerpt,
  bodyLength: row.body.length,
  translations: translationsSnapshot(row.translations),
  published: row.publishedAt !== null,
  coverId: row.imageId,
});

function translationsSnapshot(translations: BlogPostTranslations): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = translations[locale];
    if (!fields) continue;
    const { body, ...rest } = fields;
    out[locale] = { ...rest, ...(body === undefined ? {} : { bodyLength: body.length }) };
  }
  return out;
}

/** The first of `base`, `base-2`, `base-3`… that no post has. */
function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Blog posts (admin area): write, edit, publish and withdraw. A new post is
 * a draft unless published at once; the blog shows published posts only.
 * Its date (`created_at`, what the blog shows and sorts by) becomes the
 * moment it is published, so a draft written last month appears as new when
 * it goes out; a post withdrawn and published again is dated anew.
 */
export function createAdminBlogPostsService(deps: { db: Db; now: () => Date; mediaUrl: MediaUrl }) {
  const { db, now } = deps;
  const toAdmin = (row: AdminPostRow) => toAdminBlogPost(row, deps.mediaUrl);

  return {
    async list(query: { page: number; limit: number }) {
      const { rows, total } = await new AdminBlogPostsRepository(db).list({ limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toAdmin), total };
    },

    async get(id: string): Promise<AdminBlogPost> {
      const row = await new AdminBlogPostsRepository(db).find(id);
      if (!row) throw notFound(PAGES_MESSAGES.postNotFound);
      return toAdmin(row);
    },

    async create(by: AdminActor, body: CreateBlogPostBody): Promise<AdminBlogPost> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminBlogPostsRepository(tx);
        const at = now();
        const base = slugify(body.title) || 'post';
        const created = await repository.insert(
          {
            slug: freeSlug(base, await repository.slugsLike(base)),
            title: body.title,
            excerpt: body.excerpt ?? '',
            body: body.body,
            translations: compactTranslations(body.translations),
            author: (await repository.authorName(by.adminId)) ?? SHOP_AUTHOR,
            publishedAt: body.published ? at : null,
          },
          at,
        );
        // Two posts of the same title written in the same instant: the second is asked to try again.
        if (!created) throw conflict(API_MESSAGES.postTitleRaced);
        await new AuditRepository(tx).record(
          by,
          { action: 'blog-post.create', entityType: 'blog-post', entityId: created.id, before: null, after: { slug: created.slug, ...snapshot(created) } },
          at,
        );
        return toAdmin(created);
      });
    },

    async update(by: AdminActor, id: string, body: UpdateBlogPostBody): Promise<AdminBlogPost> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminBlogPostsRepository(tx);
        const post = await repository.lock(id);
        if (!post) throw notFound(PAGES_MESSAGES.postNotFound);
        const at = now();
        const changes: PostChanges = {};
        if (body.title !== undefined && body.title !== post.title) changes.title = body.title;
        if (body.excerpt !== undefined && body.excerpt !== post.excerpt) changes.excerpt = body.excerpt;
        if (body.body !== undefined && body.body !== post.body) changes.body = body.body;
        // The whole of it: a language or a field left out is taken off.
        if (body.translations !== undefined && !sameTranslations(body.translations, post.translations)) {
          changes.translations = compactTranslations(body.translations);
        }
        if (body.coverUploadId !== undefined) {
          const imageId = body.coverUploadId === null ? null : (await uploadedPicture(tx, body.coverUploadId)).imageId;
          if (imageId !== post.imageId) changes.imageId = imageId;
        }
        if (body.published !== undefined && body.published !== (post.publishedAt !== null)) {
          changes.publishedAt = body.published ? at : null;
          // Going out dates the post: the blog shows and sorts by that date.
          if (body.published) changes.createdAt = at;
        }
        if (Object.keys(changes).length === 0) return toAdmin(post);
        const updated = await repository.update(id, changes, at);
        if (!updated) throw notFound(PAGES_MESSAGES.postNotFound);
        const action = changes.publishedAt === undefined ? 'blog-post.update' : changes.publishedAt === null ? 'blog-post.unpublish' : 'blog-post.publish';
        await new AuditRepository(tx).record(by, { action, entityType: 'blog-post', entityId: id, before: snapshot(post), after: snapshot(updated) }, at);
        return toAdmin(updated);
      });
    },
  };
}
