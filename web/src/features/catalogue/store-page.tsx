import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { SKELETON_MS, STORE_GRID_COLUMNS, STORE_PAGE_SIZE } from '@chitra/contract/constants';
import { useMessages } from '../../i18n/i18n';
import { usePageTitle } from '../../lib/page-title';
import { Pager } from '../../components/pager';
import { readSearchWords, SearchResultsPage } from './search-results-page';
import { useGetCategoriesQuery, useGetProductsQuery } from './api';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { EmptyState, ErrorState } from './states';
import { CategoryFilter, FiltersToggle, PriceFilter, SortSelect, TagFilter, useFiltersPanel } from './store-filters';
import { hasActiveFilters, panelFilterCount, readStoreFilters, storeSearch, toProductListArgs, writeStoreFilters, type StoreFilters } from './store-params';
import { useRevealAfter } from './use-reveal-after';
import './catalogue.css';
import './store-page.css';

const gridStyle = { '--grid-columns': STORE_GRID_COLUMNS } as CSSProperties;
/** The veiled grid also carries docs/spec.md §2's second, for its CSS (store-page.css). */
const veiledGridStyle = { ...gridStyle, '--veil-ms': `${SKELETON_MS}ms` } as CSSProperties;

/**
 * docs/spec.md §2 Store listing: category filter with 'All', a product count, cards
 * with the price in 'Rs.' and a wishlist heart, Previous / 'Page N' / Next.
 * Sort and price range use the API's own parameters. Everything lives in
 * the address.
 */
export function StorePage() {
  const [params] = useSearchParams();
  const words = readSearchWords(params);
  // `/product?search=…` is the header search's results page (Enter in the search box).
  if (params.has('search')) return <SearchResultsPage key={words} words={words} />;
  return <StoreListing />;
}

function StoreListing() {
  const t = useMessages('store');
  usePageTitle(t('title'), t('description'));
  const headingId = useId();
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const filters = readStoreFilters(params);
  const applied = panelFilterCount(filters);
  const panel = useFiltersPanel(applied > 0);
  const args = toProductListArgs(filters);
  const { currentData, error, isError, refetch } = useGetProductsQuery(args);
  const categories = useGetCategoriesQuery().data?.data.category ?? [];

  // docs/spec.md §2: the cards show a skeleton for a second after each page's data arrives.
  const argsKey = JSON.stringify(args);
  const revealed = useRevealAfter(currentData !== undefined ? argsKey : null);
  const veiled = currentData !== undefined && !revealed;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!veiled) return;
    // The first tile waits under its skeleton: decoded meanwhile, it is on screen the moment the
    // skeleton lifts, not a decode later (tens of milliseconds on a phone, an empty frame between).
    const first = listRef.current?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (first && typeof first.decode === 'function') first.decode().catch(() => {});
  }, [veiled, argsKey]);

  const apply = (changes: Partial<StoreFilters>) => setParams(writeStoreFilters({ ...filters, page: 1, ...changes }));
  const goToPage = (page: number) => {
    setParams(writeStoreFilters({ ...filters, page }));
    // A new page starts at the top, like a new page would.
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  const total = currentData?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));
  const products = currentData?.users ?? [];

  let results;
  if (isError) {
    results = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else if (currentData !== undefined && products.length === 0) {
    results = (
      <EmptyState
        action={
          hasActiveFilters(filters) || filters.page > 1 ? (
            <Link className="button button--small button--quiet" to={{ search: '' }}>
              {t('clearFilters')}
            </Link>
          ) : undefined
        }
      >
        {t('noProducts')}
      </EmptyState>
    );
  } else if (currentData === undefined) {
    results = (
      <div className="product-grid" style={gridStyle} aria-busy="true">
        {Array.from({ length: STORE_PAGE_SIZE }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else {
    // docs/spec.md §2's second of skeleton after the data arrives: the cards are drawn at once, each under
    // its skeleton (the veil), and shown when the second is over. The veil lifts itself in CSS
    // (store-page.css), so a page the server drew shows its cards on time even before its script
    // has run; this component lifts it too (`revealed`), and then draws the plain list. Meanwhile
    // the first row's pictures download, and the first tile (a phone's largest paint, preloaded by
    // the server) is ready the moment the skeleton goes (docs/decisions/023).
    results = (
      <ul
        ref={listRef}
        className={veiled ? 'product-grid store-veil' : 'product-grid'}
        style={veiled ? veiledGridStyle : gridStyle}
        aria-labelledby={veiled ? undefined : headingId}
        aria-busy={veiled ? true : undefined}
      >
        {products.map((product, index) => (
          <li key={product._id} className={veiled ? 'store-veil__tile' : undefined}>
            {/* The first tile is the page's largest paint on a phone: fetched at once, first. */}
            <ProductCard product={product} eager={index === 0} priceStyle="listing" headingLevel={2} />
            {veiled && <ProductCardSkeleton />}
          </li>
        ))}
      </ul>
    );
  }

  // docs/decisions/047: the categories stay in sight above the grid; the price range and the tags
  // fold into 'Filters' (in the DOM either way), so the four columns have the page's whole width.
  return (
    <div className="store-page catalogue-wide">
      <h1 id={headingId} className="store-page__title">
        {t('title')}
      </h1>
      <CategoryFilter filters={filters} categories={categories} />
      <div className="store-page__toolbar">
        <p className="store-page__count" aria-live="polite">
          {currentData !== undefined ? (
            t('productCount', { count: total })
          ) : (
            <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--count" />
          )}
        </p>
        <FiltersToggle open={panel.open} onToggle={panel.toggle} panelId={panelId} applied={applied} />
        <SortSelect filters={filters} onSort={(sort) => apply({ sort })} />
      </div>
      <div id={panelId} className="store-page__filters" hidden={!panel.open}>
        <PriceFilter filters={filters} onApply={(min, max) => apply({ min, max })} />
        <TagFilter filters={filters} />
        {hasActiveFilters(filters) && (
          <Link className="store-filter__clear" to={{ search: storeSearch(filters, { category: undefined, tags: [], min: undefined, max: undefined }) }}>
            {t('clearFilters')}
          </Link>
        )}
      </div>
      {results}
      {!isError && (currentData === undefined || total > 0 || filters.page > 1) && (
        <Pager className="catalogue-pager" page={filters.page} hasNext={currentData !== undefined && filters.page < lastPage} onPage={goToPage} />
      )}
    </div>
  );
}
