import { adminPaths } from './admin-paths';
import { paths } from '../../lib/paths';
import type { AreaKey } from '../../i18n/areas';

/** The admin area's pages, in the order of its navigation; each label is its key in the `admin` catalogue. */
export const ADMIN_NAV: readonly { to: string; label: AreaKey<'admin'>; end: boolean }[] = [
  { to: paths.admin(), label: 'navDashboard', end: true },
  { to: adminPaths.adminOrders(), label: 'navOrders', end: false },
  { to: adminPaths.adminProducts(), label: 'navProducts', end: false },
  { to: adminPaths.adminPrintOrders(), label: 'navPrintOrders', end: false },
  { to: adminPaths.adminEnquiries(), label: 'navEnquiries', end: false },
  { to: adminPaths.adminReviews(), label: 'navReviews', end: false },
  { to: adminPaths.adminCustomers(), label: 'navCustomers', end: false },
  { to: adminPaths.adminCoupons(), label: 'navCoupons', end: false },
  { to: adminPaths.adminLicences(), label: 'navLicences', end: false },
  { to: adminPaths.adminTaxDocuments(), label: 'navTaxDocuments', end: false },
  { to: adminPaths.adminGstReport(), label: 'navGstReport', end: false },
  { to: adminPaths.adminCategories(), label: 'navCategories', end: false },
  { to: adminPaths.adminBlogPosts(), label: 'navBlogPosts', end: false },
  { to: adminPaths.adminBanners(), label: 'navBanners', end: false },
  { to: adminPaths.adminAudit(), label: 'navAudit', end: false },
];
