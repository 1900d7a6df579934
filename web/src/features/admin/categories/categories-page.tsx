import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { Link } from '../../../lib/link';
import type { AdminCategory, UpdateCategoryBody } from '@chitra/contract/admin-pages';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_POSITION_MAX } from '@chitra/contract/admin-pages-rules';
import type { CategoryTranslations } from '@chitra/contract/content-translations';
import { paths } from '../../../lib/paths';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { useAdminPageTitle } from '../admin-context';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListFrame } from '../components/list-frame';
import { PictureSetting } from '../components/picture-setting';
import { Facts } from '../components/panel-section';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { useCreateCategoryMutation, useDeleteCategoryMutation, useGetAdminCategoriesQuery, useUpdateCategoryMutation } from './categories-api';
import { useListParams } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import {
  CATEGORY_TRANSLATED,
  formErrorsOf,
  sameTranslations,
  translatedLanguages,
  TranslationsSection,
  translationProblems,
  translationsBody,
  translationValues,
  type TranslationValues,
} from '../products/translations-section';

type CategoryValues = { name: string; description: string; position: string } & TranslationValues<typeof CATEGORY_TRANSLATED>;

function problemsOf(values: CategoryValues, t: Translate<'adminCatalogue'>, digits: (value: number) => string): FieldErrors<CategoryValues> {
  const problems: FieldErrors<CategoryValues> = { ...translationProblems(CATEGORY_TRANSLATED, values, t, digits) };
  const name = values.name.trim();
  if (name === '') problems.name = t('categoryNameRequired');
  else if (name.length > CATEGORY_NAME_MAX) problems.name = t('tooLong', { max: digits(CATEGORY_NAME_MAX) });
  if (values.description.trim().length > CATEGORY_DESCRIPTION_MAX) problems.description = t('tooLong', { max: digits(CATEGORY_DESCRIPTION_MAX) });
  const position = values.position.trim();
  if (position !== '' && (!/^\d+$/.test(position) || Number(position) > CATEGORY_POSITION_MAX)) {
    problems.position = t('categoryWholeNumber', { max: digits(CATEGORY_POSITION_MAX) });
  }
  return problems;
}

