import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerJobs } from './jobs';
import { BROTLI_OPTIONS, COMPRESS_MIN_BYTES } from './http/encoding';
import { registerDocs } from './http/docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { NODE_HTTP_OPTIONS, registerNodeRefusals } from './http/node-refusals';
import { logOptions } from './http/request-log';
import { createLimits } from './platform/limits/limits';
import { Readiness, registerHealth } from './http/health';
import { registerPreparingGate } from './http/preparing-page';
import { registerRateLimit, registerSecurityHeaders } from './http/security';
import { registerStorefront } from './http/spa';
import { systemRoutes } from './modules/system/system.routes';
import { registerMedia } from './http/media';
import { blogRoutes } from './modules/blog/blog.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { searchRoutes } from './modules/search/search.routes';
import { createAssetStorage } from './platform/storage/asset-storage';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { authPlugin } from './platform/auth/auth.plugin';
import { devMailRoutes } from './platform/mail/dev-mail.routes';
import { mailLogoRoutes } from './platform/mail/mail-logo';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { JobQueue } from './platform/jobs/job-queue';
import { createPaymentGateway } from './platform/payments/create-gateway';
import type { PaymentGateway } from './platform/payments/gateway';
import { simulatedGatewayRoutes } from './platform/payments/simulated.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { licencesRoutes } from './modules/licences/licences.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { printsRoutes } from './modules/prints/prints.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { adminRoutes } from './modules/admin/admin.routes';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built storefront; omitted in API-only tests. */
  webDist?: string;
  /** Pino logger options; false silences the log (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Replaces the configured mail adapter (tests). */
  mailer?: Mailer;
  /** The clock expiries are measured by; tests move it. */
  now?: () => Date;
  /** Replaces the configured payment gateway (tests of the Razorpay adapter's wiring). */
  gateway?: PaymentGateway;
};

/** Largest JSON body any endpoint accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server without listening: tests drive it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // JSON lines, or (LOG_FORMAT=pretty) one readable line per request; every request line through one serializer that redacts the URL.
    ...(await logOptions(config, options.logger)),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Signed download links carry their claims in the path (about 250 characters).
    routerOptions: { maxParamLength: 512 },
    // Answers in flight finish on shutdown; idle keep-alive sockets are closed.
    forceCloseConnections: 'idle',
    // Refusals before a route is known answer in the error contract too:
    // Fastify's own, the parser's, and those Node makes by itself (node-refusals.ts).
    frameworkErrors,
    clientErrorHandler,
    http: NODE_HTTP_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  app.decorate('storage', await createAssetStorage(config));
  app.addHook('onClose', async () => app.storage.close());
  app.decorate('readiness', new Readiness());
  app.readiness.check('database', () => database.ping());
  app.readiness.check('storage', () => app.storage.ping());
  app.decorate('limits', createLimits(database.db, now));
  // One queue per server; server.ts starts its runner, tests run it by hand.
  const jobs = new JobQueue(database.db, app.log, now);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('gateway', options.gateway ?? createPaymentGateway({ config, db: database.db, jobs, now }));
  const mail = options.mailer ? { mailer: options.mailer, outbox: undefined, close: async () => {} } : createMailer(config, database, app.log);
  app.decorate('mailer', mail.mailer);
  app.addHook('onClose', mail.close);
  app.decorate(
    'payments',
    createPaymentsService({ db: database.db, gateway: app.gateway, jobs, mailer: mail.mailer, config, mediaUrl: app.storage.mediaUrl, now, log: app.log }),
  );
  // Every kind of job, in one list (jobs.ts): their handlers run with this app.
  registerJobs(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A draining instance closes each connection after its answer, so none
    // lingers in keep-alive past the shutdown grace.
    if (app.readiness.draining) reply.header('connection', 'close');
  });

  registerErrorHandling(app);
  // The first onRequest hook: a request Node would have refused goes no further.
  registerNodeRefusals(app);
  registerInputGuard(app);
  // JSON and pages above a kilobyte go out compressed (brotli, else gzip), at a
  // speed that suits each request; the built assets were compressed ahead (web/scripts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
  });
  await registerSecurityHeaders(app, config);
  await registerDocs(app);
  registerHealth(app);
  // While the demo shop is first seeded (server.ts), pages and the API answer that it is being prepared.
  registerPreparingGate(app);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await registerRateLimit(api, config);
      await api.register(systemRoutes);
      await api.register(catalogueRoutes);
      await api.register(searchRoutes);
      await api.register(blogRoutes);
      await api.register(accountsRoutes);
      await api.register(wishlistRoutes);
      await api.register(ratingsRoutes);
      await api.register(enquiriesRoutes);
      await api.register(cartRoutes);
      await api.register(licencesRoutes);
      await api.register(couponsRoutes);
      await api.register(paymentsRoutes);
      await api.register(ordersRoutes);
      await api.register(printsRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      if (app.gateway.provider === 'simulated') await api.register(simulatedGatewayRoutes);
      // The demo outbox holds codes and reset links: readable only where nothing real is at stake.
      if (mail.outbox && config.env !== 'production') await api.register(devMailRoutes, { outbox: mail.outbox });
    },
    { prefix: '/api/v1' },
  );

  // Public pictures only: originals live in another folder and never get a route.
  registerMedia(app, app.storage.media);
  await app.register(seoRoutes);
  await app.register(mailLogoRoutes);
  await registerStorefront(app, options.webDist);
  return app;
}
