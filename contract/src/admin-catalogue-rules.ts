/**
 * Photographs and packs in the admin area (decision 027): the limits,
 * words and checks both sides use. Zod-free, so the screens import it
 * without zod; `admin-catalogue.ts` builds the API's schemas from it.
 */
import { rupeesToPaise } from './money';
import { hasControlCharacters } from './text';

export const PRODUCT_TITLE_MIN = 3;
export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** Categories per product: the first is its main one. */
export const PRODUCT_CATEGORIES_MAX = 5;
/** Tags, keywords and colours per product. */
export const PRODUCT_WORDS_MAX = 20;
export const PRODUCT_WORD_MAX = 40;
export const PRODUCT_SEARCH_MAX = 100;

/** The biggest original the admin area takes: a 50 MB TIFF is beyond any camera the shop uses. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** What the pipeline reads (sniffed from the bytes, whatever the name says). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/tiff'] as const;
/** images.profile: photo (watermarked) for products, plain for banners and blog posts. */
export const UPLOAD_PROFILES = ['photo', 'plain'] as const;
export type UploadProfile = (typeof UPLOAD_PROFILES)[number];
export const UPLOAD_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const PRODUCT_VISIBILITIES = ['published', 'unpublished'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];
/** single: one picture; pack: several sold together. */
export const PRODUCT_KINDS = ['single', 'pack'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const CATALOGUE_MESSAGES = {
  productNotFound: 'Photograph not found.',
  productCreated: 'The photograph is created. It stays unpublished until you publish it.',
  productUpdated: 'The photograph is updated.',
  productPublished: 'The photograph is published.',
  productUnpublished: 'The photograph is unpublished: it is off the storefront, and its buyers keep their downloads.',
  publishNeedsPicture: 'Add at least one picture before publishing the photograph.',
  categoryNotFound: 'Category not found.',
  uploadNotFound: 'Upload not found.',
  uploadNotDone: 'This picture is still being processed: attach it once it is done.',
  uploadFailed: 'This picture could not be processed: upload it again.',
  uploadWrongProfile: 'This upload was made for banners and posts, not for photographs.',
  uploadQueued: 'The picture is uploaded and being processed.',
  uploadNoFile: 'Choose a picture to upload.',
  uploadNotMultipart: 'Send the picture as multipart/form-data, in a field named file.',
  uploadNotWhole: 'The upload did not arrive whole. Please send the picture again.',
  uploadProcessingFailed: 'The picture could not be processed. Please try again.',
  uploadTooBig: `The picture is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  uploadWrongType: 'This file is not a JPEG, PNG, WebP or TIFF picture.',
  uploadTooManyPixels: 'The picture has too many pixels to process (120 megapixels at most).',
  uploadUnreadable: 'The picture could not be read: the file may be damaged.',
  uploadTooSmall: 'The picture is too small (16 pixels a side at least).',
  pictureAttached: 'The picture is added.',
  picturesReordered: 'The pictures are reordered.',
  pictureOrderMismatch: 'List every picture of the photograph once, in the new order.',
  pictureRemoved: 'The picture is removed.',
  pictureNotAttached: 'This picture is not on this photograph.',
  lastPictureOfPublished: 'A published photograph keeps at least one picture: unpublish it first, or add another.',
} as const;

export type ProductFields = {
  title: string;
  description: string;
  price: number;
  salePrice: number | null;
  printPrice: number | null;
};

export type ProductProblems = Partial<Record<keyof ProductFields, string>>;

const PRICE_FORMAT = 'must be an amount in rupees with at most two decimals, e.g. 499 or 499.50';

function priceProblem(value: number): string | undefined {
  if (!Number.isFinite(value)) return 'must be an amount in rupees';
  if (value <= 0) return 'must be more than 0';
  if (rupeesToPaise(value) === undefined) return PRICE_FORMAT;
  return undefined;
}

/**
 * What is wrong with a product's fields, by field (empty when nothing):
 * the server checks the product as it will be, the form as it is typed.
 */
export function productProblems(fields: ProductFields): ProductProblems {
  const problems: ProductProblems = {};
  const title = fields.title.trim();
  if (title.length < PRODUCT_TITLE_MIN) problems.title = `must be at least ${PRODUCT_TITLE_MIN} characters`;
  else if (title.length > PRODUCT_TITLE_MAX) problems.title = `must be at most ${PRODUCT_TITLE_MAX} characters`;
  else if (hasControlCharacters(title)) problems.title = 'must not contain control characters';
  if (fields.description.length > PRODUCT_DESCRIPTION_MAX) problems.description = `must be at most ${PRODUCT_DESCRIPTION_MAX} characters`;
  else if (hasControlCharacters(fields.description, { multiline: true })) problems.description = 'must not contain control characters';
  const price = priceProblem(fields.price);
  if (price) problems.price = price;
  if (fields.salePrice !== null) {
    const sale = priceProblem(fields.salePrice);
    if (sale) problems.salePrice = sale;
    else if (!price && (rupeesToPaise(fields.salePrice) ?? 0) > (rupeesToPaise(fields.price) ?? 0)) problems.salePrice = 'must not be more than the price';
  }
  if (fields.printPrice !== null) {
    const print = priceProblem(fields.printPrice);
    if (print) problems.printPrice = print;
  }
  return problems;
}

/** A comma list as typed into the form: trimmed, lower-cased, without blanks or repeats. */
export function wordList(text: string, options: { lowerCase?: boolean } = {}): string[] {
  const words = text
    .split(',')
    .map((w) => w.trim().replace(/\s+/g, ' '))
    .map((w) => (options.lowerCase === false ? w : w.toLowerCase()))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}
