import { z } from 'zod';
import { BlogPostTranslations, CategoryTranslations, NameTranslations, ProductTranslations, TitleTranslations } from './content-translations';
import { BLOG_PAGE_SIZE, LISTING_PAGE_LIMIT, MAX_PAGE_LIMIT, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from './constants';

/**
 * Catalogue, search, blog and home shapes (docs/api-reference.md "Shared shapes" and
 * "Catalogue"). Field names are the spec's, misspellings included
 * (`catogeryname`). Money is rupees on the wire: JSON numbers such as 499 or
 * 499.5 (the server keeps integer paise).
 */

/** Largest `limit` any list endpoint accepts. */
export { MAX_PAGE_LIMIT };

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------

/** One derived file pair: a JPEG (or PNG for the logo) and the same picture as WebP. */
export const ImageVariant = z.object({
  /** JPEG fallback (PNG for the logo), under /media/. */
  url: z.string(),
  /** The same picture as WebP, for `<source type="image/webp">`. */
  webp: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/**
 * `srcset` strings of a picture's renditions (`url 320w, url 640w, …`), one
 * per format: a `<picture>` offers AVIF, then WebP, then the fallback (JPEG,
 * PNG for the logo). `avif` is '' when the picture has none.
 */
export const ImageSources = z.object({ avif: z.string(), webp: z.string(), fallback: z.string() });
export type ImageSources = z.infer<typeof ImageSources>;

/**
 * A public, watermarked picture of a product: the ~1600 px preview (`url`,
 * `webp`, `width`, `height`) plus a ~400 px thumbnail, enough for
 * `<picture>` with WebP + JPEG fallback and a `srcset`. Width and height are
 * known so pages never jump while images load.
 */
export const ImageSet = z.object({
  _id: z.string(),
  url: z.string(),
  webp: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Alt text: the product (or post) title. */
  alt: z.string(),
  thumbnail: ImageVariant,
  /** Every rendition, 320 to 1600 px wide, by format: what `srcset` offers. */
  sources: ImageSources,
});
export type ImageSet = z.infer<typeof ImageSet>;

/** The original a purchase downloads: its pixel size and file size. */
export const OriginalFacts = z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() });
export type OriginalFacts = z.infer<typeof OriginalFacts>;

/** A product page's picture, with what its original holds (what you get). */
export const ProductImage = ImageSet.extend({ original: OriginalFacts });
export type ProductImage = z.infer<typeof ProductImage>;

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const Category = z.object({
  _id: z.string(),
  catogeryname: z.string(),
  /** Same name as `catogeryname`: the spec reads both spellings. */
  categoryname: z.string(),
  /** Public image URL of the category tile (the cover's preview; '' when it has none). */
  publicUrl: z.string(),
  /** URL-friendly name. Optional so hand-written fixtures stay valid. */
  slug: z.string().optional(),
  /** The tile picture with thumbnail and WebP; null when the category has no image yet. */
  cover: ImageSet.nullable().optional(),
  /** Hindi and Marathi words (contract/content-translations.ts); absent or `{}` when none: show the English. */
  translations: CategoryTranslations.optional(),
});
export type Category = z.infer<typeof Category>;

export const AllCategoryResponse = z.object({
  success: z.literal(true),
  data: z.object({ category: z.array(Category) }),
});
export type AllCategoryResponse = z.infer<typeof AllCategoryResponse>;

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const ProductCategoryRef = z.object({ _id: z.string(), catogeryname: z.string(), translations: NameTranslations.optional() });
export type ProductCategoryRef = z.infer<typeof ProductCategoryRef>;

export const ProductColour = z.object({ _id: z.string(), name: z.string() });
export type ProductColour = z.infer<typeof ProductColour>;

export const ProductKeyword = z.object({ name: z.string() });
export type ProductKeyword = z.infer<typeof ProductKeyword>;

/**
 * Home, search and top-twenty tiles. `imagelink` and `url` are the public
 * preview URL (JPEG; '' without a picture); `cover` carries the same picture with its thumbnail and
 * WebP versions. `salePrice` is always what the buyer pays: it equals `price`
 * when the product is not on sale.
 */
export const HomeProduct = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  imagelink: z.string(),
  url: z.string(),
  price: z.number(),
  salePrice: z.number(),
  category: z.array(ProductCategoryRef),
  color: z.array(ProductColour),
  keyword: z.array(ProductKeyword),
  /** Null only for a product without pictures (the import never makes one). */
  cover: ImageSet.nullable(),
  /** Hindi and Marathi words (contract/content-translations.ts); absent or `{}` when none: show the English. */
  translations: TitleTranslations.optional(),
});
export type HomeProduct = z.infer<typeof HomeProduct>;

