import { generatePath } from 'react-router';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';

/**
 * Links to the admin area's pages (contract/src/admin-routes.ts), kept out of
 * lib/paths.ts so the storefront's first load carries none of them; the area's
 * root, `paths.admin()`, stays there for the user menu.
 */
/** The area's route patterns (admin-area.tsx matches them). */
export const ADMIN_PATTERNS = ADMIN_ROUTE_PATTERNS;
const a = ADMIN_PATTERNS;

export const adminPaths = {
  adminOrders: () => a.adminOrders,
  adminOrder: (id: string) => generatePath(a.adminOrder, { id }),
  adminPrintOrders: () => a.adminPrintOrders,
  adminPrintOrder: (id: string) => generatePath(a.adminPrintOrder, { id }),
  adminEnquiries: () => a.adminEnquiries,
  adminReviews: () => a.adminReviews,
  adminCustomers: () => a.adminCustomers,
  adminCustomer: (id: string) => generatePath(a.adminCustomer, { id }),
  adminCoupons: () => a.adminCoupons,
  adminProducts: () => a.adminProducts,
  adminProductNew: () => generatePath(a.adminProduct, { id: 'new' }),
  adminProduct: (id: string) => generatePath(a.adminProduct, { id }),
  adminCategories: () => a.adminCategories,
  adminBlogPosts: () => a.adminBlogPosts,
  adminBlogPost: (id: string) => generatePath(a.adminBlogPost, { id }),
  adminBanners: () => a.adminBanners,
  adminAudit: () => a.adminAudit,
  adminLicences: () => a.adminLicences,
  adminLicenceNew: () => generatePath(a.adminLicence, { id: 'new' }),
  adminLicence: (id: string) => generatePath(a.adminLicence, { id }),
  adminTaxDocuments: () => a.adminTaxDocuments,
  adminGstReport: () => a.adminGstReport,
};
