import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { LISTING_PAGE_LIMIT, PRODUCT_NAME } from '@chitra/contract/constants';
import { paths } from '../../lib/paths';
import { isNotFound } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { Pager } from '../../components/pager';
import { useGetCategoriesQuery, useGetCategoryProductsQuery } from './api';
import { ProductCard } from './product-card';
import { useContent, useMessages } from '../../i18n/i18n';
import { EmptyState, ErrorState } from './states';
import './catalogue.css';
import { useShopConfig } from '../../app/shell-data';
import './category-products-page.css';

/** Shapes for the loading masonry, so it looks like what is coming. */
const SKELETON_SHAPES = ['3 / 2', '2 / 3', '1 / 1', '3 / 2', '4 / 5', '3 / 2'];

/** docs/spec.md §2 Category page: 'Categories Product' over a masonry of the category's products. */
export function CategoryProductsPage() {
  const { CatId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const headingId = useId();
  const t = useMessages('store');

  const { currentData, error, isError, refetch } = useGetCategoryProductsQuery({ catId: CatId, page, limit: LISTING_PAGE_LIMIT });
  const category = useGetCategoriesQuery().data?.data.category.find((c) => c._id === CatId);
  // Its name in the page's language when translated, else English (marked so).
  const content = useContent();
  const name = category === undefined ? undefined : content(category.catogeryname, category.translations, 'name');
  const notFound = isError && isNotFound(error);
  const shopName = useShopConfig()?.shop.name ?? PRODUCT_NAME;
  usePageTitle(
    notFound ? t('categoryNotFoundTitle') : (name?.text ?? t('categoriesProduct')),
    name === undefined ? undefined : t('categoryDescription', { name: name.text, shop: shopName }),
    notFound ? undefined : name?.lang,
  );

  const total = currentData?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_LIMIT));

  let body;
  if (notFound) {
    body = (
      <EmptyState
        action={
          <Link className="button button--small button--quiet" to={paths.categories()}>
            {t('seeAllCategories')}
          </Link>
        }
      >
        {t('categoryNotFoundText')}
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
    body = <EmptyState>{t('noProducts')}</EmptyState>;
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
        <h1 id={headingId}>{t('categoriesProduct')}</h1>
        {!notFound && name !== undefined && (
          <p className="category-page__name">
            <span lang={name.lang}>{name.text}</span>
            {currentData !== undefined && <span className="category-page__count">{t('photographCount', { count: total })}</span>}
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