export const ListingCategory = z.object({
  _id: z.string(),
  publicUrl: z.string(),
  catogeryname: z.string(),
  translations: NameTranslations.optional(),
});
export type ListingCategory = z.infer<typeof ListingCategory>;

/**
 * Store and category listing cards. `url` is the cover's preview URL;
 * `images` lists every picture of the product (a pack has several), cover
 * first. `categoryID` is the product's first category.
 */
export const ListingProduct = z.object({
  _id: z.string(),
  url: z.string(),
  title: z.string(),
  price: z.number(),
  salePrice: z.number(),
  brand: z.string(),
  tags: z.array(z.string()),
  images: z.array(ImageSet),
  categoryID: ListingCategory.nullable(),
  catogeryname: z.string(),
  /** Average star rating, one decimal (0 when unrated). */
  totalrating: z.number(),
  ratingsCount: z.number().int(),
  /** Hindi and Marathi words (contract/content-translations.ts); absent or `{}` when none: show the English. */
  translations: TitleTranslations.optional(),
});
export type ListingProduct = z.infer<typeof ListingProduct>;

export const ProductRating = z.object({
  star: z.number().int(),
  comment: z.string().nullable(),
  name: z.string(),
  /** The reviewer bought it as a download. */
  verified: z.boolean(),
  /**
   * The reviewer has a paid order containing the product: a download, or
   * prints the shop did not cancel. Added with the admin area: optional, so
   * older readers of this shape are untouched.
   */
  verifiedPurchase: z.boolean().optional(),
  createdAt: z.string(),
});
export type ProductRating = z.infer<typeof ProductRating>;

export const ProductDetailCategory = z.object({
  _id: z.string(),
  catogeryname: z.string(),
  categoryname: z.string(),
  publicUrl: z.string(),
  translations: NameTranslations.optional(),
});
export type ProductDetailCategory = z.infer<typeof ProductDetailCategory>;

/**
 * One licence tier's price for one product (decision 053; the product page's
 * radio group, the cart's choice), rupees. Kept here, beside the product's
 * answer that carries it; licences.ts re-exports it.
 */
export const ProductLicencePrice = z.object({
  /** The tier's id. */
  _id: z.string(),
  name: z.string(),
  summary: z.string(),
  price: z.number(),
  /** What the buyer pays: the sale price scaled by the multiplier, the override, else the price. */
  salePrice: z.number(),
});
export type ProductLicencePrice = z.infer<typeof ProductLicencePrice>;

export const ProductDetail = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cover preview URL. */
  url: z.string(),
  price: z.number(),
  salePrice: z.number(),
  /** Price of a physical print (legacy flow); null when no print is offered. */
  printPrice: z.number().nullable(),
  brand: z.string(),
  tags: z.array(z.string()),
  keyword: z.array(ProductKeyword),
  color: z.array(ProductColour),
  category: z.array(ProductDetailCategory),
  images: z.array(ProductImage),
  totalrating: z.number(),
  ratingsCount: z.number().int(),
  ratings: z.array(ProductRating),
  createdAt: z.string(),
  /**
   * The licences on sale with this photograph's price under each, the first
   * tier (`price`/`salePrice` above) first. This server always sends it
   * (optional for readers made before tiers).
   */
  licences: z.array(ProductLicencePrice).optional(),
  /** Hindi and Marathi words (contract/content-translations.ts); absent or `{}` when none: show the English. */
  translations: ProductTranslations.optional(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** `GET product/getproduct/{id}`: `childProduct` lists the product's pictures, cover first. */
export const ProductResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  product: ProductDetail,
  childProduct: z.array(ImageSet),
  _id: z.string(),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

const pageNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1_000_000, 'is too large');

const pageLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(MAX_PAGE_LIMIT, `must be ${MAX_PAGE_LIMIT} or less`)
    .default(fallback);

/** A rupee amount in a query string: digits with at most two decimals (paise). */
const rupeeAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in rupees, e.g. 499 or 499.50')
  .transform(Number);

export const PRODUCT_SORTS = ['price', '-price', 'title', '-createdAt', '-rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PageQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit(LISTING_PAGE_LIMIT),
});
export type PageQuery = z.input<typeof PageQuery>;

