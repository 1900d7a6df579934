import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@chitra/contract/locales';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { API_BASE_URL } from '../lib/api';
import { readBearerToken } from '../lib/storage';

/** This device's language, for a year: an address without a prefix is sent to that language's (the server's 302). */
export function setLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Remembers a choice of language (the switcher's, the language offer's):
 * for a visitor, the cookie by which the server sends an address without a
 * prefix to the chosen language's; for a signed-in customer, also on the
 * account, so their mail comes in it (docs/decisions/062-locales.md). The
 * page load that follows does not wait for the account's answer:
 * `keepalive` lets the request outlive the page, and the token is the one
 * the API client sends (lib/storage.ts).
 *
 * A visitor's choice is also kept for this tab's visit (sessionStorage,
 * under the cookie's name): at sign-in it wins over the account's language
 * and becomes the account's (features/accounts/sign-in-locale.ts; decision
 * 062, "At sign-in").
 */
export function rememberLocale(locale: Locale): void {
  setLocaleCookie(locale);
  const token = readBearerToken();
  if (token === null) {
    try {
      sessionStorage.setItem(LOCALE_COOKIE, locale);
    } catch {
      // Storage refused (a private mode): at sign-in the account's language applies.
    }
    return;
  }
  fetch(`${API_BASE_URL}/users/locale`, {
    method: 'PUT',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [LOCALE_HEADER]: locale },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}
