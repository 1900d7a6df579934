import { compactTranslations } from '@chitra/contract/content-translations';

/**
 * Hindi and Marathi of the catalogue (issue 29) as the import and the admin
 * area store them: compacted (`compactTranslations`: no empty text, no
 * empty language), one JSON object per row. Whether a stored object and a
 * new one are the same is asked of their content: PostgreSQL's jsonb keeps
 * keys in an order of its own, so comparing the texts would call every
 * stored translation changed and a second import would write them again.
 */

/** JSON text of `value` with the keys of every object sorted: the same for equal content, whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether two translations say the same once compacted (`{}`, a missing one and one of empty texts are all none). */
export function sameTranslations(a: object | null | undefined, b: object | null | undefined): boolean {
  return canonicalJson(compactTranslations(a as Record<string, undefined>)) === canonicalJson(compactTranslations(b as Record<string, undefined>));
}

/**
 * The manifest's flat columns of a photograph's translations (`title_hi`,
 * `tags_mr`, …: CSV's way, and JSON's too), by column: its language and
 * field.
 */
export const PRODUCT_TRANSLATION_COLUMNS = {
  title_hi: ['hi', 'title'],
  title_mr: ['mr', 'title'],
  description_hi: ['hi', 'description'],
  description_mr: ['mr', 'description'],
  tags_hi: ['hi', 'tags'],
  tags_mr: ['mr', 'tags'],
} as const;
export type ProductTranslationColumn = keyof typeof PRODUCT_TRANSLATION_COLUMNS;
