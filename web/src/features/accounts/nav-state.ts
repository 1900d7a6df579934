import type { WishlistProduct } from '@chitra/contract/wishlist';
import type { SignInIntent, SignInState } from '../../lib/sign-in-redirect';

/**
 * What the account pages hand each other through router state: the e-mail
 * address to carry on with (sign-up → OTP → login), the guard's `from`, and
 * what the visitor was doing when sent to sign in (`intent`).
 */
export type AccountsNavState = SignInState & { email?: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The intent in router state, if it has the shape this module writes (history state outlives builds). */
function readSignInIntent(value: unknown): SignInIntent | undefined {
  if (!isObject(value)) return undefined;
  if (value.kind === 'addToCart' && typeof value.productId === 'string' && value.productId !== '') {
    const licence = typeof value.licence === 'string' && value.licence !== '' ? { licence: value.licence } : {};
    return { kind: 'addToCart', productId: value.productId, ...licence };
  }
  if (value.kind === 'addToWishlist' && isObject(value.product)) {
    const { _id, title, price, salePrice, images } = value.product;
    if (typeof _id === 'string' && typeof title === 'string' && typeof price === 'number' && typeof salePrice === 'number' && Array.isArray(images)) {
      return { kind: 'addToWishlist', product: value.product as WishlistProduct };
    }
  }
  return undefined;
}

export function readNavState(state: unknown): AccountsNavState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, from, intent } = state as Record<string, unknown>;
  const result: AccountsNavState = {};
  if (typeof email === 'string' && email !== '') result.email = email;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search } = from as Record<string, unknown>;
    if (typeof pathname === 'string' && pathname.startsWith('/')) {
      result.from = { pathname, search: typeof search === 'string' ? search : '' };
    }
  }
  const signInIntent = readSignInIntent(intent);
  if (signInIntent !== undefined) result.intent = signInIntent;
  return result;
}

/** The return trip (and what to finish there) to pass on when one account page hands over to another. */
export function returnTrip({ from, intent }: AccountsNavState): AccountsNavState {
  return { ...(from ? { from } : {}), ...(intent ? { intent } : {}) };
}
