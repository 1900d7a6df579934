import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  ADMIN_ORDER_MESSAGES,
  AdminOrderRefundBody,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminOrderWrittenResponse,
} from '@chitra/contract/admin-orders';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminOrdersService } from './orders.service';

/** admin/orders: digital orders, their downloads, the receipt again, and the refund that ends the downloads (decision 026). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminOrdersService({ db: app.database.db, jobs: app.jobs, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/orders',
    {
      schema: {
        ...schema,
        summary: 'Digital orders of every customer, newest first: search by order number or customer, and by days (from/to, India)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { search, from, to, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ search: search || undefined, from, to, page, limit })), page, limit };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...schema,
        summary: 'One digital order: payment, amounts, coupon, items, customer, every download, refunds',
        params: AdminIdParams,
        response: { 200: AdminOrderResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  app.post(
    '/orders/:id/resend-receipt',
    {
      schema: {
        ...schema,
        summary: "Mail the order's receipt to its customer again (409 once refunded)",
        params: AdminIdParams,
        response: { 200: AdminOrderWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { data, email } = await service.resendReceipt(actorOf(request), request.params.id);
      return { success: true as const, message: ADMIN_ORDER_MESSAGES.receiptQueued(email), data };
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        ...schema,
        summary:
          'Refund the order in full through the gateway (what is left of its payment), ending its downloads at once; when that refund failed at the gateway, ask again; 409 when refunded already',
        params: AdminIdParams,
        body: AdminOrderRefundBody,
        response: { 200: AdminOrderWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { data, retried } = await service.refund(actorOf(request), request.params.id, request.body.reason);
      return {
        success: true as const,
        message: retried ? ADMIN_ORDER_MESSAGES.refundRetried(data.orderID) : ADMIN_ORDER_MESSAGES.refunded(data.orderID),
        data,
      };
    },
  );
};
