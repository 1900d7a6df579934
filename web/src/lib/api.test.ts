import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { DEFAULT_LOCALE } from '@chitra/contract/locales';
import { configureStore } from '@reduxjs/toolkit';
import { setPageLocale } from '../i18n/i18n';
import { stubFetch } from '../test/fetch-stub';
import { api } from './api';

/** A bare endpoint of the one API, to see what its base query sends. */
const probe = api.injectEndpoints({
  endpoints: (build) => ({ probeLocale: build.query<unknown, void>({ query: () => 'probe' }) }),
});

describe('the API client (lib/api.ts)', () => {
  afterEach(() => setPageLocale(DEFAULT_LOCALE));

  it.each(['en', 'hi', 'mr'] as const)('sends the page’s language (%s) with every request', async (locale) => {
    const seen: Request[] = [];
    stubFetch({ probe: (request: Request) => (seen.push(request), new Response('{}', { headers: { 'content-type': 'application/json' } })) });
    setPageLocale(locale);
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
    await store.dispatch(probe.endpoints.probeLocale.initiate());
    expect(seen[0]?.headers.get(LOCALE_HEADER)).toBe(locale);
  });
});
