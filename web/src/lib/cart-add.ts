import type { AddToCartBody, AddToCartResponse, CartMessageResponse } from '@chitra/contract/cart';
import type { CartLicenceBody } from '@chitra/contract/licences';
import { messagesOf } from '../i18n/i18n';
import { selectIsSignedIn, type LibDispatch, type LibState } from './state';
import { httpStatus, serverMessage, successWords } from './api-error';
import { cartApi, type Cart } from './cart-api';
import { showToast } from './toast';

/**
 * docs/spec.md §4's cart add and clear, on the cart's one cache (cart-api.ts). Loaded
 * on the first add-to-cart press, by sign-in finishing an add, and by checkout.
 */
const cartAddApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST users/addtocart (bearer) with `{ productID }`, and `licence` (a tier id, issue 27) when
     * one was chosen: without it the server adds the first tier. Add through `useAddToCart`, never directly.
     */
    addToCart: build.mutation<AddToCartResponse, { productID: string; licence?: string | undefined }>({
      query: ({ productID, licence }) => {
        const body: AddToCartBody = licence ? { productID, licence } : { productID };
        return { url: 'users/addtocart', method: 'POST', body };
      },
    }),
    /** PATCH users/cart/{id}: another licence for a product already in the cart (the product page's choice). */
    changeCartLicence: build.mutation<CartMessageResponse, CartLicenceBody & { id: string }>({
      query: ({ id, licence }) => {
        const body: CartLicenceBody = { licence };
        return { url: `users/cart/${encodeURIComponent(id)}`, method: 'PATCH', body };
      },
    }),
  }),
});

const cachedCart = (state: LibState): Cart | undefined => cartApi.endpoints.getCart.select()(state).data;

/** docs/spec.md §4 clear-cart (after a payment): no items, no ids, both totals 0. */
export const clearCart = () =>
  cartApi.util.updateQueryData('getCart', undefined, (draft) => {
    draft.items = [];
    draft.productIds = [];
    draft.totalPrice = 0;
    draft.totalsalePrice = 0;
  });

/** Takes back an optimistic id, unless the server's list (refetched meanwhile) holds the product after all. */
const dropPendingId = (productId: string) =>
  cartApi.util.updateQueryData('getCart', undefined, (draft) => {
    const index = draft.productIds.indexOf(productId);
    if (index >= 0 && !draft.items.some((item) => item.productID._id === productId)) draft.productIds.splice(index, 1);
  });

/**
 * docs/spec.md §4 and §5 cart add for a signed-in customer, in the spec's order:
 * an id is required; an id already in the list only says so; otherwise the
 * id joins the list at once, POST users/addtocart is sent, and the list is
 * refetched on success or loses the id again on failure. A success answer
 * without `success: true` is a failure.
 */
export const addProductToCart =
  (productId: string | undefined, licence?: string) =>
  async (dispatch: LibDispatch, getState: () => LibState): Promise<void> => {
    // Its words are loaded with it (use-add-to-cart.ts), or before sign-in when the add waits for it (sign-in-redirect.ts).
    const t = messagesOf('common');
    if (!productId) {
      showToast('error', t('cartInvalidProduct'));
      return;
    }
    if (cachedCart(getState()) === undefined) {
      // Pressed before the cart has loaded (or right after sign-in): learn what is in it first.
      // If it cannot be read, the add goes ahead and the server has the last word.
      const load = dispatch(cartApi.endpoints.getCart.initiate());
      await load;
      load.unsubscribe();
      // The server refused the session meanwhile (lib/api.ts is taking the customer to /login).
      if (!selectIsSignedIn(getState())) return;
    }
    if (cachedCart(getState())?.productIds.includes(productId)) {
      // In the cart under another licence than the one chosen (issue 27): the line takes the one chosen.
      const line = cachedCart(getState())?.items.find((item) => item.productID._id === productId);
      if (licence !== undefined && line?.licence !== undefined && line.licence._id !== licence) {
        const changed = await dispatch(cartAddApi.endpoints.changeCartLicence.initiate({ id: line._id, licence }, { track: false }));
        dispatch(cartApi.util.invalidateTags(['Cart']));
        if (changed.data?.success === true) showToast('success', successWords(changed.data.message, t('licenceUpdated')));
        else showToast('error', serverMessage(changed.error) ?? t('cartAddFailed'));
        return;
      }
      showToast('info', t('cartAlready'));
      return;
    }
    dispatch(
      cartApi.util.updateQueryData('getCart', undefined, (draft) => {
        draft.productIds.push(productId);
      }),
    );
    const result = await dispatch(cartAddApi.endpoints.addToCart.initiate({ productID: productId, licence }, { track: false }));
    if (result.data?.success === true) {
      showToast('success', t('productAddedToCart'));
      dispatch(cartApi.util.invalidateTags(['Cart']));
      return;
    }
    dispatch(dropPendingId(productId));
    const { error } = result;
    const reason = serverMessage(error);
    if (httpStatus(error) === 409 && reason !== undefined) {
      // Already in the cart (another tab) or already bought: the server's words say which.
      showToast('info', reason);
      dispatch(cartApi.util.invalidateTags(['Cart']));
      return;
    }
    if (error === undefined) console.warn('Add to cart: an answer without success: true', result.data);
    showToast('error', t('cartAddFailed'));
  };
