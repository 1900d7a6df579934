// lib/api.ts in the app's store: the base query's requests, and a refused token ending the session in storage and in the auth slice.
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { makeStore } from './store';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { createAuthUser } from '../test/fixtures';
import { api } from '../lib/api';
import { STORAGE_KEYS, readBearerToken, saveAuthUser, saveCustomer, saveToken } from '../lib/storage';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),
});

async function sentRequest(): Promise<Request> {
  const fetchMock = stubFetch({ probe: { ok: true } });
  await makeStore().dispatch(probeApi.endpoints.probe.initiate());
  return fetchMock.mock.calls[0][0] as Request;
}

describe('base API', () => {
  it('calls the versioned API on the same origin', async () => {
    const request = await sentRequest();
    expect(new URL(request.url).pathname).toBe('/api/v1/probe');
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer header', async () => {
    saveToken('bare-token');
    expect((await sentRequest()).headers.get('Authorization')).toBe('Bearer bare-token');
  });

  it("prefers the customer record's token", async () => {
    saveToken('bare-token');
    saveCustomer({ _id: 'c1', token: 'customer-token', firstname: 'A', lastname: 'P', email: 'a@example.com', mobile: '1' });
    expect((await sentRequest()).headers.get('Authorization')).toBe('Bearer customer-token');
  });
});

describe('a refused token', () => {
  const refusingApi = api.injectEndpoints({
    endpoints: (build) => ({
      guarded: build.query<unknown, void>({ query: () => 'guarded' }),
      sessionProbe: build.query<unknown, void>({ query: () => 'guarded', extraOptions: { ownsRefusal: true } }),
    }),
  });
  const refusal = () => jsonResponse({ success: false, message: 'Please log in.', code: 'UNAUTHORIZED' }, 401);

  function signIn(token = 'token-asha') {
    const user = createAuthUser();
    saveToken(token);
    saveAuthUser(user);
    saveCustomer({ _id: 'user-1', token, firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210' });
    return makeStore({ auth: { ...initialAuthState(), user } });
  }

  it('ends the session: storage forgets it and the auth state starts over', async () => {
    const store = signIn();
    localStorage.setItem('unrelated', 'kept');
    stubFetch({ guarded: refusal });
    await store.dispatch(refusingApi.endpoints.guarded.initiate());
    expect(readBearerToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customer)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(store.getState().auth).toEqual(initialAuthState());
    expect(store.getState().auth.user).toBeNull();
  });

  it('leaves a 401 to a request without a token alone (a wrong password)', async () => {
    const store = makeStore({ auth: { ...initialAuthState(), user: createAuthUser() } });
    stubFetch({ guarded: refusal });
    await store.dispatch(refusingApi.endpoints.guarded.initiate());
    expect(store.getState().auth.user).not.toBeNull();
  });

  it('leaves a newer session alone when an older token is refused late', async () => {
    const store = signIn('old-token');
    stubFetch({
      guarded: () => {
        // Signed in again while the old token's request was on its way.
        saveCustomer({ _id: 'user-1', token: 'new-token', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '1' });
        return refusal();
      },
    });
    await store.dispatch(refusingApi.endpoints.guarded.initiate());
    expect(readBearerToken()).toBe('new-token');
    expect(store.getState().auth.user).not.toBeNull();
  });

  it('leaves the session to an endpoint that reads its own 401', async () => {
    const store = signIn();
    stubFetch({ guarded: refusal });
    const result = await store.dispatch(refusingApi.endpoints.sessionProbe.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(readBearerToken()).toBe('token-asha');
    expect(store.getState().auth.user).not.toBeNull();
  });
});
