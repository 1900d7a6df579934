import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthLayout } from '../layout/auth-layout';
import { MainLayout } from '../layout/main-layout';
import { ErrorScreen, notFoundLoader } from './error-screen';
import { GuestOnly, RequireSignedIn } from './guards';
import { routePatterns as p } from './paths';
import { SessionRefusalRedirect } from './session-refusal';

// Every page is its own chunk, fetched when its route is first matched, so
// the first visit downloads the shell and that one page only. The function
// form of `lazy`, because the router clears the keys of an object-form `lazy`
// once loaded, which breaks a second router built from the same table (tests).
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The route table of spec §2 (plus the blog, linked from the footer). Tests
 * render these same objects with createMemoryRouter.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Offers the login when the server refuses the session's token (lib/api.ts).
    element: <SessionRefusalRedirect />,
    // Last resort, for a failure in a layout itself.
    errorElement: <ErrorScreen />,
    children: [
      {
        // Outside the main layout (spec §2).
        element: <AuthLayout />,
        // While a page's chunk loads on the first visit, the layout renders
        // with an empty outlet instead of a blank screen.
        hydrateFallbackElement: <AuthLayout />,
        children: [
          {
            errorElement: <ErrorScreen />,
            children: [
              {
                element: <GuestOnly />,
                children: [
                  { path: p.login, ...page(() => import('../features/accounts/login-page').then((m) => m.LoginPage)) },
                  { path: p.signup, ...page(() => import('../features/accounts/signup-page').then((m) => m.SignupPage)) },
                ],
              },
              {
                path: p.forgotPassword,
                ...page(() => import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage)),
              },
              { path: p.otp, ...page(() => import('../features/accounts/otp-page').then((m) => m.OtpPage)) },
            ],
          },
        ],
      },
      {
        element: <MainLayout />,
        hydrateFallbackElement: <MainLayout />,
        children: [
          {
            // Failures inside a page keep the header and footer around them.
            errorElement: <ErrorScreen />,
            children: [
              { index: true, ...page(() => import('../features/catalogue/home-page').then((m) => m.HomePage)) },
              { path: p.about, ...page(() => import('../features/static-pages/about-page').then((m) => m.AboutPage)) },
              { path: p.contact, ...page(() => import('../features/enquiries/contact-page').then((m) => m.ContactPage)) },
              { path: p.store, ...page(() => import('../features/catalogue/store-page').then((m) => m.StorePage)) },
              {
                path: p.categories,
                ...page(() => import('../features/catalogue/category-list-page').then((m) => m.CategoryListPage)),
              },
              {
                path: p.category,
                ...page(() => import('../features/catalogue/category-products-page').then((m) => m.CategoryProductsPage)),
              },
              { path: p.product, ...page(() => import('../features/catalogue/product-page').then((m) => m.ProductPage)) },
              {
                path: p.compareProduct,
                ...page(() => import('../features/static-pages/compare-page').then((m) => m.ComparePage)),
              },
              {
                path: p.resetPassword,
                ...page(() => import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage)),
              },
              {
                path: p.privacyPolicy,
                ...page(() => import('../features/static-pages/policy-pages').then((m) => m.PrivacyPolicyPage)),
              },
              {
                path: p.refundPolicy,
                ...page(() => import('../features/static-pages/policy-pages').then((m) => m.RefundPolicyPage)),
              },
              {
                path: p.shippingPolicy,
                ...page(() => import('../features/static-pages/policy-pages').then((m) => m.ShippingPolicyPage)),
              },
              {
                path: p.termsConditions,
                ...page(() => import('../features/static-pages/policy-pages').then((m) => m.TermsConditionsPage)),
              },
              { path: p.blog, ...page(() => import('../features/blog/blog-list-page').then((m) => m.BlogListPage)) },
              { path: p.blogPost, ...page(() => import('../features/blog/blog-post-page').then((m) => m.BlogPostPage)) },
              {
                // Spec §6: signed-in only.
                element: <RequireSignedIn />,
                children: [
                  { path: p.cart, ...page(() => import('./cart-route').then((m) => m.CartRoute)) },
                  {
                    path: p.orderHistory,
                    ...page(() => import('../features/orders/order-history-page').then((m) => m.OrderHistoryPage)),
                  },
                  {
                    path: p.paymentSuccess,
                    ...page(() => import('../features/payments/payment-success-page').then((m) => m.PaymentSuccessPage)),
                  },
                  {
                    path: p.paymentFailed,
                    ...page(() => import('../features/payments/payment-failed-page').then((m) => m.PaymentFailedPage)),
                  },
                  { path: p.myOrders, ...page(() => import('../features/prints/my-orders-page').then((m) => m.MyOrdersPage)) },
                  {
                    path: p.orderDetail,
                    ...page(() => import('../features/orders/order-detail-page').then((m) => m.OrderDetailPage)),
                  },
                  { path: p.myProfile, ...page(() => import('../features/accounts/profile-page').then((m) => m.ProfilePage)) },
                  { path: p.checkout, ...page(() => import('../features/prints/checkout-page').then((m) => m.CheckoutPage)) },
                  { path: p.wishlist, ...page(() => import('../features/wishlist/wishlist-page').then((m) => m.WishlistPage)) },
                ],
              },
              // Anything else is a 404 for the error screen above (the
              // loader always throws, so the element is never rendered).
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
