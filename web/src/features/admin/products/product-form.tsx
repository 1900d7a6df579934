import { adminPaths } from '../admin-paths';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProduct, CreateProductBody, UpdateProductBody } from '@chitra/contract/admin-catalogue';
import type { ProductTranslations } from '@chitra/contract/content-translations';
import { PRODUCT_CATEGORIES_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX, productProblems, wordList } from '@chitra/contract/admin-catalogue-rules';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn, ruleProblemsIn } from '../admin-words';
import { BusyButton } from '../../../components/busy-button';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { useCreateProductMutation, useGetCategoryOptionsQuery, useUpdateProductMutation } from './products-api';
import { toastOutcome } from '../toast-outcome';
import {
  formErrorsOf,
  PRODUCT_TRANSLATED,
  TranslationsSection,
  translationProblems,
  translationsBody,
  translationValues,
  type TranslationValues,
} from './translations-section';

export type ProductValues = {
  title: string;
  description: string;
  price: string;
  salePrice: string;
  printPrice: string;
  /** Category ids, comma-separated, in the order ticked. */
  categories: string;
  tags: string;
  keywords: string;
  colours: string;
  published: string;
} & TranslationValues<typeof PRODUCT_TRANSLATED>;

const BLANK: ProductValues = {
  title: '',
  description: '',
  price: '',
  salePrice: '',
  printPrice: '',
  categories: '',
  tags: '',
  keywords: '',
  colours: '',
  published: 'false',
  ...translationValues(PRODUCT_TRANSLATED, undefined),
};

/** An amount as typed; empty is null; anything but digits and one point is NaN, which the rules refuse in their words. */
function amountOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function valuesOf(product: AdminProduct): ProductValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    salePrice: text(product.salePrice),
    printPrice: text(product.printPrice),
    categories: product.categories.map((c) => c._id).join(','),
    tags: product.tags.join(', '),
    keywords: product.keywords.join(', '),
    colours: product.colours.join(', '),
    published: String(product.published),
    ...translationValues(PRODUCT_TRANSLATED, product.translations),
  };
}

/** The form's text as the API's body (every field). */
function bodyOf(values: ProductValues): Required<Omit<CreateProductBody, 'published'>> & { published: boolean } {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: amountOrNull(values.price) ?? Number.NaN,
    salePrice: amountOrNull(values.salePrice),
    printPrice: amountOrNull(values.printPrice),
    categories: values.categories.split(',').filter(Boolean),
    tags: wordList(values.tags),
    keywords: wordList(values.keywords),
    colours: wordList(values.colours),
    translations: translationsBody<ProductTranslations>(PRODUCT_TRANSLATED, values),
    published: values.published === 'true',
  };
}

type DoneKey = 'doneProductCreated' | 'doneProductUpdated' | 'doneProductPublished' | 'doneProductUnpublished';

/** The server's word for a change (updateAction of its products service): publishing or unpublishing alone says so; any other change is 'updated'. */
function updateDone(change: UpdateProductBody): DoneKey {
  const others = Object.entries(change).some(([field, value]) => field !== 'published' && value !== undefined);
  if (change.published === undefined || others) return 'doneProductUpdated';
  return change.published ? 'doneProductPublished' : 'doneProductUnpublished';
}

/** The fields that differ: what PATCH is sent. */
function changedFields(before: ProductValues, after: ProductValues): UpdateProductBody {
  const was = bodyOf(before);
  const now = bodyOf(after);
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[]) if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) change[key] = now[key];
  return change as UpdateProductBody;
}

/**
 * The checks the API makes (`productProblems` of the contract, shared with the server), in the page's
 * language: the server's own answers show as it sends them.
 */
function productFormProblems(values: ProductValues, t: Translate<'adminCatalogue'>, digits: (value: number) => string): FieldErrors<ProductValues> {
  const body = bodyOf(values);
  const problems: FieldErrors<ProductValues> = {
    ...ruleProblemsIn(productProblems(body), t, digits),
    ...translationProblems(PRODUCT_TRANSLATED, values, t, digits),
  };
  if (values.price.trim() === '') problems.price = t('ruleAmount');
  if (body.categories.length > PRODUCT_CATEGORIES_MAX) problems.categories = t('ruleCategoriesMax', { max: digits(PRODUCT_CATEGORIES_MAX) });
  return problems;
}

type ProductFormProps = {
  /** The photograph to edit; absent for a new one. */
  product?: AdminProduct;
};