/** Creates a category, or changes one (only the fields that differ are sent). */
function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const stored = translationValues(CATEGORY_TRANSLATED, category?.translations);
  const initial: CategoryValues = category
    ? { name: category.name, description: category.description, position: String(category.position), ...stored }
    : { name: '', description: '', position: '', ...stored };
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<CategoryValues>(initial, (values) => problemsOf(values, t, digits));
  const pending = form.pending || creating.isLoading || updating.isLoading;

  const send = async (values: CategoryValues) => {
    setProblem(undefined);
    const name = values.name.trim();
    const description = values.description.trim();
    const position = values.position.trim() === '' ? undefined : Number(values.position.trim());
    const translations = translationsBody<CategoryTranslations>(CATEGORY_TRANSLATED, values);
    let result;
    if (category) {
      const change: UpdateCategoryBody = {};
      if (name !== category.name) change.name = name;
      if (description !== category.description) change.description = description;
      if (position !== undefined && position !== category.position) change.position = position;
      // The translations are replaced as a whole: sent whole, when anything in them changed.
      if (!sameTranslations(CATEGORY_TRANSLATED, stored, values)) change.translations = translations;
      if (Object.keys(change).length === 0) {
        setProblem(t('nothingChanged'));
        return;
      }
      result = await update({ id: category._id, body: change });
    } else {
      result = await create({
        name,
        ...(description ? { description } : {}),
        ...(position === undefined ? {} : { position }),
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
      });
    }
    const failure = toastOutcome(result, { done: t(category ? 'doneCategorySaved' : 'doneCategoryCreated'), failed: t('saveFailed') });
    if (failure) {
      // A taken name is a 409 without field messages: it is the name's problem all the same.
      const shown = form.showServerErrors(failure.status === 409 ? { name: failure.message } : formErrorsOf(failure.errors));
      if (!shown) setProblem(failure.message);
      return;
    }
    onDone();
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <TextField label={t('name')} maxLength={CATEGORY_NAME_MAX} autoComplete="off" {...form.field('name')} />
      <TextAreaField
        label={t('description')}
        rows={3}
        maxLength={CATEGORY_DESCRIPTION_MAX}
        {...form.field('description')}
        onChange={(value) => form.setValue('description', value)}
      />
      <TextField
        label={t('categoryPosition')}
        hint={category ? t('categoryPositionHint') : `${t('categoryPositionHint')} ${t('categoryPositionNewHint')}`}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('position')}
      />
      <TranslationsSection fields={CATEGORY_TRANSLATED} form={form} />
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {category ? t('saveChanges') : t('categoryAdd')}
        </BusyButton>
        <button type="button" className="button button--small admin-button--quiet" disabled={pending} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function CategoryCard({ category }: { category: AdminCategory }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  // A picture on its way keeps its list on the card after Save or Cancel, until it is set.
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useUpdateCategoryMutation();
  const [remove, removing] = useDeleteCategoryMutation();

  const toggleHidden = async () => {
    const result = await update({ id: category._id, body: { hidden: !category.hidden } });
    toastOutcome(result, { done: t('doneCategorySaved'), failed: t('saveFailed') });
  };

  const confirmDelete = async () => {
    const result = await remove(category._id);
    setConfirming(false);
    toastOutcome(result, { done: t('doneCategoryDeleted'), failed: t('saveFailed') });
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {category.name}
        </h2>
        <Badge tone={category.hidden ? 'neutral' : 'success'}>{category.hidden ? t('hidden') : t('categoryVisible')}</Badge>
      </header>
      {editing ? (
        <>
          <h3 className="admin-section__subtitle">{t('changeTitle', { name: category.name })}</h3>
          <CategoryForm category={category} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <Facts
            items={[
              [t('categoryAddress'), <Link to={paths.category(category._id)}>{t('categoryView')}</Link>],
              [t('categoryPosition'), digits(category.position)],
              [t('photographs'), digits(category.products)],
              [t('description'), category.description || t('categoryNoDescription')],
              [t('translationsTitle'), translatedLanguages(category.translations, t) || t('translationEmpty')],
            ]}
          />
          {category.products > 0 && <p className="admin-note">{t('categoryHolds', { count: category.products })}</p>}
          <div className="admin-actions">
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
            <BusyButton className="button button--small admin-button--quiet" pending={updating.isLoading} onClick={() => void toggleHidden()}>
              {category.hidden ? t('show') : t('hide')}
            </BusyButton>
            {category.products === 0 && (
              <button type="button" className="button button--small admin-button--caution" onClick={() => setConfirming(true)}>
                {t('delete')}
              </button>
            )}
          </div>
        </>
      )}
      {(editing || uploading) && <CategoryPicture category={category} onBusy={setUploading} />}
      {confirming && (
        <ConfirmDialog
          title={t('categoryDeleteTitle', { name: category.name })}
          confirmLabel={t('delete')}
          cancelLabel={t('keepIt')}
          pending={removing.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('categoryDeleteBody')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}

/** A category's tile picture: the one it has, a new one from an upload, or none. */
function CategoryPicture({ category, onBusy }: { category: AdminCategory; onBusy: (busy: boolean) => void }) {
  const t = useMessages('adminCatalogue');
  const [update, updating] = useUpdateCategoryMutation();
  const setPicture = async (pictureUploadId: string | null): Promise<string | undefined> => {
    const result = await update({ id: category._id, body: { pictureUploadId } });
    return toastOutcome(result, { done: t('doneCategorySaved'), failed: t('saveFailed') })?.message;
  };
  return (
    <div className="admin-section">
      <h3 className="admin-section__subtitle">{t('categoryPicture')}</h3>
      <PictureSetting
        picture={category.picture}
        alt={t('categoryPictureAlt', { name: category.name })}
        imageClassName="admin-card__tile"
        noneText={t('categoryNoPicture')}
        removeText={t('categoryRemovePicture')}
        pending={updating.isLoading}
        onSet={setPicture}
        onBusy={onBusy}
      />
    </div>
  );
}

/** The storefront's categories: new ones, names, descriptions, order, visibility; an empty one may be deleted. */
export function CategoriesPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('categories'));
  const newId = useId();
  const { page, setPage } = useListParams([]);
  const [creating, setCreating] = useState(false);
  const result = useGetAdminCategoriesQuery({ page, limit: 50 }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{t('categories')}</h1>
          <p className="admin-page__intro">{t('categoriesIntro')}</p>
        </div>
        {!creating && (
          <button type="button" className="button button--small" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" size={18} />
            {t('categoryCreate')}
          </button>
        )}
      </header>
      {creating && (
        <section className="panel admin-panel" aria-labelledby={newId}>
          <h2 id={newId} className="panel__title">
            {t('categoryCreate')}
          </h2>
          <CategoryForm onDone={() => setCreating(false)} />
        </section>
      )}
      <ListFrame result={result} loadingLabel={t('categoriesLoading')} emptyText={t('noData')} onPage={setPage}>
        {(categories) => (
          <div className="admin-cards">
            {categories.map((category) => (
              <CategoryCard key={category._id} category={category} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
