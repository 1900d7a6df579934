import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_MESSAGES, CheckCouponBody, CheckCouponResponse } from '@chitra/contract/coupons';
import { ErrorResponse } from '@chitra/contract/errors';
import { paiseToRupees } from '@chitra/contract/money';
import { priceCart } from '../cart/cart.service';
import { applyCoupon } from './coupons.service';

/** Per client: enough to fix a typo, too few to guess codes. */
export const COUPON_CHECK_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/check-coupon-discount',
    {
      preValidation: app.authenticate,
      config: { rateLimit: COUPON_CHECK_RATE_LIMIT },
      schema: {
        tags: ['coupons'],
        summary: "What a coupon takes off the caller's current cart, or exactly why it does not apply",
        security: [{ bearer: [] }],
        body: CheckCouponBody,
        response: {
          200: CheckCouponResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const db = app.database.db;
      const { subtotalPaise } = await priceCart(db, request.customer.id);
      const { coupon, discountPaise } = await applyCoupon(db, {
        code: request.body.code,
        customerId: request.customer.id,
        subtotalPaise,
        now: app.now(),
      });
      return {
        success: true as const,
        message: COUPON_MESSAGES.applied,
        data: {
          code: coupon.code,
          discountAmount: paiseToRupees(discountPaise),
          payable: paiseToRupees(subtotalPaise - discountPaise),
        },
      };
    },
  );
};
