import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loadArea, messagesOf, useLocale } from '../i18n/i18n';
import { useSendToSignIn } from './sign-in-redirect';
import { selectIsSignedIn, type LibDispatch } from './state';
import { showToast } from './toast';

/**
 * The one way every add-to-cart control adds (home tiles, category masonry,
 * product page). Signed out (no access token): the spec's error toast, then
 * /login, which comes back here and completes the add. Signed in: docs/spec.md §4's
 * add (cart-add.ts `addProductToCart`).
 */
export function useAddToCart(): (productId: string | undefined, licence?: string) => void {
  const dispatch = useDispatch<LibDispatch>();
  const isSignedIn = useSelector(selectIsSignedIn);
  const sendToSignIn = useSendToSignIn();
  const locale = useLocale();
  return useCallback(
    (productId: string | undefined, licence?: string) => {
      if (!isSignedIn) {
        showToast('error', messagesOf('catalogue')('cartSignIn'));
        sendToSignIn(productId ? { kind: 'addToCart', productId, ...(licence ? { licence } : {}) } : undefined);
        return;
      }
      // The add's rules load on the first press, keeping them out of the first page's JavaScript, with their words.
      void Promise.all([import('./cart-add'), loadArea(locale, 'common')]).then(
        ([{ addProductToCart }]) => void dispatch(addProductToCart(productId, licence)),
        (error: unknown) => {
          console.warn('Add to cart could not load', error);
          showToast('error', messagesOf('catalogue')('cartAddFailed'));
        },
      );
    },
    [dispatch, isSignedIn, sendToSignIn, locale],
  );
}
