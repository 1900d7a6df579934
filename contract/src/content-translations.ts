import { z } from 'zod';
import type { Locale } from './locales';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

/**
 * The catalogue's own words in Hindi and Marathi (issue 29, decision 064):
 * a product's title, description and tags, a category's name and
 * description, a blog post's title, excerpt and body. English is the row's
 * own field and is always there; a translation is optional field by field,
 * and a page in Hindi or Marathi shows English where one is missing, marked
 * `lang="en-IN"` so a screen reader switches voice.
 *
 * Stored as one JSON object per row (`translations`, `{ hi: {…}, mr: {…} }`),
 * written by the admin area and the import, and sent with the English in
 * the catalogue's answers (additive: the spec's fields stay English).
 */

/** The languages a translation can be in: every locale but English. */
export const TRANSLATED_LOCALES = ['hi', 'mr'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Longest translated title or name, in characters. */
export const TRANSLATION_TITLE_MAX = 200;
/** Longest translated description, excerpt or body, in characters. */
export const TRANSLATION_TEXT_MAX = 20_000;
/** Most translated tags a product may have in one language, and the longest one, in characters. */
export const TRANSLATION_TAGS_MAX = 40;
export const TRANSLATION_TAG_MAX = 60;

const tooLong = (max: number) => `must be at most ${max} characters`;

/** A translated title or name: one line, trimmed; empty means "none" and is dropped before storing (compactTranslations). */
export const TranslatedLine = z
  .string({ error: 'must be text' })
  .trim()
  .max(TRANSLATION_TITLE_MAX, tooLong(TRANSLATION_TITLE_MAX))
  .refine(singleLine, CONTROL_CHARACTERS);

/** A translated description, excerpt or body: paragraphs. */
export const TranslatedText = z
  .string({ error: 'must be text' })
  .trim()
  .max(TRANSLATION_TEXT_MAX, tooLong(TRANSLATION_TEXT_MAX))
  .refine(multiLine, CONTROL_CHARACTERS);

/**
 * A photograph's tags in a language: lower-cased (each kept once by
 * compactTranslations). No transform: the same schema describes the answers,
 * which a response serializer cannot run one way only.
 */
export const TranslatedTags = z
  .array(
    z.string({ error: 'must be text' }).trim().toLowerCase().max(TRANSLATION_TAG_MAX, tooLong(TRANSLATION_TAG_MAX)).refine(singleLine, CONTROL_CHARACTERS),
    {
      error: 'must be a list',
    },
  )
  .max(TRANSLATION_TAGS_MAX, `must list at most ${TRANSLATION_TAGS_MAX}`);

const quoted = (keys: readonly PropertyKey[]) => keys.map((k) => `"${String(k)}"`).join(', ');

/** `{ hi?: {…}, mr?: {…} }` of the given fields, each optional; an unknown language or field is refused by name. */
function perLocale<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.keys(shape).join(', ');
  const one = z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `has no field ${quoted(issue.keys)} (only ${fields})` : 'must be an object'),
    })
    .partial();
  return z.strictObject(
    { hi: one.optional(), mr: one.optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `has no language ${quoted(issue.keys)} (only ${TRANSLATED_LOCALES.join(', ')})` : 'must be an object',
    },
  );
}

export const ProductTranslations = perLocale({ title: TranslatedLine, description: TranslatedText, tags: TranslatedTags });
export type ProductTranslations = z.infer<typeof ProductTranslations>;

export const CategoryTranslations = perLocale({ name: TranslatedLine, description: TranslatedText });
export type CategoryTranslations = z.infer<typeof CategoryTranslations>;

export const BlogPostTranslations = perLocale({ title: TranslatedLine, excerpt: TranslatedText, body: TranslatedText });
export type BlogPostTranslations = z.infer<typeof BlogPostTranslations>;

/** What a listing sends of a translation: the title (or a category's name) only. */
export const TitleTranslations = perLocale({ title: TranslatedLine });
export type TitleTranslations = z.infer<typeof TitleTranslations>;
export const NameTranslations = perLocale({ name: TranslatedLine });
export type NameTranslations = z.infer<typeof NameTranslations>;

/** Any of the shapes above, as the picker and the compactor read it. */
type AnyTranslations = Partial<Record<Locale, Partial<Record<string, unknown>> | undefined>>;

export { contentIn, contentListIn, type ContentText } from './content-text';

/**
 * A translation as it is stored: empty texts and lists dropped, a language
 * with nothing left dropped, so `{}` means "no translation" and a page
 * falls back to English field by field.
 */
export function compactTranslations<T extends AnyTranslations>(translations: T | null | undefined): T {
  const out: AnyTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = translations?.[locale];
    if (!fields) continue;
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string' && value.trim() !== '') kept[key] = value.trim();
      else if (Array.isArray(value)) {
        const items = [...new Set(value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()))];
        if (items.length > 0) kept[key] = items;
      }
    }
    if (Object.keys(kept).length > 0) out[locale] = kept;
  }
  return out as T;
}
