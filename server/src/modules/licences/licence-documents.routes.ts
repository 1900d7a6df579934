import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { LicenceVerificationResponse, TaxDocumentParams } from '@chitra/contract/licences';
import { notFound } from '../../errors';
import type { createOrdersService } from '../orders/orders.service';
import { sendDownload } from '../orders/send-download';
import { createLicenceVerification, LICENCE_NOT_FOUND, LICENCE_VERIFY_CACHE_CONTROL, licenceVerifyLimit } from './licence-verification';

/**
 * What a buyer gets beside the pictures (issue 27): each line's licence
 * certificate and the order's tax documents, as PDFs, to the buyer only;
 * and the public verification of a licence, which anyone may ask, a few
 * times, and no search engine keeps.
 */

/**
 * Any text: a malformed id must get the same 404 as an unknown one, not a
 * validation message that tells them apart (the contract's LicenceIdParams
 * would answer 400 past 64 characters).
 */
const LicenceParams = z.object({ licenceId: z.string() });

type Options = {
  orders: ReturnType<typeof createOrdersService>;
  /** Counts a download against the customer's per-customer download limit. */
  countDownload: (customerId: string) => Promise<void>;
};

export const licenceDocumentsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { orders, countDownload } = options;
  const verifier = createLicenceVerification({ db: app.database.db, mediaUrl: app.storage.mediaUrl });
  const perIp = licenceVerifyLimit(app.limits);
  const security = [{ bearer: [] }];

  app.get(
    '/users/licence-certificate/:licenceId',
    {
      preValidation: app.authenticate,
      exposeHeadRoute: false,
      schema: {
        tags: ['orders'],
        summary:
          "A line's licence certificate (PDF attachment, '<title> - <tier> licence.pdf'); the buyer's only: another's, an unknown id or a refunded order's is 404",
        security,
        params: LicenceParams,
        response: { 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await countDownload(request.customer.id);
      return sendDownload(reply, await orders.certificate(request.customer.id, request.params.licenceId));
    },
  );

  app.get(
    '/users/tax-document/:documentId',
    {
      preValidation: app.authenticate,
      exposeHeadRoute: false,
      schema: {
        tags: ['orders'],
        summary: "One of the caller's tax invoices or credit notes as a PDF attachment (a refunded order's too: they are tax records); 404 for any other",
        security,
        params: TaxDocumentParams,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await countDownload(request.customer.id);
      return sendDownload(reply, await orders.taxDocument(request.customer.id, request.params.documentId));
    },
  );

  app.get(
    '/licence/:licenceId',
    {
      preHandler: async (request) => void (await perIp.take(request.ip)),
      // Every answer, the refusals too, stays out of search indexes.
      onSend: async (_request, reply, payload) => {
        reply.header('x-robots-tag', 'noindex');
        return payload;
      },
      schema: {
        tags: ['licences'],
        summary:
          'Public verification of a licence: valid or revoked (a refund revokes), what and when, the buyer partly masked; an unknown and a malformed id are the same 404; limited per address; noindex',
        params: LicenceParams,
        response: { 200: LicenceVerificationResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const licence = await verifier.verify(request.params.licenceId);
      // Public facts, briefly cached: a revocation shows within a minute.
      reply.header('cache-control', LICENCE_VERIFY_CACHE_CONTROL);
      if (!licence) throw notFound(LICENCE_NOT_FOUND);
      return { success: true as const, data: licence };
    },
  );
};
