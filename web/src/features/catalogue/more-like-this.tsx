import { useId } from 'react';
import type { SimilarProductsResponse } from '@chitra/contract/catalogue';
import { useMessages } from '../../i18n/i18n';
import { catalogueApi } from './api';
import { ProductCard } from './product-card';
import './more-like-this.css';

// Declared here rather than in api.ts: api.ts is part of the home page's first
// load (docs/decisions/017), and only the product page asks for this.
const similarApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** Up to eight products alike to one (GET product/{id}/similar), best first; read from `data`. */
    getSimilarProducts: build.query<SimilarProductsResponse, string>({
      query: (id) => `product/${encodeURIComponent(id)}/similar`,
      providesTags: ['Product'],
    }),
  }),
});

/**
 * 'More like this' under a product (decision 048): the shop's product cards of
 * up to eight others from its category or sharing its tags, best first
 * (docs/decisions/048). Nothing at all while they load, when there are none,
 * or when the shop cannot say: it is a suggestion, not the page's content.
 */
export function MoreLikeThis({ productId }: { productId: string }) {
  const headingId = useId();
  const t = useMessages('product');
  const { currentData } = similarApi.useGetSimilarProductsQuery(productId);
  const products = currentData?.data ?? [];
  if (products.length === 0) return null;
  return (
    <section className="more-like-this" aria-labelledby={headingId}>
      <h2 id={headingId} className="more-like-this__title">
        {t('moreLikeThis')}
      </h2>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} priceStyle="listing" headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
