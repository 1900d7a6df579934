import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  AdminCategoriesQuery,
  AdminCategoriesResponse,
  AdminCategoryWrittenResponse,
  CreateCategoryBody,
  PAGES_MESSAGES,
  UpdateCategoryBody,
} from '@chitra/contract/admin-pages';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminCategoriesService } from './categories.service';

/** admin/categories: the storefront's categories, their order and visibility. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCategoriesService({ db: app.database.db, now: app.now, mediaUrl: app.storage.mediaUrl });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/categories',
    {
      schema: {
        ...schema,
        summary: 'Categories in the storefront’s order (position, then name), hidden ones included, with how many photographs each holds',
        querystring: AdminCategoriesQuery,
        response: { 200: AdminCategoriesResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { success: true as const, ...(await service.list({ page, limit })), page, limit };
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        ...schema,
        summary: 'Create a category (its address is made from the name; 409 when another has it)',
        body: CreateCategoryBody,
        response: { 201: AdminCategoryWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: PAGES_MESSAGES.categoryCreated, data });
    },
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        ...schema,
        summary: 'Change a category’s name, description, position, visibility or tile picture (a processed upload; its address stays)',
        params: AdminIdParams,
        body: UpdateCategoryBody,
        response: { 200: AdminCategoryWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: PAGES_MESSAGES.categorySaved,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        ...schema,
        summary: 'Delete a category that holds no photograph (409 otherwise: move them, or hide it)',
        params: AdminIdParams,
        response: { 200: AdminCategoryWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: PAGES_MESSAGES.categoryDeleted,
      data: await service.delete(actorOf(request), request.params.id),
    }),
  );
};
