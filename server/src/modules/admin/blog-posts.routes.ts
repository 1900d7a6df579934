import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  AdminBlogPostResponse,
  AdminBlogPostsQuery,
  AdminBlogPostsResponse,
  AdminBlogPostWrittenResponse,
  CreateBlogPostBody,
  PAGES_MESSAGES,
  UpdateBlogPostBody,
} from '@chitra/contract/admin-pages';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminBlogPostsService } from './blog-posts.service';

/** admin/blog-posts: write, edit, publish and withdraw the blog's posts. */
export const adminBlogPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminBlogPostsService({ db: app.database.db, now: app.now, mediaUrl: app.storage.mediaUrl });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/blog-posts',
    {
      schema: {
        ...schema,
        summary: 'Blog posts, newest first, drafts included',
        querystring: AdminBlogPostsQuery,
        response: { 200: AdminBlogPostsResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { success: true as const, ...(await service.list({ page, limit })), page, limit };
    },
  );

  app.get(
    '/blog-posts/:id',
    { schema: { ...schema, summary: 'One blog post, draft or published', params: AdminIdParams, response: { 200: AdminBlogPostResponse, ...ADMIN_ERRORS } } },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );

  app.post(
    '/blog-posts',
    {
      schema: {
        ...schema,
        summary: 'Write a post: a draft unless `published` (its address is made from the title; the byline is the admin’s name)',
        body: CreateBlogPostBody,
        response: { 201: AdminBlogPostWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: PAGES_MESSAGES.postCreated, data });
    },
  );

  app.patch(
    '/blog-posts/:id',
    {
      schema: {
        ...schema,
        summary: 'Change a post’s title, excerpt, body or cover (a processed upload), or publish (dated now) or withdraw it',
        params: AdminIdParams,
        body: UpdateBlogPostBody,
        response: { 200: AdminBlogPostWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: PAGES_MESSAGES.postSaved,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );
};
