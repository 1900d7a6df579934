import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponse } from '@chitra/contract/accounts';
import { EnquiryBody } from '@chitra/contract/enquiries';
import { ErrorResponse } from '@chitra/contract/errors';
import { MESSAGES } from '@chitra/contract/messages';
import { withTransaction } from '../../db/transaction';
import { EnquiriesRepository } from './enquiries.repository';
import { enquiryMail } from './enquiries.mails';

/** Per client IP, in the shared limit counters: enough for a real customer, too few for a spam run. */
export const ENQUIRY_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
export const ENQUIRY_MAIL_JOB = 'mail.enquiry';
/** A mail server may be down for a day or two: keep trying (backoff up to an hour) before giving up. */
const ENQUIRY_MAIL_ATTEMPTS = 60;

/**
 * POST enquiry: the enquiry and the job that mails it to the shop's support
 * address are stored together, so nothing is lost while the mail server is
 * down; the job queue retries until it answers, and mails each enquiry once.
 */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.limits.define('enquiry-ip', ENQUIRY_LIMIT);
  const db = app.database.db;

  app.jobs.handle(ENQUIRY_MAIL_JOB, async (payload) => {
    const { enquiryId } = z.object({ enquiryId: z.uuid() }).parse(payload);
    const repository = new EnquiriesRepository(db);
    const enquiry = await repository.find(enquiryId);
    if (!enquiry || enquiry.mailedAt) return;
    await app.mailer.send(enquiryMail(enquiry, app.config.shop));
    await repository.markMailed(enquiry.id, app.now());
  });

  app.post(
    '/enquiry',
    {
      preHandler: async (request) => void (await perIp.take(request.ip)),
      schema: {
        tags: ['enquiries'],
        summary: 'Send the shop a contact enquiry',
        body: EnquiryBody,
        response: { 201: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await withTransaction(db, async (tx) => {
        const id = await new EnquiriesRepository(tx).add({ ...request.body, createdAt: app.now() });
        await app.jobs.enqueue(tx, {
          kind: ENQUIRY_MAIL_JOB,
          payload: { enquiryId: id },
          dedupeKey: `enquiry:${id}`,
          maxAttempts: ENQUIRY_MAIL_ATTEMPTS,
        });
      });
      app.jobs.poke();
      return reply.code(201).send({ success: true as const, message: MESSAGES.contactSubmitted });
    },
  );
};
