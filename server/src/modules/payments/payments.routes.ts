import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { CreatePaymentBody, CreatePaymentResponse, VerifyPaymentBody, VerifyPaymentResponse, WebhookResponse } from '@chitra/contract/payments';
import { couponTries } from '../coupons/coupons.routes';

/** Per client: a buyer clicks Buy Now a few times, never hundreds. */
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Razorpay's webhook bodies are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.payments;
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  // Buy Now with a code answers whether the code exists as plainly as the coupon check does: the same counted tries.
  const couponTry = couponTries(app);
  app.post(
    '/users/createPayment',
    {
      preValidation: app.authenticate,
      preHandler: async (request) => {
        if (request.body.code?.trim()) await couponTry(request);
      },
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Price the cart (with the coupon) and create the gateway order; the client sends no amount',
        security,
        body: CreatePaymentBody,
        response: {
          200: CreatePaymentResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.createPayment(request.customer.id, request.body.code, request.body.billing) }),
  );

  app.post(
    '/users/verifypayment',
    {
      preValidation: app.authenticate,
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags,
        summary: "Verify checkout's answer (or, without one, ask the gateway) and fulfil the order once",
        security,
        body: VerifyPaymentBody,
        response: { 200: VerifyPaymentResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.verify(request.customer.id, request.body.data) }),
  );

  // The webhook signs its raw bytes: this route alone reads the body as a Buffer.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/razorpay/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags,
          summary: "Razorpay's webhook: signed with the webhook secret, each event acted on once",
          response: { 200: WebhookResponse, 400: ErrorResponse },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await service.acceptWebhook(body, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        return { received: true as const };
      },
    );
  });
};
