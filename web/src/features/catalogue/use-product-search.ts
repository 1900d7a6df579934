import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from '@chitra/contract/constants';
import type { HomeProduct } from '@chitra/contract/catalogue';
import { useAppDispatch } from '../../app/hooks';
import { catalogueApi } from './api';

export type ProductSearch = {
  results: HomeProduct[];
  /** A page is on its way. */
  isLoading: boolean;
  /** More pages may exist: false after an empty (or short) page, or a failure. */
  hasMore: boolean;
  /** Page 1 of the current words has answered (or failed). */
  searched: boolean;
  /** Asks for the next page, unless one is loading or there is none. */
  loadMore: () => void;
};

type State = Omit<ProductSearch, 'loadMore'> & { term: string; page: number };

const IDLE: State = { term: '', page: 0, results: [], isLoading: false, hasMore: false, searched: false };

/**
 * The header search of docs/spec.md §4: 400 ms after the typing stops, the results
 * are cleared and page 1 is fetched (only for 2 characters or more); further
 * pages come on demand while more exist and none is loading; an empty page
 * means there are no more; a failure is only logged and ends the paging.
 */
export function useProductSearch(text: string): ProductSearch {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>(IDLE);
  // Read by loadMore without waiting for a render, so a burst of scroll
  // events asks for the next page once.
  const current = useRef({ term: '', page: 0, loading: false, hasMore: false });

  const load = useCallback(
    async (term: string, page: number) => {
      current.current = { ...current.current, loading: true };
      setState((s) => ({ ...s, isLoading: true }));
      const request = dispatch(catalogueApi.endpoints.searchProducts.initiate({ search: term, page, limit: SEARCH_PAGE_SIZE }, { subscribe: false }));
      try {
        const found = (await request.unwrap()).data.product;
        // Newer words replaced these while the answer was on its way.
        if (current.current.term !== term) return;
        // An empty page ends the list (docs/spec.md §4); so does a short one, which saves asking for the empty page.
        const hasMore = found.length >= SEARCH_PAGE_SIZE;
        current.current = { term, page, loading: false, hasMore };
        setState((s) => {
          const seen = new Set(s.results.map((p) => p._id));
          const results = [...s.results, ...found.filter((p) => !seen.has(p._id))];
          return { term, page, results, isLoading: false, hasMore, searched: true };
        });
      } catch (error) {
        if (current.current.term !== term) return;
        console.warn('Product search failed', error);
        current.current = { term, page: page - 1, loading: false, hasMore: false };
        setState((s) => ({ ...s, isLoading: false, hasMore: false, searched: true }));
      }
    },
    [dispatch],
  );

  useEffect(() => {
    const term = text.trim();
    const timer = setTimeout(() => {
      if (term === current.current.term) return;
      current.current = { term, page: 0, loading: false, hasMore: false };
      if (term.length < SEARCH_MIN_CHARS) {
        setState(IDLE);
        return;
      }
      setState({ ...IDLE, term });
      void load(term, 1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, load]);

  const loadMore = useCallback(() => {
    const { term, page, loading, hasMore } = current.current;
    if (loading || !hasMore || term.length < SEARCH_MIN_CHARS) return;
    void load(term, page + 1);
  }, [load]);

  const { results, isLoading, hasMore, searched } = state;
  return { results, isLoading, hasMore, searched, loadMore };
}
