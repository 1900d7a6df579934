import type { CartMessageResponse } from '@chitra/contract/cart';
import type { CartLicenceBody } from '@chitra/contract/licences';
import type { CheckCouponBody, CheckCouponResponse } from '@chitra/contract/coupons';
import { api } from '../../lib/api';
import { cartApi } from '../../lib/cart-api';

/**
 * The cart page's own calls; the cart itself (GET users/getcart, the add)
 * is read from lib/cart-api.ts, its one source, and so is the coupon the
 * server keeps on it (decision 039): applying or removing one patches that
 * cache with the server's answer (the cart is read afresh on every visit,
 * and after an item's removal).
 */
const cartPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE users/removecart/{id}, `id` the cart item's `_id`. docs/spec.md §4: the cart is refetched after, whatever the answer. */
    removeFromCart: build.mutation<CartMessageResponse, string>({
      query: (id) => ({ url: `users/removecart/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    /** PATCH users/cart/{id}: the line's licence tier (issue 27); the server prices it, so the cart is read again. */
    changeLicence: build.mutation<CartMessageResponse, CartLicenceBody & { id: string }>({
      query: ({ id, licence }) => {
        const body: CartLicenceBody = { licence };
        return { url: `users/cart/${encodeURIComponent(id)}`, method: 'PATCH', body };
      },
      invalidatesTags: ['Cart'],
    }),
    /** POST users/check-coupon-discount: the discount and what is left to pay, for the cart as the server holds it; the cart keeps the coupon. */
    checkCoupon: build.mutation<CheckCouponResponse, CheckCouponBody>({
      query: (body) => ({ url: 'users/check-coupon-discount', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) return;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            draft.coupon = data.data;
          }),
        );
      },
    }),
    /** DELETE users/removecoupon: the cart keeps no coupon, the discount is back to 0. */
    removeCoupon: build.mutation<CartMessageResponse, void>({
      query: () => ({ url: 'users/removecoupon', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if ((await queryFulfilled.catch(() => undefined)) === undefined) return;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            draft.coupon = null;
          }),
        );
      },
    }),
  }),
});

export const { useRemoveFromCartMutation, useChangeLicenceMutation, useCheckCouponMutation, useRemoveCouponMutation } = cartPageApi;
