import type { LicenceTier, LicencesResponse, ProductLicencePrice } from '@chitra/contract/licences';
import type { ProductDetail } from '@chitra/contract/catalogue';
import { api } from './api';

/**
 * The shop's licence tiers (issue 27, decision 053), read by the compare
 * page and by the product page's 'Full terms': GET licences, the active
 * tiers, first (the photograph's own price) first. Public and the same for
 * everyone: cached like the catalogue.
 */
const licencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLicences: build.query<LicenceTier[], void>({
      query: () => 'licences',
      transformResponse: (response: LicencesResponse) => response.data,
    }),
  }),
});

export const { useGetLicencesQuery } = licencesApi;

/**
 * The product's price under each tier (`product.licences`, issue 27). Read
 * through this, so a product answer without it (an older server) offers no
 * choice and the page is what it was.
 */
export const productLicences = (product: ProductDetail): ProductLicencePrice[] => product.licences ?? [];
