import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readBearerToken } from './storage';

export const API_BASE_URL = '/api/v1';

/**
 * The one RTK Query API of the storefront. It starts with no endpoints: each
 * feature adds its own with `api.injectEndpoints` in features/<area>/api.ts,
 * and uses these tags to invalidate what a change makes stale.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE_URL,
    prepareHeaders: (headers) => {
      const token = readBearerToken();
      if (token !== null && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: [
    'Config',
    'Category',
    'Product',
    'Blog',
    'Wishlist',
    'Rating',
    'Cart',
    'Order',
    'Profile',
    'PrintCart',
    'PrintOrder',
  ],
  endpoints: () => ({}),
});
