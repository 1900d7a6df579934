import type { AdminPageQuery } from '@chitra/contract/admin';
import type {
  AdminCouponsQuery,
  AdminCouponsResponse,
  AdminCouponUsesResponse,
  AdminCouponWrittenResponse,
  CreateCouponBody,
  UpdateCouponBody,
} from '@chitra/contract/admin-coupons';
import { api } from '../../../lib/api';

const TAGS = ['AdminCoupon', 'AdminAudit'] as const;

/**
 * Coupons in the admin area (contract/src/admin-coupons.ts): the list, a new
 * one, its rules changed, withdrawn or offered again, and its uses. A write
 * invalidates the coupons and the audit log.
 */
const couponsApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useGetAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useSetCouponDisabledMutation, useGetCouponUsesQuery } = couponsApi;
