import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { Link } from '../../../lib/link';
import type { AdminCategory, UpdateCategoryBody } from '@chitra/contract/admin-pages';
import { MESSAGES } from '@chitra/contract/messages';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_POSITION_MAX } from '@chitra/contract/admin-pages-rules';
import { paths } from '../../../lib/paths';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { useAdminPageTitle } from '../admin-context';
import { tooLong } from '../admin-words';
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

export const CATEGORY_WORDS = {
  title: 'Categories',
  intro: 'The storefront lists categories by position, smallest first. A hidden category leaves that list; its photographs stay in the shop.',
  loading: 'Loading categories…',
  create: 'New category',
  name: 'Name',
  description: 'Description',
  position: 'Position',
  positionHint: 'A whole number from 0; smaller comes first.',
  positionNewHint: 'Leave empty to put it last.',
  nameRequired: 'Please enter a name.',
  wholeNumber: `must be a whole number from 0 to ${CATEGORY_POSITION_MAX}`,
  save: 'Save changes',
  add: 'Create category',
  cancel: 'Cancel',
  edit: 'Edit',
  hide: 'Hide',
  show: 'Show',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteBody: 'The category goes from the shop for good. It holds no photograph.',
  keep: 'Keep it',
  address: 'In the shop',
  view: 'View its page',
  photographs: 'Photographs',
  noDescription: 'No description.',
  holds: (n: number) =>
    n === 1 ? '1 photograph: move it to another category to delete this one.' : `${n} photographs: move them to another category to delete this one.`,
  visible: 'Visible',
  hidden: 'Hidden',
  nothingToChange: 'Nothing to change.',
  editTitle: (name: string) => `Change ${name}`,
  picture: 'Tile picture',
  pictureAlt: (name: string) => `The tile of ${name}`,
  noPicture: 'No picture: the storefront shows the name alone.',
  removePicture: 'Remove the picture',
} as const;
const W = CATEGORY_WORDS;

type CategoryValues = { name: string; description: string; position: string };

function problemsOf(values: CategoryValues): FieldErrors<CategoryValues> {
  const problems: FieldErrors<CategoryValues> = {};
  const name = values.name.trim();
  if (name === '') problems.name = W.nameRequired;
  else if (name.length > CATEGORY_NAME_MAX) problems.name = tooLong(CATEGORY_NAME_MAX);
  if (values.description.trim().length > CATEGORY_DESCRIPTION_MAX) problems.description = tooLong(CATEGORY_DESCRIPTION_MAX);
  const position = values.position.trim();
  if (position !== '' && (!/^\d+$/.test(position) || Number(position) > CATEGORY_POSITION_MAX)) problems.position = W.wholeNumber;
  return problems;
}

/** Creates a category, or changes one (only the fields that differ are sent). */
function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const initial: CategoryValues = category
    ? { name: category.name, description: category.description, position: String(category.position) }
    : { name: '', description: '', position: '' };
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<CategoryValues>(initial, problemsOf);
  const pending = form.pending || creating.isLoading || updating.isLoading;

  const send = async (values: CategoryValues) => {
    setProblem(undefined);
    const name = values.name.trim();
    const description = values.description.trim();
    const position = values.position.trim() === '' ? undefined : Number(values.position.trim());
    let result;
    if (category) {
      const change: UpdateCategoryBody = {};
      if (name !== category.name) change.name = name;
      if (description !== category.description) change.description = description;
      if (position !== undefined && position !== category.position) change.position = position;
      if (Object.keys(change).length === 0) {
        setProblem(W.nothingToChange);
        return;
      }
      result = await update({ id: category._id, body: change });
    } else {
      result = await create({ name, ...(description ? { description } : {}), ...(position === undefined ? {} : { position }) });
    }
    const failure = toastOutcome(result);
    if (failure) {
      // A taken name is a 409 without field messages: it is the name's problem all the same.
      const shown = form.showServerErrors(failure.status === 409 ? { name: failure.message } : failure.errors);
      if (!shown) setProblem(failure.message);
      return;
    }
    onDone();
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <TextField label={W.name} maxLength={CATEGORY_NAME_MAX} autoComplete="off" {...form.field('name')} />
      <TextAreaField
        label={W.description}
        rows={3}
        maxLength={CATEGORY_DESCRIPTION_MAX}
        {...form.field('description')}
        onChange={(value) => form.setValue('description', value)}
      />
      <TextField
        label={W.position}
        hint={category ? W.positionHint : `${W.positionHint} ${W.positionNewHint}`}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('position')}
      />
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {category ? W.save : W.add}
        </BusyButton>
        <button type="button" className="button button--small admin-button--quiet" disabled={pending} onClick={onDone}>
          {W.cancel}
        </button>
      </div>
    </form>
  );
}

