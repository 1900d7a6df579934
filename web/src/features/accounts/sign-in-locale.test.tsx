import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '@chitra/contract/locales';
import { MESSAGES } from '@chitra/contract/messages';
import { rememberLocale } from '../../layout/locale-choice';
import { paths } from '../../lib/paths';
import { STORAGE_KEYS } from '../../lib/storage';
import { cartResponse } from '../../test/cart-fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';
import type { AccountsNavState } from './nav-state';
import { languagePage, localeAtSignIn } from './sign-in-locale';
import { loginResponse, sentBodies, stubAccountsApi } from './testing';

/**
 * Issue 29, decision 062 "At sign-in": once signed in, the customer carries
 * on in the language their account remembers, unless they chose one in this
 * visit before signing in (then the account learns that one). Another
 * language is a whole page load, watched here through `languagePage`.
 */

const deviceLocale = () => new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

function forgetLanguage() {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  sessionStorage.clear();
}

const watchPageLoads = () => vi.spyOn(languagePage, 'open').mockImplementation(() => undefined);

type LoginWords = { email: string; password: string; submit: string };

async function signIn(user: UserEvent, words: LoginWords = { email: 'Email', password: 'Password', submit: MESSAGES.login }) {
  await user.type(await screen.findByLabelText(words.email), 'asha@example.com');
  await user.type(screen.getByLabelText(words.password), 'correct horse');
  await user.click(screen.getByRole('button', { name: words.submit }));
}

/** The accounts calls a test needs, and the calls of the home page the guard shows once signed in. */
const stubShop = (routes: Parameters<typeof stubAccountsApi>[0]) =>
  stubAccountsApi({ 'home/banners': { success: true, data: [], logo: null }, 'users/getcart': cartResponse(), ...routes });

const MARATHI: LoginWords = { email: 'ईमेल', password: 'पासवर्ड', submit: 'लॉग इन' };

describe('signing in moves the customer to their account’s language', () => {
  beforeEach(forgetLanguage);
  afterEach(forgetLanguage);

  it('an account in Marathi, signed in on an English page, ends on the /mr version of where they were going, and the cookie says mr', async () => {
    const opened = watchPageLoads();
    const fetchMock = stubShop({ 'users/login': loginResponse({ locale: 'mr' }), 'users/locale': { success: true } });
    // Sent to sign in by a signed-in page.
    const { user } = renderApp(paths.myProfile());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    await signIn(user);

    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/mr/my-profile'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(deviceLocale()).toBe('mr');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-asha');
    // The account already says Marathi: nothing to tell it.
    expect(await sentBodies(fetchMock, 'users/locale')).toEqual([]);
  });

  it('goes to the Marathi home when they were going home', async () => {
    const opened = watchPageLoads();
    stubShop({ 'users/login': loginResponse({ locale: 'mr' }) });
    const { user } = renderApp(paths.login());
    await signIn(user);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/mr'));
    expect(deviceLocale()).toBe('mr');
  });

  it('finishes the add to the cart they signed in for before the Marathi page loads', async () => {
    const productId = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
    const addsWhenOpened: number[] = [];
    const fetchMock = stubShop({ 'users/login': loginResponse({ locale: 'mr' }), 'users/addtocart': { success: true, message: 'Added' } });
    const adds = () => sentBodies(fetchMock, 'users/addtocart');
    const opened = vi.spyOn(languagePage, 'open').mockImplementation(() => {
      void adds().then((sent) => addsWhenOpened.push(sent.length));
    });
    const { user, history } = renderApp(paths.login());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    // Sent here by "Add to Cart" on the product page, as its button does (lib/sign-in-redirect.ts).
    const state: AccountsNavState = { from: { pathname: `/product/${productId}`, search: '' }, intent: { kind: 'addToCart', productId } };
    act(() => history.replace(paths.login(), state));
    await signIn(user);

    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith(`/mr/product/${productId}`));
    await vi.waitFor(() => expect(addsWhenOpened).toEqual([1]));
    expect(await adds()).toEqual([{ productID: productId }]);
  });

  it('an account in English on a Marathi page this device chose earlier: English, and the cookie says so (the unprefixed address no longer sends it back)', async () => {
    // An earlier visit chose Marathi: the cookie, not this visit.
    document.cookie = `${LOCALE_COOKIE}=mr; path=/`;
    const opened = watchPageLoads();
    const fetchMock = stubShop({ 'users/login': loginResponse({ locale: 'en' }), 'users/locale': { success: true } });
    const { user } = await renderAppIn('mr', paths.login());
    await signIn(user, MARATHI);

    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/'));
    expect(deviceLocale()).toBe('en');
    expect(await sentBodies(fetchMock, 'users/locale')).toEqual([]);
  });

  it('an account in English on a Marathi page chosen in this visit: stays in Marathi, and the account learns Marathi', async () => {
    // The switcher, pressed before signing in, in this tab.
    rememberLocale('mr');
    const opened = watchPageLoads();
    const fetchMock = stubShop({ 'users/login': loginResponse({ locale: 'en' }), 'users/locale': { success: true } });
    const { user, history } = await renderAppIn('mr', paths.login());
    await signIn(user, MARATHI);

    await vi.waitFor(() => expect(history.location.pathname).toBe('/mr'));
    expect(await screen.findByRole('button', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    expect(deviceLocale()).toBe('mr');
    await vi.waitFor(async () => expect(await sentBodies(fetchMock, 'users/locale')).toEqual([{ locale: 'mr' }]));
    const [put] = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .filter((request) => request.url.endsWith('/users/locale'));
    expect(put?.method).toBe('PUT');
    expect(put?.headers.get('authorization')).toBe('Bearer token-asha');
    // Used once: a later choice, signed in, goes to the account itself.
    expect(sessionStorage.getItem(LOCALE_COOKIE)).toBeNull();
  });

  it('an account in the page’s language: no page load, and a device that chose nothing is still offered its browser’s language', async () => {
    const opened = watchPageLoads();
    stubShop({ 'users/login': loginResponse({ locale: 'en' }) });
    const { user, history } = renderApp(paths.login());
    await signIn(user);
    expect(await screen.findByText(MESSAGES.userLoggedIn)).toBeInTheDocument();
    await vi.waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(opened).not.toHaveBeenCalled();
    expect(deviceLocale()).toBeUndefined();
  });
});

describe('localeAtSignIn', () => {
  beforeEach(forgetLanguage);
  afterEach(forgetLanguage);

  it('keeps the page’s language when the answer names none (an older server)', () => {
    expect(localeAtSignIn(undefined, 'hi')).toBe('hi');
    expect(deviceLocale()).toBeUndefined();
  });

  it('takes the visit’s choice once, and ignores a value it did not write', () => {
    sessionStorage.setItem(LOCALE_COOKIE, 'hi');
    expect(localeAtSignIn('hi', 'hi')).toBe('hi');
    expect(localeAtSignIn('mr', 'hi')).toBe('mr');
    sessionStorage.setItem(LOCALE_COOKIE, 'fr');
    expect(localeAtSignIn('mr', 'en')).toBe('mr');
    expect(sessionStorage.getItem(LOCALE_COOKIE)).toBeNull();
  });

  it('sets the cookie to an English account’s language only where the device had chosen one', () => {
    expect(localeAtSignIn('en', 'en')).toBe('en');
    expect(deviceLocale()).toBeUndefined();
    document.cookie = `${LOCALE_COOKIE}=hi; path=/`;
    expect(localeAtSignIn('en', 'hi')).toBe('en');
    expect(deviceLocale()).toBe('en');
  });
});
