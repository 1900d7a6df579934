import { useEffect } from 'react';
import type { Category } from '@chitra/contract/catalogue';
import type { ConfigResponse } from '@chitra/contract/system';
import { useGetCategoriesQuery } from '../features/catalogue/api';
import { useGetConfigQuery } from '../features/system/api';

/** The shop's identity and demo flag, once GET config has answered. */
export function useShopConfig(): ConfigResponse | undefined {
  const { data, error } = useGetConfigQuery();
  useEffect(() => {
    if (error) console.warn('Shop configuration failed to load', error);
  }, [error]);
  return data;
}

/**
 * The header's category entries. docs/spec.md §8: a failure here is only logged; the
 * dropdown keeps its placeholder entry and the page carries on.
 */
export function useHeaderCategories(): Category[] {
  const { data, error } = useGetCategoriesQuery();
  useEffect(() => {
    if (error) console.warn('Header categories failed to load', error);
  }, [error]);
  return data?.data.category ?? [];
}
