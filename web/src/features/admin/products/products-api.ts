import type {
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminProductWrittenResponse,
  AdminUpload,
  AdminUploadAcceptedResponse,
  AdminUploadResponse,
  CreateProductBody,
  UpdateProductBody,
  UploadProfile,
} from '@chitra/contract/admin-catalogue';
import type { AdminCategoriesResponse } from '@chitra/contract/admin-pages';
import { MAX_PAGE_LIMIT } from '@chitra/contract/constants';
import { API_BASE_URL, api } from '../../../lib/api';
import { readBearerToken } from '../../../lib/storage';

const TAGS = ['AdminProduct', 'AdminUpload', 'AdminAudit', 'AdminCategory'] as const;
/** What a change to a photograph shows elsewhere: the admin's lists, the audit log, the storefront's pages. */
const CHANGED = ['AdminProduct', 'AdminAudit', 'Product'] as const;

/**
 * Photographs and packs in the admin area (contract/src/admin-catalogue.ts).
 * Writes answer with the photograph as it is after; a 409 (a picture still
 * processing, the last picture of a published photograph) still refreshes
 * it, as it may have moved meanwhile.
 */
const productsApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductsResponse, AdminProductsQuery>({
      query: (params) => ({ url: 'admin/products', params }),
      providesTags: ['AdminProduct'],
    }),
    getAdminProduct: build.query<AdminProductResponse['data'], string>({
      query: (id) => `admin/products/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminProductResponse) => response.data,
      providesTags: ['AdminProduct'],
    }),
    createProduct: build.mutation<AdminProductWrittenResponse, CreateProductBody>({
      query: (body) => ({ url: 'admin/products', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    updateProduct: build.mutation<AdminProductWrittenResponse, { id: string; body: UpdateProductBody }>({
      query: ({ id, body }) => ({ url: `admin/products/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? [...CHANGED] : []),
    }),
    attachPicture: build.mutation<AdminProductWrittenResponse, { id: string; uploadId: string }>({
      query: ({ id, uploadId }) => ({ url: `admin/products/${encodeURIComponent(id)}/pictures`, method: 'POST', body: { uploadId } }),
      invalidatesTags: () => [...CHANGED],
    }),
    reorderPictures: build.mutation<AdminProductWrittenResponse, { id: string; imageIds: string[] }>({
      query: ({ id, imageIds }) => ({ url: `admin/products/${encodeURIComponent(id)}/pictures/order`, method: 'PUT', body: { imageIds } }),
      invalidatesTags: () => [...CHANGED],
    }),
    removePicture: build.mutation<AdminProductWrittenResponse, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({ url: `admin/products/${encodeURIComponent(id)}/pictures/${encodeURIComponent(imageId)}`, method: 'DELETE' }),
      invalidatesTags: () => [...CHANGED],
    }),
    /**
     * Every category, hidden ones too, for the form's choices and the list's
     * filter (GET admin/categories, the first MAX_PAGE_LIMIT: a shop with
     * more would need them paged here).
     */
    getCategoryOptions: build.query<{ _id: string; name: string; hidden: boolean }[], void>({
      query: () => ({ url: 'admin/categories', params: { limit: MAX_PAGE_LIMIT } }),
      transformResponse: (response: AdminCategoriesResponse) => response.data.map((c) => ({ _id: c._id, name: c.name, hidden: c.hidden })),
      providesTags: ['AdminCategory'],
    }),
    /** An upload's state, polled by the upload list until it is done or failed. */
    getAdminUpload: build.query<AdminUpload, string>({
      query: (id) => `admin/uploads/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminUploadResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useAttachPictureMutation,
  useReorderPicturesMutation,
  useRemovePictureMutation,
  useGetAdminUploadQuery,
  useGetCategoryOptionsQuery,
} = productsApi;

/** A failed send, shaped as RTK Query hands a failed call over, so `lib/api-error` reads it like any other. */
type UploadError = { status: number | 'FETCH_ERROR'; data?: unknown; error?: string };

export type UploadHandle = { promise: Promise<AdminUploadAcceptedResponse>; abort: () => void };

/**
 * Sends one picture to POST admin/uploads. XMLHttpRequest rather than fetch:
 * only it reports the upload's bytes as they go (`onProgress`, 0–1). The same
 * API base and bearer token as every other call; a failure rejects with an
 * `UploadError` for `readApiFailure`.
 */
export function sendUpload(file: Blob, fileName: string, profile: UploadProfile, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<AdminUploadAcceptedResponse>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}/admin/uploads?profile=${profile}`);
    const token = readBearerToken();
    if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 202) resolve(body as AdminUploadAcceptedResponse);
      else reject({ status: xhr.status, data: body } satisfies UploadError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', error: 'Failed to fetch' } satisfies UploadError);
    xhr.onabort = () => reject({ status: 'FETCH_ERROR', error: 'The upload was cancelled.' } satisfies UploadError);
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
