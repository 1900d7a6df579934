import type { ReactNode } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import type { Blog } from '@chitra/contract/catalogue';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { useContent, useMessages } from '../../i18n/i18n';
import { isNotFound } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { Picture } from '../../lib/picture';
import { useGetBlogPostQuery } from './api';
import { BlogEmpty, BlogError } from './blog-states';
import { pageDescriptions } from '@chitra/contract/route-meta';
import './blog.css';

/** The body is plain text (never HTML): a blank line starts a new paragraph. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

function BackLink() {
  const t = useMessages('pages');
  return (
    <Link className="blog-back" to={paths.blog()}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t('allPosts')}
    </Link>
  );
}

/**
 * The post's own words (title, body) in the page's language when translated
 * (else English, marked so); its author as stored; its date in the page's language.
 */
function Post({ post }: { post: Blog }) {
  const format = useFormat();
  const content = useContent();
  const title = content(post.title, post.translations, 'title');
  const excerpt = content(post.excerpt, post.translations, 'excerpt');
  const body = content(post.body, post.translations, 'body');
  // The description from the excerpt, else the body, in the page's language where one of them is translated.
  const translated = [excerpt, body].find((words) => words.lang === undefined && words.text.trim() !== '');
  usePageTitle(title.text, pageDescriptions.post(translated === undefined ? post : { excerpt: translated.text, body: '' }), title.lang);
  return (
    <article className="post">
      <BackLink />
      <header className="post__header">
        <h1 className="post__title" lang={title.lang}>
          {title.text}
        </h1>
        <p className="post-meta">
          {post.author !== '' && `${post.author} · `}
          <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
        </p>
      </header>
      {post.cover !== null && (
        <Picture image={post.cover} alt={title.text} imgProps={{ lang: title.lang }} sizes={PICTURE_SIZES.cover} eager className="post__cover" />
      )}
      <div className="post__body" lang={body.lang}>
        {paragraphs(body.text).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
    </article>
  );
}

function TitledState({ title, hideHeading = false, children }: { title: string; hideHeading?: boolean; children: ReactNode }) {
  const t = useMessages('pages');
  usePageTitle(title);
  return (
    <section className="post">
      <h1 className={hideHeading ? 'visually-hidden' : undefined}>{t('blog')}</h1>
      {children}
    </section>
  );
}

/** /blog/:id: one post, its body rendered as text paragraphs. */
export function BlogPostPage() {
  const t = useMessages('pages');
  const { id = '' } = useParams();
  const { currentData, error, isError, refetch } = useGetBlogPostQuery(id);
  if (isError && isNotFound(error)) {
    return (
      <TitledState title={t('postNotFound')}>
        <BlogEmpty action={<BackLink />}>{t('postNotFoundText')}</BlogEmpty>
      </TitledState>
    );
  }
  if (isError) {
    return (
      <TitledState title={t('blog')}>
        <BlogError error={error} onRetry={() => void refetch()} />
      </TitledState>
    );
  }
  if (currentData === undefined) {
    return (
      <TitledState title={t('blog')} hideHeading>
        <div aria-busy="true">
          <span className="blog-skeleton blog-skeleton--title" />
          <span className="blog-skeleton blog-skeleton--line" />
          <span className="post__cover blog-skeleton" />
        </div>
      </TitledState>
    );
  }
  return <Post post={currentData.data} />;
}
