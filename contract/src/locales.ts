/**
 * The shop's languages (issue 29, docs/decisions/062-locales.md): English at
 * the spec's own addresses, Hindi and Marathi under `/hi` and `/mr`. Read
 * by the web (its router's basename, its catalogues) and the server (each
 * page's language, its alternates, the sitemap).
 */
export const LOCALES = ['en', 'hi', 'mr'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of every address without a prefix: the spec's. */
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `lang`, `hreflang` and `Intl`: each language as written in India. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** OpenGraph's spelling of the same (`og:locale`). */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_IN', hi: 'hi_IN', mr: 'mr_IN' };

/** Each language in its own words: what the switcher offers, whatever the page's language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** The cookie that remembers a visitor's choice (a year; the switcher sets it). */
export const LOCALE_COOKIE = 'chitra_locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The prefix of a language's addresses: '' for English, '/hi' or '/mr'. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language an address is in and the address within it:
 * '/mr/product/1' → mr and '/product/1'; '/mr' and '/mr/' → mr and '/';
 * '/product/1' → en and itself. '/en/…' is no language's (English has no prefix).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi|mr)(?=\/|$)(.*)$/.exec(pathname);
  if (match === null) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] === '' ? '/' : match[2] };
}

/** The address of `path` (a storefront path, '/' for home) in `locale`: home in Marathi is '/mr'. */
export function localePath(locale: Locale, path: string): string {
  const base = localeBase(locale);
  if (base === '') return path;
  return path === '/' ? base : path.startsWith('/?') ? `${base}${path.slice(1)}` : `${base}${path}`;
}

/**
 * The same page in every language and `x-default` (English's address), for
 * `hreflang`: in a page's head and in the sitemap. `address(locale)` gives
 * the whole address of the page in that language.
 */
export function hreflangAlternates(address: (locale: Locale) => string): { hreflang: string; href: string }[] {
  return [...LOCALES.map((locale) => ({ hreflang: LOCALE_TAGS[locale], href: address(locale) })), { hreflang: 'x-default', href: address(DEFAULT_LOCALE) }];
}
