import { useId } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { CategoryTiles } from './category-tiles';
import { ROUTE_META } from '@chitra/contract/route-meta';
import './catalogue.css';

const TITLE = 'Categories';

/** /catagory: every category as an image tile, like the home page's. */
export function CategoryListPage() {
  usePageTitle(TITLE, ROUTE_META.categories.description);
  const headingId = useId();
  return (
    <section className="category-list" aria-labelledby={headingId}>
      <h1 id={headingId}>{TITLE}</h1>
      <CategoryTiles headingId={headingId} />
    </section>
  );
}
