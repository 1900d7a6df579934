import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AuthLayout } from '../layout/auth-layout';
import { MainLayout } from '../layout/main-layout';
import { GuestOnly, RequireSignedIn } from './guards';
import { AppHistoryContext, type AppHistory } from '../lib/history';
import { routePatterns as p } from '../lib/paths';
import { PageOutlet, RouteErrorBoundary } from './route-error-boundary';
import { RouteFocus } from './route-focus';
import { SessionRefusalRedirect } from './session-refusal';

/** A page as its own chunk, fetched when its route is first rendered. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * Every page, so the first visit downloads the shell and that one page only.
 * The server preloads the chunk of the route it answers (ROUTE_PAGE_MODULES;
 * router.test.tsx checks the two agree).
 */
const Page = {
  home: page(() => import('../features/catalogue/home-page').then((m) => m.HomePage)),
  about: page(() => import('../features/static-pages/about-page').then((m) => m.AboutPage)),
  contact: page(() => import('../features/enquiries/contact-page').then((m) => m.ContactPage)),
  store: page(() => import('../features/catalogue/store-page').then((m) => m.StorePage)),
  categories: page(() => import('../features/catalogue/category-list-page').then((m) => m.CategoryListPage)),
  category: page(() => import('../features/catalogue/category-products-page').then((m) => m.CategoryProductsPage)),
  product: page(() => import('../features/catalogue/product-page').then((m) => m.ProductPage)),
  compareProduct: page(() => import('../features/static-pages/compare-page').then((m) => m.ComparePage)),
  resetPassword: page(() => import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage)),
  privacyPolicy: page(() => import('../features/static-pages/policy-pages').then((m) => m.PrivacyPolicyPage)),
  refundPolicy: page(() => import('../features/static-pages/policy-pages').then((m) => m.RefundPolicyPage)),
  shippingPolicy: page(() => import('../features/static-pages/policy-pages').then((m) => m.ShippingPolicyPage)),
  termsConditions: page(() => import('../features/static-pages/policy-pages').then((m) => m.TermsConditionsPage)),
  blog: page(() => import('../features/blog/blog-list-page').then((m) => m.BlogListPage)),
  blogPost: page(() => import('../features/blog/blog-post-page').then((m) => m.BlogPostPage)),
  login: page(() => import('../features/accounts/login-page').then((m) => m.LoginPage)),
  signup: page(() => import('../features/accounts/signup-page').then((m) => m.SignupPage)),
  forgotPassword: page(() => import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage)),
  otp: page(() => import('../features/accounts/otp-page').then((m) => m.OtpPage)),
  cart: page(() => import('./cart-route').then((m) => m.CartRoute)),
  orderHistory: page(() => import('../features/orders/order-history-page').then((m) => m.OrderHistoryPage)),
  paymentSuccess: page(() => import('../features/payments/payment-success-page').then((m) => m.PaymentSuccessPage)),
  paymentFailed: page(() => import('../features/payments/payment-failed-page').then((m) => m.PaymentFailedPage)),
  myOrders: page(() => import('./my-orders-route').then((m) => m.MyOrdersRoute)),
  orderDetail: page(() => import('../features/orders/order-detail-page').then((m) => m.OrderDetailPage)),
  myProfile: page(() => import('../features/accounts/profile-page').then((m) => m.ProfilePage)),
  checkout: page(() => import('../features/prints/checkout-page').then((m) => m.CheckoutPage)),
  wishlist: page(() => import('../features/wishlist/wishlist-page').then((m) => m.WishlistPage)),
  // The whole admin area (its guard, layout and pages) behind one chunk: never in the storefront's first load.
  admin: page(() => import('../features/admin/admin-area').then((m) => m.AdminArea)),
  // A licence's public verification page (issue 27): anyone may open it, so it sits in the main layout outside the signed-in guard; never indexed.
  licence: page(() => import('../features/licences/licence-page').then((m) => m.LicencePage)),
} satisfies Partial<Record<keyof typeof p, ComponentType>>;

/** An unknown address's 404 screen, with its search and ways back: out of the first load too (decision 043). */
const NotFoundPage = page(() => import('./not-found-page').then((m) => m.NotFoundPage));

