import { useId } from 'react';
import { POPULAR_PRODUCT_COUNT } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { usePageTitle } from '../../lib/page-title';
import { AddToCartButton } from './action-buttons';
import { useGetTopProductsQuery } from './api';
import { BannerCarousel } from './banner-carousel';
import { CategoryTiles } from './category-tiles';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { EmptyState, ErrorState } from './states';
import './catalogue.css';
import './home-page.css';

const TITLE = 'Digital photographs';
const SKELETON_TILES = 8;

function PopularProducts({ headingId }: { headingId: string }) {
  const { data, error, isLoading, isError, refetch } = useGetTopProductsQuery();
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || data === undefined) {
    return (
      <div className="product-grid product-grid--compact" aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  const products = data.data.slice(0, POPULAR_PRODUCT_COUNT);
  if (products.length === 0) return <EmptyState>{MESSAGES.noProducts}</EmptyState>;
  return (
    <ul className="product-grid product-grid--compact" aria-labelledby={headingId}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard
            id={product._id}
            title={product.title}
            image={product.cover}
            price={product.price}
            salePrice={product.salePrice}
            eyebrow={product.category[0]?.catogeryname}
            action={<AddToCartButton productId={product._id} className="icon-action" />}
          />
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 Home: the banner, 'Popular Product' and 'Popular Catagorys'. */
export function HomePage() {
  usePageTitle(TITLE);
  const productsId = useId();
  const categoriesId = useId();
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{TITLE}</h1>
      <BannerCarousel />
      <section className="home-page__section" aria-labelledby={productsId}>
        <h2 id={productsId} className="section-heading">
          {MESSAGES.popularProduct}
        </h2>
        <PopularProducts headingId={productsId} />
      </section>
      <section className="home-page__section" aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className="section-heading">
          {MESSAGES.popularCategories}
        </h2>
        <CategoryTiles headingId={categoriesId} />
      </section>
    </div>
  );
}
