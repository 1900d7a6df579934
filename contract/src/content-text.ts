import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales';

/**
 * Which words a page shows of a catalogue text (issue 29, decision 064):
 * the translation in the page's language when there is one, else the
 * English, marked with English's tag. Free of zod, so the browser's first
 * load takes it without the translations' schemas
 * (contract/src/content-translations.ts, which re-exports it).
 */

/** Any translations object (contract/src/content-translations.ts), as the picker reads it. */
type AnyTranslations = Partial<Record<Locale, Partial<Record<string, unknown>> | undefined>>;

/** A catalogue text as a page shows it: the words, and `lang` when they are not in the page's language. */
export type ContentText = { text: string; lang: string | undefined };

/**
 * The words a page in `locale` shows for `field`: the translation when there
 * is one, else `english`, with `lang` set to English's tag so the element
 * can carry `lang="en-IN"`. An English page always shows English, unmarked.
 */
export function contentIn(locale: Locale, english: string, translations: AnyTranslations | null | undefined, field: string): ContentText {
  if (locale === DEFAULT_LOCALE) return { text: english, lang: undefined };
  const translated = translations?.[locale]?.[field];
  if (typeof translated === 'string' && translated.trim() !== '') return { text: translated, lang: undefined };
  return { text: english, lang: english === '' ? undefined : LOCALE_TAGS[DEFAULT_LOCALE] };
}

/** The same for a list of words (a product's tags): the translated list when there is one. */
export function contentListIn(
  locale: Locale,
  english: string[],
  translations: AnyTranslations | null | undefined,
  field: string,
): { items: string[]; lang: string | undefined } {
  if (locale === DEFAULT_LOCALE) return { items: english, lang: undefined };
  const translated = translations?.[locale]?.[field];
  if (Array.isArray(translated) && translated.length > 0 && translated.every((t) => typeof t === 'string'))
    return { items: translated as string[], lang: undefined };
  return { items: english, lang: english.length === 0 ? undefined : LOCALE_TAGS[DEFAULT_LOCALE] };
}