function CategoryCard({ category }: { category: AdminCategory }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  // A picture on its way keeps its list on the card after Save or Cancel, until it is set.
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useUpdateCategoryMutation();
  const [remove, removing] = useDeleteCategoryMutation();

  const toggleHidden = async () => {
    const result = await update({ id: category._id, body: { hidden: !category.hidden } });
    toastOutcome(result);
  };

  const confirmDelete = async () => {
    const result = await remove(category._id);
    setConfirming(false);
    toastOutcome(result);
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {category.name}
        </h2>
        <Badge tone={category.hidden ? 'neutral' : 'success'}>{category.hidden ? W.hidden : W.visible}</Badge>
      </header>
      {editing ? (
        <>
          <h3 className="admin-section__subtitle">{W.editTitle(category.name)}</h3>
          <CategoryForm category={category} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <Facts
            items={[
              [W.address, <Link to={paths.category(category._id)}>{W.view}</Link>],
              [W.position, category.position],
              [W.photographs, category.products],
              [W.description, category.description || W.noDescription],
            ]}
          />
          {category.products > 0 && <p className="admin-note">{W.holds(category.products)}</p>}
          <div className="admin-actions">
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setEditing(true)}>
              {W.edit}
            </button>
            <BusyButton className="button button--small admin-button--quiet" pending={updating.isLoading} onClick={() => void toggleHidden()}>
              {category.hidden ? W.show : W.hide}
            </BusyButton>
            {category.products === 0 && (
              <button type="button" className="button button--small admin-button--caution" onClick={() => setConfirming(true)}>
                {W.delete}
              </button>
            )}
          </div>
        </>
      )}
      {(editing || uploading) && <CategoryPicture category={category} onBusy={setUploading} />}
      {confirming && (
        <ConfirmDialog
          title={W.deleteTitle(category.name)}
          confirmLabel={W.delete}
          cancelLabel={W.keep}
          pending={removing.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        >
          <p>{W.deleteBody}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}

/** A category's tile picture: the one it has, a new one from an upload, or none. */
function CategoryPicture({ category, onBusy }: { category: AdminCategory; onBusy: (busy: boolean) => void }) {
  const [update, updating] = useUpdateCategoryMutation();
  const setPicture = async (pictureUploadId: string | null): Promise<string | undefined> => {
    const result = await update({ id: category._id, body: { pictureUploadId } });
    return toastOutcome(result)?.message;
  };
  return (
    <div className="admin-section">
      <h3 className="admin-section__subtitle">{W.picture}</h3>
      <PictureSetting
        picture={category.picture}
        alt={W.pictureAlt(category.name)}
        imageClassName="admin-card__tile"
        noneText={W.noPicture}
        removeText={W.removePicture}
        pending={updating.isLoading}
        onSet={setPicture}
        onBusy={onBusy}
      />
    </div>
  );
}

/** The storefront's categories: new ones, names, descriptions, order, visibility; an empty one may be deleted. */
export function CategoriesPage() {
  useAdminPageTitle(W.title);
  const newId = useId();
  const { page, setPage } = useListParams([]);
  const [creating, setCreating] = useState(false);
  const result = useGetAdminCategoriesQuery({ page, limit: 50 }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{W.title}</h1>
          <p className="admin-page__intro">{W.intro}</p>
        </div>
        {!creating && (
          <button type="button" className="button button--small" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" size={18} />
            {W.create}
          </button>
        )}
      </header>
      {creating && (
        <section className="panel admin-panel" aria-labelledby={newId}>
          <h2 id={newId} className="panel__title">
            {W.create}
          </h2>
          <CategoryForm onDone={() => setCreating(false)} />
        </section>
      )}
      <ListFrame result={result} loadingLabel={W.loading} emptyText={MESSAGES.noData} onPage={setPage}>
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
