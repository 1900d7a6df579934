import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMeResponse } from '@chitra/contract/admin';
import { notFound } from '../../errors';
import { AccountsRepository } from '../accounts/accounts.repository';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS } from './admin-context';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** admin/me: who the signed-in administrator is; the screens ask it before they open. */
export const adminMeRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountsRepository(app.database.db);

  app.get(
    '/me',
    {
      schema: {
        tags: ADMIN_TAGS,
        security: ADMIN_SECURITY,
        summary: 'The signed-in administrator (403 for a customer)',
        response: { 200: AdminMeResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const account = await accounts.findById(request.customer.id);
      if (!account) throw notFound(API_MESSAGES.accountNotFound);
      return {
        success: true as const,
        admin: { _id: account.id, email: account.email, firstname: account.firstname, lastname: account.lastname },
      };
    },
  );
};
