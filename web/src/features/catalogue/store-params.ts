import { STORE_PAGE_SIZE } from '@chitra/contract/constants';
// Types only: the contract's runtime half is zod, which has no place in the page's JavaScript.
import type { ProductSort } from '@chitra/contract/catalogue';
import type { ProductListArgs } from './api';
import type { AreaKey } from '../../i18n/areas';

/**
 * The store's filters live in the address (`/product?category=…&sort=price&min=100&page=2`),
 * so back and forward, reloads and shared links all show the same listing.
 */
export type StoreFilters = {
  page: number;
  category: string | undefined;
  sort: ProductSort;
  /** Rupees as typed, already checked to be an amount. */
  min: string | undefined;
  max: string | undefined;
  tags: string[];
};

const DEFAULT_SORT: ProductSort = '-createdAt';

/** The API's sorts (docs/api-reference.md), in the order the menu lists them, with the key of the words a buyer reads. */
export const SORT_OPTIONS = [
  { value: '-createdAt', label: 'sortNewest' },
  { value: 'price', label: 'sortPriceLow' },
  { value: '-price', label: 'sortPriceHigh' },
  { value: '-rating', label: 'sortTopRated' },
  { value: 'title', label: 'sortTitle' },
] as const satisfies readonly { value: ProductSort; label: AreaKey<'store'> }[];

/** What the API takes for a price: whole rupees or rupees and paise, up to ₹99,99,999.99. */
export const RUPEE_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

const isSort = (value: string | null): value is ProductSort => SORT_OPTIONS.some((o) => o.value === value);

function readAmount(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  return RUPEE_AMOUNT.test(trimmed) ? trimmed : undefined;
}

function parseTags(value: string | null | undefined): string[] {
  const tags = (value ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  return [...new Set(tags)];
}

/** Reads the address; anything that is not a valid filter (a hand-edited link) is ignored. */
export function readStoreFilters(params: URLSearchParams): StoreFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  let min = readAmount(params.get('min'));
  let max = readAmount(params.get('max'));
  // A reversed range is the visitor's meaning, not a mistake worth an error page.
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) [min, max] = [max, min];
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: params.get('category')?.trim() || undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    min,
    max,
    tags: parseTags(params.get('tags')),
  };
}

/** The address for these filters, leaving out every default so links stay short. */
export function writeStoreFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== undefined) params.set('category', filters.category);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.min !== undefined) params.set('min', filters.min);
  if (filters.max !== undefined) params.set('max', filters.max);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** An address that keeps every filter but `changes`, back on page 1. */
export const storeSearch = (filters: StoreFilters, changes: Partial<StoreFilters>): string =>
  `?${writeStoreFilters({ ...filters, page: 1, ...changes }).toString()}`;

/** The query GET product/allproduct takes for these filters (STORE_PAGE_SIZE to a page). */
export function toProductListArgs(filters: StoreFilters): ProductListArgs {
  return {
    page: filters.page,
    limit: STORE_PAGE_SIZE,
    sort: filters.sort,
    category: filters.category,
    tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
    'price[gte]': filters.min,
    'price[lte]': filters.max,
  };
}

export const hasActiveFilters = (filters: StoreFilters): boolean =>
  filters.category !== undefined || filters.tags.length > 0 || filters.min !== undefined || filters.max !== undefined;

/** How many filters the folding panel holds are in effect: the price range counts once, each tag once. */
export const panelFilterCount = (filters: StoreFilters): number => (filters.min !== undefined || filters.max !== undefined ? 1 : 0) + filters.tags.length;
