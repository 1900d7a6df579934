import { z } from 'zod';
import { ImageSet, OriginalFacts } from './catalogue';
import { TitleTranslations } from './content-translations';
import { OrderLicence, OrderTaxDocument } from './licences';

/**
 * Orders and downloads of the digital shop (docs/spec.md §3 Order history entry,
 * §7 `users/orderhistory`, `users/getorder/{orderId}`,
 * `users/downloadzip/{orderId}`; docs/api-reference.md). Money is rupees on the wire.
 */

/** docs/spec.md §3: `downloadLogs[] {source {ip, os, browser}, createdAt, _id}`. */
export const DownloadLog = z.object({
  _id: z.string(),
  source: z.object({
    ip: z.string(),
    /** Name and version as the user agent tells it, e.g. 'Android 14'; 'Unknown' when it does not. */
    os: z.string(),
    /** e.g. 'Chrome 131.0.0.0'; 'Unknown' when the user agent does not tell. */
    browser: z.string(),
  }),
  /** ISO 8601. */
  createdAt: z.string(),
  /** What was downloaded: the whole order's ZIP, or one image's title. */
  file: z.string(),
});
export type DownloadLog = z.infer<typeof DownloadLog>;

/** docs/spec.md §3: `product[] {image[], _id {price, salePrice, _id}}` (+ title). */
export const OrderHistoryProduct = z.object({
  /** Public thumbnail URLs (about 400 px) of the pictures bought, cover first. */
  image: z.array(z.string()),
  _id: z.object({
    _id: z.string(),
    title: z.string(),
    /** As bought, rupees. */
    price: z.number(),
    salePrice: z.number(),
    /** The product's title in Hindi and Marathi as it is now (contract/content-translations.ts); absent when none: show the English. */
    translations: TitleTranslations.optional(),
  }),
});
export type OrderHistoryProduct = z.infer<typeof OrderHistoryProduct>;

/** docs/spec.md §3 Order history entry. */
export const OrderHistoryEntry = z.object({
  /** The order's id: /order-detail/{_id}. */
  _id: z.string(),
  /** Readable number, e.g. CH-2026-000123. */
  orderID: z.string(),
  product: z.array(OrderHistoryProduct),
  productCount: z.number().int(),
  /** What was paid, rupees. */
  totalPrice: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The newest downloads of the order, newest first (at most DOWNLOAD_LOG_LIMIT). */
  downloadLogs: z.array(DownloadLog),
  /**
   * Present once the shop has refunded the order (added, decision 026), in
   * the history and on the order's own page (decision 037): its downloads
   * have ended and its pictures may be bought again. `status` is the
   * gateway's progress (pending until it has made the refund).
   */
  refund: z
    .object({
      status: z.enum(['pending', 'processed', 'failed']),
      /** Rupees given back: what was left of the payment, less than what was paid when a share of it had gone back already (decision 013). */
      amount: z.number(),
      /** ISO 8601: when the shop refunded it. */
      at: z.string(),
    })
    .optional(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderHistoryResponse = z.object({ success: z.literal(true), data: z.array(OrderHistoryEntry) });
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponse>;

/** One bought picture: its public preview, and what the original is. */
export const OrderImage = ImageSet.extend({
  original: OriginalFacts.extend({
    /** The name it is saved under, e.g. 'Sunrise over Boisar.jpg'. */
    fileName: z.string(),
  }),
});
export type OrderImage = z.infer<typeof OrderImage>;

export const OrderDetailProduct = OrderHistoryProduct.extend({ images: z.array(OrderImage) });
export type OrderDetailProduct = z.infer<typeof OrderDetailProduct>;

/** docs/api-reference.md: the history entry, its products with their pictures. */
export const OrderDetail = OrderHistoryEntry.extend({
  product: z.array(OrderDetailProduct),
  /** Before the coupon, rupees. */
  subtotalPrice: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  /** How many downloads the order has had in all (the log lists the newest). */
  downloadCount: z.number().int(),
  archive: z.object({
    /** The name the ZIP is saved under. */
    name: z.string(),
    /** Its exact size (the pictures and a licence certificate per line). */
    bytes: z.number().int(),
  }),
  /** One licence per line, as bought (issue 27, decision 053): its terms, its public page and its certificate. */
  licences: z.array(OrderLicence),
  /** The order's invoice and any credit note (decision 054), oldest first: tax records, downloadable even after a refund. */
  documents: z.array(OrderTaxDocument),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ success: z.literal(true), data: OrderDetail });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

export const OrderParams = z.object({ orderId: z.uuid('must be an order id') });
export type OrderParams = z.infer<typeof OrderParams>;

export const OrderImageParams = OrderParams.extend({ imageId: z.uuid('must be an image id') });
export type OrderImageParams = z.infer<typeof OrderImageParams>;

/**
 * Which of the order's products the picture is downloaded as: an order can
 * hold one picture in a pack and as a single (decision 044), each with its
 * own file name. Without it, the single's.
 */
const ProductOfImage = z.uuid('must be a product id').optional();

export const OrderImageQuery = z.object({ productId: ProductOfImage });
export type OrderImageQuery = z.infer<typeof OrderImageQuery>;

export const OwnedProductParams = z.object({ productId: z.uuid('must be a product id') });

/**
 * Which order holds a product the caller bought, and its pictures (the
 * product page's download); `null` when they have not bought it (an
 * ordinary answer, not an error: the product page asks before it knows).
 */
export const OwnedProductResponse = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), images: z.array(OrderImage) }).nullable(),
});
export type OwnedProductResponse = z.infer<typeof OwnedProductResponse>;

/** A signed, single-use link the browser's own download manager fetches. */
export const DownloadLinkBody = z
  .object({
    /** One picture of the order; absent for the whole order's ZIP. */
    imageId: z.uuid('must be an image id').optional(),
    /** With `imageId`: the product it is downloaded as (its name), as `users/download`'s query. */
    productId: ProductOfImage,
  })
  .refine((body) => body.productId === undefined || body.imageId !== undefined, { message: 'productId goes with an imageId', path: ['productId'] });
export type DownloadLinkBody = z.infer<typeof DownloadLinkBody>;

export const DownloadLinkResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Path under the site's origin, e.g. /api/v1/downloads/… */
    url: z.string(),
    /** ISO 8601: the link is refused after this. */
    expiresAt: z.string(),
  }),
});
export type DownloadLinkResponse = z.infer<typeof DownloadLinkResponse>;

export const DownloadTokenParams = z.object({ token: z.string().min(1).max(512) });
