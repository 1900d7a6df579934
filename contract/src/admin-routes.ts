/**
 * The admin area's pages below /admin (issue #13), apart from the
 * storefront's routes (routes.ts) so that none of them is in the
 * storefront's first load: only the admin area's chunks and the server
 * import this. The server answers each path with 200 and `noindex`, any
 * other below /admin with 404, as routes.ts's `matchRoute` does for all.
 */
export const ADMIN_ROUTE_PATTERNS = {
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminPrintOrders: '/admin/print-orders',
  adminPrintOrder: '/admin/print-orders/:id',
  adminEnquiries: '/admin/enquiries',
  adminReviews: '/admin/reviews',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
  adminCoupons: '/admin/coupons',
  adminProducts: '/admin/products',
  /** `new` as the id: the form of a new photograph. */
  adminProduct: '/admin/products/:id',
  adminCategories: '/admin/categories',
  adminBlogPosts: '/admin/blog-posts',
  // ':id' is 'new' for a post not yet written.
  adminBlogPost: '/admin/blog-posts/:id',
  adminBanners: '/admin/banners',
  adminAudit: '/admin/audit',
  adminLicences: '/admin/licences',
  /** `new` as the id: the form of a new tier. */
  adminLicence: '/admin/licences/:id',
  adminTaxDocuments: '/admin/tax/documents',
  adminGstReport: '/admin/tax/gst-report',
} as const;

export type AdminRouteName = keyof typeof ADMIN_ROUTE_PATTERNS;
