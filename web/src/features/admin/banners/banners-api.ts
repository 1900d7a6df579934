import type { AdminBannersResponse, AdminBannerWrittenResponse, CreateBannerBody, UpdateBannerBody } from '@chitra/contract/admin-pages';
import { api } from '../../../lib/api';

const TAGS = ['AdminBanner', 'AdminAudit'] as const;

/**
 * The home page's banners in the admin area (contract/src/admin-pages.ts).
 * Each write invalidates the banners and the audit log (a row per write).
 */
const bannersApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminBanners: build.query<AdminBannersResponse, void>({
      query: () => 'admin/banners',
      providesTags: ['AdminBanner'],
    }),
    createBanner: build.mutation<AdminBannerWrittenResponse, CreateBannerBody>({
      query: (body) => ({ url: 'admin/banners', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminBanner', 'AdminAudit'] : []),
    }),
    updateBanner: build.mutation<AdminBannerWrittenResponse, { id: string; body: UpdateBannerBody }>({
      query: ({ id, body }) => ({ url: `admin/banners/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      // Read again even after a failure: a move renumbers every banner, and another tab may have moved one.
      invalidatesTags: ['AdminBanner', 'AdminAudit'],
    }),
  }),
});

export const { useGetAdminBannersQuery, useCreateBannerMutation, useUpdateBannerMutation } = bannersApi;
