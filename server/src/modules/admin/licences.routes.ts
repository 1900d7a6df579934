import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  AdminLicenceTierBody,
  AdminLicenceTierResponse,
  AdminLicenceTiersResponse,
  AdminProductLicencePrices,
  AdminProductLicencePricesBody,
  LICENCE_MESSAGES,
} from '@chitra/contract/licences';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminLicencesService } from './licences.service';

/** admin/licences and a product's own licence prices (decision 053). */
export const adminLicencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminLicencesService({ db: app.database.db, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/licences',
    {
      schema: {
        ...schema,
        summary: 'Every licence tier, active or not, first (the photograph’s own price) first, with how many order lines each sold',
        response: { 200: AdminLicenceTiersResponse, ...ADMIN_ERRORS },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/licences',
    {
      schema: {
        ...schema,
        summary: 'Add a licence tier after the others (a higher licence); its slug comes from its name',
        body: AdminLicenceTierBody,
        response: { 201: AdminLicenceTierResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: LICENCE_MESSAGES.tierCreated, data });
    },
  );

  app.patch(
    '/licences/:id',
    {
      schema: {
        ...schema,
        summary: 'Change a licence tier; new name, summary or terms make a new version (orders keep theirs). The first tier stays 1× and active',
        params: AdminIdParams,
        body: AdminLicenceTierBody,
        response: { 200: AdminLicenceTierResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: LICENCE_MESSAGES.changed,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/products/:id/licence-prices',
    {
      schema: {
        ...schema,
        summary: 'A product’s price under each licence tier: by the multiplier, and its own price where it has one',
        params: AdminIdParams,
        response: { 200: AdminProductLicencePrices, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.productPrices(request.params.id) }),
  );

  app.put(
    '/products/:id/licence-prices',
    {
      schema: {
        ...schema,
        summary: 'Set (a price, rupees) or remove (null) a product’s own price for licence tiers other than the first',
        params: AdminIdParams,
        body: AdminProductLicencePricesBody,
        response: { 200: AdminProductLicencePrices, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.setProductPrices(actorOf(request), request.params.id, request.body) }),
  );
};
