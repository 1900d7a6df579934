import type { ReactNode } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import type { Blog } from '@chitra/contract/catalogue';
import { paths } from '../../lib/paths';
import { formatDate } from '../../lib/format';
import { isNotFound } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { Picture } from '../../lib/picture';
import { useGetBlogPostQuery } from './api';
import { BlogEmpty, BlogError } from './blog-states';
import { pageDescriptions } from '@chitra/contract/route-meta';
import './blog.css';

const AREA_TITLE = 'Blog';
const NOT_FOUND_TITLE = 'Post not found';
const NOT_FOUND_TEXT = 'We could not find that post. It may have been taken down.';
const ALL_POSTS = 'All posts';

/** The body is plain text (never HTML): a blank line starts a new paragraph. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

function BackLink() {
  return (
    <Link className="blog-back" to={paths.blog()}>
      <ArrowLeft aria-hidden="true" size={16} />
      {ALL_POSTS}
    </Link>
  );
}

function Post({ post }: { post: Blog }) {
  usePageTitle(post.title, pageDescriptions.post(post));
  return (
    <article className="post">
      <BackLink />
      <header className="post__header">
        <h1 className="post__title">{post.title}</h1>
        <p className="post-meta">
          {post.author !== '' && `${post.author} · `}
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
      </header>
      {post.cover !== null && <Picture image={post.cover} alt={post.title} sizes={PICTURE_SIZES.cover} eager className="post__cover" />}
      <div className="post__body">
        {paragraphs(post.body).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
    </article>
  );
}

function TitledState({ title, hideHeading = false, children }: { title: string; hideHeading?: boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="post">
      <h1 className={hideHeading ? 'visually-hidden' : undefined}>{AREA_TITLE}</h1>
      {children}
    </section>
  );
}

/** /blog/:id: one post, its body rendered as text paragraphs. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { currentData, error, isError, refetch } = useGetBlogPostQuery(id);
  if (isError && isNotFound(error)) {
    return (
      <TitledState title={NOT_FOUND_TITLE}>
        <BlogEmpty action={<BackLink />}>{NOT_FOUND_TEXT}</BlogEmpty>
      </TitledState>
    );
  }
  if (isError) {
    return (
      <TitledState title={AREA_TITLE}>
        <BlogError error={error} onRetry={() => void refetch()} />
      </TitledState>
    );
  }
  if (currentData === undefined) {
    return (
      <TitledState title={AREA_TITLE} hideHeading>
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
