import { prerender } from 'react-dom/static';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from './lib/api';
import { AppRoot } from './app/app-root';
import { initialAuthState } from './app/auth-slice';
import { createMemoryAppHistory } from './lib/history';
import { RENDER_STATE_ELEMENT_ID, type ServerRenderState } from './app/server-render-state';
import { makeStore, type AppStore } from './app/store';
import { splitLocale } from '@chitra/contract/locales';
import { loadArea } from './i18n/i18n';
import { PageHeadCapture, type CapturedHead } from './lib/page-title';

export { RENDER_STATE_ELEMENT_ID };
export type { ServerRenderState };

export type ServerRender = {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The title and description the page declared, in its language (lib/page-title.ts), for the head the server writes. */
  head?: CapturedHead;
  /** What goes beside it, as JSON, for the browser to hydrate with. */
  state: ServerRenderState;
};

/** The first render starts the page's queries, the second draws their answers, a third those of queries that waited on them. */
const MAX_RENDERS = 3;

type QueryEntries = Record<string, { status?: string } | undefined>;

const answeredQueries = (store: AppStore): QueryEntries =>
  Object.fromEntries(Object.entries(store.getState()[api.reducerPath].queries as QueryEntries).filter(([, entry]) => entry?.status === 'fulfilled'));

/** Lets the queries that have their answers settle (the answers are in memory: a turn of the event loop). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The storefront's page at `url`, rendered to HTML as a visitor who is not
 * signed in sees it, with the API answers the server has for it
 * (server/src/http/page-head.ts) and nothing else: a query without an answer
 * renders as loading, as it would in the browser, and the browser asks for it
 * after hydrating.
 */
export async function renderPage(input: { url: string; answers: Record<string, unknown> }): Promise<ServerRender> {
  let release: (result: { error: FetchBaseQueryError }) => void = () => undefined;
  const unanswered = new Promise<{ error: FetchBaseQueryError }>((resolve) => {
    release = resolve;
  });
  const store = makeStore({ auth: { ...initialAuthState(), user: null } }, { answers: input.answers, unanswered });
  const history = createMemoryAppHistory(input.url);
  // The address's language; the shell's words are there before the first render, a page's load with it.
  const { locale } = splitLocale(new URL(input.url, 'http://localhost').pathname);
  await loadArea(locale, 'shell');
  let head: CapturedHead | undefined;
  const tree = (
    <PageHeadCapture value={(captured) => (head = captured)}>
      <AppRoot store={store} history={history} locale={locale} />
    </PageHeadCapture>
  );
  try {
    // The first render loads the page's module and starts its queries; each
    // render after it draws with the answers the one before started, until
    // no render starts a query that gets an answer.
    let drawnWith = answeredQueries(store);
    let html = '';
    for (let renders = 1; ; renders += 1) {
      // One document, no boundary revealed later by a script (the CSP allows none, and nothing streams here).
      const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
      html = await new Response(prelude).text();
      await settle();
      const now = answeredQueries(store);
      if (renders >= MAX_RENDERS || Object.keys(now).length === Object.keys(drawnWith).length) break;
      drawnWith = now;
    }
    const { provided } = store.getState()[api.reducerPath];
    // Exactly the answers the last render drew with: one that arrived during it stays the browser's to ask.
    return { html, ...(head ? { head } : {}), state: { api: { queries: drawnWith, mutations: {}, provided } } };
  } finally {
    release({ error: { status: 'CUSTOM_ERROR', error: 'Asked during the server’s render; the browser asks again' } });
  }
}
