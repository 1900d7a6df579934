import { z } from 'zod';
import { ImageSet, ProductLicencePrice } from './catalogue';
import { singleLine } from './text';

/**
 * Licences (issue 27, docs/decisions/053-licence-tiers.md): every photograph
 * is sold under one of the shop's named tiers. The first tier (lowest
 * position) is the spec's price: its multiplier is 1 and no product
 * overrides it, so every screen the spec describes shows what it showed
 * before tiers. Money is rupees on the wire, paise on the server.
 */

/** Longest texts a tier takes. */
export const LICENCE_NAME_MAX = 40;
export const LICENCE_SUMMARY_MAX = 160;
export const LICENCE_TERMS_MAX = 20_000;
/** A tier's price is the photograph's price times its multiplier: 1 to 100, two decimals. */
export const LICENCE_MULTIPLIER_MIN = 1;
export const LICENCE_MULTIPLIER_MAX = 100;

export const LICENCE_MESSAGES = {
  tierNotFound: 'Licence not found',
  twoDecimals: 'at most two decimals',
  tierInactive: 'This licence is no longer sold',
  ownedAtTier: 'You already own this photograph under this licence or a higher one',
  /** The public verification page's one refusal: an unknown id and a malformed one read the same. */
  licenceNotFound: 'Licence not found',
  changed: 'Licence updated',
  firstTierFixed: 'The first licence is the photograph\u2019s own price: its multiplier stays 1 and it stays active',
  overrideFirstTier: 'The first licence is the photograph\u2019s own price and cannot be overridden',
  /** The admin area's answers. */
  tierCreated: 'Licence created',
  pricesSaved: 'Licence prices saved',
} as const;

/** A tier as the shop sells it (GET licences; the compare page, the product page's terms). */
export const LicenceTier = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** One line. */
  summary: z.string(),
  /** The full terms, Markdown (rendered without HTML: text only). */
  terms: z.string(),
  /** Bumped whenever name, summary or terms change: an order keeps the version it bought. */
  version: z.number().int(),
  /** Price rule: the photograph's price times this (1 for the first tier). */
  multiplier: z.number(),
  position: z.number().int(),
});
export type LicenceTier = z.infer<typeof LicenceTier>;

export const LicencesResponse = z.object({ success: z.literal(true), data: z.array(LicenceTier) });
export type LicencesResponse = z.infer<typeof LicencesResponse>;

/** One tier's price for one product: defined beside the product page's answer, which carries it (catalogue.ts). */
export { ProductLicencePrice } from './catalogue';

/** GET product/{id}/licences: the product's price under each active tier, first tier first. */
export const ProductLicencesResponse = z.object({ success: z.literal(true), data: z.array(ProductLicencePrice) });
export type ProductLicencesResponse = z.infer<typeof ProductLicencesResponse>;

export const TierId = z.uuid('must be a licence id');

/** PATCH users/cart/{id}: the line's licence. */
export const CartLicenceBody = z.object({ licence: TierId });
export type CartLicenceBody = z.infer<typeof CartLicenceBody>;
export const CartItemParams = z.object({ id: z.uuid('must be a cart item id') });

/** A licence as an order holds it: the terms bought, for ever. */
export const OrderLicence = z.object({
  /** The product the licence is for. */
  productID: z.string(),
  /** The unguessable licence id (LIC-…). */
  licenceId: z.string(),
  tier: z.string(),
  summary: z.string(),
  /** The terms as bought (Markdown). */
  terms: z.string(),
  version: z.number().int(),
  /** Present when this line upgraded a licence the buyer held: that tier's name. */
  upgradedFrom: z.string().optional(),
  /** The public verification page's path: /licence/{licenceId}. */
  verifyPath: z.string(),
  /** The certificate PDF (signed in): users/licence-certificate/{licenceId}. */
  certificatePath: z.string(),
});
export type OrderLicence = z.infer<typeof OrderLicence>;

