import type {
  AdminOrder,
  AdminOrderRefundBody,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminOrderWrittenResponse,
} from '@chitra/contract/admin-orders';
import { api } from '../../../lib/api';
import { httpStatus } from '../../../lib/api-error';

const ORDER_TAGS = ['AdminOrder', 'AdminAudit', 'AdminCustomer'] as const;

/**
 * Digital orders in the admin area (contract/src/admin-orders.ts): the
 * list, one order, the receipt again, the refund. A write invalidates the
 * order, its customer's page (their orders) and the audit log; a refund that
 * answers 409 (refunded meanwhile, in another tab) reloads the order too.
 */
const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ORDER_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrdersResponse, AdminOrdersQuery>({
      query: (params) => ({ url: 'admin/orders', params }),
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `admin/orders/${encodeURIComponent(id)}`,
      transformResponse: (response: AdminOrderResponse) => response.data,
      providesTags: ['AdminOrder'],
    }),
    resendReceipt: build.mutation<AdminOrderWrittenResponse, string>({
      // No body and so no JSON content type: the API refuses an empty JSON body.
      query: (id) => ({ url: `admin/orders/${encodeURIComponent(id)}/resend-receipt`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['AdminOrder', 'AdminAudit'] : []),
    }),
    refundOrder: build.mutation<AdminOrderWrittenResponse, { id: string; body: AdminOrderRefundBody }>({
      query: ({ id, body }) => ({ url: `admin/orders/${encodeURIComponent(id)}/refund`, method: 'POST', body }),
      invalidatesTags: (result, error) => (result || httpStatus(error) === 409 ? ['AdminOrder', 'AdminCustomer', 'AdminAudit'] : []),
    }),
  }),
});

export const { useGetAdminOrdersQuery, useGetAdminOrderQuery, useResendReceiptMutation, useRefundOrderMutation } = adminOrdersApi;
