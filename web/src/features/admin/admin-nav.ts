import { adminPaths } from './admin-paths';
import { paths } from '../../lib/paths';

/** The admin area's pages, in the order of its navigation. */
export const ADMIN_NAV = [
  { to: paths.admin(), label: 'Dashboard', end: true },
  { to: adminPaths.adminOrders(), label: 'Orders', end: false },
  { to: adminPaths.adminProducts(), label: 'Photographs', end: false },
  { to: adminPaths.adminPrintOrders(), label: 'Print orders', end: false },
  { to: adminPaths.adminEnquiries(), label: 'Enquiries', end: false },
  { to: adminPaths.adminReviews(), label: 'Reviews', end: false },
  { to: adminPaths.adminCustomers(), label: 'Customers', end: false },
  { to: adminPaths.adminCoupons(), label: 'Coupons', end: false },
  { to: adminPaths.adminLicences(), label: 'Licences', end: false },
  { to: adminPaths.adminTaxDocuments(), label: 'Tax documents', end: false },
  { to: adminPaths.adminGstReport(), label: 'GST report', end: false },
  { to: adminPaths.adminCategories(), label: 'Categories', end: false },
  { to: adminPaths.adminBlogPosts(), label: 'Blog posts', end: false },
  { to: adminPaths.adminBanners(), label: 'Banners', end: false },
  { to: adminPaths.adminAudit(), label: 'Audit log', end: false },
] as const;

export const NAV_WORDS = {
  navigation: 'Admin',
  menu: 'Admin menu',
  closeMenu: 'Close the admin menu',
  backToShop: 'Back to the shop',
} as const;
