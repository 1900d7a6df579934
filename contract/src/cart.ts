import { z } from 'zod';
import { SavedBilling } from './accounts';
import { ImageSet } from './catalogue';
import { TitleTranslations } from './content-translations';
import { MAX_CART_ITEMS } from './constants';
import { ProductLicencePrice, TierId } from './licences';

/**
 * The digital cart (docs/api-reference.md "Cart, coupon, payment, orders"; docs/spec.md §3 Cart item
 * and Cart response). Money is rupees on the wire; every total is the
 * server's, computed in paise.
 */

export const AddToCartBody = z.object({
  productID: z.uuid('must be a product id'),
  /** The licence tier's id (decision 053); absent: the first tier, the photograph's own price. */
  licence: TierId.optional(),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const AddToCartResponse = z.object({ success: z.literal(true), message: z.string() });
export type AddToCartResponse = z.infer<typeof AddToCartResponse>;

/**
 * Another product holding some of a cart item's pictures (decision 044): a
 * pack and a single can hold the very same picture (one original, decision
 * 008), and each is charged at its own price.
 */
const CartItemOverlap = z.object({
  /** The other product's id. */
  productID: z.string(),
  /** Its title (as bought, when it is owned). */
  title: z.string(),
  /** Its title in Hindi and Marathi, as the product has it now (decision 064); absent when it has none or is gone. */
  translations: TitleTranslations.optional(),
  /** 'cart': another item of this cart; 'owned': bought by this customer in an order not refunded. */
  where: z.enum(['cart', 'owned']),
  /** How many pictures the other product holds: 1 is a single photograph, more a pack. */
  pictureCount: z.number().int().positive(),
  /** How many of this item's pictures it holds too. */
  sharedCount: z.number().int().positive(),
});

/** A licence tier as a cart line names it. */
const CartLicence = z.object({ _id: z.string(), name: z.string(), summary: z.string() });

/**
 * docs/spec.md §3: `_id, productID {price, salePrice}, images[].url`. The
 * prices are the line's, under its licence (an upgrade: what it costs).
 */
export const CartItem = z.object({
  /** The cart item's id: DELETE users/removecart/{id} and PATCH users/cart/{id} take it. */
  _id: z.string(),
  productID: z.object({
    _id: z.string(),
    title: z.string(),
    price: z.number(),
    salePrice: z.number(),
    /** Its title in Hindi and Marathi (contract/content-translations.ts); absent when none: show the English. */
    translations: TitleTranslations.optional(),
  }),
  images: z.array(ImageSet),
  /** How many pictures this item holds (1: a single photograph); present with `overlaps`. */
  pictureCount: z.number().int().positive().optional(),
  /** The other products, in the cart or already owned, that hold some of its pictures; absent when none (decision 044). */
  overlaps: z.array(CartItemOverlap).optional(),
  /**
   * The licence the line is sold under (decision 053): the first tier unless
   * the buyer chose another, and the first again when the shop stopped
   * selling the one chosen. This server always sends it (optional for
   * readers made before tiers).
   */
  licence: CartLicence.optional(),
  /** Every licence on sale with this photograph's price under it, an upgrade priced as one: PATCH users/cart/{id} chooses. */
  licences: z.array(ProductLicencePrice).optional(),
  /** Present when the buyer holds the photograph under a lower licence: the line upgrades that one and costs the difference. */
  upgradeFrom: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type CartItem = z.infer<typeof CartItem>;

/**
 * The coupon kept on the cart (decision 039): the last one applied (or paid
 * with), until it is removed or an order uses it, so it survives a payment
 * that failed. Checked again at every read, as a new apply would be.
 */
export const CartCoupon = z.object({
  code: z.string(),
  /** Rupees off the cart as it is now; 0 when it no longer applies. */
  discountAmount: z.number(),
  /** What the cart costs with it, rupees (never below ₹1); the sale total when it no longer applies. */
  payable: z.number(),
  /** Why it no longer applies, in the coupon check's words; absent while it applies. */
  message: z.string().optional(),
});
export type CartCoupon = z.infer<typeof CartCoupon>;

export const CartResponse = z.object({
  success: z.literal(true),
  /** docs/spec.md §3: a list whose first element holds the items and both totals (0 when empty). */
  data: z.array(
    z.object({
      product: z.array(CartItem),
      /** Sum of list prices, rupees. */
      totalPrice: z.number(),
      /** Sum of what the buyer pays (sale price, else price), rupees. */
      totalsalePrice: z.number(),
      /** The coupon kept on the cart; absent when there is none. */
      coupon: CartCoupon.optional(),
      /** The buyer's state and GSTIN remembered from the profile, to fill the checkout's billing form; absent when none. */
      billing: SavedBilling.optional(),
    }),
  ),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const CartItemParams = z.object({ id: z.uuid('must be a cart item id') });
export type CartItemParams = z.infer<typeof CartItemParams>;

export const CartMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type CartMessageResponse = z.infer<typeof CartMessageResponse>;

/** The server's answers about the cart (the spec's own strings are in messages.ts). */
export const CART_MESSAGES = {
  alreadyOwned: 'You have already bought this photograph: find it in your order history.',
  full: `Your cart holds at most ${MAX_CART_ITEMS} photographs.`,
  productNotFound: 'Product not found',
  itemNotFound: 'This item is not in your cart.',
} as const;
