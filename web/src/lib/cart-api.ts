import { useEffect } from 'react';
import type { SavedBilling } from '@chitra/contract/accounts';
import type { CartCoupon, CartItem, CartResponse } from '@chitra/contract/cart';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './state';
import { api } from './api';

/**
 * The digital cart's one source of truth: RTK Query's cache of GET
 * users/getcart. The header badge, every add-to-cart control and the cart
 * page read it; docs/spec.md §4's "local list of in-cart ids" is a field of that
 * cache entry, patched by an add before the server answers.
 *
 * Only the cart read (for the badge) lives here, in the first page's
 * JavaScript with use-add-to-cart.ts, the hook every add-to-cart control
 * calls. The add itself (its rules, the call) and the clear are in
 * cart-add.ts, loaded on the first press; the cart page's and checkout's
 * calls are injected by their own features.
 */

/** The cart as the storefront holds it (docs/spec.md §3 Cart response, unwrapped). */
export type Cart = {
  items: CartItem[];
  /** The server's sum of list prices, rupees. */
  totalPrice: number;
  /** The server's sum of what the buyer pays, rupees. */
  totalsalePrice: number;
  /**
   * docs/spec.md §4's list of in-cart product ids: the items' own, plus an add still
   * on its way to the server. The header badge counts these.
   */
  productIds: string[];
  /** The coupon the server keeps on the cart, priced for it, or why it no longer applies (decision 039); null for none. */
  coupon: CartCoupon | null;
  /** The buyer's state and GSTIN the profile remembers, to fill the billing form (issue 27); null for none. */
  billing: SavedBilling | null;
};

/** docs/spec.md §3: data[0] holds the items and both totals, each 0 by default. */
function toCart(response: CartResponse): Cart {
  const first = response.data?.[0];
  const items = first?.product ?? [];
  return {
    items,
    totalPrice: first?.totalPrice ?? 0,
    totalsalePrice: first?.totalsalePrice ?? 0,
    productIds: items.map((item) => item.productID._id),
    coupon: first?.coupon ?? null,
    billing: first?.billing ?? null,
  };
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET users/getcart (bearer). */
    getCart: build.query<Cart, void>({
      query: () => 'users/getcart',
      transformResponse: toCart,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;

/**
 * The header badge's number: how many products are in the cart (docs/spec.md §2).
 * Signed out there is no cart to ask for: 0. docs/spec.md §8: a failed read is only logged.
 */
export function useCartCount(): number {
  const isSignedIn = useSelector(selectIsSignedIn);
  const { count, error } = useGetCartQuery(undefined, {
    skip: !isSignedIn,
    selectFromResult: ({ data, error: failure }) => ({ count: data?.productIds.length ?? 0, error: failure }),
  });
  useEffect(() => {
    if (error) console.warn('The cart failed to load', error);
  }, [error]);
  return count;
}
