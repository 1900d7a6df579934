import { useId } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { useMessages } from '../../i18n/i18n';
import { CategoryTiles } from './category-tiles';
import './catalogue.css';

/** /catagory: every category as an image tile, like the home page's. */
export function CategoryListPage() {
  const t = useMessages('store');
  usePageTitle(t('categoriesTitle'), t('categoriesDescription'));
  const headingId = useId();
  return (
    <section className="category-list" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('categoriesTitle')}</h1>
      <CategoryTiles headingId={headingId} />
    </section>
  );
}
