import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { loadArea, useLocale } from '../i18n/i18n';
import { paths } from './paths';

/** Where a guarded page was asked for, so sign-in can return there. */
export type FromState = { from?: { pathname: string; search: string } };

/**
 * What a signed-out visitor asked for when sent to sign in: once signed in,
 * it is done for them (lib/resume-sign-in-intent.ts), so "Add to Cart" on a
 * product page still adds after the detour through /login. The account
 * pages read it back from router state (features/accounts/nav-state.ts).
 */
/** `licence`: the tier chosen on the product page (issue 27); absent for the first. */
export type SignInIntent = { kind: 'addToCart'; productId: string; licence?: string } | { kind: 'addToWishlist'; product: WishlistProduct };

/** Router state of /login: where to go back to, and what to finish there. */
export type SignInState = FromState & { intent?: SignInIntent };

/**
 * Sends a visitor to /login, remembering this page (so sign-in comes back
 * here) and, when given, what they were doing (so it gets done).
 */
export function useSendToSignIn(): (intent?: SignInIntent) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return useCallback(
    (intent?: SignInIntent) => {
      // The add finished after sign-in speaks the shared words (lib/cart-add.ts), which the sign-in page may not load itself.
      if (intent?.kind === 'addToCart') void loadArea(locale, 'common').catch(() => undefined);
      const state: SignInState = { from: { pathname, search }, ...(intent ? { intent } : {}) };
      void navigate(paths.login(), { state });
    },
    [navigate, pathname, search, locale],
  );
}
