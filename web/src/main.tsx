import './styles/tokens.css';
import './styles/base.css';
import './styles/devanagari.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateFromServer } from './lib/api';
import { dataArrivedWithPage } from './lib/page-data-clock';
import { AppRoot } from './app/app-root';
import { initialAuthState } from './app/auth-slice';
import { createBrowserAppHistory } from './lib/history';
import { takeServerRenderState } from './app/server-render-state';
import { makeStore } from './app/store';
import { DEFAULT_LOCALE, splitLocale } from '@chitra/contract/locales';
import { loadArea, setPageLocale } from './i18n/i18n';

/** Longest wait for the first paint before hydrating anyway (a tab opened in the background paints nothing). */
const PAINT_WAIT_MS = 1_000;

/** Longest wait for an idle moment before the work that follows the first paint (the refusals' words, the language offer). */
const IDLE_WAIT_MS = 5_000;

/**
 * Runs `task` once the browser has painted the page's first content (the
 * Paint Timing API), or after PAINT_WAIT_MS, whichever comes first.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(run, PAINT_WAIT_MS);
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}

/** Runs `task` in the browser's next idle moment, or after IDLE_WAIT_MS. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
  else setTimeout(task, IDLE_WAIT_MS);
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const history = createBrowserAppHistory();
const rendered = container.firstElementChild !== null ? takeServerRenderState() : undefined;
// The page's language is its address's (a switch of language loads the other address).
const { locale } = splitLocale(location.pathname);
setPageLocale(locale);
// The shell's words, which the server preloads beside the entry: drawn, and hydrated, with them from the start.
// Should it fail (a phone losing signal), the page draws anyway and its first words ask again.
const shellWords = loadArea(locale, 'shell').catch((error: unknown) => console.error('The shell’s words did not load', error));

if (rendered !== undefined) {
  // The server rendered this page signed out, with these answers: the first
  // render here draws the same, React adopts the markup, and the session in
  // storage comes back right after (AppRoot's SessionRestore).
  const store = makeStore({ auth: { ...initialAuthState(), user: null } });
  store.dispatch(hydrateFromServer(rendered.api));
  // After the browser has painted the server's page: a phone shows it before the
  // work of hydrating begins, instead of once that work is done.
  afterFirstPaint(
    () =>
      void shellWords.then(() => {
        // Its data came with the document and was on screen from the first paint: docs/spec.md §2's second
        // of skeleton counts from then (never from before the document arrived). The store's veil
        // (store-page.css) counts the same second in CSS from when it was first styled, just before
        // that paint, so it lifts first and the script follows without changing what is seen.
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        dataArrivedWithPage(`${location.pathname}${location.search}`, Math.max(navigation?.responseStart ?? 0, painted ?? 0));
        // In a transition, as the first render below: hydration in slices, the browser responsive between them.
        startTransition(() => {
          hydrateRoot(container, <AppRoot store={store} history={history} locale={locale} restoresSession />, {
            onRecoverableError: (error) => console.error('The page was redrawn where the server’s render did not match', error),
          });
        });
      }),
  );
} else {
  const root = createRoot(container);
  // A transition: React renders the first page in slices, between which the
  // browser stays responsive (a phone's CPU takes several times a desktop's).
  void shellWords.then(() => startTransition(() => root.render(<AppRoot store={makeStore()} history={history} locale={locale} />)));
}

// Once the page is up and the browser idle: on a Hindi or Marathi page, the API's refusals in its
// language (lib/api-error.ts; a refusal before then shows the server's English); on an English
// page, the offer of the browser's language to a first visit (layout/language-offer.tsx).
afterFirstPaint(() =>
  whenIdle(
    () =>
      void (locale === DEFAULT_LOCALE ? import('./layout/language-offer').then((m) => m.offerLanguage()) : loadArea(locale, 'errors')).catch(() => undefined),
  ),
);
// On a Hindi or Marathi page, once it has loaded (its pictures with it) and been painted, in an idle moment: the
// Devanagari face (styles/devanagari-face.ts). On a busy phone the load event can come before the first paint,
// and the face's 100 KB would then share the network with what that paint still needs.
if (locale !== DEFAULT_LOCALE) {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  afterFirstPaint(
    () => void loaded.then(() => whenIdle(() => void import('./styles/devanagari-face').then((m) => m.applyDevanagariFace()).catch(() => undefined))),
  );
}
