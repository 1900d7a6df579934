import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, AdminIdParams, AdminPageQuery } from '@chitra/contract/admin';
import {
  AdminCouponsQuery,
  AdminCouponsResponse,
  AdminCouponUsesResponse,
  AdminCouponWrittenResponse,
  CreateCouponBody,
  UpdateCouponBody,
} from '@chitra/contract/admin-coupons';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminCouponsService } from './coupons.service';

/** admin/coupons: the shop's coupons (docs/architecture.md §3 item 12) and who used them. */
export const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCouponsService({ db: app.database.db, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/coupons',
    {
      schema: {
        ...schema,
        summary: 'Coupons, newest first, with their uses; search matches part of the code',
        querystring: AdminCouponsQuery,
        response: { 200: AdminCouponsResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ search, page, limit })), page, limit };
    },
  );

  app.post(
    '/coupons',
    {
      schema: {
        ...schema,
        summary: 'Create a coupon: fixed rupees or a percent with an optional cap, minimum order, validity window, total and per-customer limits',
        body: CreateCouponBody,
        response: { 201: AdminCouponWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await service.create(actorOf(request), request.body);
      return reply.code(201).send({ success: true as const, message: ADMIN_MESSAGES.couponCreated, data });
    },
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        ...schema,
        summary: 'Change any of a coupon’s rules (not its code); the coupon as changed must be valid. null removes a cap, a limit or an end',
        params: AdminIdParams,
        body: UpdateCouponBody,
        response: { 200: AdminCouponWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponUpdated,
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/coupons/:id/disable',
    {
      schema: {
        ...schema,
        summary: 'Withdraw a coupon: no new payment can use it (open payments keep their discount)',
        params: AdminIdParams,
        response: { 200: AdminCouponWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponDisabled,
      data: await service.disable(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/coupons/:id/enable',
    {
      schema: {
        ...schema,
        summary: 'Offer a withdrawn coupon again',
        params: AdminIdParams,
        response: { 200: AdminCouponWrittenResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.couponEnabled,
      data: await service.enable(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/coupons/:id/uses',
    {
      schema: {
        ...schema,
        summary: 'The payments that held or used a coupon, newest first, with the discount and the order made',
        params: AdminIdParams,
        querystring: AdminPageQuery,
        response: { 200: AdminCouponUsesResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { success: true as const, ...(await service.uses(request.params.id, { page, limit })), page, limit };
    },
  );
};
