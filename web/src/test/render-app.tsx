import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { To } from 'react-router';
import { onTestFinished } from 'vitest';
import { DEFAULT_LOCALE, localeBase, localePath, type Locale } from '@chitra/contract/locales';
import { AREAS } from '../i18n/areas';
import { LocaleContext, loadAreas, setPageLocale } from '../i18n/i18n';
import { initialAuthState, type AuthState } from '../app/auth-slice';
import { createMemoryAppHistory } from '../lib/history';
import { AppProviders } from '../app/providers';
import { AppRouter, AppRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { AuthUser } from '../lib/storage';

type Options = {
  /** Signed in as this user (auth.user); signed out when absent. */
  user?: AuthUser;
  auth?: Partial<AuthState>;
  /**
   * The page's language (English when absent): `path` is then within it
   * ('/product/1' is drawn at /mr/product/1), as the browser's router sees
   * it under its basename. The language's catalogues are loaded first, and
   * toasts speak it.
   */
  locale?: Locale;
};

/** Renders the real route table at `path` with a fresh store and an in-memory history. */
export async function renderAppIn(locale: Locale, path: string, options: Omit<Options, 'locale'> = {}) {
  await loadAreas(locale, AREAS);
  return renderApp(path, { ...options, locale });
}

export function renderApp(path: string, { user, auth, locale = DEFAULT_LOCALE }: Options = {}) {
  const store = makeStore({ auth: { ...initialAuthState(), user: user ?? null, ...auth } });
  const history = createMemoryAppHistory(localePath(locale, path));
  setPageLocale(locale);
  onTestFinished(() => setPageLocale(DEFAULT_LOCALE));
  // What tests read and do: where the customer is, and moves as the browser makes them.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    // A promise, as the data router's navigate gave: `await act(() => router.navigate(…))` is then an
    // async act, which keeps the test's act environment on until React has rendered the move.
    navigate: async (to: To | number) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      await Promise.resolve();
    },
  };
  const events = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <LocaleContext value={locale}>
        <AppRouter history={history} basename={localeBase(locale)}>
          <AppRoutes />
        </AppRouter>
      </LocaleContext>
    </AppProviders>,
  );
  return { ...view, store, history, router, user: events };
}
