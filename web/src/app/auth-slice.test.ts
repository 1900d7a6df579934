import { createAsyncThunk } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { loginUser, registerUser, updateProfile, verifyOtp } from '../features/accounts/auth-thunks';
import { STORAGE_KEYS, readCustomer } from '../lib/storage';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { createAuthUser } from '../test/fixtures';
import { selectAccessToken, selectIsSignedIn, selectSignedInUser } from '../lib/state';
import { initialAuthState, resetState } from './auth-slice';
import { createAppAsyncThunk } from './hooks';
import { makeStore } from './store';

// The way the accounts issue will add login, register and the rest.
const probe = createAppAsyncThunk('auth/probe', async (outcome: 'ok' | 'refused' | 'crash', { rejectWithValue }) => {
  if (outcome === 'refused') return rejectWithValue('Login Failed');
  if (outcome === 'crash') throw new Error('Network down');
  return 'done';
});

describe('auth slice', () => {
  it("holds exactly docs/spec.md §3's fields, but cartProducts, which RTK Query's cart cache holds", () => {
    expect(Object.keys(initialAuthState()).sort()).toEqual(
      [
        'user',
        'isLoading',
        'isError',
        'isSuccess',
        'isOtpVerifyRequired',
        'message',
        'wishlist',
        'cartProduct',
        'deletedCartProduct',
        'updatedCartProduct',
        'orderedProduct',
        'getorderedProduct',
        'updatedUser',
        'token',
        'pass',
        'deletedCart',
      ].sort(),
    );
  });

  it('starts signed out when storage holds no user', () => {
    const store = makeStore();
    expect(store.getState().auth.user).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('starts signed in with the user stored under authUser', () => {
    const user = createAuthUser('Asha Patil');
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
    const state = makeStore().getState();
    expect(state.auth.user).toEqual(user);
    expect(selectSignedInUser(state)?.name).toBe('Asha Patil');
    expect(selectAccessToken(state)).toBe('token-asha');
    expect(selectIsSignedIn(state)).toBe(true);
  });

  it.each([
    ['corrupt JSON', '{"data": {"users": '],
    ['a bare string', '"Asha"'],
    ['a user without a token', JSON.stringify({ data: { users: { name: 'Asha' } } })],
    ['the login answer itself', JSON.stringify({ data: { accessToken: 't', name: 'Asha' } })],
  ])('starts signed out when authUser holds %s', (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.authUser, raw);
    expect(makeStore().getState().auth.user).toBeNull();
  });

  it('marks pending, fulfilled and rejected on its own thunks', async () => {
    const store = makeStore();
    const pending = store.dispatch(probe('ok'));
    expect(store.getState().auth).toMatchObject({ isLoading: true, isSuccess: false, isError: false });
    await pending;
    expect(store.getState().auth).toMatchObject({ isLoading: false, isSuccess: true, isError: false });

    await store.dispatch(probe('refused'));
    expect(store.getState().auth).toMatchObject({ isLoading: false, isSuccess: false, isError: true, message: 'Login Failed' });

    await store.dispatch(probe('crash'));
    expect(store.getState().auth).toMatchObject({ isError: true, message: 'Network down' });
  });

  it("leaves its flags alone for other slices' thunks", async () => {
    const store = makeStore();
    await store.dispatch(createAsyncThunk('wishlist/load', async () => 1)());
    expect(store.getState().auth).toMatchObject({ isLoading: false, isSuccess: false, isError: false });
  });

  it('resets to the initial values', async () => {
    const store = makeStore({ auth: { ...initialAuthState(), cartProduct: { _id: 'x' }, isOtpVerifyRequired: true } });
    await store.dispatch(probe('refused'));
    store.dispatch(resetState());
    expect(store.getState().auth).toEqual(initialAuthState());
  });
});

describe('account thunks in the auth slice', () => {
  const loginAnswer = (data: Record<string, unknown>) => ({
    success: true,
    message: 'User Logged In Successfully',
    data: { _id: 'user-1', name: 'Asha Patil', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210', ...data },
  });

  it('stores a signed-in user and the three storage keys on a login with a token', async () => {
    stubFetch({ 'users/login': loginAnswer({ isOtpVerify: true, accessToken: 'token-asha' }) });
    const store = makeStore();
    const pending = store.dispatch(loginUser({ email: 'asha@example.com', password: 'correct horse' }));
    expect(store.getState().auth.isLoading).toBe(true);
    await pending;

    const user = { data: { users: { name: 'Asha Patil', accessToken: 'token-asha', _id: 'user-1', email: 'asha@example.com' } } };
    expect(store.getState().auth).toMatchObject({
      user,
      isLoading: false,
      isSuccess: true,
      isError: false,
      isOtpVerifyRequired: false,
      message: 'User Logged In Successfully',
    });
    expect(selectAccessToken(store.getState())).toBe('token-asha');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-asha');
    expect(readCustomer()).toEqual({
      _id: 'user-1',
      token: 'token-asha',
      firstname: 'Asha',
      lastname: 'Patil',
      email: 'asha@example.com',
      mobile: '9876543210',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')).toEqual(user);
  });

  it('marks OTP verification required and stores nothing when isOtpVerify is false', async () => {
    stubFetch({ 'users/login': loginAnswer({ isOtpVerify: false }) });
    const store = makeStore();
    await store.dispatch(loginUser({ email: 'asha@example.com', password: 'correct horse' }));
    expect(store.getState().auth).toMatchObject({ user: null, isOtpVerifyRequired: true, isSuccess: true });
    expect(localStorage.length).toBe(0);
  });

  it("keeps the server's message on a refusal, else the spec's fallback", async () => {
    stubFetch({
      'users/login': jsonResponse({ success: false, message: 'Invalid e-mail or password.', code: 'UNAUTHORIZED' }, 401),
      'users/register': new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const store = makeStore();
    const refused = await store.dispatch(loginUser({ email: 'asha@example.com', password: 'x' }));
    expect(refused.payload).toMatchObject({ message: 'Invalid e-mail or password.', fromServer: true, status: 401 });
    expect(store.getState().auth).toMatchObject({ isError: true, message: 'Invalid e-mail or password.' });

    await store.dispatch(registerUser({ name: 'Asha', email: 'asha@example.com', mobileNo: '9876543210', password: 'correct horse' }));
    expect(store.getState().auth).toMatchObject({ isError: true, message: 'Something Went Wrong!' });
  });

  it("passes a 400's per-field messages on", async () => {
    stubFetch({
      'users/register': jsonResponse(
        { success: false, message: 'Invalid input', code: 'BAD_REQUEST', errors: { mobileNo: 'Mobile No should be a 10-digit Indian mobile number' } },
        400,
      ),
    });
    const action = await makeStore().dispatch(registerUser({ name: 'Asha', email: 'asha@example.com', mobileNo: '12', password: 'correct horse' }));
    expect(action.payload).toMatchObject({ errors: { mobileNo: 'Mobile No should be a 10-digit Indian mobile number' } });
  });

  it('clears isOtpVerifyRequired once the code is verified', async () => {
    stubFetch({ 'users/otp-verify': { success: true, message: 'Verified.' } });
    const store = makeStore({ auth: { ...initialAuthState(), isOtpVerifyRequired: true } });
    await store.dispatch(verifyOtp({ email: 'asha@example.com', otp: '4821' }));
    expect(store.getState().auth).toMatchObject({ isOtpVerifyRequired: false, isSuccess: true, message: 'Verified.' });
  });

  it('renames the signed-in user after a profile edit', async () => {
    const user = createAuthUser('Asha Patil');
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.token, 'token-asha');
    const profile = { _id: 'user-1', firstname: 'Asha', lastname: 'Kulkarni', email: 'asha@example.com', mobile: '9876543210' };
    stubFetch({ 'user/edit-user': { success: true, message: 'Profile Updated Successfully!', data: profile } });
    const store = makeStore();
    await store.dispatch(updateProfile({ firstname: 'Asha', lastname: 'Kulkarni', email: 'asha@example.com', mobile: '9876543210' }));

    expect(selectSignedInUser(store.getState())?.name).toBe('Asha Kulkarni');
    expect(store.getState().auth.updatedUser).toEqual(profile);
    expect(readCustomer()).toEqual({ ...profile, token: 'token-asha' });
  });
});
