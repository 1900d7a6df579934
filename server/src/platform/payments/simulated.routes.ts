import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { conflict, notFound } from '../../errors';
import { SIMULATED_CHECKOUT_SCRIPT } from './simulated-checkout';
import { isSimulatedGateway, SimulatedCheckoutError } from './simulated-gateway';

/**
 * Enough for a buyer clicking through checkout, too few to fill the tables.
 * It only sheds load, so @fastify/rate-limit's count (which a flood can
 * push out) is enough: nothing behind it is worth guessing, an order id
 * being 14 random base62 characters (docs/security.md).
 */
const SIMULATED_PAY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const PayParams = z.object({ orderId: z.string().regex(/^order_[0-9A-Za-z]{14}$/, 'is not an order id') });
const PayBody = z.object({ outcome: z.enum(['capture', 'fail']) });
const PaySuccess = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
const PayFailure = z.object({
  error: z.object({
    code: z.literal('BAD_REQUEST_ERROR'),
    description: z.string(),
    source: z.literal('customer'),
    step: z.literal('payment_authorization'),
    reason: z.literal('payment_failed'),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

/**
 * The demo gateway's side of the browser (docs/architecture.md §2): the checkout script
 * and the call its buttons make. Registered only while payments are simulated.
 */
export const simulatedGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.gateway;
  if (!isSimulatedGateway(gateway)) throw new Error('simulatedGatewayRoutes need the simulated payment gateway');

  app.get(
    '/payments/simulated/checkout.js',
    { schema: { tags: ['payments'], summary: "The demo's stand-in for Razorpay's checkout.js" } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        // Short: a new deployment's script reaches buyers within minutes.
        .header('cache-control', 'public, max-age=300')
        .send(SIMULATED_CHECKOUT_SCRIPT),
  );

  app.post(
    '/payments/simulated/orders/:orderId/pay',
    {
      config: { rateLimit: SIMULATED_PAY_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: 'Pay or fail a gateway order in the demo checkout dialog',
        params: PayParams,
        body: PayBody,
        response: { 200: z.union([PaySuccess, PayFailure]), 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      try {
        return await gateway.pay(request.params.orderId, request.body.outcome);
      } catch (error) {
        if (error instanceof SimulatedCheckoutError) {
          throw error.reason === 'unknown-order' ? notFound(error.message) : conflict(error.message);
        }
        throw error;
      }
    },
  );
};
