import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { createProductResponse } from '../features/catalogue/test-factories';
import { STORAGE_KEYS, readBearerToken, saveAuthUser, saveCustomer, saveToken } from '../lib/storage';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { configResponse, createAuthUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { SESSION_ENDED } from './session-refusal';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const refusal = () => jsonResponse({ success: false, message: 'Please log in.', code: 'UNAUTHORIZED' }, 401);

/** A session in storage and in the state, as after a real login. */
function signedIn() {
  const user = createAuthUser('Asha Patil');
  saveToken('token-asha');
  saveAuthUser(user);
  saveCustomer({ _id: 'user-1', token: 'token-asha', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210' });
  return user;
}

describe('a token the server refuses', () => {
  it('on a public page: clears the session and lands on /login, which will come back here', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID }),
      'users/getcart': refusal,
      'user/wishlist': refusal,
    });
    const { router, store } = renderApp(`/product/${PRODUCT_ID}?from=tile`, { user: signedIn() });

    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: `/product/${PRODUCT_ID}`, search: '?from=tile' } });
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(readBearerToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customer)).toBeNull();
  });

  it('on a signed-in page: the same, with that page to return to', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      'users/getcart': refusal,
      'user/wishlist': refusal,
    });
    const { router } = renderApp('/wishlist', { user: signedIn() });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.state).toEqual({ from: { pathname: '/wishlist', search: '' } });
    expect(readBearerToken()).toBeNull();
  });
});
