import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse } from '@chitra/contract/accounts';
import { EnquiryBody } from '@chitra/contract/enquiries';
import { ErrorResponse } from '@chitra/contract/errors';
import { MESSAGES } from '@chitra/contract/messages';
import { withTransaction } from '../../db/transaction';
import { requestLocale } from '../../http/request-locale';
import { mailShopJob } from './enquiries.jobs';
import { EnquiriesRepository } from './enquiries.repository';

/** Per client IP, in the shared limit counters: enough for a real customer, too few for a spam run. */
export const ENQUIRY_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/**
 * POST enquiry: the enquiry and the job that mails it to the shop's support
 * address are stored together, so nothing is lost while the mail server is
 * down; the job queue retries until it answers, and mails each enquiry once.
 */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.limits.define('enquiry-ip', ENQUIRY_LIMIT);
  const db = app.database.db;

  app.post(
    '/enquiry',
    {
      preHandler: async (request) => void (await perIp.take(request.ip)),
      schema: {
        tags: ['enquiries'],
        summary: 'Send the shop a contact enquiry',
        description:
          "The header `x-chitra-locale` (`en`, `hi` or `mr`; anything else is `en`) is kept with the enquiry: the shop's reply is mailed in that language.",
        body: EnquiryBody,
        response: { 201: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await withTransaction(db, async (tx) => {
        const id = await new EnquiriesRepository(tx).add({ ...request.body, createdAt: app.now(), locale: requestLocale(request) });
        await app.jobs.enqueue(tx, mailShopJob, { enquiryId: id }, { dedupeKey: `enquiry:${id}` });
      });
      app.jobs.poke();
      return reply.code(201).send({ success: true as const, message: MESSAGES.contactSubmitted });
    },
  );
};
