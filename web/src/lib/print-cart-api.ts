import type { MessageResponse } from '@chitra/contract/accounts';
import type { AddPrintBody, AddPrintResponse, PrintCartResponse, UpdatePrintResponse } from '@chitra/contract/prints';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './state';
import { api } from './api';

/**
 * The print cart's one source of truth: RTK Query's cache of GET user/cart
 * (the legacy flow, docs/spec.md §7 "Older cart calls"). The product page's 'Order a
 * print' adds to it and /checkout shows and edits it, so it lives here
 * rather than in either feature. Every change reads the cart again: its
 * lines and totals are always the server's.
 */
const printCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/cart (bearer): the lines, their total, the shipping fee and the amount to pay. */
    getPrintCart: build.query<PrintCartResponse, void>({
      query: () => 'user/cart',
      providesTags: ['PrintCart'],
    }),
    /** POST user/cart with `{ productId, color, quantity }`: never a price. */
    addPrint: build.mutation<AddPrintResponse, AddPrintBody>({
      query: (body) => ({ url: 'user/cart', method: 'POST', body }),
      invalidatesTags: ['PrintCart'],
    }),
    /** DELETE user/update-product-cart/{cartItemId}/{quantity}: a DELETE that sets the quantity, as docs/spec.md §7 has it. */
    updatePrintQuantity: build.mutation<UpdatePrintResponse, { cartItemId: string; quantity: number }>({
      query: ({ cartItemId, quantity }) => ({
        url: `user/update-product-cart/${encodeURIComponent(cartItemId)}/${quantity}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['PrintCart'],
    }),
    /** DELETE user/delete-product-cart/{id}. */
    removePrint: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `user/delete-product-cart/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['PrintCart'],
    }),
  }),
});

export const { useGetPrintCartQuery, useAddPrintMutation, useUpdatePrintQuantityMutation, useRemovePrintMutation } = printCartApi;

/**
 * How many prints the print cart holds (the sum of its lines' quantities), for
 * the header's print cart and the product page's link to /checkout. Read from
 * the same cached GET user/cart, so an add, a change or a removal shows at
 * once (their 'PrintCart' tag refetches it). Signed out, or before it loads: 0.
 */
export function usePrintCount(): number {
  const isSignedIn = useSelector(selectIsSignedIn);
  const { count } = useGetPrintCartQuery(undefined, {
    skip: !isSignedIn,
    selectFromResult: ({ data }) => ({ count: data?.cart.reduce((sum, line) => sum + line.quantity, 0) ?? 0 }),
  });
  return count;
}
