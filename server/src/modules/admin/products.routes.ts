import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  AdminPictureParams,
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminProductWrittenResponse,
  AttachPictureBody,
  CATALOGUE_MESSAGES,
  CreateProductBody,
  PictureOrderBody,
  UpdateProductBody,
} from '@chitra/contract/admin-catalogue';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminProductsService, updateAction } from './products.service';

/** admin/products: photographs and packs, published or not, and their pictures. */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminProductsService({ db: app.database.db, storage: app.storage, shopName: app.config.shop.name, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/products',
    {
      schema: {
        ...schema,
        summary: 'Photographs and packs, newest first, unpublished ones included; search matches part of the title, or a tag or keyword',
        querystring: AdminProductsQuery,
        response: { 200: AdminProductsResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { search, category, visibility, kind, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ search, category, visibility, kind, page, limit })), page, limit };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...schema,
        summary: 'One photograph or pack, with its pictures',
        params: AdminIdParams,
        response: { 200: AdminProductResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  app.post(
    '/products',
    {
      schema: {
        ...schema,
        summary: 'Create a photograph, unpublished: add its pictures, then publish it',
        body: CreateProductBody,
        response: { 201: AdminProductWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: CATALOGUE_MESSAGES.productCreated, data });
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        ...schema,
        summary: 'Change any field of a photograph, or publish / unpublish it (a product someone bought is never deleted)',
        params: AdminIdParams,
        body: UpdateProductBody,
        response: { 200: AdminProductWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await service.update(actorOf(request), request.params.id, body);
      const message = {
        'product.update': CATALOGUE_MESSAGES.productUpdated,
        'product.publish': CATALOGUE_MESSAGES.productPublished,
        'product.unpublish': CATALOGUE_MESSAGES.productUnpublished,
      }[updateAction(body)];
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/products/:id/pictures',
    {
      schema: {
        ...schema,
        summary: 'Add a processed upload’s picture to the photograph, last (the cover when it is the first)',
        params: AdminIdParams,
        body: AttachPictureBody,
        response: { 200: AdminProductWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: CATALOGUE_MESSAGES.pictureAttached,
      data: await service.attachPicture(actorOf(request), request.params.id, request.body.uploadId),
    }),
  );

  app.put(
    '/products/:id/pictures/order',
    {
      schema: {
        ...schema,
        summary: 'Put the photograph’s pictures in a new order, the cover first: list each once',
        params: AdminIdParams,
        body: PictureOrderBody,
        response: { 200: AdminProductWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: CATALOGUE_MESSAGES.picturesReordered,
      data: await service.reorderPictures(actorOf(request), request.params.id, request.body.imageIds),
    }),
  );

  app.delete(
    '/products/:id/pictures/:imageId',
    {
      schema: {
        ...schema,
        summary: 'Take a picture off the photograph (its files stay: orders may hold it); a published photograph keeps one at least',
        params: AdminPictureParams,
        response: { 200: AdminProductWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: CATALOGUE_MESSAGES.pictureRemoved,
      data: await service.removePicture(actorOf(request), request.params.id, request.params.imageId),
    }),
  );
};
