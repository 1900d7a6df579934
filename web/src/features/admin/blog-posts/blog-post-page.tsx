import { adminPaths } from '../admin-paths';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/link';
import type { AdminBlogPost, UpdateBlogPostBody } from '@chitra/contract/admin-pages';
import { POST_BODY_MAX, POST_EXCERPT_MAX, POST_TITLE_MAX } from '@chitra/contract/admin-pages-rules';
import type { BlogPostTranslations } from '@chitra/contract/content-translations';
import { paths } from '../../../lib/paths';
import { isNotFound } from '../../../lib/api-error';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { useAdminPageTitle } from '../admin-context';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { BackLink } from '../components/back-link';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ListSkeleton } from '../components/list-states';
import { Section } from '../components/panel-section';
import { PictureSetting } from '../components/picture-setting';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { useAdminFormat } from '../format';
import { useCreateBlogPostMutation, useGetAdminBlogPostQuery, useUpdateBlogPostMutation } from './blog-posts-api';
import { toastOutcome } from '../toast-outcome';
import {
  formErrorsOf,
  POST_TRANSLATED,
  sameTranslations,
  TranslationsSection,
  translationProblems,
  translationsBody,
  translationValues,
  type TranslationValues,
} from '../products/translations-section';

/** The address of a post not yet written. */
const NEW_POST = 'new';

type PostValues = { title: string; excerpt: string; body: string } & TranslationValues<typeof POST_TRANSLATED>;
type Intent = 'save' | 'publish' | 'withdraw';

function problemsOf(values: PostValues, t: Translate<'adminCatalogue'>, digits: (value: number) => string): FieldErrors<PostValues> {
  const problems: FieldErrors<PostValues> = { ...translationProblems(POST_TRANSLATED, values, t, digits) };
  const tooLong = (max: number) => t('tooLong', { max: digits(max) });
  const title = values.title.trim();
  if (title === '') problems.title = t('postTitleRequired');
  else if (title.length > POST_TITLE_MAX) problems.title = tooLong(POST_TITLE_MAX);
  if (values.excerpt.trim().length > POST_EXCERPT_MAX) problems.excerpt = tooLong(POST_EXCERPT_MAX);
  const body = values.body.trim();
  if (body === '') problems.body = t('postBodyRequired');
  else if (body.length > POST_BODY_MAX) problems.body = tooLong(POST_BODY_MAX);
  return problems;
}

/** The fields that differ from the stored post: what PATCH is sent. */
function changesOf(post: AdminBlogPost, values: PostValues): UpdateBlogPostBody {
  const change: UpdateBlogPostBody = {};
  if (values.title.trim() !== post.title) change.title = values.title.trim();
  if (values.excerpt.trim() !== post.excerpt) change.excerpt = values.excerpt.trim();
  if (values.body.trim() !== post.body) change.body = values.body.trim();
  // The translations are replaced as a whole: sent whole, when anything in them changed.
  if (!sameTranslations(POST_TRANSLATED, translationValues(POST_TRANSLATED, post.translations), values))
    change.translations = translationsBody<BlogPostTranslations>(POST_TRANSLATED, values);
  return change;
}

/** The form's texts of a post as the server has it. */
const valuesOf = (post: AdminBlogPost | undefined): PostValues => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  body: post?.body ?? '',
  ...translationValues(POST_TRANSLATED, post?.translations),
});

