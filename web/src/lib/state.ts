import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api, ServerRenderAnswers } from './api';
import type { AuthUser, SignedInUser } from './storage';

/**
 * What lib/ reads of the store, declared here rather than taken from
 * app/store.ts: lib/ depends on nothing above it (decision 033). The app's
 * store has these two slices and more; app/store.ts checks that its
 * RootState is a LibState, so lib's thunks and hooks work on it. lib's hooks
 * use react-redux's own with these types: `useDispatch<LibDispatch>()`,
 * `useSelector(selectIsSignedIn)`, `useStore<LibState>()`.
 */
export type LibState = {
  /** The session, as app/auth-slice.ts keeps it. */
  auth: { user: AuthUser | null };
  /** RTK Query's cache of the one API (lib/api.ts). */
  api: ReturnType<typeof api.reducer>;
};

/** A dispatch that takes lib's thunks and RTK Query's; app/store.ts's AppDispatch is one. */
export type LibDispatch = ThunkDispatch<LibState, ServerRenderAnswers | undefined, UnknownAction>;

/** A thunk of lib/ (the cart add, the wishlist's add, the sign-in intent). */
export type LibThunk<R = Promise<void>> = (dispatch: LibDispatch, getState: () => LibState) => R;

/** The session's part of the state: what the selectors below read. */
type SessionState = Pick<LibState, 'auth'>;

export const selectSignedInUser = (state: SessionState): SignedInUser | null => state.auth.user?.data.users ?? null;
export const selectAccessToken = (state: SessionState): string | null => state.auth.user?.data.users.accessToken || null;
export const selectIsSignedIn = (state: SessionState): boolean => selectAccessToken(state) !== null;
/** The login said this user is an administrator (the admin area asks the server again). */
export const selectIsAdmin = (state: SessionState): boolean => state.auth.user?.data.users.role === 'admin';
