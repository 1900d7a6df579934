import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartMessageResponse } from '@chitra/contract/cart';
import { COUPON_MESSAGES, CheckCouponBody, CheckCouponResponse } from '@chitra/contract/coupons';
import { ErrorResponse } from '@chitra/contract/errors';
import { paiseToRupees } from '@chitra/contract/money';
import type { Window } from '../../platform/limits/limits';
import { priceCart } from '../cart/cart.service';
import { CouponsRepository } from './coupons.repository';
import { applyCoupon } from './coupons.service';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Enough to fix a typo, too few to guess codes. Codes are short words a
 * guesser can list, so the counts live in the shared limit counters (no
 * flood of other addresses can push one out, every server counts together)
 * and are kept both per client address and per customer: neither a new
 * address nor a new account alone buys more guesses (docs/security.md).
 */
export const COUPON_CHECK_LIMITS = {
  perIp: { max: 30, windowMs: TEN_MINUTES_MS },
  perCustomer: { max: 30, windowMs: TEN_MINUTES_MS },
} as const satisfies Record<string, Window>;

/**
 * A preHandler counting one try of a code by the signed-in caller, per
 * address and per customer (429 past either). Any route that answers
 * whether a code exists can share it: the counters are named, so they are
 * the same counters.
 */
export function couponTries(app: FastifyInstance) {
  const perIp = app.limits.define('coupon-check-ip', COUPON_CHECK_LIMITS.perIp);
  const perCustomer = app.limits.define('coupon-check-customer', COUPON_CHECK_LIMITS.perCustomer);
  return async (request: FastifyRequest) => {
    await perIp.take(request.ip);
    await perCustomer.take(request.customer.id);
  };
}

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/check-coupon-discount',
    {
      preValidation: app.authenticate,
      // Counted once signed in: a request without a session learns nothing about any code.
      preHandler: couponTries(app),
      schema: {
        tags: ['coupons'],
        summary: "Apply a coupon: what it takes off the caller's current cart (kept on the cart from then on), or exactly why it does not apply",
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
      const now = app.now();
      const { coupon, discountPaise } = await applyCoupon(db, {
        code: request.body.code,
        customerId: request.customer.id,
        subtotalPaise,
        now,
      });
      // The cart keeps it (decision 039): GET users/getcart answers it, checked again, until it is removed or used.
      await new CouponsRepository(db).keepOnCart(request.customer.id, coupon.id, now);
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

  app.delete(
    '/users/removecoupon',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['coupons'],
        summary: "Take the coupon off the caller's cart (the discount back to 0); nothing to take off answers the same",
        security: [{ bearer: [] }],
        response: { 200: CartMessageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      await new CouponsRepository(app.database.db).dropFromCart(request.customer.id);
      return { success: true as const, message: COUPON_MESSAGES.removed };
    },
  );
};
