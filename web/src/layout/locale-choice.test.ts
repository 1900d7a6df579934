import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@chitra/contract/locales';
import { clearStorage, saveToken } from '../lib/storage';
import { stubFetch } from '../test/fetch-stub';
import { rememberLocale } from './locale-choice';

function forgetLanguage() {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  sessionStorage.clear();
  clearStorage();
}

/** Decision 062, "At sign-in": a visitor's choice is kept for the tab's visit, which sign-in reads (features/accounts/sign-in-locale.ts). */
describe('rememberLocale', () => {
  beforeEach(forgetLanguage);
  afterEach(forgetLanguage);

  it('keeps a visitor’s choice in the cookie and for this visit, and tells no account', () => {
    const fetchMock = stubFetch({});
    rememberLocale('hi');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=hi`);
    expect(sessionStorage.getItem(LOCALE_COOKIE)).toBe('hi');
    rememberLocale('en');
    expect(sessionStorage.getItem(LOCALE_COOKIE)).toBe('en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a signed-in customer’s account instead of keeping it for the visit', () => {
    saveToken('token-asha');
    const fetchMock = stubFetch({ 'users/locale': { success: true } });
    rememberLocale('mr');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=mr`);
    expect(sessionStorage.getItem(LOCALE_COOKIE)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
