import type {
  AdminLicenceTier,
  AdminLicenceTierBody,
  AdminLicenceTierResponse,
  AdminLicenceTiersResponse,
  AdminProductLicencePrices,
  AdminProductLicencePricesBody,
} from '@chitra/contract/licences';
import { api } from '../../../lib/api';

const TAGS = ['AdminLicence', 'AdminProductLicence', 'AdminProduct', 'AdminAudit'] as const;
/**
 * What a tier's change shows elsewhere: the tiers, every product's prices
 * under them, the audit log, and the storefront's pages (a product's
 * licences and the compare page read the tiers).
 */
const TIER_CHANGED = ['AdminLicence', 'AdminProductLicence', 'AdminAudit', 'Product'] as const;

/** A product's prices under each tier (rupees): the rule's, and its own when it has one. */
export type ProductLicencePriceRow = AdminProductLicencePrices['data'][number];

/** PUT admin/products/{id}/licence-prices answers with the prices as they are after, and (as every admin write does) a message. */
type LicencePricesWritten = AdminProductLicencePrices & { message?: string };

/**
 * Licence tiers in the admin area (contract/src/licences.ts, decision 053):
 * the list (not paged: a shop has a handful), a new tier, a tier changed;
 * and one product's own prices under them. Writes invalidate what they
 * change and the audit log.
 */
const licencesApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminLicences: build.query<AdminLicenceTier[], void>({
      query: () => 'admin/licences',
      transformResponse: (response: AdminLicenceTiersResponse) => response.data,
      providesTags: ['AdminLicence'],
    }),
    createLicence: build.mutation<AdminLicenceTierResponse, AdminLicenceTierBody>({
      query: (body) => ({ url: 'admin/licences', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...TIER_CHANGED] : []),
    }),
    updateLicence: build.mutation<AdminLicenceTierResponse, { id: string; body: AdminLicenceTierBody }>({
      query: ({ id, body }) => ({ url: `admin/licences/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? [...TIER_CHANGED] : []),
    }),
    getProductLicencePrices: build.query<ProductLicencePriceRow[], string>({
      query: (productId) => `admin/products/${encodeURIComponent(productId)}/licence-prices`,
      transformResponse: (response: AdminProductLicencePrices) => response.data,
      // A new price of the photograph moves its rule prices.
      providesTags: ['AdminProductLicence', 'AdminProduct'],
    }),
    setProductLicencePrices: build.mutation<LicencePricesWritten, { id: string; body: AdminProductLicencePricesBody }>({
      query: ({ id, body }) => ({ url: `admin/products/${encodeURIComponent(id)}/licence-prices`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['AdminProductLicence', 'AdminAudit', 'Product'] : []),
    }),
  }),
});

export const {
  useGetAdminLicencesQuery,
  useCreateLicenceMutation,
  useUpdateLicenceMutation,
  useGetProductLicencePricesQuery,
  useSetProductLicencePricesMutation,
} = licencesApi;
