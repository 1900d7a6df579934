import { z } from 'zod';
import { BlogPostTranslations, CategoryTranslations } from './content-translations';
import {
  BANNER_CAPTION_MAX,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_POSITION_MAX,
  PAGES_MESSAGES,
  POST_BODY_MAX,
  POST_EXCERPT_MAX,
  POST_TITLE_MAX,
} from './admin-pages-rules';
import { PageQuery } from './catalogue';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

/**
 * The shop's own pages in the admin area (issue #13 "Categories, banners and
 * blog posts likewise"; decision 028): categories, blog posts and the home
 * carousel's banners. Shapes as in admin.ts: a list `{ success, data,
 * total, page, limit }`, one record `{ success, data }`, a write `{ success,
 * message, data }` with the record as it is after. Every write adds an audit
 * row; a PATCH that changes nothing answers 200 and records nothing.
 */

export * from './admin-pages-rules';

const text = (max: number, required: string, lines: 'one' | 'many') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(max, `must be at most ${max} characters`)
    .refine(lines === 'one' ? singleLine : multiLine, CONTROL_CHARACTERS);

const optionalText = (max: number, lines: 'one' | 'many') =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(lines === 'one' ? singleLine : multiLine, CONTROL_CHARACTERS);

const Flag = z.boolean({ error: 'must be true or false' });
const UploadId = z.uuid('must be an upload id');
const position = (max: number) =>
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);

const Written = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), message: z.string(), data: item });
const List = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
const atLeastOne = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

// ---------------------------------------------------------------------------
// Categories: GET/POST admin/categories, PATCH/DELETE admin/categories/{id}
// ---------------------------------------------------------------------------

