import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearStorage, readAuthUser, readBearerToken, readCustomer, readJson, readToken, saveAuthUser, saveCustomer, saveToken } from './storage';

const customer = { _id: 'c1', token: 'customer-token', firstname: 'Asha', lastname: 'Patil', email: 'a@example.com', mobile: '9876543210' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browser storage', () => {
  it('round-trips the three keys', () => {
    saveToken('plain-token');
    saveCustomer(customer);
    saveAuthUser({ data: { users: { name: 'Asha', accessToken: 'plain-token' } } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('plain-token');
    expect(readToken()).toBe('plain-token');
    expect(readCustomer()).toEqual(customer);
    expect(readAuthUser()?.data.users.name).toBe('Asha');
  });

  it("sends the customer record's token, else the bare token", () => {
    expect(readBearerToken()).toBeNull();
    saveToken('bare');
    expect(readBearerToken()).toBe('bare');
    saveCustomer(customer);
    expect(readBearerToken()).toBe('customer-token');
  });

  it('reads a JSON-quoted token too', () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('quoted'));
    expect(readToken()).toBe('quoted');
  });

  it('treats unreadable values as absent instead of throwing', () => {
    localStorage.setItem(STORAGE_KEYS.customer, '{not json');
    localStorage.setItem(STORAGE_KEYS.authUser, 'undefined');
    expect(readJson(STORAGE_KEYS.customer)).toBeUndefined();
    expect(readCustomer()).toBeNull();
    expect(readAuthUser()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ token: 42 }));
    expect(readCustomer()).toBeNull();
  });

  it('survives storage that refuses access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readAuthUser()).toBeNull();
    expect(readBearerToken()).toBeNull();
  });

  it('clears everything on logout, not just its own keys', () => {
    saveToken('t');
    localStorage.setItem('payment', '{}');
    clearStorage();
    expect(localStorage.length).toBe(0);
  });
});
