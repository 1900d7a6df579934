import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@chitra/contract/errors';
import {
  DownloadLinkBody,
  DownloadLinkResponse,
  DownloadTokenParams,
  OrderDetailResponse,
  OrderHistoryResponse,
  OrderImageParams,
  OrderImageQuery,
  OrderParams,
  OwnedProductParams,
  OwnedProductResponse,
} from '@chitra/contract/orders';
import { AppError } from '../../errors';
import { escapeHtml } from '../../platform/mail/mail-layout';
import { licenceDocumentsRoutes } from '../licences/licence-documents.routes';
import { createOrdersService, type DownloadRedirect, type Requester } from './orders.service';
import { sendDownload } from './send-download';

/**
 * Per customer, whatever address or token they come from: a buyer downloads
 * an order's ZIP a few times, and its pictures one by one at most a few
 * hundred times; nobody needs more. The counts are the shared limit
 * counters in the database (docs/security.md), so they hold across servers
 * and no flood of other keys pushes one out. A signed link is counted when
 * it is made; `/downloads/<token>` itself has only the generic per-address
 * limit, as its token (an HMAC-SHA256) is not a thing to guess.
 */
const DOWNLOAD_LIMITS = {
  zip: { max: 10, windowMs: 10 * 60_000 },
  image: { max: 200, windowMs: 10 * 60_000 },
} as const;

type DownloadKind = keyof typeof DOWNLOAD_LIMITS;

const requester = (request: FastifyRequest, via: Requester['via']): Requester => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  via,
});

/** Sends the browser to the store's own short-lived URL (a credential while it lasts: nobody on the way keeps it). */
function sendRedirect(reply: FastifyReply, redirect: DownloadRedirect) {
  return reply.header('cache-control', 'private, no-store').redirect(redirect.url, 302);
}

/** A refused signed link opened by the browser itself: a page, not JSON, with the way back. */
function linkErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.25rem">${escapeHtml(message)}</h1><p><a href="/order-history">Order History</a></p></body></html>`;
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService({
    db: app.database.db,
    originals: app.storage.originals,
    mediaUrl: app.storage.mediaUrl,
    media: app.storage.media,
    tokenSecret: app.config.tokenSecret,
    publicUrl: app.config.publicUrl,
    shopName: app.config.shop.name,
    now: app.now,
    log: app.log,
  });
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  const limits = {
    zip: app.limits.define('downloads-zip', DOWNLOAD_LIMITS.zip),
    image: app.limits.define('downloads-image', DOWNLOAD_LIMITS.image),
  };
  const countDownload = async (customerId: string, kind: DownloadKind) => void (await limits[kind].take(customerId));

  // A line's certificate and the order's tax documents, and the public verification of a licence: the same service, the same limits.
  await app.register(licenceDocumentsRoutes, { orders: service, countDownload: (customerId: string) => countDownload(customerId, 'image') });

  app.get(
    '/users/orderhistory',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "The caller's orders, newest first, with their products and latest downloads",
        security,
        response: { 200: OrderHistoryResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.history(request.customer.id) }),
  );

  app.get(
    '/users/getorder/:orderId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "One of the caller's orders with its pictures and download log, a refunded one with its refund; 404 for any other",
        security,
        params: OrderParams,
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.customer.id, request.params.orderId) }),
  );

  app.get(
    '/users/owned/:productId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Which of the caller's orders holds the product, with its pictures; data null when not bought",
        security,
        params: OwnedProductParams,
        response: { 200: OwnedProductResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.owned(request.customer.id, request.params.productId) }),
  );

  app.post(
    '/users/downloadzip/:orderId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "The order's pictures as one ZIP (stored, streamed, exact Content-Length); logged",
        security,
        params: OrderParams,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      await countDownload(request.customer.id, 'zip');
      return sendDownload(reply, await service.zip(request.customer.id, request.params.orderId, requester(request, 'direct')));
    },
  );

  app.get(
    '/users/download/:orderId/:imageId',
    {
      preValidation: app.authenticate,
      // A HEAD would count and log a download that never happened.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'One bought picture, the original file, as an attachment; logged',
        security,
        params: OrderImageParams,
        querystring: OrderImageQuery,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      await countDownload(request.customer.id, 'image');
      const { orderId, imageId } = request.params;
      const { productId } = request.query;
      return sendDownload(reply, await service.image(request.customer.id, orderId, imageId, requester(request, 'direct'), productId));
    },
  );

  app.post(
    '/users/downloadlink/:orderId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "A signed, single-use link (a few minutes) to the order's ZIP or one picture, for the browser's download manager",
        security,
        params: OrderParams,
        body: DownloadLinkBody,
        response: { 200: DownloadLinkResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { imageId } = request.body;
      // The download is counted when its link is made: the link itself is used once.
      await countDownload(request.customer.id, imageId ? 'image' : 'zip');
      return { success: true as const, data: await service.createLink(request.customer.id, request.params.orderId, request.body) };
    },
  );

  app.get(
    '/downloads/:token',
    {
      exposeHeadRoute: false,
      // The link is a credential while it lasts: it stays out of the request log.
      schema: {
        tags,
        summary:
          'Serves a signed download link once; logged like every download. With S3 storage, one picture answers 302 to a presigned URL of the store (a few minutes)',
        params: DownloadTokenParams,
        response: { 400: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        const claims = service.readLink(request.params.token);
        const answer = await service.redeemLink(claims, requester(request, 'link'));
        return 'url' in answer ? sendRedirect(reply, answer) : sendDownload(reply, answer);
      } catch (err) {
        // The browser navigated here itself: a refusal is a page it can show.
        if (err instanceof AppError && request.headers.accept?.includes('text/html')) {
          const page = reply as FastifyReply;
          return page.code(err.statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(linkErrorPage(err.message));
        }
        throw err;
      }
    },
  );
};
