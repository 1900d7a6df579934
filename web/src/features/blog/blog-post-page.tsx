import type { ReactNode } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import type { Blog } from '@chitra/contract/catalogue';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { useContentLang, useMessages } from '../../i18n/i18n';
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

/** The post's own words (title, author, body) are the catalogue's, as stored; its date is in the page's language. */
function Post({ post }: { post: Blog }) {
  const format = useFormat();
  const contentLang = useContentLang();
  usePageTitle(post.title, pageDescriptions.post(post));
  return (
    <article className="post">
      <BackLink />
      <header className="post__header">
        <h1 className="post__title" {...contentLang}>
          {post.title}
        </h1>
        <p className="post-meta">
          {post.author !== '' && `${post.author} · `}
          <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
        </p>
      </header>
      {post.cover !== null && <Picture image={post.cover} alt={post.title} sizes={PICTURE_SIZES.cover} eager className="post__cover" />}
      <div className="post__body" {...contentLang}>
        {paragraphs(post.body).map((text, index) => (
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
