import { addProductToCart } from './cart-add';
import type { SignInIntent } from './sign-in-redirect';
import type { LibDispatch } from './state';
import { addToWishlistIfAbsent } from './wishlist-api';

/**
 * Finishes what a visitor asked for before signing in: the add to the cart
 * goes through the same rules as a press would; the wishlist heart adds the
 * product unless the wishlist already holds it (never a blind toggle).
 */
export const resumeSignInIntent = (intent: SignInIntent) => async (dispatch: LibDispatch) => {
  if (intent.kind === 'addToCart') await dispatch(addProductToCart(intent.productId, intent.licence));
  else await dispatch(addToWishlistIfAbsent(intent.product));
};
