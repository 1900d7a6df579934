import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { stubFetch } from '../test/fetch-stub';
import { api } from './api';
import { saveCustomer, saveToken } from './storage';

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
