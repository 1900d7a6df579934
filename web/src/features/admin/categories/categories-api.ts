import type {
  AdminCategoriesQuery,
  AdminCategoriesResponse,
  AdminCategoryWrittenResponse,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@chitra/contract/admin-pages';
import { api } from '../../../lib/api';

const TAGS = ['AdminCategory', 'AdminAudit'] as const;

/**
 * The shop's categories in the admin area (contract/src/admin-pages.ts). Each
 * write invalidates the list, the storefront's categories and the audit log
 * (a row per write).
 */
const categoriesApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
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
  }),
});

export const { useGetAdminCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } = categoriesApi;
