import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  EditUserBody,
  EditUserResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  OtpVerifyBody,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
  ResetPasswordBody,
} from '@chitra/contract/accounts';
import { messagesOf } from '../../i18n/i18n';
import { CUSTOMER_TAGS, api } from '../../lib/api';
import { httpStatus, readApiFailure, type ApiFailure } from '../../lib/api-error';
import type { LibDispatch, LibState } from '../../lib/state';
import { clearStorage, readAuthUser, readBearerToken, readCustomer, saveAuthUser, saveCustomer, saveToken } from '../../lib/storage';
import { accountsApi } from './api';
import { authUserFrom, authUserWithProfile, customerFrom, customerWithProfile } from './session-records';

/**
 * The account actions of docs/spec.md §4. Each is an `auth/…` thunk, so the auth
 * slice marks it pending, fulfilled or rejected; the slice's own cases store
 * the results. Side effects on browser storage happen here, never in a
 * reducer. Toasts are the pages' business: this module is part of the first
 * page load and must not pull the toast library in.
 */

/** Why a call failed, in a form a page can show: one message, and per-field ones for bad input. */
export type AccountsFailure = ApiFailure;

// Typed with lib's view of the store, not app/store.ts's: the store's reducer is the auth slice's,
// which imports these thunks, so naming the store here would close a circle.
const createAccountsThunk = createAsyncThunk.withTypes<{
  state: LibState;
  dispatch: LibDispatch;
  rejectValue: AccountsFailure;
}>();

const untracked = { track: false } as const;

/** POST users/login. With a token the session is saved; without one (isOtpVerify false) nothing is. */
export const loginUser = createAccountsThunk('auth/loginUser', async (body: LoginBody, { dispatch, rejectWithValue }) => {
  try {
    const response: LoginResponse = await dispatch(accountsApi.endpoints.login.initiate(body, untracked)).unwrap();
    const { data } = response;
    if (data.isOtpVerify) {
      if (!data.accessToken) return rejectWithValue({ message: messagesOf('accounts')('loginFailed'), fromServer: false, errors: {} });
      saveToken(data.accessToken);
      saveCustomer(customerFrom(data, data.accessToken));
      saveAuthUser(authUserFrom(data, data.accessToken));
      // Whatever an earlier session left in the cache (its cart, its wishlist) is not this customer's.
      dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]));
    }
    return response;
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('loginFailed')));
  }
});

/** POST users/register. */
export const registerUser = createAccountsThunk('auth/registerUser', async (body: RegisterBody, { dispatch, rejectWithValue }) => {
  try {
    const response: RegisterResponse = await dispatch(accountsApi.endpoints.register.initiate(body, untracked)).unwrap();
    return response;
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('somethingWentWrongBang')));
  }
});

/** POST users/otp-verify. */
export const verifyOtp = createAccountsThunk('auth/verifyOtp', async (body: OtpVerifyBody, { dispatch, rejectWithValue }) => {
  try {
    const response: MessageResponse = await dispatch(accountsApi.endpoints.verifyOtp.initiate(body, untracked)).unwrap();
    return response;
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('verificationFailed')));
  }
});

/** POST users/resend-otp. */
export const resendOtp = createAccountsThunk('auth/resendOtp', async (body: ResendOtpBody, { dispatch, rejectWithValue }) => {
  try {
    const response: MessageResponse = await dispatch(accountsApi.endpoints.resendOtp.initiate(body, untracked)).unwrap();
    return response;
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('otpResendFailed')));
  }
});

/** POST user/forgot-password-token. */
export const forgotPassword = createAccountsThunk('auth/forgotPassword', async (body: ForgotPasswordBody, { dispatch, rejectWithValue }) => {
  try {
    const response: MessageResponse = await dispatch(accountsApi.endpoints.forgotPassword.initiate(body, untracked)).unwrap();
    return response;
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('somethingWentWrongBang')));
  }
});

type ResetPasswordResult = MessageResponse & {
  /** The reset revoked the session this browser held, so it was dropped. */
  signedOut: boolean;
};

/**
 * PUT user/reset-password/{token}. A reset revokes every session of that
 * account (decision 007); if this browser's session was one of them, it is
 * dropped so that the login page opens instead of a dead signed-in shell.
 */
export const resetPassword = createAccountsThunk('auth/resetPassword', async (body: ResetPasswordBody & { token: string }, { dispatch, rejectWithValue }) => {
  let response: MessageResponse;
  try {
    response = await dispatch(accountsApi.endpoints.resetPassword.initiate(body, untracked)).unwrap();
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('somethingWentWrongBang')));
  }
  let signedOut = false;
  if (readBearerToken() !== null) {
    // The link may belong to another account than the one signed in here: ask.
    const check = await dispatch(accountsApi.endpoints.checkSession.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (httpStatus(check.error) === 401) {
      clearStorage();
      signedOut = true;
    }
  }
  const result: ResetPasswordResult = { ...response, signedOut };
  return result;
});

/** PUT user/edit-user; the stored records follow, so the header shows the new name at once. */
export const updateProfile = createAccountsThunk('auth/updateProfile', async (body: EditUserBody, { dispatch, rejectWithValue }) => {
  let response: EditUserResponse;
  try {
    response = await dispatch(accountsApi.endpoints.editUser.initiate(body, untracked)).unwrap();
  } catch (error) {
    return rejectWithValue(readApiFailure(error, messagesOf('accounts')('somethingWentWrongBang')));
  }
  const profile = response.data;
  const token = readCustomer()?.token ?? readAuthUser()?.data.users.accessToken ?? readBearerToken();
  if (token) saveCustomer(customerWithProfile(token, profile));
  const authUser = readAuthUser();
  if (authUser) saveAuthUser(authUserWithProfile(authUser, profile));
  return response;
});
