import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse } from '@chitra/contract/accounts';
import { EnquiryBody } from '@chitra/contract/enquiries';
import { ErrorResponse } from '@chitra/contract/errors';
import { MESSAGES } from '@chitra/contract/messages';
import { withoutParams } from '../../db/redact-errors';
import { EnquiriesRepository } from './enquiries.repository';
import { enquiryMail } from './enquiries.mails';

/** Per client IP: enough for a real customer, too few for a spam run. */
export const ENQUIRY_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/**
 * POST enquiry: stored first (nothing is lost if mail is down), then mailed
 * to the shop's support address; a failed mail is retried by housekeeping
 * (enquiry-mail-retry.ts).
 */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new EnquiriesRepository(app.database.db);

  app.post(
    '/enquiry',
    {
      config: { rateLimit: ENQUIRY_RATE_LIMIT },
      schema: {
        tags: ['enquiries'],
        summary: 'Send the shop a contact enquiry',
        body: EnquiryBody,
        response: { 201: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const enquiry = { ...request.body, createdAt: app.now() };
      const id = await repository.add(enquiry);
      try {
        await app.mailer.send(enquiryMail(enquiry, app.config.shop));
        await repository.markMailed(id, app.now());
      } catch (error) {
        // The enquiry is stored; housekeeping mails it once the mail server answers again.
        request.log.error({ err: withoutParams(error), enquiryId: id }, 'enquiry stored but not mailed yet');
      }
      return reply.code(201).send({ success: true as const, message: MESSAGES.contactSubmitted });
    },
  );
};
