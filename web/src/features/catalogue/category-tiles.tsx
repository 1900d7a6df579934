import { useDeferredValue } from 'react';
import { Link } from '../../lib/link';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import type { Category } from '@chitra/contract/catalogue';
import { useContent, useMessages } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { ProductPicture } from '../../lib/picture';
import { useGetCategoriesQuery } from './api';
import { EmptyState, ErrorState } from './states';

/** Placeholder cards while the categories load: the demo shop has six. */
const PLACEHOLDER_COUNT = 6;

function CategoryTile({ category }: { category: Category }) {
  const name = useContent()(category.catogeryname, category.translations, 'name');
  return (
    <li>
      <Link className="category-tile" to={paths.category(category._id)}>
        {category.cover ? (
          <ProductPicture image={category.cover} alt="" sizes={PICTURE_SIZES.categoryTile} className="category-tile__picture" />
        ) : category.publicUrl !== '' ? (
          // Only the plain URL is known: the tile's fixed frame still keeps the page from jumping.
          <span className="category-tile__picture">
            <img src={category.publicUrl} alt="" loading="lazy" decoding="async" />
          </span>
        ) : (
          <span className="category-tile__picture" aria-hidden="true" />
        )}
        <span className="category-tile__name" lang={name.lang}>
          {name.text}
        </span>
      </Link>
    </li>
  );
}

/**
 * docs/spec.md §2: category image tiles with their names over them, each leading to
 * /catagory/{id}; a placeholder card while they load, 'Error: ' and the
 * message if they fail.
 */
export function CategoryTiles({ headingId }: { headingId?: string }) {
  const query = useGetCategoriesQuery();
  const t = useMessages('catalogue');
  const { error, isError, refetch } = query;
  // Below the fold on a phone: rendered at a lower priority, in slices.
  const data = useDeferredValue(query.data);
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data === undefined) {
    return (
      <ul className="category-grid" aria-labelledby={headingId} aria-busy="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
          <li key={i} className="category-tile category-tile--placeholder catalogue-skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  const categories = data.data.category;
  if (categories.length === 0) return <EmptyState>{t('noData')}</EmptyState>;
  return (
    <ul className="category-grid" aria-labelledby={headingId}>
      {categories.map((category) => (
        <CategoryTile key={category._id} category={category} />
      ))}
    </ul>
  );
}
