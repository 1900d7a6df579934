import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardResponse } from '@chitra/contract/admin-dashboard';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS } from './admin-context';
import { createAdminDashboardService } from './dashboard.service';

/** admin/dashboard: the sales figures and what waits for the shop. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminDashboardService({ db: app.database.db, now: app.now });

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ADMIN_TAGS,
        security: ADMIN_SECURITY,
        summary: 'Revenue (net of refunds) and orders today, 7 and 30 days in India, a daily series, top products, pending print orders and open enquiries',
        response: { 200: AdminDashboardResponse, ...ADMIN_ERRORS },
      },
    },
    async () => ({ success: true as const, data: await service.figures() }),
  );
};