/**
 * `GET product/allproduct`. The price keys literally contain brackets
 * (`?price[gte]=100`). `tags` is a comma list; a product matches when it
 * carries any of them. Prices filter on what the buyer pays (`salePrice`).
 */
export const AllProductQuery = z
  .object({
    page: pageNumber.default(1),
    limit: pageLimit(LISTING_PAGE_LIMIT),
    tags: z
      .string()
      .max(500, 'is too long')
      .transform((v) =>
        [
          ...new Set(
            v
              .split(',')
              .map((t) => t.trim().toLowerCase())
              .filter((t) => t !== ''),
          ),
        ].slice(0, 20),
      )
      .optional(),
    'price[gte]': rupeeAmount.optional(),
    'price[lte]': rupeeAmount.optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('-createdAt'),
    category: z.uuid('must be a category id').optional(),
  })
  .refine((q) => q['price[gte]'] === undefined || q['price[lte]'] === undefined || q['price[gte]'] <= q['price[lte]'], {
    message: 'must not be below price[gte]',
    path: ['price[lte]'],
  });
export type AllProductQuery = z.input<typeof AllProductQuery>;

export const CategoryParams = z.object({ CatId: z.uuid('must be a category id') });
export type CategoryParams = z.infer<typeof CategoryParams>;

export const ProductParams = z.object({ id: z.uuid('must be a product id') });
export type ProductParams = z.infer<typeof ProductParams>;

export const ProductListResponse = z.object({
  success: z.literal(true),
  /** The products of the page; the spec reads `data.users[]`. */
  users: z.array(ListingProduct),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const TopTwentyResponse = z.object({
  success: z.literal(true),
  data: z.array(HomeProduct),
});
export type TopTwentyResponse = z.infer<typeof TopTwentyResponse>;

/**
 * `GET product/{id}/similar` ('More like this' on a product page): up to
 * eight other published products that share a category or a tag with it,
 * best first (a shared category, then more shared tags, then newest).
 * Empty when nothing is alike.
 */
export const SimilarProductsResponse = z.object({
  success: z.literal(true),
  data: z.array(ListingProduct),
});
export type SimilarProductsResponse = z.infer<typeof SimilarProductsResponse>;

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

export const SearchQuery = z.object({
  search: z
    .string()
    .trim()
    .min(SEARCH_MIN_CHARS, `must be at least ${SEARCH_MIN_CHARS} characters`)
    .max(SEARCH_MAX_CHARS, `must be at most ${SEARCH_MAX_CHARS} characters`),
  page: pageNumber.default(1),
  limit: pageLimit(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/** An empty `product` list means there are no more results. */
export const SearchResponse = z.object({
  success: z.literal(true),
  data: z.object({ product: z.array(HomeProduct) }),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

// ---------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------

/**
 * A blog post. `body` is plain text, paragraphs separated by a blank line
 * (never HTML). `image` is the cover's preview URL, or null; `cover` carries
 * its sizes, thumbnail and WebP.
 */
export const Blog = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  cover: ImageSet.nullable(),
  author: z.string(),
  createdAt: z.string(),
  /** Hindi and Marathi words (contract/content-translations.ts); absent or `{}` when none: show the English. */
  translations: BlogPostTranslations.optional(),
});
export type Blog = z.infer<typeof Blog>;

export const BlogListQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.input<typeof BlogListQuery>;

export const BlogListResponse = z.object({
  success: z.literal(true),
  data: z.array(Blog),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BlogListResponse = z.infer<typeof BlogListResponse>;

export const BlogParams = z.object({ id: z.uuid('must be a post id') });
export type BlogParams = z.infer<typeof BlogParams>;

export const BlogResponse = z.object({
  success: z.literal(true),
  data: Blog,
});
export type BlogResponse = z.infer<typeof BlogResponse>;

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

/** A home banner slide or the logo: a wide picture with its WebP twin (no watermark). */
export const Banner = z.object({
  url: z.string(),
  webp: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** A narrower version for small screens. */
  small: ImageVariant,
  /** Every rendition by format: what `srcset` offers. */
  sources: ImageSources,
});
export type Banner = z.infer<typeof Banner>;

/** `GET home/banners`: the carousel slides in order, and the shop logo (PNG + WebP). */
export const BannersResponse = z.object({
  success: z.literal(true),
  data: z.array(Banner),
  logo: Banner.nullable(),
});
export type BannersResponse = z.infer<typeof BannersResponse>;
