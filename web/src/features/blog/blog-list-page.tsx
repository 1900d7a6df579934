import { useId } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { BLOG_PAGE_SIZE } from '@chitra/contract/constants';
import type { Blog } from '@chitra/contract/catalogue';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { useContent, useMessages } from '../../i18n/i18n';
import { usePageTitle } from '../../lib/page-title';
import { ProductPicture } from '../../lib/picture';
import { Pager } from '../../components/pager';
import { useGetBlogPostsQuery } from './api';
import { BlogEmpty, BlogError } from './blog-states';
import './blog.css';

/**
 * A post's card: its title and excerpt in the page's language when translated
 * (else English, marked so), its author as stored, its date in the page's language.
 */
function PostCard({ post }: { post: Blog }) {
  const format = useFormat();
  const content = useContent();
  const title = content(post.title, post.translations, 'title');
  const excerpt = content(post.excerpt, post.translations, 'excerpt');
  return (
    <article className="post-card">
      <ProductPicture image={post.cover} alt={title.text} imgProps={{ lang: title.lang }} sizes={PICTURE_SIZES.column} className="post-card__picture" />
      <div className="post-card__body">
        <p className="post-meta">
          <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
          {post.author !== '' && ` · ${post.author}`}
        </p>
        <h2 className="post-card__title">
          <Link className="card-link" to={paths.blogPost(post._id)} lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        {excerpt.text !== '' && (
          <p className="post-card__excerpt" lang={excerpt.lang}>
            {excerpt.text}
          </p>
        )}
      </div>
    </article>
  );
}

/** /blog: the posts, newest first, ten a page with Previous and Next. */
export function BlogListPage() {
  const t = useMessages('pages');
  usePageTitle(t('blog'), t('blogDescription'));
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { currentData, error, isError, refetch } = useGetBlogPostsQuery(page);

  const total = currentData?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  let body;
  if (isError) {
    body = <BlogError error={error} onRetry={() => void refetch()} />;
  } else if (currentData === undefined) {
    body = (
      <div className="post-grid" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="post-card" aria-hidden="true">
            <span className="post-card__picture blog-skeleton" />
            <span className="blog-skeleton blog-skeleton--line" />
            <span className="blog-skeleton blog-skeleton--line" />
          </div>
        ))}
      </div>
    );
  } else if (currentData.data.length === 0) {
    body = <BlogEmpty>{t('noPosts')}</BlogEmpty>;
  } else {
    body = (
      <ul className="post-grid" aria-labelledby={headingId}>
        {currentData.data.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="blog" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('blog')}</h1>
      {body}
      {!isError && (total > BLOG_PAGE_SIZE || page > 1) && (
        <Pager className="blog-pager" page={page} hasNext={currentData !== undefined && page < lastPage} onPage={goTo} />
      )}
    </section>
  );
}
