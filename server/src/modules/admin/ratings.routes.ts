import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminIdParams } from '@chitra/contract/admin';
import { AdminRatingsQuery, AdminRatingsResponse, RatingVisibilityBody, RatingVisibilityResponse } from '@chitra/contract/admin-ratings';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminRatingsService } from './ratings.service';

/** admin/ratings: review moderation. */
export const adminRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminRatingsService({ db: app.database.db, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/ratings',
    {
      schema: {
        ...schema,
        summary: 'Reviews, last written first; productId and hidden=true|false filter',
        querystring: AdminRatingsQuery,
        response: { 200: AdminRatingsResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { productId, hidden, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ productId, hidden, page, limit })), page, limit };
    },
  );

  app.post(
    '/ratings/:id/visibility',
    {
      schema: {
        ...schema,
        summary: 'Hide a review (reason required) or show it again: a hidden review leaves the product’s average and count and the storefront',
        params: AdminIdParams,
        body: RatingVisibilityBody,
        response: { 200: RatingVisibilityResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const data = await service.setVisibility(actorOf(request), request.params.id, request.body);
      return { success: true as const, message: data.rating.hidden ? ADMIN_MESSAGES.ratingHidden : ADMIN_MESSAGES.ratingShown, data };
    },
  );
};
