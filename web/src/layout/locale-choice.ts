import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '@chitra/contract/locales';

/**
 * A visitor's choice of language, kept in the cookie the server reads
 * (docs/decisions/062-locales.md): an address without a prefix is then
 * answered in the chosen language.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language this browser chose, if it chose one. */
export function chosenLocale(): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return value !== undefined && isLocale(value) ? value : undefined;
}

/**
 * The shop's language the browser's own list prefers ('mr-IN, en' → mr):
 * the first of its languages the shop speaks, by primary subtag.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === primary);
    if (found !== undefined) return found;
  }
  return undefined;
}
