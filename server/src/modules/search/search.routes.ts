import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResponse } from '@chitra/contract/catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { createAssetStorage } from '../../platform/storage/local-storage';
import { sendJson } from '../catalogue/send-json';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSearchService({ db: app.database.db, mediaUrl: createAssetStorage(app.config).mediaUrl });

  app.get(
    '/product/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products matching the words, best first; tolerant of typos. An empty page means no more.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { search, page, limit } = request.query;
      return sendJson(reply, await service.search(search, page, limit));
    },
  );
};
