import { StrictMode, useCallback, useRef, type ReactNode } from 'react';
import { localeBase, type Locale } from '@chitra/contract/locales';
import { LocaleContext } from '../i18n/i18n';
import { restoreSession } from './auth-slice';
import { useAppDispatch } from './hooks';
import type { AppHistory } from '../lib/history';
import { AppProviders } from './providers';
import { PageReadyListener } from './route-error-boundary';
import { AppRouter, AppRoutes } from './router';
import type { AppStore } from './store';

/**
 * Once the server's page is hydrated, page included, the session in browser
 * storage returns: restored any earlier, the page would hydrate signed in
 * against markup drawn signed out.
 */
function SessionRestore({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const restored = useRef(false);
  const onPageReady = useCallback(() => {
    if (restored.current) return;
    restored.current = true;
    dispatch(restoreSession());
  }, [dispatch]);
  return <PageReadyListener value={onPageReady}>{children}</PageReadyListener>;
}

type Props = {
  store: AppStore;
  history: AppHistory;
  /** The page's language: its addresses are under its prefix ('/mr/…'), its words from its catalogues. */
  locale: Locale;
  /** Hydrating a page the server rendered signed out: bring the session back afterwards. */
  restoresSession?: boolean;
};

/** The whole storefront: the same tree in the browser (main.tsx) and on the server (entry-server.tsx). */
export function AppRoot({ store, history, locale, restoresSession = false }: Props) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <LocaleContext value={locale}>
          <AppRouter history={history} basename={localeBase(locale)}>
            {restoresSession ? (
              <SessionRestore>
                <AppRoutes />
              </SessionRestore>
            ) : (
              <AppRoutes />
            )}
          </AppRouter>
        </LocaleContext>
      </AppProviders>
    </StrictMode>
  );
}
