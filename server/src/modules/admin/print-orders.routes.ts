import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminIdParams } from '@chitra/contract/admin';
import {
  AdminPrintOrderResponse,
  AdminPrintOrdersQuery,
  AdminPrintOrdersResponse,
  PrintOrderStatusBody,
  PrintOrderStatusResponse,
} from '@chitra/contract/admin-print-orders';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminPrintOrdersService } from './print-orders.service';

/** admin/print-orders: the legacy flow's orders, their status and the refund of a cancelled one. */
export const adminPrintOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminPrintOrdersService({ db: app.database.db, jobs: app.jobs, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/print-orders',
    {
      schema: {
        ...schema,
        summary: 'Print orders of every customer, newest first, optionally of one status',
        querystring: AdminPrintOrdersQuery,
        response: { 200: AdminPrintOrdersResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ status, page, limit })), page, limit };
    },
  );

  app.get(
    '/print-orders/:id',
    {
      schema: {
        ...schema,
        summary: 'One print order: lines, address, customer, payment, refund and the statuses it may move to',
        params: AdminIdParams,
        response: { 200: AdminPrintOrderResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  app.post(
    '/print-orders/:id/status',
    {
      schema: {
        ...schema,
        summary:
          'Move a print order on: Ordered → Processing → Shipped (trackingNumber) → Delivered, or Cancelled (reason) before it ships, refunding a paid order; 409 for any other move',
        params: AdminIdParams,
        body: PrintOrderStatusBody,
        response: { 200: PrintOrderStatusResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const data = await service.changeStatus(actorOf(request), request.params.id, request.body);
      return { success: true as const, message: ADMIN_MESSAGES.statusChanged(data.status).message, data };
    },
  );
};
