import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { browserPage, logout } from './session';
import { STORAGE_KEYS, saveCustomer, saveToken } from './storage';

const customer = { _id: 'c1', token: 'customer-token', firstname: 'Asha', lastname: 'Patil', email: 'a@example.com', mobile: '9876543210' };

function signedInBrowser() {
  saveToken('customer-token');
  saveCustomer(customer);
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify({ data: { users: { name: 'Asha', accessToken: 'customer-token' } } }));
  localStorage.setItem('paymentResult', '{"status":"success"}');
}

describe('logout', () => {
  it('revokes the token on the server, then clears all storage and reloads', async () => {
    signedInBrowser();
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {
      // Storage is already empty by the time the page reloads.
      expect(localStorage.length).toBe(0);
    });
    const fetchMock = stubFetch({ 'users/logout': { success: true, message: 'You are logged out.' } });

    await logout();

    const [input, init] = fetchMock.mock.calls[0];
    const request = new Request(input, init);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/users/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['refuses the token', () => jsonResponse({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401)],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('signs out here even when the server %s', async (_label, reply) => {
    signedInBrowser();
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'users/logout': reply });

    await logout();

    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('makes no call without a token', async () => {
    localStorage.setItem('paymentResult', '{}');
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    const fetchMock = stubFetch({});

    await logout();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });
});
