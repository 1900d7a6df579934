import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminBlogPost } from '@chitra/contract/admin-pages';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge } from '../components/badge';
import { ListFrame } from '../components/list-frame';
import { useMessages } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useGetAdminBlogPostsQuery } from './blog-posts-api';
import { useListParams } from '../use-list-params';
import { translatedLanguages } from '../products/translations-section';

function PostRow({ post }: { post: AdminBlogPost }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const translated = translatedLanguages(post.translations, t);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <Link to={adminPaths.adminBlogPost(post._id)}>{post.title}</Link>
        {translated && <span className="admin-table__muted admin-translated">{t('translatedInto', { languages: translated })}</span>}
      </th>
      <td role="cell" data-label={t('columnState')}>
        <Badge tone={post.published ? 'success' : 'neutral'}>{post.published ? t('published') : t('draft')}</Badge>
      </td>
      <td role="cell" data-label={t('columnDate')}>
        {format.dateTime(post.createdAt)}
      </td>
      <td role="cell" data-label={t('columnAuthor')}>
        {post.author}
      </td>
    </tr>
  );
}

/** The blog's posts, drafts included, each opening its editor; and the way to write a new one. */
export function BlogPostsPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('postsTitle'));
  const { page, setPage } = useListParams([]);
  const result = useGetAdminBlogPostsQuery({ page }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{t('postsTitle')}</h1>
          <p className="admin-page__intro">{t('postsIntro')}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminBlogPost('new')}>
          <Plus aria-hidden="true" size={18} />
          {t('postsCreate')}
        </Link>
      </header>
      <ListFrame result={result} loadingLabel={t('postsLoading')} emptyText={t('postsEmpty')} onPage={setPage}>
        {(posts) => (
          <StackedTable caption={t('postsTitle')} columns={[t('title'), t('columnState'), t('columnDate'), t('columnAuthor')]}>
            {posts.map((post) => (
              <PostRow key={post._id} post={post} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
