import { useDeferredValue, useId } from 'react';
import { Link } from '../../lib/link';
import { POPULAR_PRODUCT_COUNT } from '@chitra/contract/constants';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { useGetTopProductsQuery } from './api';
import { BannerCarousel } from './banner-carousel';
import { CategoryTiles } from './category-tiles';
import { ProductCard, ProductCardSkeleton, withCover } from './product-card';
import { EmptyState, ErrorState } from './states';
import { useMessages } from '../../i18n/i18n';
import './catalogue.css';
import './home-page.css';

const SKELETON_TILES = 8;

function PopularProducts({ headingId }: { headingId: string }) {
  const query = useGetTopProductsQuery();
  const t = useMessages('home');
  const { error, isError, refetch } = query;
  // The twenty tiles render at a lower priority, in slices: the banner above
  // them, and the customer's first tap, do not wait for them.
  const data = useDeferredValue(query.data);
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data === undefined) {
    return (
      <div className="product-grid product-grid--compact" aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  const products = data.data.slice(0, POPULAR_PRODUCT_COUNT);
  if (products.length === 0) return <EmptyState>{t('noProducts')}</EmptyState>;
  return (
    <ul className="product-grid product-grid--compact" aria-labelledby={headingId}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={withCover(product)} compact />
        </li>
      ))}
    </ul>
  );
}

/** docs/spec.md §2 Home: the banner, 'Popular Product' and 'Popular Catagorys'. */
export function HomePage() {
  const t = useMessages('home');
  usePageTitle(t('title'));
  const heroId = useId();
  const productsId = useId();
  const categoriesId = useId();
  return (
    <div className="home-page">
      <section className="home-hero" aria-labelledby={heroId}>
        <BannerCarousel />
        <div className="home-hero__text">
          <h1 id={heroId} className="home-hero__title">
            {t('title')}
          </h1>
          <p className="home-hero__lead">{t('lead')}</p>
          <Link className="button home-hero__action" to={paths.store()}>
            {t('shopAll')}
          </Link>
        </div>
      </section>
      <section className="home-page__section" aria-labelledby={productsId}>
        <h2 id={productsId} className="section-heading">
          {t('popularProduct')}
        </h2>
        <PopularProducts headingId={productsId} />
      </section>
      <section className="home-page__section" aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className="section-heading">
          {t('popularCategories')}
        </h2>
        <CategoryTiles headingId={categoriesId} />
      </section>
    </div>
  );
}
