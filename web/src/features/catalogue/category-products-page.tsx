import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { LISTING_PAGE_LIMIT, PRODUCT_NAME } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { isNotFound } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { Pager } from '../../components/pager';
import { useGetCategoriesQuery, useGetCategoryProductsQuery } from './api';
import { ProductCard } from './product-card';
import { EmptyState, ErrorState } from './states';
import './catalogue.css';
import { pageDescriptions } from '@chitra/contract/route-meta';
import { useShopConfig } from '../../app/shell-data';
import './category-products-page.css';

const NOT_FOUND_TITLE = 'Category not found';
const NOT_FOUND_TEXT = 'We could not find that category. It may have been renamed or removed.';
const ALL_CATEGORIES = 'See all categories';
/** Shapes for the loading masonry, so it looks like what is coming. */
const SKELETON_SHAPES = ['3 / 2', '2 / 3', '1 / 1', '3 / 2', '4 / 5', '3 / 2'];

const productCount = (total: number): string => `${total} ${total === 1 ? 'photograph' : 'photographs'}`;

/** docs/spec.md §2 Category page: 'Categories Product' over a masonry of the category's products. */
export function CategoryProductsPage() {
  const { CatId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const headingId = useId();

  const { currentData, error, isError, refetch } = useGetCategoryProductsQuery({ catId: CatId, page, limit: LISTING_PAGE_LIMIT });
  const category = useGetCategoriesQuery().data?.data.category.find((c) => c._id === CatId);
  const notFound = isError && isNotFound(error);
  const shopName = useShopConfig()?.shop.name ?? PRODUCT_NAME;
  usePageTitle(
    notFound ? NOT_FOUND_TITLE : (category?.catogeryname ?? MESSAGES.categoriesProduct),
    category === undefined ? undefined : pageDescriptions.category(category.catogeryname, shopName),
  );

  const total = currentData?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_LIMIT));

  let body;
  if (notFound) {
    body = (
      <EmptyState
        action={
          <Link className="button button--small button--quiet" to={paths.categories()}>
            {ALL_CATEGORIES}
          </Link>
        }
      >
        {NOT_FOUND_TEXT}
      </EmptyState>
    );
  } else if (isError) {
    body = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (currentData === undefined) {
    body = (
      <ul className="masonry" aria-busy="true">
        {SKELETON_SHAPES.map((shape, i) => (
          <li key={i} className="masonry__item" aria-hidden="true">
            <span className="masonry__skeleton catalogue-skeleton" style={{ aspectRatio: shape }} />
          </li>
        ))}
      </ul>
    );
  } else if (currentData.users.length === 0) {
    body = <EmptyState>{MESSAGES.noProducts}</EmptyState>;
  } else {
    body = (
      <ul className="masonry" aria-labelledby={headingId}>
        {currentData.users.map((product, index) => (
          <li key={product._id} className="masonry__item">
            {/* docs/decisions/047: the one card, each photograph at its own shape, the first fetched at once. */}
            <ProductCard product={product} natural eager={index === 0} headingLevel={2} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="category-page catalogue-wide" aria-labelledby={headingId}>
      <header className="category-page__header">
        <h1 id={headingId}>{MESSAGES.categoriesProduct}</h1>
        {!notFound && category !== undefined && (
          <p className="category-page__name">
            {category.catogeryname}
            {currentData !== undefined && <span className="category-page__count">{productCount(total)}</span>}
          </p>
        )}
      </header>
      {body}
      {total > LISTING_PAGE_LIMIT && (
        <Pager
          className="catalogue-pager"
          page={page}
          hasNext={page < lastPage}
          onPage={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            document.scrollingElement?.scrollTo?.({ top: 0 });
          }}
        />
      )}
    </section>
  );
}
