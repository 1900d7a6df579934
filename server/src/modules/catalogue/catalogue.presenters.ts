import type { Banner, Category, HomeProduct, ImageSet, ImageSources, ListingProduct } from '@chitra/contract/catalogue';
import {
  type BlogPostTranslations,
  type CategoryTranslations,
  type NameTranslations,
  type ProductTranslations,
  type TitleTranslations,
  TRANSLATED_LOCALES,
} from '@chitra/contract/content-translations';
import { paiseToRupees } from '@chitra/contract/money';
import type { StoredRenditions } from '../../platform/images/image-processor';
import type { CategoryJson, HomeProductRow, ImageJson, ListingProductRow, ProductSummary, TranslationsJson } from './catalogue.repository';

/** Turns stored rows into the wire shapes of docs/api-reference.md: rupees, URLs, the spec's field names. */

export type MediaUrl = (name: string) => string;

/**
 * Of a row's stored translations, the fields an answer carries: each
 * language's non-empty texts (`texts`) and non-empty lists of texts
 * (`lists`), nothing else, so an answer never carries what its shape does
 * not declare. Undefined when no language has any: the answer then leaves
 * `translations` out (issue 29: absent means "show the English"), which
 * keeps an untranslated catalogue's answers as they were.
 */
function pickTranslations(stored: TranslationsJson | null | undefined, texts: readonly string[], lists: readonly string[] = []) {
  const picked: Partial<Record<string, Record<string, string | string[]>>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = stored?.[locale];
    if (!fields || typeof fields !== 'object') continue;
    const kept: Record<string, string | string[]> = {};
    for (const field of texts) {
      const value = fields[field];
      if (typeof value === 'string' && value.trim() !== '') kept[field] = value;
    }
    for (const field of lists) {
      const value = fields[field];
      if (!Array.isArray(value)) continue;
      const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (items.length > 0) kept[field] = items;
    }
    if (Object.keys(kept).length > 0) picked[locale] = kept;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/** A tile's or a cart line's: the titles. */
export const titleTranslations = (stored: TranslationsJson | null | undefined) => pickTranslations(stored, ['title']) as TitleTranslations | undefined;
/** A category as a tile or a product names it: the names. */
export const nameTranslations = (stored: TranslationsJson | null | undefined) => pickTranslations(stored, ['name']) as NameTranslations | undefined;
/** A category in the list of categories: name and description. */
const categoryTranslations = (stored: TranslationsJson | null | undefined) =>
  pickTranslations(stored, ['name', 'description']) as CategoryTranslations | undefined;
/** A product's own page: title, description and tags. */
export const productTranslations = (stored: TranslationsJson | null | undefined) =>
  pickTranslations(stored, ['title', 'description'], ['tags']) as ProductTranslations | undefined;
/** A blog post: title, excerpt and body. */
export const blogPostTranslations = (stored: TranslationsJson | null | undefined) =>
  pickTranslations(stored, ['title', 'excerpt', 'body']) as BlogPostTranslations | undefined;

/** `{ translations }` when there are some, else nothing: spread into an answer. */
export function withTranslations<T extends object>(translations: T | undefined): { translations?: T } {
  return translations ? { translations } : {};
}

/**
 * The `srcset` of each format: every rendition, or, for a picture made
 * before renditions (until the start-up job remakes it), its thumbnail and
 * preview.
 */
function toSources(image: ImageJson, mediaUrl: MediaUrl): ImageSources {
  const widths: StoredRenditions['widths'] =
    image.renditions?.widths ??
    [
      { width: image.thumbWidth, height: image.thumbHeight, fallback: image.thumbName, webp: image.thumbWebpName },
      { width: image.previewWidth, height: image.previewHeight, fallback: image.previewName, webp: image.previewWebpName },
    ].filter((w, i, all) => i === all.findIndex((x) => x.width === w.width));
  /** One format's srcset; '' unless every rendition has it. */
  const set = (file: (w: StoredRenditions['widths'][number]) => string | undefined) =>
    widths.every((w) => file(w) !== undefined) ? widths.map((w) => `${mediaUrl(file(w) ?? '')} ${w.width}w`).join(', ') : '';
  return { avif: set((w) => w.avif), webp: set((w) => w.webp), fallback: set((w) => w.fallback) };
}

export function toImageSet(image: ImageJson, alt: string, mediaUrl: MediaUrl): ImageSet {
  return {
    _id: image.id,
    url: mediaUrl(image.previewName),
    webp: mediaUrl(image.previewWebpName),
    width: image.previewWidth,
    height: image.previewHeight,
    alt,
    thumbnail: {
      url: mediaUrl(image.thumbName),
      webp: mediaUrl(image.thumbWebpName),
      width: image.thumbWidth,
      height: image.thumbHeight,
    },
    sources: toSources(image, mediaUrl),
  };
}

/** What the buyer pays: the sale price when there is one. */
export function prices(row: { pricePaise: number; salePricePaise: number | null }): { price: number; salePrice: number } {
  return { price: paiseToRupees(row.pricePaise), salePrice: paiseToRupees(row.salePricePaise ?? row.pricePaise) };
}

/** A product as a wishlist, a cart or an order lists it: its cover is its one picture (none without one). */
export type SummaryProduct = { _id: string; title: string; price: number; salePrice: number; images: ImageSet[]; translations?: TitleTranslations };

export function toSummaryProduct(row: ProductSummary, mediaUrl: MediaUrl): SummaryProduct {
  return {
    _id: row.id,
    title: row.title,
    ...prices(row),
    images: row.cover ? [toImageSet(row.cover, row.title, mediaUrl)] : [],
    ...withTranslations(titleTranslations(row.translations)),
  };
}

export function categoryPublicUrl(category: Pick<CategoryJson, 'image'>, mediaUrl: MediaUrl): string {
  return category.image ? mediaUrl(category.image.previewName) : '';
}

export function toCategory(
  row: { id: string; slug: string; name: string; image: ImageJson | null; translations: TranslationsJson },
  mediaUrl: MediaUrl,
): Category {
  return {
    _id: row.id,
    catogeryname: row.name,
    categoryname: row.name,
    publicUrl: categoryPublicUrl(row, mediaUrl),
    slug: row.slug,
    cover: row.image ? toImageSet(row.image, row.name, mediaUrl) : null,
    ...withTranslations(categoryTranslations(row.translations)),
  };
}

export function toHomeProduct(row: HomeProductRow, mediaUrl: MediaUrl): HomeProduct {
  const cover = row.cover ? toImageSet(row.cover, row.title, mediaUrl) : null;
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    imagelink: cover?.url ?? '',
    url: cover?.url ?? '',
    ...prices(row),
    category: row.categories.map((c) => ({ _id: c.id, catogeryname: c.name, ...withTranslations(nameTranslations(c.translations)) })),
    color: row.colours.map((c) => ({ _id: c.id, name: c.name })),
    keyword: row.keywords.map((name) => ({ name })),
    cover,
    ...withTranslations(titleTranslations(row.translations)),
  };
}

