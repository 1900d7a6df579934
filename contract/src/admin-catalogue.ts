import { z } from 'zod';
import { ProductTranslations } from './content-translations';
import {
  PRODUCT_CATEGORIES_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_KINDS,
  PRODUCT_SEARCH_MAX,
  PRODUCT_TITLE_MAX,
  PRODUCT_TITLE_MIN,
  PRODUCT_VISIBILITIES,
  PRODUCT_WORD_MAX,
  PRODUCT_WORDS_MAX,
  UPLOAD_PROFILES,
  UPLOAD_STATES,
} from './admin-catalogue-rules';
import { PageQuery } from './catalogue';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

/**
 * Photographs and packs in the admin area (issue #13, decision 027):
 * `admin/products` (list, one, create, change, pictures) and `admin/uploads`
 * (a picture through the image pipeline). Shapes as the rest of the area
 * (admin.ts): lists `{ success, data, total, page, limit }`, one record
 * `{ success, data }`, a write `{ success, message, data }`. Prices are
 * rupees with at most two decimals; the database keeps paise.
 */

export * from './admin-catalogue-rules';

const Amount = z.number({ error: 'must be an amount in rupees' });

const Word = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(PRODUCT_WORD_MAX, `must be at most ${PRODUCT_WORD_MAX} characters`)
  .refine(singleLine, CONTROL_CHARACTERS);
const Words = (lowerCase: boolean) =>
  z
    .array(Word, { error: 'must be a list' })
    .max(PRODUCT_WORDS_MAX, `must list at most ${PRODUCT_WORDS_MAX}`)
    .transform((list) => [...new Set(list.map((w) => (lowerCase ? w.toLowerCase() : w)))]);

const ProductBodyFields = {
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'A title is required.' : 'must be text') })
    .trim()
    .min(PRODUCT_TITLE_MIN, `must be at least ${PRODUCT_TITLE_MIN} characters`)
    .max(PRODUCT_TITLE_MAX, `must be at most ${PRODUCT_TITLE_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS),
  description: z
    .string({ error: 'must be text' })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `must be at most ${PRODUCT_DESCRIPTION_MAX} characters`)
    .refine(multiLine, CONTROL_CHARACTERS),
  /** What the photograph costs, rupees. */
  price: Amount,
  /** A lower price while on sale, rupees; null for none. */
  salePrice: Amount.nullable(),
  /** A print of it (legacy flow), rupees; null when no print is offered. */
  printPrice: Amount.nullable(),
  /** Category ids, the main one first. */
  categories: z
    .array(z.uuid('must be a category id'), { error: 'must be a list of category ids' })
    .max(PRODUCT_CATEGORIES_MAX, `must list at most ${PRODUCT_CATEGORIES_MAX}`)
    .transform((ids) => [...new Set(ids)]),
  tags: Words(true),
  keywords: Words(true),
  /** Colour names a print comes in (the legacy print cart's `color`). */
  colours: Words(true),
  published: z.boolean({ error: 'must be true or false' }),
};

/** POST admin/products: unpublished unless `published` says otherwise. */
export const CreateProductBody = z.object({
  title: ProductBodyFields.title,
  description: ProductBodyFields.description.default(''),
  price: ProductBodyFields.price,
  salePrice: ProductBodyFields.salePrice.default(null),
  printPrice: ProductBodyFields.printPrice.default(null),
  categories: ProductBodyFields.categories.default([]),
  tags: ProductBodyFields.tags.default([]),
  /** Hindi and Marathi title, description and tags; an empty text is none (contract/content-translations.ts). */
  translations: ProductTranslations.optional(),
  keywords: ProductBodyFields.keywords.default([]),
  colours: ProductBodyFields.colours.default([]),
  published: ProductBodyFields.published.default(false),
});
export type CreateProductBody = z.input<typeof CreateProductBody>;

/** PATCH admin/products/{id}: any of the fields; the product as changed is checked. */
export const UpdateProductBody = z
  .object({
    title: ProductBodyFields.title.optional(),
    description: ProductBodyFields.description.optional(),
    price: ProductBodyFields.price.optional(),
    salePrice: ProductBodyFields.salePrice.optional(),
    printPrice: ProductBodyFields.printPrice.optional(),
    categories: ProductBodyFields.categories.optional(),
    tags: ProductBodyFields.tags.optional(),
    /** Replaces the translations as a whole; an empty text is none (contract/content-translations.ts). */
    translations: ProductTranslations.optional(),
    keywords: ProductBodyFields.keywords.optional(),
    colours: ProductBodyFields.colours.optional(),
    published: ProductBodyFields.published.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change: send at least one field.');
export type UpdateProductBody = z.input<typeof UpdateProductBody>;

export const AdminProductsQuery = PageQuery.extend({
  /** Part of the title, or a keyword or tag. */
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(PRODUCT_SEARCH_MAX, `must be at most ${PRODUCT_SEARCH_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional(),
  category: z.uuid('must be a category id').optional(),
  visibility: z.enum(PRODUCT_VISIBILITIES, { error: `must be one of ${PRODUCT_VISIBILITIES.join(', ')}` }).optional(),
  kind: z.enum(PRODUCT_KINDS, { error: `must be one of ${PRODUCT_KINDS.join(', ')}` }).optional(),
});
export type AdminProductsQuery = z.input<typeof AdminProductsQuery>;

