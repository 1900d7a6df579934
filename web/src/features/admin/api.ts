import type { AdminMe, AdminMeResponse, AdminPageQuery } from '@chitra/contract/admin';
import type { AuditQuery, AuditResponse } from '@chitra/contract/admin-audit';
import type {
  AdminPrintOrderResponse,
  AdminPrintOrdersQuery,
  AdminPrintOrdersResponse,
  PrintOrderStatusBody,
  PrintOrderStatusResponse,
} from '@chitra/contract/admin-print-orders';
import type { AdminEnquiriesQuery, AdminEnquiriesResponse, AdminEnquiryResponse, EnquiryReplyBody } from '@chitra/contract/admin-enquiries';
import type { AdminRatingsQuery, AdminRatingsResponse, RatingVisibilityBody, RatingVisibilityResponse } from '@chitra/contract/admin-ratings';
import type { AdminCustomerResponse, AdminCustomersQuery, AdminCustomersResponse, AdminCustomerWrittenResponse } from '@chitra/contract/admin-customers';
import type {
  AdminCouponsQuery,
  AdminCouponsResponse,
  AdminCouponUsesResponse,
  AdminCouponWrittenResponse,
  CreateCouponBody,
  UpdateCouponBody,
} from '@chitra/contract/admin-coupons';
import { api } from '../../lib/api';
import { httpStatus } from '../../lib/api-error';

const ADMIN_TAGS = ['AdminMe', 'AdminPrintOrder', 'AdminEnquiry', 'AdminRating', 'AdminCustomer', 'AdminCoupon', 'AdminAudit'] as const;

/** How long the answer to "is this session an admin's?" is kept once nothing shows it: the user menu asks on each opening. */
const ADMIN_ME_KEPT_S = 600;

/**
 * The admin area's endpoints (contract/src/admin.ts). Every list is
 * `{ data, total, page, limit }`; every write answers with the record as it
 * is after and a message the screens toast, and invalidates what it changed
 * and the audit log (each write adds a row there).
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS }).injectEndpoints({
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

    getAdminPrintOrders: build.query<AdminPrintOrdersResponse, AdminPrintOrdersQuery>({
      query: (params) => ({ url: 'admin/print-orders', params }),
      providesTags: ['AdminPrintOrder'],
    }),
    getAdminPrintOrder: build.query<AdminPrintOrderResponse['data'], string>({
      query: (id) => `admin/print-orders/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminPrintOrderResponse) => response.data,
      providesTags: ['AdminPrintOrder'],
    }),
    setPrintOrderStatus: build.mutation<PrintOrderStatusResponse, { id: string; body: PrintOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `admin/print-orders/${encodeURIComponent(id)}/status`, method: 'POST', body }),
      // The customer's page shows their recent orders' statuses too. A 409 means the order moved
      // meanwhile (another tab, another admin): show it as it is now.
      invalidatesTags: (result, error) => (result || httpStatus(error) === 409 ? ['AdminPrintOrder', 'AdminCustomer', 'AdminAudit'] : []),
    }),

    getAdminEnquiries: build.query<AdminEnquiriesResponse, AdminEnquiriesQuery>({
      query: (params) => ({ url: 'admin/enquiries', params }),
      providesTags: ['AdminEnquiry'],
    }),
    replyToEnquiry: build.mutation<AdminEnquiryResponse, { id: string; body: EnquiryReplyBody }>({
      query: ({ id, body }) => ({ url: `admin/enquiries/${encodeURIComponent(id)}/reply`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminEnquiry', 'AdminAudit'] : []),
    }),
    markEnquiryAnswered: build.mutation<AdminEnquiryResponse, string>({
      // No body and so no JSON content type: the API refuses an empty JSON body.
      query: (id) => ({ url: `admin/enquiries/${encodeURIComponent(id)}/answered`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['AdminEnquiry', 'AdminAudit'] : []),
    }),

    getAdminRatings: build.query<AdminRatingsResponse, AdminRatingsQuery>({
      query: (params) => ({ url: 'admin/ratings', params }),
      providesTags: ['AdminRating'],
    }),
    setRatingVisibility: build.mutation<RatingVisibilityResponse, { id: string; body: RatingVisibilityBody }>({
      query: ({ id, body }) => ({ url: `admin/ratings/${encodeURIComponent(id)}/visibility`, method: 'POST', body }),
      // The storefront's reviews and the product's average change with it.
      invalidatesTags: (result) => (result ? ['AdminRating', 'AdminAudit', 'Rating', 'Product'] : []),
    }),

    getAdminCustomers: build.query<AdminCustomersResponse, AdminCustomersQuery>({
      query: (params) => ({ url: 'admin/customers', params }),
      providesTags: ['AdminCustomer'],
    }),
    getAdminCustomer: build.query<AdminCustomerResponse['data'], string>({
      query: (id) => `admin/customers/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminCustomerResponse) => response.data,
      providesTags: ['AdminCustomer'],
    }),
    setCustomerDisabled: build.mutation<AdminCustomerWrittenResponse, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `admin/customers/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['AdminCustomer', 'AdminAudit'] : []),
    }),

    getAdminCoupons: build.query<AdminCouponsResponse, AdminCouponsQuery>({
      query: (params) => ({ url: 'admin/coupons', params }),
      providesTags: ['AdminCoupon'],
    }),
    createCoupon: build.mutation<AdminCouponWrittenResponse, CreateCouponBody>({
      query: (body) => ({ url: 'admin/coupons', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminCoupon', 'AdminAudit'] : []),
    }),
    updateCoupon: build.mutation<AdminCouponWrittenResponse, { id: string; body: UpdateCouponBody }>({
      query: ({ id, body }) => ({ url: `admin/coupons/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['AdminCoupon', 'AdminAudit'] : []),
    }),
    setCouponDisabled: build.mutation<AdminCouponWrittenResponse, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `admin/coupons/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['AdminCoupon', 'AdminAudit'] : []),
    }),
    getCouponUses: build.query<AdminCouponUsesResponse, { id: string } & AdminPageQuery>({
      query: ({ id, ...params }) => ({ url: `admin/coupons/${encodeURIComponent(id)}/uses`, params }),
      providesTags: ['AdminCoupon'],
    }),

    getAuditLog: build.query<AuditResponse, AuditQuery>({
      query: (params) => ({ url: 'admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useGetAdminMeQuery,
  useGetAdminPrintOrdersQuery,
  useGetAdminPrintOrderQuery,
  useSetPrintOrderStatusMutation,
  useGetAdminEnquiriesQuery,
  useReplyToEnquiryMutation,
  useMarkEnquiryAnsweredMutation,
  useGetAdminRatingsQuery,
  useSetRatingVisibilityMutation,
  useGetAdminCustomersQuery,
  useGetAdminCustomerQuery,
  useSetCustomerDisabledMutation,
  useGetAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useSetCouponDisabledMutation,
  useGetCouponUsesQuery,
  useGetAuditLogQuery,
} = adminApi;
