import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminIdParams } from '@chitra/contract/admin';
import { AdminCustomerResponse, AdminCustomersQuery, AdminCustomersResponse, AdminCustomerWrittenResponse } from '@chitra/contract/admin-customers';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminCustomersService } from './customers.service';

/** admin/customers: find customers, see their orders, disable or enable an account. */
export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCustomersService({ db: app.database.db, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/customers',
    {
      schema: {
        ...schema,
        summary: 'Accounts, newest first; search matches part of the name, e-mail address or mobile number',
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomersResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ search, page, limit })), page, limit };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        ...schema,
        summary: 'One account with a summary of its orders and how many sessions are signed in',
        params: AdminIdParams,
        response: { 200: AdminCustomerResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  app.post(
    '/customers/:id/disable',
    {
      schema: {
        ...schema,
        summary: 'Disable an account: its sessions end at once and its logins are refused (not your own)',
        params: AdminIdParams,
        response: { 200: AdminCustomerWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.customerDisabled,
      data: await service.disable(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/customers/:id/enable',
    {
      schema: {
        ...schema,
        summary: 'Enable a disabled account again (the customer logs in afresh)',
        params: AdminIdParams,
        response: { 200: AdminCustomerWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.customerEnabled,
      data: await service.enable(actorOf(request), request.params.id),
    }),
  );
};
