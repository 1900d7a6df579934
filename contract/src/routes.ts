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

/**
 * The title (before ' | Chitra') and meta description of each page whose
 * words do not come from the catalogue. The server puts them in the HTML it
 * sends; the SPA keeps them in step as the customer moves between pages.
 */
export const ROUTE_META = {
  home: {
    title: 'Digital photographs',
    description:
      'Photographs of sunsets, cities, mountains, wildlife and the night sky from a studio in Boisar, Maharashtra: buy in rupees, download the full-resolution original at once, or order a framed print.',
  },
  about: { title: 'About', description: 'Chitra Studio is a small photography shop in Boisar, Palghar district: who we are and how we work.' },
  contact: { title: 'Contact', description: 'Write to Chitra Studio about a photograph, a licence or an order. We answer Monday to Friday, 10 AM to 8 PM.' },
  store: { title: 'Store', description: 'Every photograph and pack in the shop, by newest, price or rating, with filters by category, tag and price.' },
  categories: { title: 'Categories', description: 'Sunsets, cities, mountains, wildlife, the night sky and flowers: photographs by subject.' },
  compareProduct: { title: 'Compare Products', description: 'The licences each photograph is sold under, side by side.' },
  privacyPolicy: { title: 'Privacy Policy', description: 'What Chitra Studio keeps about you, why, and for how long.' },
  refundPolicy: { title: 'Refund Policy', description: 'Refunds for digital downloads and returns of framed prints.' },
  shippingPolicy: { title: 'Shipping Policy', description: 'How framed prints are packed and shipped, and what it costs.' },
  termsConditions: { title: 'Terms & Conditions', description: 'The terms of buying and using photographs from Chitra Studio.' },
  blog: { title: 'Blog', description: 'Notes from the field: where and how the photographs in the shop were made.' },
} as const satisfies Partial<Record<RouteName, { title: string; description: string }>>;

/** The description of every other page (signed-in pages, forms). */
export const DEFAULT_DESCRIPTION = ROUTE_META.home.description;

const DESCRIPTION_MAX = 160;

/** The first paragraph, on one line, cut at a word to fit a search result. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const first = (text.split(/\n\s*\n/).find((p) => p.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The meta descriptions of the catalogue's own pages, the same in the server's HTML and in the SPA. */
export const pageDescriptions = {
  product: (product: { title: string; description: string }, shopName: string): string =>
    summary(product.description) || `${product.title}, a photograph from ${shopName}.`,
  category: (name: string, shopName: string): string => `${name}: photographs from ${shopName}, to download or to order as framed prints.`,
  post: (post: { excerpt: string; body: string }): string => summary(post.excerpt || post.body),
};
