import { generatePath } from 'react-router';

/**
 * Every route of the storefront (spec §2), spelled once. The router uses the
 * patterns; everything else builds links with `paths`.
 */
export const routePatterns = {
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
} as const;

const p = routePatterns;

export const paths = {
  home: () => p.home,
  about: () => p.about,
  contact: () => p.contact,
  store: () => p.store,
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
};
