import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { MESSAGES } from '@chitra/contract/messages';
import { WishlistResponse, WishlistToggleBody, WishlistToggleResponse } from '@chitra/contract/wishlist';
import { notFound } from '../../errors';
import { toSummaryProduct } from '../catalogue/catalogue.presenters';
import { WishlistRepository } from './wishlist.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

const WISHLIST_REMOVED = 'Product Removed from Wishlist!';

/** PUT product/Wishlist toggles; GET user/wishlist lists (docs/spec.md §7). Signed-in only. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new WishlistRepository(app.database.db);
  const { mediaUrl } = app.storage;
  const security = [{ bearer: [] }];

  app.put(
    '/product/Wishlist',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: 'Add the product to the wishlist, or remove it if it is there',
        security,
        body: WishlistToggleBody,
        response: { 200: WishlistToggleResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { prodId } = request.body;
      if (!(await repository.productExists(prodId))) throw notFound(API_MESSAGES.productNotFound);
      const inWishlist = await repository.toggle(request.customer.id, prodId);
      return {
        success: true as const,
        message: inWishlist ? MESSAGES.wishlistAdded : WISHLIST_REMOVED,
        data: { inWishlist },
      };
    },
  );

  app.get(
    '/user/wishlist',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in customer's wishlist, newest first",
        security,
        response: { 200: WishlistResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const rows = await repository.list(request.customer.id);
      return { success: true as const, wishlist: rows.map((row) => toSummaryProduct(row, mediaUrl)) };
    },
  );
};
