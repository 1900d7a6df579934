import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';

/** Razorpay's checkout: the outside hosts the payment flow talks to. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** The contact page's map, embedded only when the visitor asks for it. */
const MAP_FRAME = ['https://www.openstreetmap.org'];

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  // The policy carries no nonce, so it is worked out once here: @fastify/helmet
  // would build it from these directives again on every request. Added before
  // helmet's own hook, so the headers come in the same order as before.
  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...RAZORPAY.script],
      // Toasts and the checkout overlay inject <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Public media from a CDN or the bucket, when MEDIA_BASE_URL says so.
      imgSrc: ["'self'", 'data:', 'blob:', ...RAZORPAY.img, ...(config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...RAZORPAY.connect],
      frameSrc: [...RAZORPAY.frame, ...MAP_FRAME],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    csp(request.raw, reply.raw, done);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Razorpay's checkout opens its own windows for bank pages and UPI apps.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}

/**
 * Rate limits for the API. Counters live in Redis when REDIS_URL is set, so a
 * limit holds across every copy of the server; in memory otherwise. Routes
 * tighten this default with `config.rateLimit`.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    app.addHook('onClose', async () => void (await redis.quit()));
    app.readiness.check('redis', () => redis.ping());
  }
  await app.register(rateLimit, {
    global: true,
    max: 300,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'chitra-rl:' } : {}),
    // A cache outage must not take the shop down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
}
