import type { CartMessageResponse } from '@chitra/contract/cart';
import type { CheckCouponBody, CheckCouponResponse } from '@chitra/contract/coupons';
import { api } from '../../lib/api';

/**
 * The cart page's own calls; the cart itself (GET users/getcart, the add)
 * is read from lib/cart-api.ts, its one source.
 */
const cartPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE users/removecart/{id}, `id` the cart item's `_id`. docs/spec.md §4: the cart is refetched after, whatever the answer. */
    removeFromCart: build.mutation<CartMessageResponse, string>({
      query: (id) => ({ url: `users/removecart/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    /** POST users/check-coupon-discount: the discount and what is left to pay, for the cart as the server holds it. */
    checkCoupon: build.mutation<CheckCouponResponse, CheckCouponBody>({
      query: (body) => ({ url: 'users/check-coupon-discount', method: 'POST', body }),
    }),
  }),
});

export const { useRemoveFromCartMutation, useCheckCouponMutation } = cartPageApi;
