import { MESSAGES } from '@chitra/contract/messages';
import { pageDescriptions, ROUTE_META } from '@chitra/contract/route-meta';

/** The words of the store's listing, the categories' pages and the search results, in English: the spec's from MESSAGES, ours beside them. */
export default {
  // The store's listing (store-page.tsx)
  title: ROUTE_META.store.title,
  description: ROUTE_META.store.description,
  productCount: '{count, plural, one {# product} other {# products}}',
  clearFilters: 'Clear all filters',
  noProducts: MESSAGES.noProducts,
  // Its filters (store-filters.tsx, store-params.ts)
  filterCategories: 'Categories',
  all: MESSAGES.all,
  filters: 'Filters',
  filtersApplied: '({count} applied)',
  price: 'Price',
  minPrice: 'Min (₹)',
  maxPrice: 'Max (₹)',
  apply: 'Apply',
  clearPrice: 'Clear price',
  notAnAmount: 'Enter an amount in rupees, such as 499 or 499.50.',
  minAboveMax: 'The minimum is above the maximum.',
  tags: 'Tags',
  removeTag: 'Remove tag {tag}',
  sortBy: 'Sort by',
  sortNewest: 'Newest first',
  sortPriceLow: 'Price: low to high',
  sortPriceHigh: 'Price: high to low',
  sortTopRated: 'Top rated',
  sortTitle: 'Title: A to Z',
  // /catagory and /catagory/:CatId
  categoriesTitle: ROUTE_META.categories.title,
  categoriesDescription: ROUTE_META.categories.description,
  categoriesProduct: MESSAGES.categoriesProduct,
  // The contract's description, its values left as the message's placeholders.
  categoryDescription: pageDescriptions.category('{name}', '{shop}'),
  photographCount: '{count, plural, one {# photograph} other {# photographs}}',
  categoryNotFoundTitle: 'Category not found',
  categoryNotFoundText: 'We could not find that category. It may have been renamed or removed.',
  seeAllCategories: 'See all categories',
  // The header search's results page (search-results-page.tsx)
  searchTitle: 'Search: {words}',
  resultsFor: 'Results for “{words}”',
  browseAll: 'Browse the whole store',
  searchNoMatches: MESSAGES.searchNoMatches,
  searchNoResults: MESSAGES.searchNoResults,
  searchNoMoreResults: MESSAGES.searchNoMoreResults,
};
