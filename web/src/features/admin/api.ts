import type { AdminMe, AdminMeResponse } from '@chitra/contract/admin';
import { api } from '../../lib/api';
import { httpStatus } from '../../lib/api-error';

/** How long the answer to "is this session an admin's?" is kept once nothing shows it: the user menu asks on each opening. */
const ADMIN_ME_KEPT_S = 600;

/**
 * GET admin/me (contract/src/admin.ts), which the area's guard and the user
 * menu ask. Each part of the area injects its own endpoints beside its pages
 * (print-orders/print-orders-api.ts, coupons/coupons-api.ts, …), as the
 * server's admin module has a file of routes for each; every list there is
 * `{ data, total, page, limit }`, and every write answers with the record as
 * it is after and a message the screens toast, and invalidates what it
 * changed and the audit log (each write adds a row there).
 */
const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminMe'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in administrator, or null when the session is a
     * customer's (the API's 403, kept as an answer rather than an error, so
     * a customer opening the user menu again is not asked again). Keyed by
     * the session's token (never sent from here: the base query sends the
     * stored one), so another session on this page is asked afresh instead
     * of inheriting the last one's answer.
     */
    getAdminMe: build.query<AdminMe | null, string>({
      queryFn: async (_token, _api, _extra, baseQuery) => {
        const result = await baseQuery('admin/me');
        if (result.error) return httpStatus(result.error) === 403 ? { data: null } : { error: result.error };
        return { data: (result.data as AdminMeResponse).admin };
      },
      providesTags: ['AdminMe'],
      keepUnusedDataFor: ADMIN_ME_KEPT_S,
    }),
  }),
});

export const { useGetAdminMeQuery } = adminApi;