/** Writes a new post (as a draft, or published at once) or edits one, publishing or withdrawing it. */
function PostEditor({ post }: { post?: AdminBlogPost }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const navigate = useNavigate();
  const [create, creating] = useCreateBlogPostMutation();
  const [update, updating] = useUpdateBlogPostMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<PostValues>(valuesOf(post), (values) => problemsOf(values, t, digits));
  const pending = form.pending || creating.isLoading || updating.isLoading;
  /** Which button sent the form: the text alone, or the text and a change of state (a ref: the click and the submit are one event). */
  const intentRef = useRef<Intent>('save');
  const [intent, setIntent] = useState<Intent>('save');

  const send = async (values: PostValues) => {
    setProblem(undefined);
    const intent = intentRef.current;
    let result;
    if (post) {
      const change = changesOf(post, values);
      if (intent === 'publish') change.published = true;
      if (intent === 'withdraw') change.published = false;
      if (Object.keys(change).length === 0) {
        setProblem(t('nothingChanged'));
        return;
      }
      result = await update({ id: post._id, body: change });
    } else {
      const excerpt = values.excerpt.trim();
      const translations = translationsBody<BlogPostTranslations>(POST_TRANSLATED, values);
      result = await create({
        title: values.title.trim(),
        body: values.body.trim(),
        ...(excerpt ? { excerpt } : {}),
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
        published: intent === 'publish',
      });
    }
    // Any change of a post, publishing and withdrawing included, is 'saved' (postSaved); a new one 'created'.
    const failure = toastOutcome(result, { done: t(post ? 'donePostSaved' : 'donePostCreated'), failed: t('saveFailed') });
    if (failure) {
      if (!form.showServerErrors(formErrorsOf(failure.errors))) setProblem(failure.message);
      return;
    }
    if (!result.data) return;
    const saved = result.data.data;
    // The form starts again from what the server kept (trimmed), not remounted: a cover set meanwhile keeps what is typed.
    if (post) form.reset(valuesOf(saved));
    else void navigate(adminPaths.adminBlogPost(saved._id), { replace: true });
  };

  const choose = (next: Intent) => {
    intentRef.current = next;
    setIntent(next);
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <TextField label={t('title')} maxLength={POST_TITLE_MAX} autoComplete="off" {...form.field('title')} />
      <TextAreaField
        label={t('postExcerpt')}
        hint={t('postExcerptHint')}
        rows={2}
        maxLength={POST_EXCERPT_MAX}
        {...form.field('excerpt')}
        onChange={(value) => form.setValue('excerpt', value)}
      />
      <TextAreaField
        label={t('postBody')}
        hint={t('postBodyHint')}
        rows={14}
        maxLength={POST_BODY_MAX}
        {...form.field('body')}
        onChange={(value) => form.setValue('body', value)}
      />
      <TranslationsSection fields={POST_TRANSLATED} form={form} />
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending && intent === 'save'} disabled={pending} onClick={() => choose('save')}>
          {post ? t('saveChanges') : t('postSaveDraft')}
        </BusyButton>
        {!post?.published && (
          <BusyButton
            type="submit"
            className="button button--small admin-button--quiet"
            pending={pending && intent === 'publish'}
            disabled={pending}
            onClick={() => choose('publish')}
          >
            {t('publish')}
          </BusyButton>
        )}
        {post?.published && (
          <BusyButton
            type="submit"
            className="button button--small admin-button--caution"
            pending={pending && intent === 'withdraw'}
            disabled={pending}
            onClick={() => choose('withdraw')}
          >
            {t('postWithdraw')}
          </BusyButton>
        )}
      </div>
    </form>
  );
}

function PostState({ post }: { post: AdminBlogPost }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  return (
    <div className="admin-page__intro">
      <Badge tone={post.published ? 'success' : 'neutral'}>{post.published ? t('published') : t('draft')}</Badge>{' '}
      {post.published ? (
        <>
          {t('postPublishedOn', { at: format.dateTime(post.createdAt) })} <Link to={paths.blogPost(post._id)}>{t('postView')}</Link>
        </>
      ) : (
        t('postDraftNote')
      )}
    </div>
  );
}

/** The post's cover: the picture it has, a new one from an upload, or none. */
function CoverPicture({ post }: { post: AdminBlogPost }) {
  const t = useMessages('adminCatalogue');
  const [update, updating] = useUpdateBlogPostMutation();
  const setCover = async (coverUploadId: string | null): Promise<string | undefined> => {
    const result = await update({ id: post._id, body: { coverUploadId } });
    return toastOutcome(result, { done: t('donePostSaved'), failed: t('saveFailed') })?.message;
  };
  return (
    <Section title={t('postCover')}>
      <PictureSetting
        picture={post.cover}
        alt={t('postCoverAlt', { title: post.title })}
        imageClassName="admin-card__picture"
        noneText={t('postNoCover')}
        removeText={t('postRemoveCover')}
        pending={updating.isLoading}
        onSet={setCover}
      />
    </Section>
  );
}

function ExistingPost({ id }: { id: string }) {
  const t = useMessages('adminCatalogue');
  const { currentData: post, error, isError, refetch } = useGetAdminBlogPostQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(post ? post.title : t('postNewTitle'));
  if (post) {
    return (
      <>
        <header className="admin-page__header">
          <h1 className="admin-page__title">{post.title}</h1>
          <PostState post={post} />
        </header>
        {/* Keyed by the post, not its version: setting the cover changes the version, and must not throw away what is being typed. */}
        <PostEditor key={post._id} post={post} />
        <CoverPicture post={post} />
      </>
    );
  }
  return isError ? (
    isNotFound(error) ? (
      <PageState text={t('postNotFound')} />
    ) : (
      <LoadFailedState error={error} onRetry={() => void refetch()} />
    )
  ) : (
    <ListSkeleton label={t('postLoading')} />
  );
}

function NewPost() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('postNewTitle'));
  return (
    <>
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('postNewTitle')}</h1>
        <p className="admin-page__intro">{t('postDraftNote')}</p>
      </header>
      <PostEditor />
    </>
  );
}

/** /admin/blog-posts/:id: one post's editor; `new` for a post not yet written. */
export function BlogPostPage() {
  const t = useMessages('adminCatalogue');
  const { id = '' } = useParams();
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminBlogPosts()}>{t('postBack')}</BackLink>
      {id === NEW_POST ? <NewPost /> : <ExistingPost key={id} id={id} />}
    </div>
  );
}
