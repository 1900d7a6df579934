import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { pageLocaleNow } from '../i18n/i18n';
import { answerKey, takeInlineAnswer } from './inline-answers';
import { clearSession, readBearerToken } from './storage';

export const API_BASE_URL = '/api/v1';

/**
 * The server refused the token this browser holds (expired, revoked by a
 * password reset or a logout elsewhere). The auth slice answers it as it
 * answers `resetState`; it lives here because lib/ may not import app/'s
 * slice (the slice imports the account thunks, which import this file).
 */
export const sessionRefused = createAction('session/refused');

type RefusalHandler = () => void;
let refusalHandler: RefusalHandler | null = null;

/**
 * The seam through which app/ (which owns the router) sends the customer to
 * /login after a refused token. Returns the uninstaller.
 */
export function onSessionRefused(handler: RefusalHandler): () => void {
  refusalHandler = handler;
  return () => {
    if (refusalHandler === handler) refusalHandler = null;
  };
}

/**
 * Rendering on the server (web/src/entry-server.tsx): no window. There the
 * store's extra argument carries the page's answers and the queries start
 * during render, as nothing else would start them.
 */
const ON_SERVER = typeof window === 'undefined';

/** What the server's render passes in the store's extra argument. */
export type ServerRenderAnswers = {
  /** The page's API answers, by answerKey. */
  answers: Record<string, unknown>;
  /** What a request without an answer waits on: settled once the render is over. */
  unanswered: Promise<{ error: FetchBaseQueryError }>;
};

const serverAnswers = (extra: unknown): ServerRenderAnswers | undefined =>
  typeof extra === 'object' && extra !== null && 'answers' in extra ? (extra as ServerRenderAnswers) : undefined;

/**
 * The server's render of the page, handed to the browser's store before it
 * hydrates (RTK Query's rehydration: the answers the render used, nothing
 * pending).
 */
export const hydrateFromServer = createAction<unknown>('api/hydrateFromServer');

/** Per-endpoint options of the base query (`extraOptions`). */
type ApiExtraOptions = {
  /** The caller reads a 401 itself (a check whether a session survived): leave the session alone. */
  ownsRefusal?: boolean;
};

const fetchQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  /**
   * The session's token, and the page's language on every request
   * (contract/src/locale-header.ts): the server writes a new account's mail
   * and an enquiry's reply in it.
   */
  prepareHeaders: (headers) => {
    const token = readBearerToken();
    if (token !== null && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set(LOCALE_HEADER, pageLocaleNow());
    return headers;
  },
});

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * fetchBaseQuery plus the one place a refused token is handled
 * (docs/layout-and-habits.md habit 7): a 401 to a request that carried the session's
 * bearer token ends that session here, in storage and in the state, and asks
 * app/ to offer the login. A 401 to a request without a token (a wrong
 * password) is only an answer; so is one for a token this browser has since
 * replaced, arriving late.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions, FetchBaseQueryMeta> = async (args, baseApi, extraOptions) => {
  // The page may have come with this answer (the server's first data for it): no round trip.
  const request = typeof args === 'string' ? { url: args, method: 'GET' } : args;
  const isGet = (request.method ?? 'GET').toUpperCase() === 'GET';
  const server = serverAnswers(baseApi.extra);
  if (server !== undefined) {
    // On the server, a page renders what it was given; anything else is the browser's to ask for.
    const key = answerKey(request.url, request.params);
    return isGet && Object.hasOwn(server.answers, key) ? { data: server.answers[key] } : server.unanswered;
  }
  if (isGet) {
    const inline = takeInlineAnswer(answerKey(request.url, request.params));
    if (inline !== undefined) return { data: inline };
  }
  const result = await fetchQuery(args, baseApi, extraOptions);
  if (result.error?.status !== 401 || extraOptions?.ownsRefusal) return result;
  const sent = BEARER.exec(result.meta?.request.headers.get('Authorization') ?? '')?.[1];
  if (sent !== undefined && sent === readBearerToken()) {
    clearSession();
    baseApi.dispatch(sessionRefused());
    refusalHandler?.();
  }
  return result;
};

// createApi from '@reduxjs/toolkit/query/react', with hooks that also start their queries during a server render.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: ON_SERVER }));

/**
 * The one RTK Query API of the storefront. It starts with no endpoints: each
 * feature adds its own with `api.injectEndpoints` in features/<area>/api.ts,
 * and uses these tags to invalidate what a change makes stale.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action: UnknownAction) =>
    // The payload is this API's own state, as the server's store held it (entry-server.tsx).
    hydrateFromServer.match(action) ? (action.payload as never) : undefined,
  tagTypes: ['Config', 'Category', 'Product', 'Blog', 'Wishlist', 'Rating', 'Cart', 'Order', 'Profile', 'PrintCart', 'PrintOrder'],
  endpoints: () => ({}),
});

/** The tags of one customer's data: dropped when another session begins. */
export const CUSTOMER_TAGS = ['Wishlist', 'Cart', 'Order', 'Profile', 'PrintCart', 'PrintOrder'] as const;