/** Creates a photograph (unpublished), or changes any of its fields and its visibility. */
export function ProductForm({ product }: ProductFormProps) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const navigate = useNavigate();
  const original = product ? valuesOf(product) : undefined;
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const categories = useGetCategoryOptionsQuery();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<ProductValues>(original ?? BLANK, (values) => productFormProblems(values, t, digits));
  const pending = form.pending || creating.isLoading || updating.isLoading;
  const ticked = form.values.categories.split(',').filter(Boolean);

  const toggleCategory = (id: string, on: boolean) => form.setValue('categories', (on ? [...ticked, id] : ticked.filter((c) => c !== id)).join(','));

  const send = async (values: ProductValues) => {
    setProblem(undefined);
    let result;
    let doneKey: DoneKey = 'doneProductCreated';
    if (product && original) {
      const change = changedFields(original, values);
      if (Object.keys(change).length === 0) {
        setProblem(t('nothingToChange'));
        return;
      }
      doneKey = updateDone(change);
      result = await update({ id: product._id, body: change });
    } else {
      // No translation yet: the body says nothing of them.
      const { translations, ...body } = bodyOf(values);
      result = await create({ ...body, ...(Object.keys(translations).length > 0 ? { translations } : {}), published: false });
    }
    const failure = toastOutcome(result, { done: t(doneKey), failed: t('saveFailed') });
    if (failure) {
      const shown = form.showServerErrors(formErrorsOf(failure.errors));
      if (!shown) setProblem(failure.message);
      return;
    }
    if (!result.data) return;
    if (product) form.reset(valuesOf(result.data.data));
    else void navigate(adminPaths.adminProduct(result.data.data._id));
  };

  const list = categories.currentData ?? [];
  // The server's word on the categories (too many, or one deleted meanwhile) shows under them, as the checks' do.
  const categoriesError = form.field('categories').error;
  const categoriesErrorId = useId();

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <TextField label={t('title')} maxLength={PRODUCT_TITLE_MAX + 20} autoComplete="off" {...form.field('title')} />
      <TextAreaField
        label={t('description')}
        name="description"
        rows={5}
        maxLength={PRODUCT_DESCRIPTION_MAX}
        value={form.values.description}
        error={form.field('description').error}
        onChange={(value) => form.setValue('description', value)}
      />
      <div className="admin-form__grid">
        <TextField label={t('productPrice')} inputMode="decimal" autoComplete="off" {...form.field('price')} />
        <TextField label={t('productSalePrice')} hint={t('productSalePriceHint')} inputMode="decimal" autoComplete="off" {...form.field('salePrice')} />
        <TextField label={t('productPrintPrice')} hint={t('productPrintPriceHint')} inputMode="decimal" autoComplete="off" {...form.field('printPrice')} />
      </div>
      <fieldset className="admin-choices" aria-describedby={categoriesError ? categoriesErrorId : undefined}>
        <legend className="field__label">{t('categories')}</legend>
        <p className="admin-note">{list.length === 0 ? t('productNoCategories') : t('productCategoriesHint')}</p>
        <div className="admin-checks">
          {list.map((category) => (
            <label key={category._id} className="admin-choice">
              <input type="checkbox" checked={ticked.includes(category._id)} onChange={(event) => toggleCategory(category._id, event.target.checked)} />
              <span>{category.hidden ? `${category.name} ${t('productHiddenCategory')}` : category.name}</span>
            </label>
          ))}
        </div>
        {categoriesError && (
          <p id={categoriesErrorId} className="field__error">
            {categoriesError}
          </p>
        )}
      </fieldset>
      <div className="admin-form__grid">
        <TextField label={t('productTags')} hint={t('productListHint')} autoComplete="off" {...form.field('tags')} />
        <TextField label={t('productKeywords')} hint={t('productListHint')} autoComplete="off" {...form.field('keywords')} />
        <TextField label={t('productColours')} hint={t('productListHint')} autoComplete="off" {...form.field('colours')} />
      </div>
      <TranslationsSection fields={PRODUCT_TRANSLATED} form={form} />
      {product && (
        <label className="admin-choice">
          <input
            type="checkbox"
            name="published"
            checked={form.values.published === 'true'}
            aria-describedby={`${product._id}-published-hint`}
            onChange={(event) => form.setValue('published', String(event.target.checked))}
          />
          <span>{t('published')}</span>
        </label>
      )}
      {product && (
        <p className="admin-note" id={`${product._id}-published-hint`}>
          {product.pictures.length === 0 ? t('productPublishNeedsPicture') : t('productPublishedHint')}
        </p>
      )}
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {product ? t('saveChanges') : t('productCreate')}
        </BusyButton>
      </div>
    </form>
  );
}
