import type { AdminDashboard, AdminDashboardResponse } from '@chitra/contract/admin-dashboard';
import { api } from '../../../lib/api';

/**
 * GET admin/dashboard (contract/src/admin-dashboard.ts). Asked afresh each
 * time the dashboard opens: the figures move with every sale, and no write
 * of the area invalidates them.
 */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => 'admin/dashboard',
      transformResponse: (response: AdminDashboardResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminDashboardQuery } = dashboardApi;
