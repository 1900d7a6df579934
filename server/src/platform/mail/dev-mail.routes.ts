import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevMailQuery, DevMailResponse } from '@chitra/contract/accounts';
import type { OutboxRepository } from './outbox.repository';

const LIST_LIMIT = 100;

/**
 * The demo outbox, read by people trying the shop and by end-to-end tests
 * (it holds OTP codes and reset links), one address at a time: `to` is
 * required. app.ts registers it only while the outbox adapter is in use and
 * never in production; server.ts warns when it is on a network.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the demo outbox, newest first',
        querystring: DevMailQuery,
        response: { 200: DevMailResponse },
      },
    },
    async (request, reply) => {
      const mails = await outbox.list({ to: request.query.to, limit: LIST_LIMIT });
      reply.header('cache-control', 'no-store');
      return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
    },
  );
};
