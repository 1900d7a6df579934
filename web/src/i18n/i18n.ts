import { createContext, use } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { contentIn, contentListIn, type ContentText } from '@chitra/contract/content-text';
import type { Area, AreaKey } from './areas';

/**
 * The shop's words in each language (docs/decisions/062-locales.md). A
 * catalogue is one area of the shop (the shell, the home page, …) in one
 * language: `web/src/locales/<locale>/<area>.ts`, compiled to Lingui's
 * message format at build time (web/scripts/catalogue-plugin.ts), so no
 * message parser reaches the browser. A page loads its areas' catalogues
 * in its own language only, the first time it draws.
 */

type Loaders = Record<string, () => Promise<{ default: Messages }>>;

/**
 * The catalogues of the first load's areas (the shell, the home page, the
 * catalogue's shared pieces): their loaders are in the entry. As the build
 * compiled each: its area's keys, each a compiled message.
 */
const firstLoad: Loaders = import.meta.glob<{ default: Messages }>(['../locales/*/shell.ts', '../locales/*/home.ts', '../locales/*/catalogue.ts']);

/**
 * Every other area's loaders are a chunk of their own (page-catalogues.ts),
 * fetched the first time a page needs one: a loader per language and area
 * in the entry would weigh on every first load (the server preloads that
 * chunk with a landing page's catalogues: server/src/http/route-assets.ts).
 */
const pageLoaders = (): Promise<Loaders> => import('./page-catalogues').then((module) => module.loaders);

function loaderOf(key: string): () => Promise<{ default: Messages }> {
  const path = `../locales/${key}.ts`;
  return (
    firstLoad[path] ??
    (() =>
      pageLoaders().then((loaders) => {
        const load = loaders[path];
        if (load === undefined) throw new Error(`no catalogue ${key}`);
        return load();
      }))
  );
}

/** One Lingui instance per language, shared by every render in it (the server renders several at once, in any language). */
const instances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (i18n === undefined) {
    // Numbers, plurals and dates in the language as written in India (its CLDR tag: docs/decisions/062-locales.md).
    i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A catalogue's load, marked `fulfilled` once its messages are in (as React marks a settled promise). */
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const loading = new Map<string, Loading>();
const slot = (locale: Locale, area: Area) => `${locale}/${area}`;

/** Loads an area's catalogue in a language, once; every later call shares the first. */
export function loadArea(locale: Locale, area: Area): Promise<void> {
  const key = slot(locale, area);
  let promise = loading.get(key);
  if (promise === undefined) {
    const settling: Loading = loaderOf(key)().then(
      (module) => {
        i18nFor(locale).load(locale, module.default);
        settling.status = 'fulfilled';
      },
      (error: unknown) => {
        // A failed download (a phone losing signal) is tried again by the next render that needs it.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, settling);
    promise = settling;
  }
  return promise;
}

export function loadAreas(locale: Locale, areas: readonly Area[]): Promise<void> {
  return Promise.all(areas.map((area) => loadArea(locale, area))).then(() => undefined);
}

/** The page's language: English unless the tree is rendered in another (AppRoot's LocaleProvider). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return use(LocaleContext);
}

type Values = Record<string, string | number>;
export type Translate<A extends Area> = (key: AreaKey<A>, values?: Values) => string;

const translator =
  <A extends Area>(locale: Locale, area: A): Translate<A> =>
  (key, values) =>
    i18nFor(locale)._(`${area}.${key}`, values);

/**
 * The words of `area` in the page's language. The first render that needs a
 * catalogue not yet loaded waits for it (Suspense), on the server as in the
 * browser. The browser loads the shell's before it hydrates (main.tsx) and a
 * landing page's beside its chunk (the server preloads both).
 */
export function useMessages<A extends Area>(area: A): Translate<A> {
  const locale = useLocale();
  const words = loadArea(locale, area) as Loading;
  // Not loaded yet: the render waits for it (Suspense), and is drawn again from the start once it is.
  // Thrown rather than `use()`d: a render that found it loaded calls nothing, one that did not stops
  // here, so every render that completes made the same calls (and a test's act() sees no promise).
  if (words.status !== 'fulfilled') throw words;
  return translator(locale, area);
}

/** The language the browser's page is in, for words chosen outside a render (a toast after a request); set once by main.tsx. */
let pageLocale: Locale = DEFAULT_LOCALE;

export function setPageLocale(locale: Locale): void {
  pageLocale = locale;
}

/** The page's language outside a render: what the API client tells the server (lib/api.ts). */
export const pageLocaleNow = (): Locale => pageLocale;

/**
 * The words of `area` outside a render, in the page's language. Its
 * catalogue must already be loaded: the shell's always is, and a page's is
 * before the page draws.
 */
export function messagesOf<A extends Area>(area: A): Translate<A> {
  return translator(pageLocale, area);
}

/**
 * A message known only at run time (an API error's reason: lib/api-error.ts)
 * in the page's language, or undefined: on an English page (the server's own
 * English is the spec's), before the area's catalogue has loaded (its load
 * starts here, for the next time), or when the catalogue has no such key.
 */
export function messageByKey(area: Area, key: string, values?: Values): string | undefined {
  if (pageLocale === DEFAULT_LOCALE) return undefined;
  const words = loadArea(pageLocale, area) as Loading;
  if (words.status !== 'fulfilled') {
    words.catch(() => undefined);
    return undefined;
  }
  const i18n = i18nFor(pageLocale);
  const id = `${area}.${key}`;
  return id in i18n.messages ? i18n._(id, values) : undefined;
}

/** A catalogue row's `translations` as the API sends them (`{ hi?: {…}, mr?: {…} }`), read for `field`. */
type TranslationsOf<F extends string> = { hi?: Partial<Record<F, unknown>>; mr?: Partial<Record<F, unknown>> } | null | undefined;

/**
 * The catalogue's own words (a photograph's title, description and tags, a
 * category's name, a post) in the page's language: `content(english,
 * translations, field)` gives the translation when there is one, else the
 * English with `lang: 'en-IN'`, so a screen reader reads it with an English
 * voice (contract/content-text.ts, decision 064). Put both on the element
 * that holds the words: `<h1 lang={title.lang}>{title.text}</h1>`. An
 * English page shows English, unmarked.
 */
export type Content = {
  <F extends string>(english: string, translations: TranslationsOf<NoInfer<F>>, field: F): ContentText;
  /** The same for a list of words (a product's tags): the translated list when there is one. */
  list: <F extends string>(english: string[], translations: TranslationsOf<NoInfer<F>>, field: F) => { items: string[]; lang: string | undefined };
};

/** One picker a language, so a component's hook answers the same function every render. */
const pickers = new Map<Locale, Content>();

function contentPicker(locale: Locale): Content {
  let picker = pickers.get(locale);
  if (picker === undefined) {
    const pick = (english: string, translations: TranslationsOf<string>, field: string) => contentIn(locale, english, translations, field);
    pick.list = (english: string[], translations: TranslationsOf<string>, field: string) => contentListIn(locale, english, translations, field);
    picker = pick;
    pickers.set(locale, picker);
  }
  return picker;
}

/** The catalogue's words in the page's language (Content). */
export function useContent(): Content {
  return contentPicker(useLocale());
}
