import type { WishlistProduct, WishlistResponse, WishlistToggleResponse } from '@chitra/contract/wishlist';
import { MESSAGES } from '@chitra/contract/messages';
import { useCallback } from 'react';
import { selectIsSignedIn } from '../app/auth-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks';
import type { RootState } from '../app/store';
import { api } from './api';

/**
 * The wishlist's server data, shared by the store cards, the product page and
 * the wishlist page (features may not import each other).
 */

type Toast = 'success' | 'error';

/**
 * react-toastify is loaded after the first render (see app/providers.tsx);
 * importing it here statically would put it back into the first page's
 * JavaScript, since the home page's cards import this module.
 */
export function showToast(kind: Toast, message: string): void {
  void import('react-toastify').then(({ toast }) => {
    if (kind === 'success') toast.success(message);
    else toast.error(message);
  });
}

const serverMessage = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** What a failed call says to the customer: the server's words when it gave any. */
export function failureMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.somethingWentWrong;
}

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/wishlist: the signed-in customer's saved products. */
    getWishlist: build.query<WishlistResponse, void>({
      query: () => 'user/wishlist',
      providesTags: ['Wishlist'],
    }),
    /**
     * PUT product/Wishlist from a heart: the heart turns at once (the cached
     * list is patched before the call), and a failure puts it back with a toast.
     */
    toggleWishlist: build.mutation<WishlistToggleResponse, WishlistProduct>({
      query: (product) => ({ url: 'product/Wishlist', method: 'PUT', body: { prodId: product._id } }),
      async onQueryStarted(product, { dispatch, getState, queryFulfilled }) {
        const cached = wishlistApi.endpoints.getWishlist.select()(getState() as RootState).data;
        const wasIn = cached?.wishlist.some((item) => item._id === product._id);
        const patch = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', undefined, (draft) => {
            const index = draft.wishlist.findIndex((item) => item._id === product._id);
            if (index >= 0) draft.wishlist.splice(index, 1);
            else draft.wishlist.unshift(product);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          if (data.data.inWishlist) showToast('success', MESSAGES.wishlistAdded);
          // The server toggles: when it disagrees with the guess (another tab changed the list), believe it.
          if (wasIn === undefined || wasIn === data.data.inWishlist) dispatch(wishlistApi.util.invalidateTags(['Wishlist']));
        } catch (failure) {
          patch.undo();
          showToast('error', failureMessage((failure as { error?: unknown }).error));
        }
      },
    }),
    /**
     * PUT product/Wishlist from the wishlist page. No optimistic patch: the
     * page shows the card as leaving and reloads the list WISHLIST_REFRESH_MS later.
     */
    removeFromWishlist: build.mutation<WishlistToggleResponse, string>({
      query: (prodId) => ({ url: 'product/Wishlist', method: 'PUT', body: { prodId } }),
    }),
  }),
});

export const { useGetWishlistQuery, useToggleWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;

/**
 * Whether a product is in the signed-in customer's wishlist, read from the
 * one cached GET user/wishlist (signed out: never asked, always false).
 */
export function useIsInWishlist(productId: string): boolean {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { inWishlist } = useGetWishlistQuery(undefined, {
    skip: !isSignedIn,
    selectFromResult: ({ data }) => ({
      inWishlist: data?.wishlist.some((item) => item._id === productId) ?? false,
    }),
  });
  return inWishlist;
}

/**
 * What a heart does when pressed. With the wishlist known, it toggles at
 * once (optimistically). Pressed before the wishlist has loaded (a slow
 * phone), the heart showed empty, so the customer means "add": wait for the
 * list and toggle only if the product is not already in it, never removing
 * it blind.
 */
export function useWishlistHeart(): (product: WishlistProduct) => Promise<void> {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [toggle] = useToggleWishlistMutation();
  return useCallback(
    async (product: WishlistProduct) => {
      const known = wishlistApi.endpoints.getWishlist.select()(store.getState()).data;
      if (known) {
        // Failures are handled (rolled back, toasted) by the endpoint itself.
        void toggle(product);
        return;
      }
      const request = dispatch(wishlistApi.endpoints.getWishlist.initiate());
      try {
        const loaded = await request;
        if (loaded.error || !loaded.data) {
          showToast('error', failureMessage(loaded.error));
          return;
        }
        // Read the cache again, not the answer: a second press waiting on the
        // same load must see the first one's optimistic add and leave it be.
        const current = wishlistApi.endpoints.getWishlist.select()(store.getState()).data ?? loaded.data;
        if (!current.wishlist.some((item) => item._id === product._id)) void toggle(product);
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch, store, toggle],
  );
}
