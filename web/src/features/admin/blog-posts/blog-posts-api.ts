import type {
  AdminBlogPost,
  AdminBlogPostResponse,
  AdminBlogPostsQuery,
  AdminBlogPostsResponse,
  AdminBlogPostWrittenResponse,
  CreateBlogPostBody,
  UpdateBlogPostBody,
} from '@chitra/contract/admin-pages';
import { api } from '../../../lib/api';

const TAGS = ['AdminBlogPost', 'AdminAudit'] as const;

/**
 * The blog's posts in the admin area (contract/src/admin-pages.ts). Each
 * write invalidates the posts, the storefront's blog and the audit log (a
 * row per write).
 */
const blogPostsApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useGetAdminBlogPostsQuery, useGetAdminBlogPostQuery, useCreateBlogPostMutation, useUpdateBlogPostMutation } = blogPostsApi;
