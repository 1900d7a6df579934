import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LicencesResponse } from '@chitra/contract/licences';
import { cachedAnswers } from '../catalogue/cached-answers';
import { createLicencesService } from './licences.service';

/** A tier changes only in the admin area, and moves the catalogue revision (migration 0027): a minute of caching is harmless. */
const SHORT_CACHE = 'public, max-age=60';

/** The licences the shop sells (decision 053): public, as the product and compare pages show them. */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLicencesService({ db: app.database.db });
  const answers = cachedAnswers(app.database.db, app.now);

  app.get(
    '/licences',
    {
      schema: {
        tags: ['licences'],
        summary: 'The licence tiers on sale, first (the photograph’s own price) first, with their full terms',
        response: { 200: LicencesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return answers.send(reply, 'licences', LicencesResponse, () => service.tiers());
    },
  );
};
