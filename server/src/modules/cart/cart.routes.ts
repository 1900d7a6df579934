import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddToCartBody, AddToCartResponse, CartItemParams, CartMessageResponse, CartResponse } from '@chitra/contract/cart';
import { ErrorResponse } from '@chitra/contract/errors';
import { CartLicenceBody } from '@chitra/contract/licences';
import { createCartService } from './cart.service';

/** The digital cart (docs/spec.md §7): signed-in only, every item the caller's own. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCartService({ db: app.database.db, mediaUrl: app.storage.mediaUrl, now: app.now });
  const tags = ['cart'];
  const security = [{ bearer: [] }];

  app.post(
    '/users/addtocart',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Add a photograph to the cart under a licence (the first tier by default); not one already there or held under that licence or a higher one',
        security,
        body: AddToCartBody,
        response: { 200: AddToCartResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: await service.add(request.customer.id, request.body.productID, request.body.licence) };
    },
  );

  app.get(
    '/users/getcart',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'The cart: its items and both totals (rupees, 0 when empty)',
        security,
        response: { 200: CartResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      // A customer's own, changing data: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return service.getCart(request.customer.id);
    },
  );

  app.patch(
    '/users/cart/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Change the licence of one of the caller's cart items (a tier on sale, above any the caller holds the photograph under)",
        security,
        params: CartItemParams,
        body: CartLicenceBody,
        response: { 200: CartMessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: await service.changeLicence(request.customer.id, request.params.id, request.body.licence) };
    },
  );

  app.delete(
    '/users/removecart/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Remove one item (by the cart item id) from the cart',
        security,
        params: CartItemParams,
        response: { 200: CartMessageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: await service.remove(request.customer.id, request.params.id) }),
  );
};
