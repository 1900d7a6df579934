import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminIdParams } from '@chitra/contract/admin';
import { AdminEnquiriesQuery, AdminEnquiriesResponse, AdminEnquiryResponse, EnquiryReplyBody } from '@chitra/contract/admin-enquiries';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminEnquiriesService } from './enquiries.service';

/** admin/enquiries: the contact form's enquiries, answered by mail from here. */
export const adminEnquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminEnquiriesService({ db: app.database.db, jobs: app.jobs, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/enquiries',
    {
      schema: {
        ...schema,
        summary: 'Contact enquiries, newest first, with the shop’s replies; status=open|answered filters',
        querystring: AdminEnquiriesQuery,
        response: { 200: AdminEnquiriesResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ status, page, limit })), page, limit };
    },
  );

  app.post(
    '/enquiries/:id/reply',
    {
      schema: {
        ...schema,
        summary: 'Reply to an enquiry: the reply is kept, mailed to the visitor, and the enquiry marked answered',
        params: AdminIdParams,
        body: EnquiryReplyBody,
        response: { 200: AdminEnquiryResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.replySent,
      data: await service.reply(actorOf(request), request.params.id, request.body.message),
    }),
  );

  app.post(
    '/enquiries/:id/answered',
    {
      schema: {
        ...schema,
        summary: 'Mark an enquiry answered without a reply from here',
        params: AdminIdParams,
        response: { 200: AdminEnquiryResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.enquiryAnswered,
      data: await service.markAnswered(actorOf(request), request.params.id),
    }),
  );
};
