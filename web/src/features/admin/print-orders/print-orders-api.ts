import type {
  AdminPrintOrderResponse,
  AdminPrintOrdersQuery,
  AdminPrintOrdersResponse,
  PrintOrderStatusBody,
  PrintOrderStatusResponse,
} from '@chitra/contract/admin-print-orders';
import { api } from '../../../lib/api';
import { httpStatus } from '../../../lib/api-error';

const TAGS = ['AdminPrintOrder', 'AdminCustomer', 'AdminAudit'] as const;

/**
 * Print orders in the admin area (contract/src/admin-print-orders.ts): the
 * list, one order, its next status. A move invalidates the order, its
 * customer's page (their recent orders) and the audit log (a row per write).
 */
const printOrdersApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useGetAdminPrintOrdersQuery, useGetAdminPrintOrderQuery, useSetPrintOrderStatusMutation } = printOrdersApi;
