import { z } from 'zod';
import { ImageSet } from './catalogue';
import { TitleTranslations } from './content-translations';

export const WishlistToggleBody = z.object({ prodId: z.uuid('must be a product id') });
export type WishlistToggleBody = z.infer<typeof WishlistToggleBody>;

export const WishlistToggleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ inWishlist: z.boolean() }),
});
export type WishlistToggleResponse = z.infer<typeof WishlistToggleResponse>;

/** docs/spec.md §3 Wishlist: `_id, title, price, images` (plus the sale price to show). */
export const WishlistProduct = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number(),
  salePrice: z.number(),
  images: z.array(ImageSet),
  /** Its title in Hindi and Marathi (contract/content-translations.ts); absent when none: show the English. */
  translations: TitleTranslations.optional(),
});
export type WishlistProduct = z.infer<typeof WishlistProduct>;

export const WishlistResponse = z.object({ success: z.literal(true), wishlist: z.array(WishlistProduct) });
export type WishlistResponse = z.infer<typeof WishlistResponse>;
