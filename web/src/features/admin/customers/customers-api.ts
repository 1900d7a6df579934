import type { AdminCustomerResponse, AdminCustomersQuery, AdminCustomersResponse, AdminCustomerWrittenResponse } from '@chitra/contract/admin-customers';
import { api } from '../../../lib/api';

const TAGS = ['AdminCustomer', 'AdminAudit'] as const;

/**
 * Customers in the admin area (contract/src/admin-customers.ts): the list,
 * one customer, disabling and enabling an account. A write invalidates the
 * customers and the audit log.
 */
const customersApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useGetAdminCustomersQuery, useGetAdminCustomerQuery, useSetCustomerDisabledMutation } = customersApi;
