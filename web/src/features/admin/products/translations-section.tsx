import { useState, type ChangeEvent } from 'react';
import {
  compactTranslations,
  TRANSLATED_LOCALES,
  TRANSLATION_TAG_MAX,
  TRANSLATION_TAGS_MAX,
  TRANSLATION_TEXT_MAX,
  TRANSLATION_TITLE_MAX,
  type TranslatedLocale,
} from '@chitra/contract/content-translations';
import { wordList } from '@chitra/contract/admin-catalogue-rules';
import type { AreaKey } from '../../../i18n/areas';
import { type Translate, useMessages } from '../../../i18n/i18n';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { TextField } from '../../../lib/forms/text-field';
import { Badge } from '../components/badge';

/**
 * The Hindi and Marathi words of a photograph, a category or a blog post
 * (issue 29, contract/src/content-translations.ts), as the admin area's
 * forms take them: one disclosure per language, each field typed in its own
 * language (`lang`, so spell-check and screen readers read it right), every
 * field optional. An empty field is no translation: the storefront shows the
 * English there.
 *
 * The forms keep each translated field as a text of their own, named as the
 * server names it in a refusal (`translations.hi.title`), so its messages
 * land under the field.
 */

/** One translated field: how it is typed and its label's words ("Title in {language}"). */
export type TranslatedField = {
  name: string;
  kind: 'line' | 'text' | 'words';
  label: AreaKey<'adminCatalogue'>;
  rows?: number;
};

export const PRODUCT_TRANSLATED = [
  { name: 'title', kind: 'line', label: 'translationTitle' },
  { name: 'description', kind: 'text', label: 'translationDescription', rows: 5 },
  { name: 'tags', kind: 'words', label: 'translationTags' },
] as const satisfies readonly TranslatedField[];

export const CATEGORY_TRANSLATED = [
  { name: 'name', kind: 'line', label: 'translationName' },
  { name: 'description', kind: 'text', label: 'translationDescription', rows: 3 },
] as const satisfies readonly TranslatedField[];

export const POST_TRANSLATED = [
  { name: 'title', kind: 'line', label: 'translationTitle' },
  { name: 'excerpt', kind: 'text', label: 'translationExcerpt', rows: 2 },
  { name: 'body', kind: 'text', label: 'translationBody', rows: 14 },
] as const satisfies readonly TranslatedField[];

type Fields = readonly TranslatedField[];
type NameOf<F extends Fields> = F[number]['name'];

/** A translated field's name in a form: `translations.hi.title`. */
export type TranslationKey<N extends string> = `translations.${TranslatedLocale}.${N}`;
/** A form's texts of the translations of `F`. */
export type TranslationValues<F extends Fields> = Record<TranslationKey<NameOf<F>>, string>;

/** What the API sends and takes: `{ hi?: {…}, mr?: {…} }`, each field a text or (tags) a list. */
type Stored = Partial<Record<TranslatedLocale, Partial<Record<string, string | string[]>> | undefined>>;

const translationKey = <N extends string>(locale: TranslatedLocale, name: N): TranslationKey<N> => `translations.${locale}.${name}`;

/** The stored translations as the form's texts (tags as the English tags are typed: "a, b"); none is empty. */
export function translationValues<F extends Fields>(fields: F, stored: Stored | undefined): TranslationValues<F> {
  const values: Record<string, string> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of fields) {
      const value = stored?.[locale]?.[field.name];
      values[translationKey(locale, field.name)] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    }
  }
  return values as TranslationValues<F>;
}

/**
 * The form's texts as the API's `translations`: trimmed, tags as a list,
 * empty fields and languages left out (so `{}` is none). Two forms' bodies
 * compare equal as JSON when they say the same.
 */
export function translationsBody<T extends Stored, F extends Fields = Fields>(fields: F, values: TranslationValues<F>): T {
  const body: Record<string, Record<string, string | string[]>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const one: Record<string, string | string[]> = {};
    for (const field of fields) {
      const text = (values as Record<string, string>)[translationKey(locale, field.name)] ?? '';
      one[field.name] = field.kind === 'words' ? wordList(text) : text.trim();
    }
    body[locale] = one;
  }
  return compactTranslations(body) as T;
}

/** True when the two say the same translations (what PATCH needs to send). */
export function sameTranslations<F extends Fields>(fields: F, a: TranslationValues<F>, b: TranslationValues<F>): boolean {
  return JSON.stringify(translationsBody(fields, a)) === JSON.stringify(translationsBody(fields, b));
}

