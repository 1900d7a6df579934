import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import { AdminBannersResponse, AdminBannerWrittenResponse, CreateBannerBody, PAGES_MESSAGES, UpdateBannerBody } from '@chitra/contract/admin-pages';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminBannersService } from './banners.service';

/** admin/banners: the home carousel's order, visibility and captions. */
export const adminBannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminBannersService({ db: app.database.db, now: app.now, mediaUrl: app.storage.mediaUrl });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/banners',
    { schema: { ...schema, summary: 'The home carousel’s banners in order, hidden ones included', response: { 200: AdminBannersResponse, ...ADMIN_ERRORS } } },
    async () => {
      const { data, total } = await service.list();
      // A handful of banners: one page holds them all.
      return { success: true as const, data, total, page: 1, limit: Math.max(total, 1) };
    },
  );

  app.post(
    '/banners',
    {
      schema: {
        ...schema,
        summary: 'Add a banner, last, from a processed upload (profile plain); the same upload again answers 200 with the banner it made',
        body: CreateBannerBody,
        response: { 200: AdminBannerWrittenResponse, 201: AdminBannerWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { banner, created } = await service.create(actorOf(request), request.body);
      return reply.code(created ? 201 : 200).send({ success: true as const, message: PAGES_MESSAGES.bannerCreated, data: banner });
    },
  );

  app.patch(
    '/banners/:id',
    {
      schema: {
        ...schema,
        summary: 'Change a banner’s caption (the picture’s alternative text), hide or show it, or move it to another place (0 first)',
        params: AdminIdParams,
        body: UpdateBannerBody,
        response: { 200: AdminBannerWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: PAGES_MESSAGES.bannerSaved,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );
};