export const AdminPicture = z.object({
  imageId: z.string(),
  /** The small rendition, for the admin's lists. */
  thumbUrl: z.string(),
  previewUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  fileName: z.string(),
});
export type AdminPicture = z.infer<typeof AdminPicture>;

export const AdminProductCategory = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const AdminProduct = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  salePrice: z.number().nullable(),
  printPrice: z.number().nullable(),
  categories: z.array(AdminProductCategory),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  colours: z.array(z.string()),
  /** Hindi and Marathi title, description and tags; `{}` when none. */
  translations: ProductTranslations,
  published: z.boolean(),
  kind: z.enum(PRODUCT_KINDS),
  /** Cover first. */
  pictures: z.array(AdminPicture),
  /** Paid orders containing it: such a product is never deleted. */
  salesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductsResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminProduct),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminProductsResponse = z.infer<typeof AdminProductsResponse>;
export const AdminProductResponse = z.object({ success: z.literal(true), data: AdminProduct });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;
export const AdminProductWrittenResponse = z.object({ success: z.literal(true), message: z.string(), data: AdminProduct });
export type AdminProductWrittenResponse = z.infer<typeof AdminProductWrittenResponse>;

export const AdminPictureParams = z.object({ id: z.uuid('must be an id'), imageId: z.uuid('must be an image id') });
export const AttachPictureBody = z.object({ uploadId: z.uuid('must be an upload id') });
export type AttachPictureBody = z.input<typeof AttachPictureBody>;
export const PictureOrderBody = z.object({
  imageIds: z.array(z.uuid('must be an image id'), { error: 'must be a list of image ids' }).min(1, 'must list the pictures').max(100),
});
export type PictureOrderBody = z.input<typeof PictureOrderBody>;

// ---------------------------------------------------------------------------
// Uploads: POST admin/uploads (multipart), GET admin/uploads/{id}
// ---------------------------------------------------------------------------

export const UploadQuery = z.object({
  profile: z.enum(UPLOAD_PROFILES, { error: `must be one of ${UPLOAD_PROFILES.join(', ')}` }).default('photo'),
});
export type UploadQuery = z.input<typeof UploadQuery>;

export const AdminUpload = z.object({
  _id: z.string(),
  profile: z.enum(UPLOAD_PROFILES),
  state: z.enum(UPLOAD_STATES),
  /** 0–100 while processing. */
  progress: z.number().int(),
  fileName: z.string(),
  type: z.string(),
  bytes: z.number().int(),
  /** Once done. */
  imageId: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUpload = z.infer<typeof AdminUpload>;
export const AdminUploadResponse = z.object({ success: z.literal(true), data: AdminUpload });
export type AdminUploadResponse = z.infer<typeof AdminUploadResponse>;
export const AdminUploadAcceptedResponse = z.object({ success: z.literal(true), message: z.string(), data: AdminUpload });
export type AdminUploadAcceptedResponse = z.infer<typeof AdminUploadAcceptedResponse>;
