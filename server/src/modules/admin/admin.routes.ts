import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditRoutes } from './audit.routes';
import { adminBannersRoutes } from './banners.routes';
import { adminBlogPostsRoutes } from './blog-posts.routes';
import { adminCategoriesRoutes } from './categories.routes';
import { adminCouponsRoutes } from './coupons.routes';
import { adminCustomersRoutes } from './customers.routes';
import { adminDashboardRoutes } from './dashboard.routes';
import { adminEnquiriesRoutes } from './enquiries.routes';
import { adminLicencesRoutes } from './licences.routes';
import { adminMeRoutes } from './me.routes';
import { adminOrdersRoutes } from './orders.routes';
import { adminPrintOrdersRoutes } from './print-orders.routes';
import { adminProductsRoutes } from './products.routes';
import { adminRatingsRoutes } from './ratings.routes';
import { adminTaxRoutes } from './tax.routes';
import { adminUploadsRoutes } from './uploads.routes';

/**
 * The shop owner's admin area, mounted at /api/v1/admin. The guard is a hook
 * of this whole plugin, not an option of each route, so no admin endpoint
 * can be added without it: 401 without a live token, 403 unless the
 * account's role (read from the database on every request) is admin.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  // Customers' addresses and orders: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(adminMeRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminPrintOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminEnquiriesRoutes);
  await app.register(adminRatingsRoutes);
  await app.register(adminCouponsRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminLicencesRoutes);
  await app.register(adminUploadsRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminBlogPostsRoutes);
  await app.register(adminBannersRoutes);
  await app.register(adminTaxRoutes);
};
