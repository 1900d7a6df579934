import type { Banner, Category, HomeProduct, ImageSet, ImageSources, ListingProduct } from '@chitra/contract/catalogue';
import { paiseToRupees } from '@chitra/contract/money';
import type { StoredRenditions } from '../../platform/images/image-processor';
import type { CategoryJson, HomeProductRow, ImageJson, ListingProductRow, ProductSummary } from './catalogue.repository';

/** Turns stored rows into the wire shapes of docs/api-reference.md: rupees, URLs, the spec's field names. */

export type MediaUrl = (name: string) => string;

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
export type SummaryProduct = { _id: string; title: string; price: number; salePrice: number; images: ImageSet[] };

export function toSummaryProduct(row: ProductSummary, mediaUrl: MediaUrl): SummaryProduct {
  return {
    _id: row.id,
    title: row.title,
    ...prices(row),
    images: row.cover ? [toImageSet(row.cover, row.title, mediaUrl)] : [],
  };
}

export function categoryPublicUrl(category: Pick<CategoryJson, 'image'>, mediaUrl: MediaUrl): string {
  return category.image ? mediaUrl(category.image.previewName) : '';
}

export function toCategory(row: { id: string; slug: string; name: string; image: ImageJson | null }, mediaUrl: MediaUrl): Category {
  return {
    _id: row.id,
    catogeryname: row.name,
    categoryname: row.name,
    publicUrl: categoryPublicUrl(row, mediaUrl),
    slug: row.slug,
    cover: row.image ? toImageSet(row.image, row.name, mediaUrl) : null,
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
    category: row.categories.map((c) => ({ _id: c.id, catogeryname: c.name })),
    color: row.colours.map((c) => ({ _id: c.id, name: c.name })),
    keyword: row.keywords.map((name) => ({ name })),
    cover,
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
    categoryID: row.category ? { _id: row.category.id, publicUrl: categoryPublicUrl(row.category, mediaUrl), catogeryname: row.category.name } : null,
    catogeryname: row.category?.name ?? '',
    totalrating: Number(row.totalRating),
    ratingsCount: row.ratingsCount,
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
