import { createSlice, isFulfilled, isPending, isRejected, type SerializedError, type UnknownAction } from '@reduxjs/toolkit';
import type { MessageResponse, Profile } from '@chitra/contract/accounts';
import { forgotPassword, loginUser, registerUser, resendOtp, resetPassword, updateProfile, verifyOtp } from '../features/accounts/auth-thunks';
import { authUserFrom, authUserWithProfile } from '../features/accounts/session-records';
import { sessionRefused } from '../lib/api';
import { readAuthUser, type AuthUser } from '../lib/storage';

/**
 * The authentication state of docs/spec.md §3, field for field. The "latest results"
 * are typed `unknown` until the issue that fills each one gives it a shape.
 */
export type AuthState = {
  /** The signed-in user, at `user.data.users`; null when signed out. */
  user: AuthUser | null;
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  isOtpVerifyRequired: boolean;
  message: string;
  wishlist: unknown;
  // The legacy print flow's latest results (cartProduct, deletedCartProduct,
  // updatedCartProduct, orderedProduct, getorderedProduct, deletedCart) stay
  // empty here: the print cart and print orders live in RTK Query's caches
  // (lib/print-cart-api.ts, features/prints/api.ts), their one source.
  cartProduct: unknown;
  // docs/spec.md §3's `cartProducts` (the digital cart's items) is not kept here: it
  // lives in RTK Query's cache of GET users/getcart (lib/cart-api.ts), the
  // one source the header badge and the cart page both read.
  deletedCartProduct: unknown;
  updatedCartProduct: unknown;
  orderedProduct: unknown;
  getorderedProduct: unknown;
  /** The profile as the last edit saved it. */
  updatedUser: Profile | null;
  /** The answer to the last forgot-password request. */
  token: MessageResponse | null;
  /** The answer to the last password reset. */
  pass: MessageResponse | null;
  deletedCart: unknown;
};

/**
 * The initial values. `user` comes from browser storage (authUser), read each
 * time so that a reset after logout or login reflects what storage holds, as
 * a fresh page load would.
 */
export function initialAuthState(): AuthState {
  return {
    user: readAuthUser(),
    isLoading: false,
    isError: false,
    isSuccess: false,
    isOtpVerifyRequired: false,
    message: '',
    wishlist: null,
    cartProduct: null,
    deletedCartProduct: null,
    updatedCartProduct: null,
    orderedProduct: null,
    getorderedProduct: null,
    updatedUser: null,
    token: null,
    pass: null,
    deletedCart: null,
  };
}

const SLICE_NAME = 'auth';

// Only this slice's own thunks (typed `auth/...`) move its flags; RTK Query's
// and other slices' async actions pass by.
const isOwnAction = (action: UnknownAction): boolean => action.type.startsWith(`${SLICE_NAME}/`);

/** The text of a rejection: the thunk's rejectWithValue string, else the error's message. */
function rejectionMessage(action: { payload?: unknown; error: SerializedError }): string {
  if (typeof action.payload === 'string') return action.payload;
  const payloadMessage = (action.payload as { message?: unknown } | undefined)?.message;
  if (typeof payloadMessage === 'string') return payloadMessage;
  return action.error.message ?? '';
}

const authSlice = createSlice({
  name: SLICE_NAME,
  initialState: initialAuthState,
  reducers: {
    /** docs/spec.md §4: returns the authentication state to its initial values. */
    resetState: () => initialAuthState(),
    /**
     * A page the server rendered is hydrated signed out, as the server drew
     * it (it cannot see browser storage); then the session in storage
     * returns (web/src/main.tsx).
     */
    restoreSession: (state) => {
      state.user = readAuthUser();
    },
  },
  extraReducers: (builder) => {
    // Thunks created with createAppAsyncThunk('auth/…') get docs/spec.md §4's
    // pending/fulfilled/rejected flags from these matchers. Add their own
    // results with builder.addCase(thunk.fulfilled, …) ABOVE the matchers
    // (addCase must come first); a case reducer may set `message`, the
    // fulfilled matcher leaves it alone.
    builder
      .addCase(loginUser.fulfilled, (state, { payload }) => {
        const { data } = payload;
        state.message = payload.message;
        // docs/spec.md §4: an unverified address gets no token, only the way to /otp.
        state.isOtpVerifyRequired = !data.isOtpVerify;
        if (data.isOtpVerify && data.accessToken) state.user = authUserFrom(data, data.accessToken);
      })
      .addCase(registerUser.fulfilled, (state, { payload }) => {
        state.message = payload.message;
        state.isOtpVerifyRequired = true;
      })
      .addCase(verifyOtp.fulfilled, (state, { payload }) => {
        state.message = payload.message;
        state.isOtpVerifyRequired = false;
      })
      .addCase(resendOtp.fulfilled, (state, { payload }) => {
        state.message = payload.message;
      })
      .addCase(forgotPassword.fulfilled, (state, { payload }) => {
        state.message = payload.message;
        state.token = payload;
      })
      .addCase(resetPassword.fulfilled, (state, { payload }) => {
        state.message = payload.message;
        state.pass = payload;
        if (payload.signedOut) state.user = null;
      })
      // The server refused the session's token (lib/api.ts): as resetState, storage already cleared.
      .addCase(sessionRefused, () => initialAuthState())
      .addCase(updateProfile.fulfilled, (state, { payload }) => {
        state.message = payload.message;
        state.updatedUser = payload.data;
        if (state.user) state.user = authUserWithProfile(state.user, payload.data);
      })
      .addMatcher(isPending, (state, action) => {
        if (!isOwnAction(action)) return;
        state.isLoading = true;
        state.isError = false;
        state.isSuccess = false;
        state.message = '';
      })
      .addMatcher(isFulfilled, (state, action) => {
        if (!isOwnAction(action)) return;
        state.isLoading = false;
        state.isError = false;
        state.isSuccess = true;
      })
      .addMatcher(isRejected, (state, action) => {
        if (!isOwnAction(action)) return;
        state.isLoading = false;
        state.isError = true;
        state.isSuccess = false;
        state.message = rejectionMessage(action);
      });
  },
});

export const { resetState, restoreSession } = authSlice.actions;
export const authReducer = authSlice.reducer;
