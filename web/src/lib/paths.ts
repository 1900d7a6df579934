import { generatePath } from 'react-router';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';

/**
 * Every route of the storefront (docs/spec.md §2), spelled once in the contract
 * (the server answers unknown paths with 404 from the same table). The router
 * uses the patterns; everything else builds links with `paths`.
 */
export const routePatterns = ROUTE_PATTERNS;

const p = routePatterns;

export const paths = {
  home: () => p.home,
  about: () => p.about,
  contact: () => p.contact,
  store: () => p.store,
  /** The header search's results page. */
  search: (words: string) => `${p.store}?${new URLSearchParams({ search: words }).toString()}`,
  categories: () => p.categories,
  category: (catId: string) => generatePath(p.category, { CatId: catId }),
  product: (id: string) => generatePath(p.product, { id }),
  cart: () => p.cart,
  orderHistory: () => p.orderHistory,
  paymentSuccess: () => p.paymentSuccess,
  paymentFailed: () => p.paymentFailed,
  myOrders: () => p.myOrders,
  orderDetail: (orderId: string) => generatePath(p.orderDetail, { orderId }),
  myProfile: () => p.myProfile,
  checkout: () => p.checkout,
  compareProduct: () => p.compareProduct,
  wishlist: () => p.wishlist,
  resetPassword: (token: string) => generatePath(p.resetPassword, { token }),
  privacyPolicy: () => p.privacyPolicy,
  refundPolicy: () => p.refundPolicy,
  shippingPolicy: () => p.shippingPolicy,
  termsConditions: () => p.termsConditions,
  blog: () => p.blog,
  blogPost: (id: string) => generatePath(p.blogPost, { id }),
  login: () => p.login,
  signup: () => p.signup,
  forgotPassword: () => p.forgotPassword,
  otp: () => p.otp,
  admin: () => p.admin,
};
