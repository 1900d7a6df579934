import type {
  AdminBannersResponse,
  AdminBannerWrittenResponse,
  AdminBlogPost,
  AdminBlogPostResponse,
  AdminBlogPostsQuery,
  AdminBlogPostsResponse,
  AdminBlogPostWrittenResponse,
  AdminCategoriesQuery,
  AdminCategoriesResponse,
  AdminCategoryWrittenResponse,
  CreateBannerBody,
  CreateBlogPostBody,
  CreateCategoryBody,
  UpdateBannerBody,
  UpdateBlogPostBody,
  UpdateCategoryBody,
} from '@chitra/contract/admin-pages';
import { api } from '../../lib/api';

/**
 * The shop's own pages in the admin area (contract/src/admin-pages.ts):
 * categories, blog posts and banners. Each write invalidates its list, the
 * storefront's answers it changes, and the audit log (a row per write).
 */
export const pagesApi = api.enhanceEndpoints({ addTagTypes: ['AdminCategory', 'AdminBlogPost', 'AdminBanner', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategoriesResponse, AdminCategoriesQuery>({
      query: (params) => ({ url: 'admin/categories', params }),
      providesTags: ['AdminCategory'],
    }),
    createCategory: build.mutation<AdminCategoryWrittenResponse, CreateCategoryBody>({
      query: (body) => ({ url: 'admin/categories', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminCategory', 'AdminAudit', 'Category'] : []),
    }),
    updateCategory: build.mutation<AdminCategoryWrittenResponse, { id: string; body: UpdateCategoryBody }>({
      query: ({ id, body }) => ({ url: `admin/categories/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['AdminCategory', 'AdminAudit', 'Category'] : []),
    }),
    deleteCategory: build.mutation<AdminCategoryWrittenResponse, string>({
      query: (id) => ({ url: `admin/categories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['AdminCategory', 'AdminAudit', 'Category'] : []),
    }),

    getAdminBlogPosts: build.query<AdminBlogPostsResponse, AdminBlogPostsQuery>({
      query: (params) => ({ url: 'admin/blog-posts', params }),
      providesTags: ['AdminBlogPost'],
    }),
    getAdminBlogPost: build.query<AdminBlogPost, string>({
      query: (id) => `admin/blog-posts/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminBlogPostResponse) => response.data,
      providesTags: ['AdminBlogPost'],
    }),
    createBlogPost: build.mutation<AdminBlogPostWrittenResponse, CreateBlogPostBody>({
      query: (body) => ({ url: 'admin/blog-posts', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminBlogPost', 'AdminAudit', 'Blog'] : []),
    }),
    updateBlogPost: build.mutation<AdminBlogPostWrittenResponse, { id: string; body: UpdateBlogPostBody }>({
      query: ({ id, body }) => ({ url: `admin/blog-posts/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['AdminBlogPost', 'AdminAudit', 'Blog'] : []),
    }),

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

export const {
  useGetAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminBlogPostsQuery,
  useGetAdminBlogPostQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useGetAdminBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
} = pagesApi;
