import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResponse } from '@chitra/contract/catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { cachedAnswers, UNTRACKED_MAX_AGE_MS } from '../catalogue/cached-answers';
import { createSearchService, tokenize } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSearchService({ db: app.database.db, mediaUrl: app.storage.mediaUrl });
  const answers = cachedAnswers(app.database.db, app.now);

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
      // Queries with the same words share one answer. Ranked by sales too, which
      // do not move the revision: kept a minute at most.
      const key = `search|${tokenize(search).join(' ')}|${page}|${limit}`;
      return answers.send(reply, key, SearchResponse, (revision) => service.search(search, page, limit, revision), UNTRACKED_MAX_AGE_MS);
    },
  );
};
