import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@chitra/contract/constants';
import { ConfigResponse } from '@chitra/contract/system';

/** What the storefront needs to know about the shop before it renders. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body: ConfigResponse = {
    success: true,
    shop: config.shop,
    productName: PRODUCT_NAME,
    demo: config.demo,
    payment: {
      provider: config.payment.provider,
      keyId: config.payment.keyId,
      checkoutScript: config.payment.checkoutScript,
    },
  };

  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Shop identity, demo flag and payment settings', response: { 200: ConfigResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );
};
