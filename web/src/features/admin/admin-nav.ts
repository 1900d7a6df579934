import { paths } from '../../app/paths';

/** The admin area's pages, in the order of its navigation. */
export const ADMIN_NAV = [
  { to: paths.admin(), label: 'Dashboard', end: true },
  { to: paths.adminOrders(), label: 'Orders', end: false },
  { to: paths.adminProducts(), label: 'Photographs', end: false },
  { to: paths.adminPrintOrders(), label: 'Print orders', end: false },
  { to: paths.adminEnquiries(), label: 'Enquiries', end: false },
  { to: paths.adminReviews(), label: 'Reviews', end: false },
  { to: paths.adminCustomers(), label: 'Customers', end: false },
  { to: paths.adminCoupons(), label: 'Coupons', end: false },
  { to: paths.adminCategories(), label: 'Categories', end: false },
  { to: paths.adminBlogPosts(), label: 'Blog posts', end: false },
  { to: paths.adminBanners(), label: 'Banners', end: false },
  { to: paths.adminAudit(), label: 'Audit log', end: false },
] as const;

export const NAV_WORDS = {
  navigation: 'Admin',
  menu: 'Admin menu',
  closeMenu: 'Close the admin menu',
  backToShop: 'Back to the shop',
} as const;
