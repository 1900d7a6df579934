import type { LicenceVerification, LicenceVerificationResponse } from '@chitra/contract/licences';
import { api } from '../../lib/api';

/**
 * GET licence/{licenceId}: a licence's public verification (issue 27). The
 * server draws the page with this answer; a visit to the API is counted
 * against the address's limit, so it is kept for the visit and not refetched.
 */
const licenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyLicence: build.query<LicenceVerification, string>({
      query: (licenceId) => `licence/${encodeURIComponent(licenceId)}`,
      transformResponse: (response: LicenceVerificationResponse) => response.data,
    }),
  }),
});

export const { useVerifyLicenceQuery } = licenceApi;