/** The route table of docs/spec.md §2 (plus the blog, linked from the footer). */
export function AppRoutes() {
  return (
    <>
      {/* Last resort, for a failure in a layout itself. */}
      <RouteErrorBoundary>
        <Routes>
          {/* Offers the login when the server refuses the session's token (lib/api.ts). */}
          <Route element={<SessionRefusalRedirect />}>
            {/* Outside the main layout (docs/spec.md §2). */}
            <Route element={<AuthLayout />}>
              <Route element={<PageOutlet />}>
                <Route element={<GuestOnly />}>
                  <Route path={p.login} element={<Page.login />} />
                  <Route path={p.signup} element={<Page.signup />} />
                </Route>
                <Route path={p.forgotPassword} element={<Page.forgotPassword />} />
                <Route path={p.otp} element={<Page.otp />} />
              </Route>
            </Route>
            {/* The shop owner's area: its own layout and routes (features/admin/admin-area.tsx). */}
            <Route element={<PageOutlet />}>
              <Route path={`${p.admin}/*`} element={<Page.admin />} />
            </Route>
            <Route element={<MainLayout />}>
              {/* Failures inside a page keep the header and footer around them. */}
              <Route element={<PageOutlet />}>
                <Route index element={<Page.home />} />
                <Route path={p.about} element={<Page.about />} />
                <Route path={p.contact} element={<Page.contact />} />
                <Route path={p.store} element={<Page.store />} />
                <Route path={p.categories} element={<Page.categories />} />
                <Route path={p.category} element={<Page.category />} />
                <Route path={p.product} element={<Page.product />} />
                <Route path={p.compareProduct} element={<Page.compareProduct />} />
                <Route path={p.resetPassword} element={<Page.resetPassword />} />
                <Route path={p.privacyPolicy} element={<Page.privacyPolicy />} />
                <Route path={p.refundPolicy} element={<Page.refundPolicy />} />
                <Route path={p.shippingPolicy} element={<Page.shippingPolicy />} />
                <Route path={p.termsConditions} element={<Page.termsConditions />} />
                <Route path={p.blog} element={<Page.blog />} />
                <Route path={p.blogPost} element={<Page.blogPost />} />
                <Route path={p.licence} element={<Page.licence />} />
                {/* docs/spec.md §6: signed-in only. */}
                <Route element={<RequireSignedIn />}>
                  <Route path={p.cart} element={<Page.cart />} />
                  <Route path={p.orderHistory} element={<Page.orderHistory />} />
                  <Route path={p.paymentSuccess} element={<Page.paymentSuccess />} />
                  <Route path={p.paymentFailed} element={<Page.paymentFailed />} />
                  <Route path={p.myOrders} element={<Page.myOrders />} />
                  <Route path={p.orderDetail} element={<Page.orderDetail />} />
                  <Route path={p.myProfile} element={<Page.myProfile />} />
                  <Route path={p.checkout} element={<Page.checkout />} />
                  <Route path={p.wishlist} element={<Page.wishlist />} />
                </Route>
                {/* Anything else is a 404 (the server answers such paths with status 404 too). */}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </RouteErrorBoundary>
      {/* Every layout's pages: focus to the new page's heading, its title announced. */}
      <RouteFocus />
    </>
  );
}

/**
 * The storefront's router: React Router's declarative mode on a history the
 * app owns, which can hold back and forward during a payment (history.ts).
 * The data router's loaders, actions and fetchers are not used, and leaving
 * them out is a fifth of the first visit's JavaScript
 * (docs/decisions/017-home-js-budget.md). Under `basename` (the page's
 * language: '/hi', '/mr', none for English) every route, link and
 * `navigate()` stays in that language without knowing of it.
 */
export function AppRouter({ history, basename = '', children }: { history: AppHistory; basename?: string; children: ReactNode }) {
  return (
    <AppHistoryContext value={history}>
      {/* Not in transitions: the address and the page change together (in a transition the
          address moved first while the previous page, and its form, stayed on screen). */}
      <HistoryRouter history={history} basename={basename || '/'} useTransitions={false}>
        {children}
      </HistoryRouter>
    </AppHistoryContext>
  );
}
