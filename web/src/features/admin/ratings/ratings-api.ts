import type { AdminRatingsQuery, AdminRatingsResponse, RatingVisibilityBody, RatingVisibilityResponse } from '@chitra/contract/admin-ratings';
import { api } from '../../../lib/api';

const TAGS = ['AdminRating', 'AdminAudit'] as const;

/**
 * Reviews in the admin area (contract/src/admin-ratings.ts): the list, and
 * hiding or showing one, which invalidates the list, the audit log and the
 * storefront's reviews and averages.
 */
const ratingsApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminRatings: build.query<AdminRatingsResponse, AdminRatingsQuery>({
      query: (params) => ({ url: 'admin/ratings', params }),
      providesTags: ['AdminRating'],
    }),
    setRatingVisibility: build.mutation<RatingVisibilityResponse, { id: string; body: RatingVisibilityBody }>({
      query: ({ id, body }) => ({ url: `admin/ratings/${encodeURIComponent(id)}/visibility`, method: 'POST', body }),
      // The storefront's reviews and the product's average change with it.
      invalidatesTags: (result) => (result ? ['AdminRating', 'AdminAudit', 'Rating', 'Product'] : []),
    }),
  }),
});

export const { useGetAdminRatingsQuery, useSetRatingVisibilityMutation } = ratingsApi;