export const AdminCategory = z.object({
  _id: z.string(),
  /** Made from the first name; kept when the name changes, so links stay. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Hindi and Marathi name and description; `{}` when none. */
  translations: CategoryTranslations,
  position: z.number().int(),
  /** Left out of the storefront's list of categories; its photographs stay listed. */
  hidden: z.boolean(),
  /** Photographs in it (published or not). */
  products: z.number().int(),
  /** The tile's picture, small (null: none). */
  picture: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** In the storefront's order: by position, then name. `limit` up to 100. */
export const AdminCategoriesQuery = PageQuery;
export type AdminCategoriesQuery = z.input<typeof AdminCategoriesQuery>;
export const AdminCategoriesResponse = List(AdminCategory);
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

export const CreateCategoryBody = z.object({
  name: text(CATEGORY_NAME_MAX, PAGES_MESSAGES.nameRequired, 'one'),
  description: optionalText(CATEGORY_DESCRIPTION_MAX, 'many').optional(),
  /** Hindi and Marathi name and description; an empty text is none. */
  translations: CategoryTranslations.optional(),
  /** Default: after the last one. */
  position: position(CATEGORY_POSITION_MAX).optional(),
  hidden: Flag.optional(),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>;

export const UpdateCategoryBody = z
  .object({
    name: text(CATEGORY_NAME_MAX, PAGES_MESSAGES.nameRequired, 'one').optional(),
    description: optionalText(CATEGORY_DESCRIPTION_MAX, 'many').optional(),
    /** Replaces the translations as a whole. */
    translations: CategoryTranslations.optional(),
    position: position(CATEGORY_POSITION_MAX).optional(),
    hidden: Flag.optional(),
    /** A processed upload as the tile's picture; null takes the picture off. */
    pictureUploadId: UploadId.nullable().optional(),
  })
  .refine(atLeastOne, PAGES_MESSAGES.nothingToChange);
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>;

export const AdminCategoryWrittenResponse = Written(AdminCategory);
export type AdminCategoryWrittenResponse = z.infer<typeof AdminCategoryWrittenResponse>;

// ---------------------------------------------------------------------------
// Blog posts: GET/POST admin/blog-posts, GET/PATCH admin/blog-posts/{id}
// ---------------------------------------------------------------------------

export const AdminBlogPost = z.object({
  _id: z.string(),
  /** Made from the first title; kept when the title changes. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Plain text, paragraphs separated by a blank line. */
  body: z.string(),
  /** Hindi and Marathi title, excerpt and body; `{}` when none. */
  translations: BlogPostTranslations,
  author: z.string(),
  /** The cover picture, small (null: none). */
  cover: z.string().nullable(),
  /** On the blog; a draft is the shop's alone. */
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** The date the blog shows: when it was first published (a draft: when it was written). */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPost>;

/** Newest first, drafts included. */
export const AdminBlogPostsQuery = PageQuery;
export type AdminBlogPostsQuery = z.input<typeof AdminBlogPostsQuery>;
export const AdminBlogPostsResponse = List(AdminBlogPost);
export type AdminBlogPostsResponse = z.infer<typeof AdminBlogPostsResponse>;
export const AdminBlogPostResponse = z.object({ success: z.literal(true), data: AdminBlogPost });
export type AdminBlogPostResponse = z.infer<typeof AdminBlogPostResponse>;

export const CreateBlogPostBody = z.object({
  title: text(POST_TITLE_MAX, PAGES_MESSAGES.titleRequired, 'one'),
  /** Default: none (the blog shows the body's start). */
  excerpt: optionalText(POST_EXCERPT_MAX, 'many').optional(),
  body: text(POST_BODY_MAX, PAGES_MESSAGES.bodyRequired, 'many'),
  /** Hindi and Marathi title, excerpt and body; an empty text is none. */
  translations: BlogPostTranslations.optional(),
  /** Default: false, a draft. */
  published: Flag.optional(),
});
export type CreateBlogPostBody = z.input<typeof CreateBlogPostBody>;

export const UpdateBlogPostBody = z
  .object({
    title: text(POST_TITLE_MAX, PAGES_MESSAGES.titleRequired, 'one').optional(),
    excerpt: optionalText(POST_EXCERPT_MAX, 'many').optional(),
    body: text(POST_BODY_MAX, PAGES_MESSAGES.bodyRequired, 'many').optional(),
    /** Replaces the translations as a whole. */
    translations: BlogPostTranslations.optional(),
    published: Flag.optional(),
    /** A processed upload as the cover; null takes the cover off. */
    coverUploadId: UploadId.nullable().optional(),
  })
  .refine(atLeastOne, PAGES_MESSAGES.nothingToChange);
export type UpdateBlogPostBody = z.input<typeof UpdateBlogPostBody>;

export const AdminBlogPostWrittenResponse = Written(AdminBlogPost);
export type AdminBlogPostWrittenResponse = z.infer<typeof AdminBlogPostWrittenResponse>;

// ---------------------------------------------------------------------------
// Banners: GET/POST admin/banners, PATCH admin/banners/{id}
// ---------------------------------------------------------------------------

export const AdminBanner = z.object({
  _id: z.string(),
  /** 0 first; the carousel shows the visible ones in this order. */
  position: z.number().int(),
  /** The picture's alternative text on the storefront. */
  caption: z.string(),
  hidden: z.boolean(),
  /** A small rendition of the picture, for the list. */
  thumbnail: z.string(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

export const AdminBannersResponse = List(AdminBanner);
export type AdminBannersResponse = z.infer<typeof AdminBannersResponse>;

/** A banner from a processed upload (profile `plain`), added last. */
export const CreateBannerBody = z.object({
  uploadId: UploadId,
  caption: text(BANNER_CAPTION_MAX, PAGES_MESSAGES.captionRequired, 'one'),
});
export type CreateBannerBody = z.input<typeof CreateBannerBody>;

export const UpdateBannerBody = z
  .object({
    caption: text(BANNER_CAPTION_MAX, PAGES_MESSAGES.captionRequired, 'one').optional(),
    hidden: Flag.optional(),
    /** Its place among the banners, 0 first: the others between move up or down by one. */
    position: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').optional(),
  })
  .refine(atLeastOne, PAGES_MESSAGES.nothingToChange);
export type UpdateBannerBody = z.input<typeof UpdateBannerBody>;

export const AdminBannerWrittenResponse = Written(AdminBanner);
export type AdminBannerWrittenResponse = z.infer<typeof AdminBannerWrittenResponse>;