/** GET licence/{id}: the public verification page's answer. */
export const LicenceVerification = z.object({
  licenceId: z.string(),
  status: z.enum(['valid', 'revoked']),
  title: z.string(),
  /** The photograph's thumbnail; absent when it has none any more. */
  image: ImageSet.optional(),
  tier: z.string(),
  summary: z.string(),
  version: z.number().int(),
  /** ISO 8601: when it was bought. */
  issuedAt: z.string(),
  /** ISO 8601: when a refund revoked it. */
  revokedAt: z.string().optional(),
  /** The buyer's name with most letters hidden: 'P***** S*****'. */
  buyer: z.string(),
});
export type LicenceVerification = z.infer<typeof LicenceVerification>;
export const LicenceVerificationResponse = z.object({ success: z.literal(true), data: LicenceVerification });
export type LicenceVerificationResponse = z.infer<typeof LicenceVerificationResponse>;
export const LicenceIdParams = z.object({ licenceId: z.string().min(1).max(64) });

/** A tax document (invoice or credit note) as the order pages list it. */
export const OrderTaxDocument = z.object({
  _id: z.string(),
  kind: z.enum(['invoice', 'credit-note']),
  /** e.g. CH/26-27/000123. */
  number: z.string(),
  /** 'Tax Invoice', 'Credit Note', 'Receipt' or 'Refund Receipt' (an unregistered shop's). */
  title: z.string(),
  /** ISO 8601. */
  issuedAt: z.string(),
  /** Rupees. */
  total: z.number(),
  /** The PDF: users/tax-document/{_id} (or admin/tax/documents/{_id}/pdf in the admin area). */
  pdfPath: z.string(),
});
export type OrderTaxDocument = z.infer<typeof OrderTaxDocument>;
export const TaxDocumentParams = z.object({ documentId: z.uuid('must be a document id') });

// ---------------------------------------------------------------------------
// Admin: tiers and a product's own prices
// ---------------------------------------------------------------------------

export const AdminLicenceTierBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LICENCE_NAME_MAX, `must be at most ${LICENCE_NAME_MAX} characters`)
    .refine(singleLine, 'must be one line'),
  summary: z
    .string()
    .trim()
    .min(1, 'Summary is required')
    .max(LICENCE_SUMMARY_MAX, `must be at most ${LICENCE_SUMMARY_MAX} characters`)
    .refine(singleLine, 'must be one line'),
  terms: z.string().trim().min(1, 'Terms are required').max(LICENCE_TERMS_MAX, `must be at most ${LICENCE_TERMS_MAX} characters`),
  multiplier: z
    .number('must be a number')
    .min(LICENCE_MULTIPLIER_MIN, `must be at least ${LICENCE_MULTIPLIER_MIN}`)
    .max(LICENCE_MULTIPLIER_MAX, `must be at most ${LICENCE_MULTIPLIER_MAX}`)
    .refine((m) => Math.round(m * 100) === m * 100 || Math.abs(Math.round(m * 100) - m * 100) < 1e-9, LICENCE_MESSAGES.twoDecimals),
  active: z.boolean(),
});
export type AdminLicenceTierBody = z.infer<typeof AdminLicenceTierBody>;

export const AdminLicenceTier = LicenceTier.extend({
  active: z.boolean(),
  /** True for the lowest position: multiplier 1, always active. */
  first: z.boolean(),
  /** Order lines sold under it (any version). */
  sold: z.number().int(),
  updatedAt: z.string(),
});
export type AdminLicenceTier = z.infer<typeof AdminLicenceTier>;
export const AdminLicenceTiersResponse = z.object({ success: z.literal(true), data: z.array(AdminLicenceTier) });
export type AdminLicenceTiersResponse = z.infer<typeof AdminLicenceTiersResponse>;
export const AdminLicenceTierResponse = z.object({ success: z.literal(true), message: z.string(), data: AdminLicenceTier });
export type AdminLicenceTierResponse = z.infer<typeof AdminLicenceTierResponse>;

/** A product's own price for a tier (rupees), overriding the multiplier; null removes the override. */
export const AdminProductLicencePricesBody = z.object({
  prices: z.array(z.object({ tier: TierId, price: z.number().positive('must be more than 0').max(10_000_000).nullable() })).max(20),
});
export type AdminProductLicencePricesBody = z.infer<typeof AdminProductLicencePricesBody>;
export const AdminProductLicencePrices = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      tier: z.string(),
      name: z.string(),
      first: z.boolean(),
      /** The multiplier's price, rupees. */
      rulePrice: z.number(),
      /** The product's own price, rupees; null when the multiplier decides. */
      override: z.number().nullable(),
    }),
  ),
});
export type AdminProductLicencePrices = z.infer<typeof AdminProductLicencePrices>;
