import type { AdminRouteName } from './admin-routes';

/**
 * Every route of the storefront (docs/spec.md §2, plus the blog), spelled once for
 * both sides: the SPA's router and links (web/src/lib/paths.ts), and the
 * server, which answers each with the right status and head (an unknown path
 * is a 404 before the SPA loads).
 */
export const ROUTE_PATTERNS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  store: '/product',
  categories: '/catagory',
  category: '/catagory/:CatId',
  product: '/product/:id',
  cart: '/cart',
  orderHistory: '/order-history',
  paymentSuccess: '/payment-success',
  paymentFailed: '/payment-failed',
  myOrders: '/my-orders',
  orderDetail: '/order-detail/:orderId',
  myProfile: '/my-profile',
  checkout: '/checkout',
  compareProduct: '/compare-product',
  wishlist: '/wishlist',
  resetPassword: '/reset-password/:token',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  shippingPolicy: '/shipping-policy',
  termsConditions: '/term-conditions',
  blog: '/blog',
  blogPost: '/blog/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  otp: '/otp',
  // A licence's public verification page (issue 27, decision 053): drawn by the server, never indexed.
  licence: '/licence/:licenceId',
  // The shop owner's admin area (issue #13): admins only, drawn by the browser, never indexed.
  // Its own pages are in admin-routes.ts, outside the storefront's first load.
  admin: '/admin',
} as const;

/** A page of the storefront, or of the admin area below /admin. */
export type RouteName = keyof typeof ROUTE_PATTERNS | AdminRouteName;

/**
 * The module under web/src/ that web/src/app/router.tsx loads for each page a
 * first visit can land on. The server names its built files in the page it
 * sends (`modulepreload`, from Vite's manifest), so the browser fetches them
 * beside the entry instead of only once the entry has run; the web's router
 * test checks every one is what the router imports.
 */
export const ROUTE_PAGE_MODULES: Partial<Record<RouteName, string>> = {
  home: 'features/catalogue/home-page',
  about: 'features/static-pages/about-page',
  contact: 'features/enquiries/contact-page',
  store: 'features/catalogue/store-page',
  categories: 'features/catalogue/category-list-page',
  category: 'features/catalogue/category-products-page',
  product: 'features/catalogue/product-page',
  compareProduct: 'features/static-pages/compare-page',
  privacyPolicy: 'features/static-pages/policy-pages',
  refundPolicy: 'features/static-pages/policy-pages',
  shippingPolicy: 'features/static-pages/policy-pages',
  termsConditions: 'features/static-pages/policy-pages',
  blog: 'features/blog/blog-list-page',
  blogPost: 'features/blog/blog-post-page',
  login: 'features/accounts/login-page',
  signup: 'features/accounts/signup-page',
  forgotPassword: 'features/accounts/forgot-password-page',
  otp: 'features/accounts/otp-page',
  licence: 'features/licences/licence-page',
};

/**
 * The catalogues (web/src/locales/<locale>/<area>.ts) each landing page's
 * first render draws with, besides the shell's, which the entry loads: the
 * server preloads them in the page's language beside its chunk.
 */
export const ROUTE_PAGE_AREAS: Partial<Record<RouteName, readonly string[]>> = {
  home: ['home', 'catalogue'],
  about: ['common', 'pages'],
  contact: ['common', 'pages'],
  store: ['common', 'catalogue', 'store'],
  categories: ['common', 'catalogue', 'store'],
  category: ['common', 'catalogue', 'store'],
  product: ['common', 'catalogue', 'product'],
  compareProduct: ['common', 'pages'],
  privacyPolicy: ['common', 'pages'],
  refundPolicy: ['common', 'pages'],
  shippingPolicy: ['common', 'pages'],
  termsConditions: ['common', 'pages'],
  blog: ['common', 'pages'],
  blogPost: ['common', 'pages'],
  login: ['common', 'accounts'],
  signup: ['common', 'accounts'],
  forgotPassword: ['common', 'accounts'],
  otp: ['common', 'accounts'],
  resetPassword: ['common', 'accounts'],
  licence: ['common', 'orders'],
};

/** Pages that are a customer's own or a step of a form: never in a search index. */
export const PRIVATE_ROUTES: readonly RouteName[] = [
  'cart',
  'orderHistory',
  'paymentSuccess',
  'paymentFailed',
  'myOrders',
  'orderDetail',
  'myProfile',
  'checkout',
  'wishlist',
  'resetPassword',
  'login',
  'signup',
  'forgotPassword',
  'otp',
  'admin',
];
