import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogListQuery, BlogListResponse, BlogParams, BlogResponse } from '@chitra/contract/catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { createBlogService } from './blog.service';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogService({ db: app.database.db, mediaUrl: app.storage.mediaUrl });
  const tags = ['blog'];

  app.get(
    '/blog',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first, 10 a page',
        querystring: BlogListQuery,
        response: { 200: BlogListResponse, 400: ErrorResponse },
      },
    },
    async (request) => service.list(request.query.page, request.query.limit),
  );

  app.get(
    '/blog/:id',
    {
      schema: {
        tags,
        summary: 'One blog post',
        params: BlogParams,
        response: { 200: BlogResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );
};
