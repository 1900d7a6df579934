import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminBlogPost } from '@chitra/contract/admin-pages';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge } from '../components/badge';
import { ListFrame } from '../components/list-frame';
import { formatDateTime } from '../format';
import { useGetAdminBlogPostsQuery } from './blog-posts-api';
import { useListParams } from '../use-list-params';

export const BLOG_POSTS_WORDS = {
  title: 'Blog posts',
  intro: 'Newest first, drafts included. A draft is yours alone until you publish it.',
  loading: 'Loading blog posts…',
  create: 'New post',
  caption: 'Blog posts',
  empty: 'No posts yet.',
  columns: { title: 'Title', state: 'State', date: 'Date', author: 'Author' },
  published: 'Published',
  draft: 'Draft',
} as const;
const W = BLOG_POSTS_WORDS;

function PostRow({ post }: { post: AdminBlogPost }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminBlogPost(post._id)}>{post.title}</Link>
      </th>
      <td role="cell" data-label={W.columns.state}>
        <Badge tone={post.published ? 'success' : 'neutral'}>{post.published ? W.published : W.draft}</Badge>
      </td>
      <td role="cell" data-label={W.columns.date}>
        {formatDateTime(post.createdAt)}
      </td>
      <td role="cell" data-label={W.columns.author}>
        {post.author}
      </td>
    </tr>
  );
}

/** The blog's posts, drafts included, each opening its editor; and the way to write a new one. */
export function BlogPostsPage() {
  useAdminPageTitle(W.title);
  const { page, setPage } = useListParams([]);
  const result = useGetAdminBlogPostsQuery({ page }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{W.title}</h1>
          <p className="admin-page__intro">{W.intro}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminBlogPost('new')}>
          <Plus aria-hidden="true" size={18} />
          {W.create}
        </Link>
      </header>
      <ListFrame result={result} loadingLabel={W.loading} emptyText={W.empty} onPage={setPage}>
        {(posts) => (
          <StackedTable caption={W.caption} columns={Object.values(W.columns)}>
            {posts.map((post) => (
              <PostRow key={post._id} post={post} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
