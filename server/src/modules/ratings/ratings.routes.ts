import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { MESSAGES } from '@chitra/contract/messages';
import { RatingBody, RatingResponse } from '@chitra/contract/ratings';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { RatingsRepository } from './ratings.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** PUT product/rating (docs/spec.md §7; payload decided in docs/architecture.md §3 items 4 and 7). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/product/rating',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['ratings'],
        summary: 'Rate a product 1–5 with an optional comment; a new rating replaces your old one',
        security: [{ bearer: [] }],
        body: RatingBody,
        response: { 200: RatingResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { prodId, star, comment } = request.body;
      const rating = { customerId: request.customer.id, productId: prodId, star, comment: comment ? comment : null, at: app.now() };
      const summary = await withTransaction(app.database.db, (tx) => new RatingsRepository(tx).rate(rating));
      if (!summary) throw notFound(API_MESSAGES.productNotFound);
      return {
        success: true as const,
        message: MESSAGES.ratingAdded,
        data: { totalrating: summary.totalRating, ratingsCount: summary.ratingsCount },
      };
    },
  );
};
