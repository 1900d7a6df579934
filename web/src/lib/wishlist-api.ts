import type { WishlistProduct, WishlistResponse, WishlistToggleResponse } from '@chitra/contract/wishlist';
import { messagesOf } from '../i18n/i18n';
import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api';
import { failureMessage } from './api-error';
import { selectIsSignedIn, type LibDispatch, type LibState, type LibThunk } from './state';
import { showToast } from './toast';

/**
 * The wishlist's server data, shared by the store cards, the product page and
 * the wishlist page (features may not import each other).
 */

/** What a failed wishlist call says to the customer: the server's words when it gave any. */
const wishlistFailure = (error: unknown): string => failureMessage(error, messagesOf('catalogue')('somethingWentWrong'));

const wishlistApi = api.injectEndpoints({
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
        const cached = wishlistApi.endpoints.getWishlist.select()(getState() as LibState).data;
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
          if (data.data.inWishlist) showToast('success', messagesOf('catalogue')('wishlistAdded'));
          // The server toggles: when it disagrees with the guess (another tab changed the list), believe it.
          if (wasIn === undefined || wasIn === data.data.inWishlist) dispatch(wishlistApi.util.invalidateTags(['Wishlist']));
        } catch (failure) {
          patch.undo();
          showToast('error', wishlistFailure((failure as { error?: unknown }).error));
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

export const { useGetWishlistQuery, useRemoveFromWishlistMutation } = wishlistApi;
const { useToggleWishlistMutation } = wishlistApi;

/**
 * Whether a product is in the signed-in customer's wishlist, read from the
 * one cached GET user/wishlist (signed out: never asked, always false).
 */
export function useIsInWishlist(productId: string): boolean {
  const isSignedIn = useSelector(selectIsSignedIn);
  const { inWishlist } = useGetWishlistQuery(undefined, {
    skip: !isSignedIn,
    selectFromResult: ({ data }) => ({
      inWishlist: data?.wishlist.some((item) => item._id === productId) ?? false,
    }),
  });
  return inWishlist;
}

const cachedWishlist = (state: LibState): WishlistResponse | undefined => wishlistApi.endpoints.getWishlist.select()(state).data;

/**
 * Adds the product unless the wishlist already holds it, loading the list
 * first when it is not known yet; never removes. Failures of the load are
 * toasted; the toggle handles its own (rolled back, toasted).
 */
export const addToWishlistIfAbsent =
  (product: WishlistProduct): LibThunk =>
  async (dispatch, getState) => {
    const request = dispatch(wishlistApi.endpoints.getWishlist.initiate());
    try {
      const loaded = await request;
      if (loaded.error || !loaded.data) {
        showToast('error', wishlistFailure(loaded.error));
        return;
      }
      // Read the cache again, not the answer: a second press waiting on the
      // same load must see the first one's optimistic add and leave it be.
      const current = cachedWishlist(getState()) ?? loaded.data;
      if (!current.wishlist.some((item) => item._id === product._id)) {
        void dispatch(wishlistApi.endpoints.toggleWishlist.initiate(product, { track: false }));
      }
    } finally {
      request.unsubscribe();
    }
  };

/**
 * What a heart does when pressed. With the wishlist known, it toggles at
 * once (optimistically). Pressed before the wishlist has loaded (a slow
 * phone), the heart showed empty, so the customer means "add": wait for the
 * list and toggle only if the product is not already in it, never removing
 * it blind.
 */
export function useWishlistHeart(): (product: WishlistProduct) => Promise<void> {
  const dispatch = useDispatch<LibDispatch>();
  const store = useStore<LibState>();
  const [toggle] = useToggleWishlistMutation();
  return useCallback(
    async (product: WishlistProduct) => {
      if (cachedWishlist(store.getState())) {
        // Failures are handled (rolled back, toasted) by the endpoint itself.
        void toggle(product);
        return;
      }
      await dispatch(addToWishlistIfAbsent(product));
    },
    [dispatch, store, toggle],
  );
}