/** The checks the API makes of the translations, in the page's language. */
export function translationProblems<F extends Fields>(
  fields: F,
  values: TranslationValues<F>,
  t: Translate<'adminCatalogue'>,
  digits: (value: number) => string,
): Partial<Record<TranslationKey<NameOf<F>>, string>> {
  const problems: Partial<Record<string, string>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of fields) {
      const key = translationKey(locale, field.name);
      const text = (values as Record<string, string>)[key] ?? '';
      if (field.kind === 'words') {
        const words = wordList(text);
        if (words.length > TRANSLATION_TAGS_MAX) problems[key] = t('ruleTagsMax', { max: digits(TRANSLATION_TAGS_MAX) });
        else if (words.some((word) => word.length > TRANSLATION_TAG_MAX)) problems[key] = t('ruleTagTooLong', { max: digits(TRANSLATION_TAG_MAX) });
      } else {
        const max = field.kind === 'line' ? TRANSLATION_TITLE_MAX : TRANSLATION_TEXT_MAX;
        if (text.trim().length > max) problems[key] = t('tooLong', { max: digits(max) });
      }
    }
  }
  return problems as Partial<Record<TranslationKey<NameOf<F>>, string>>;
}

/** The server's messages keyed as the form's fields: a tag's (`translations.hi.tags.3`) is the tags field's. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const keyed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const tag = /^(translations\.(?:hi|mr)\.[A-Za-z]+)\.\d+$/.exec(key);
    keyed[tag?.[1] ?? key] ??= message;
  }
  return keyed;
}

/** A translation language's name in the admin's page language. */
function languageName(locale: TranslatedLocale, t: Translate<'adminCatalogue'>): string {
  return locale === 'hi' ? t('translationLanguageHi') : t('translationLanguageMr');
}

/** The languages with anything translated, named in the page's language ("Hindi, Marathi"); '' when none. */
export function translatedLanguages(stored: Stored | undefined, t: Translate<'adminCatalogue'>): string {
  const kept: Stored = compactTranslations(stored);
  return TRANSLATED_LOCALES.filter((locale) => kept[locale] !== undefined)
    .map((locale) => languageName(locale, t))
    .join(', ');
}

/** The slice of useForm (lib/forms/use-form.ts) the section binds its fields with. */
type FormBinding = {
  values: Record<string, string>;
  field: (name: never) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    onBlur: () => void;
  };
  setValue: (name: never, value: string) => void;
};

type SectionProps = { fields: Fields; form: FormBinding };

function LanguageTranslation({ locale, fields, form }: SectionProps & { locale: TranslatedLocale }) {
  const t = useMessages('adminCatalogue');
  const language = languageName(locale, t);
  const field = form.field as (name: string) => ReturnType<FormBinding['field']>;
  const setValue = form.setValue as (name: string, value: string) => void;
  const keys = fields.map((f) => translationKey(locale, f.name));
  const filled = keys.filter((key) => (form.values[key] ?? '').trim() !== '').length;
  const hasError = keys.some((key) => field(key).error !== undefined);
  const [open, setOpen] = useState(false);
  // A message under a field is never hidden in a closed disclosure: one appearing opens it.
  const [hadError, setHadError] = useState(hasError);
  if (hasError !== hadError) {
    setHadError(hasError);
    if (hasError) setOpen(true);
  }

  return (
    <details className="admin-translation" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="admin-translation__summary">
        <span className="admin-translation__language">{language}</span>
        <Badge tone={filled === 0 ? 'neutral' : filled === keys.length ? 'success' : 'progress'}>
          {filled === 0 ? t('translationEmpty') : filled === keys.length ? t('translationFilled') : t('translationPartly')}
        </Badge>
      </summary>
      <div className="admin-translation__fields">
        {fields.map((f) => {
          const key = translationKey(locale, f.name);
          const label = t(f.label, { language });
          if (f.kind === 'text')
            return (
              <TextAreaField
                key={key}
                label={label}
                lang={locale}
                rows={f.rows}
                maxLength={TRANSLATION_TEXT_MAX}
                {...field(key)}
                onChange={(value) => setValue(key, value)}
              />
            );
          // A title a little over the limit is let in, so the check says why rather than the field stopping the typing.
          return (
            <TextField
              key={key}
              label={label}
              lang={locale}
              autoComplete="off"
              {...(f.kind === 'words' ? { hint: t('productListHint') } : { maxLength: TRANSLATION_TITLE_MAX + 20 })}
              {...field(key)}
            />
          );
        })}
      </div>
    </details>
  );
}

/** The form's "Translations": Hindi and Marathi, each folded away until opened, with how much of it is filled in. */
export function TranslationsSection({ fields, form }: SectionProps) {
  const t = useMessages('adminCatalogue');
  return (
    <fieldset className="admin-translations">
      <legend className="field__label">{t('translationsTitle')}</legend>
      <p className="admin-note">{t('translationsHint')}</p>
      {TRANSLATED_LOCALES.map((locale) => (
        <LanguageTranslation key={locale} locale={locale} fields={fields} form={form} />
      ))}
    </fieldset>
  );
}