export function toListingProduct(row: ListingProductRow, mediaUrl: MediaUrl): ListingProduct {
  const images = row.images.map((image) => toImageSet(image, row.title, mediaUrl));
  return {
    _id: row.id,
    url: images[0]?.url ?? '',
    title: row.title,
    ...prices(row),
    brand: row.brand,
    tags: row.tags,
    images,
    categoryID: row.category
      ? {
          _id: row.category.id,
          publicUrl: categoryPublicUrl(row.category, mediaUrl),
          catogeryname: row.category.name,
          ...withTranslations(nameTranslations(row.category.translations)),
        }
      : null,
    catogeryname: row.category?.name ?? '',
    totalrating: Number(row.totalRating),
    ratingsCount: row.ratingsCount,
    ...withTranslations(titleTranslations(row.translations)),
  };
}

export function toBanner(image: ImageJson, alt: string, mediaUrl: MediaUrl): Banner {
  return {
    url: mediaUrl(image.previewName),
    webp: mediaUrl(image.previewWebpName),
    width: image.previewWidth,
    height: image.previewHeight,
    alt,
    small: {
      url: mediaUrl(image.thumbName),
      webp: mediaUrl(image.thumbWebpName),
      width: image.thumbWidth,
      height: image.thumbHeight,
    },
    sources: toSources(image, mediaUrl),
  };
}
