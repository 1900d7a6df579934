import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@chitra/contract/messages';
import { ErrorResponse } from '@chitra/contract/errors';
import { MessageResponse } from '@chitra/contract/accounts';
import {
  AddPrintBody,
  AddPrintResponse,
  CreatePrintOrderBody,
  CreatePrintOrderResponse,
  MyOrdersResponse,
  PrintCartLineParams,
  PrintCartResponse,
  PrintCheckoutBody,
  PrintCheckoutResponse,
  PrintPaymentVerificationBody,
  UpdatePrintParams,
  UpdatePrintResponse,
} from '@chitra/contract/prints';
import { PAYMENT_RATE_LIMIT } from '../payments/payments.routes';
import { createPrintsService } from './prints.service';

/**
 * The legacy print flow (docs/spec.md §7 "Older cart calls", `order/*`,
 * `user/getmyorders`; docs/api-reference.md "Prints"). Signed-in only; the token may come
 * as `Authorization: Bearer` or in the `Token` header (auth.plugin reads
 * both). Every line and order is the caller's own.
 */
export const printsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPrintsService({ db: app.database.db, jobs: app.jobs, mediaUrl: app.storage.mediaUrl, now: app.now });
  const tags = ['prints'];
  // Either scheme will do (OpenAPI: alternatives are separate entries).
  const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { token: [] }];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

  app.post(
    '/user/cart',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Add prints of a photograph in one of its colours (1–10; the same photograph and colour adds to its line)',
        security,
        body: AddPrintBody,
        response: { 201: AddPrintResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.add(request.customer.id, request.body);
      return reply.code(201).send({ success: true as const, message: MESSAGES.productAddedToCart, data });
    },
  );

  app.get(
    '/user/cart',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'The print cart: its lines priced now, their total, the shipping fee and the amount to pay',
        security,
        response: { 200: PrintCartResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getCart(request.customer.id);
    },
  );

  app.delete(
    '/user/delete-product-cart/:id',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Remove a line from the print cart', security, params: PrintCartLineParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => ({ success: true as const, message: await service.remove(request.customer.id, request.params.id) }),
  );

  app.delete(
    '/user/update-product-cart/:cartItemId/:quantity',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Set a print-cart line's quantity (1–10): a DELETE, as the spec has it",
        security,
        params: UpdatePrintParams,
        response: { 200: UpdatePrintResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.productUpdated,
      data: await service.setQuantity(request.customer.id, request.params.cartItemId, request.params.quantity),
    }),
  );

  app.delete(
    '/user/empty-cart',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Empty the print cart', security, response: { 200: MessageResponse, 401: ErrorResponse, 429: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: await service.empty(request.customer.id) }),
  );

  app.post(
    '/order/checkout',
    {
      preValidation: app.authenticate,
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Create the gateway order for the print cart plus shipping; the amount sent must equal the server’s own',
        security,
        body: PrintCheckoutBody,
        response: { 200: PrintCheckoutResponse, ...errors, 503: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await app.payments.createPrintPayment(request.customer.id, request.body.amount, request.body.shippingInfo),
    }),
  );

  app.post(
    '/order/paymentVerification',
    {
      preValidation: app.authenticate,
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags,
        summary: "Verify checkout's answer for a print payment and make its order once",
        security,
        body: PrintPaymentVerificationBody,
        response: { 200: MessageResponse, ...errors, 503: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: await app.payments.verifyPrintPayment(request.customer.id, request.body) }),
  );

  app.post(
    '/user/cart/create-order/',
    {
      preValidation: app.authenticate,
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Claim the print order of a verified, unused payment of the same amount (once)',
        security,
        body: CreatePrintOrderBody,
        response: { 201: CreatePrintOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const order = await service.confirmOrder(request.customer.id, request.body);
      return reply.code(201).send({ success: true as const, message: MESSAGES.orderCreated, order });
    },
  );

  app.get(
    '/user/getmyorders',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: "The caller's print orders, newest first", security, response: { 200: MyOrdersResponse, 401: ErrorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, orders: await service.myOrders(request.customer.id) };
    },
  );
};
