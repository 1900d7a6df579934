import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, STORE_PAGE_SIZE } from '@chitra/contract/constants';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { Pager } from '../../components/pager';
import { useSearchProductsQuery } from './api';
import { ProductCard, ProductCardSkeleton, withCover } from './product-card';
import { useMessages } from '../../i18n/i18n';
import { EmptyState, ErrorState } from './states';
import './catalogue.css';
import './store-page.css';

/** The words of `/product?search=…`, cut as the API takes them; '' when there are none. */
export function readSearchWords(params: URLSearchParams): string {
  return (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_CHARS);
}

/**
 * What Enter in the header search opens: the same typo-tolerant search as
 * the suggestions (GET product/search), a page of STORE_PAGE_SIZE at a time,
 * with the store's Previous / 'Page N' / Next. The API says there is no more
 * with a short or empty page.
 */
export function SearchResultsPage({ words }: { words: string }) {
  const t = useMessages('store');
  usePageTitle(t('searchTitle', { words }));
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const tooShort = words.length < SEARCH_MIN_CHARS;
  const { currentData, isError, error, refetch } = useSearchProductsQuery({ search: words, page, limit: STORE_PAGE_SIZE }, { skip: tooShort });
  const products = currentData?.data.product ?? [];

  const goToPage = (next: number) => {
    const changed = new URLSearchParams(params);
    if (next > 1) changed.set('page', String(next));
    else changed.delete('page');
    setParams(changed);
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  let results;
  if (tooShort) {
    results = <EmptyState>{t('searchNoMatches')}</EmptyState>;
  } else if (isError) {
    results = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (currentData === undefined) {
    results = (
      <div className="product-grid" aria-busy="true">
        {Array.from({ length: STORE_PAGE_SIZE }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (products.length === 0) {
    results = (
      <EmptyState
        action={
          <Link className="button button--small button--quiet" to={paths.store()}>
            {t('browseAll')}
          </Link>
        }
      >
        {page > 1 ? t('searchNoMoreResults') : t('searchNoResults')}
      </EmptyState>
    );
  } else {
    results = (
      <ul className="product-grid" aria-labelledby={headingId}>
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={withCover(product)} eager={index === 0} priceStyle="listing" headingLevel={2} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="search-results catalogue-wide">
      <h1 id={headingId} className="store-page__title">
        {t('resultsFor', { words })}
      </h1>
      {results}
      {!tooShort && !isError && (page > 1 || products.length > 0 || currentData === undefined) && (
        <Pager className="catalogue-pager" page={page} hasNext={products.length >= STORE_PAGE_SIZE} onPage={goToPage} />
      )}
    </div>
  );
}
