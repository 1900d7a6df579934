import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import { ADMIN_PATTERNS, adminPaths } from './admin-paths';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectAccessToken } from '../../lib/state';
import { ErrorScreen, NOT_FOUND } from '../../app/error-screen';
import type { FromState } from '../../lib/sign-in-redirect';
import { useAppSelector } from '../../app/hooks';
import { paths, routePatterns as p } from '../../lib/paths';
import { LoadFailedState, PageState } from '../../lib/page-state';
import { useMessages } from '../../i18n/i18n';
import { AdminContext, useAdminPageTitle } from './admin-context';
import { AdminFrame, AdminLayout } from './admin-layout';
import { useGetAdminMeQuery } from './api';
import { ListSkeleton } from './components/list-states';
import './admin.css';

/** A page as its own chunk, fetched when its route is first rendered. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const Page = {
  dashboard: page(() => import('./dashboard/dashboard-page').then((m) => m.DashboardPage)),
  orders: page(() => import('./orders/orders-page').then((m) => m.OrdersPage)),
  order: page(() => import('./orders/order-page').then((m) => m.OrderPage)),
  printOrders: page(() => import('./print-orders/print-orders-page').then((m) => m.PrintOrdersPage)),
  printOrder: page(() => import('./print-orders/print-order-page').then((m) => m.PrintOrderPage)),
  enquiries: page(() => import('./enquiries/enquiries-page').then((m) => m.EnquiriesPage)),
  reviews: page(() => import('./ratings/reviews-page').then((m) => m.ReviewsPage)),
  customers: page(() => import('./customers/customers-page').then((m) => m.CustomersPage)),
  customer: page(() => import('./customers/customer-page').then((m) => m.CustomerPage)),
  coupons: page(() => import('./coupons/coupons-page').then((m) => m.CouponsPage)),
  products: page(() => import('./products/products-page').then((m) => m.ProductsPage)),
  newProduct: page(() => import('./products/product-page').then((m) => m.NewProductPage)),
  product: page(() => import('./products/product-page').then((m) => m.ProductPage)),
  categories: page(() => import('./categories/categories-page').then((m) => m.CategoriesPage)),
  blogPosts: page(() => import('./blog-posts/blog-posts-page').then((m) => m.BlogPostsPage)),
  blogPost: page(() => import('./blog-posts/blog-post-page').then((m) => m.BlogPostPage)),
  banners: page(() => import('./banners/banners-page').then((m) => m.BannersPage)),
  audit: page(() => import('./audit/audit-page').then((m) => m.AuditPage)),
  licences: page(() => import('./licences/licences-page').then((m) => m.LicencesPage)),
  licence: page(() => import('./licences/licence-page').then((m) => m.LicencePage)),
  taxDocuments: page(() => import('./tax/tax-documents-page').then((m) => m.TaxDocumentsPage)),
  gstReport: page(() => import('./tax/gst-report-page').then((m) => m.GstReportPage)),
};

/** A pattern of contract/src/routes.ts below /admin, as the area's own <Routes> match it. */
const below = (pattern: string): string => pattern.slice(p.admin.length + 1);

/** What a signed-in customer sees at /admin/…. */
function NoAccess() {
  const t = useMessages('admin');
  useAdminPageTitle(t('area'));
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('area')}</h1>
      <PageState text={t('noAccess')}>
        <Link className="button button--small" to={paths.home()}>
          {t('goToHome')}
        </Link>
      </PageState>
    </div>
  );
}

function Checking() {
  const t = useMessages('admin');
  useAdminPageTitle(t('area'));
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('area')}</h1>
      <ListSkeleton rows={3} label={t('checking')} />
    </div>
  );
}

/**
 * Everything under /admin (router.tsx loads this module when such a path
 * is first visited, so none of it is in the storefront's first load). The
 * guard: without a session, the login, which comes back here; a session
 * GET admin/me refuses (a customer's), the no-access screen; an
 * administrator's, the area.
 */
export function AdminArea() {
  const token = useAppSelector(selectAccessToken);
  const { pathname, search } = useLocation();
  const me = useGetAdminMeQuery(token ?? skipToken);

  let content;
  if (token === null) {
    const state: FromState = { from: { pathname, search } };
    return <Navigate to={paths.login()} replace state={state} />;
  } else if (me.currentData === null) {
    content = (
      <AdminFrame>
        <NoAccess />
      </AdminFrame>
    );
  } else if (me.currentData !== undefined) {
    content = (
      <AdminContext value={me.currentData}>
        <Routes>
          <Route element={<AdminLayout admin={me.currentData} />}>
            <Route index element={<Page.dashboard />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminOrders)} element={<Page.orders />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminOrder)} element={<Page.order />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminPrintOrders)} element={<Page.printOrders />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminPrintOrder)} element={<Page.printOrder />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminEnquiries)} element={<Page.enquiries />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminReviews)} element={<Page.reviews />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminCustomers)} element={<Page.customers />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminCustomer)} element={<Page.customer />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminCoupons)} element={<Page.coupons />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminProducts)} element={<Page.products />} />
            <Route path={below(adminPaths.adminProductNew())} element={<Page.newProduct />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminProduct)} element={<Page.product />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminCategories)} element={<Page.categories />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminBlogPosts)} element={<Page.blogPosts />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminBlogPost)} element={<Page.blogPost />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminBanners)} element={<Page.banners />} />
            <Route path={below(ADMIN_ROUTE_PATTERNS.adminAudit)} element={<Page.audit />} />
            <Route path={below(ADMIN_PATTERNS.adminLicences)} element={<Page.licences />} />
            <Route path={below(ADMIN_PATTERNS.adminLicence)} element={<Page.licence />} />
            <Route path={below(ADMIN_PATTERNS.adminTaxDocuments)} element={<Page.taxDocuments />} />
            <Route path={below(ADMIN_PATTERNS.adminGstReport)} element={<Page.gstReport />} />
            {/* The server answers such paths 404 too (they are not in ROUTE_PATTERNS). */}
            <Route path="*" element={<ErrorScreen error={NOT_FOUND} />} />
          </Route>
        </Routes>
      </AdminContext>
    );
  } else if (me.isError) {
    content = (
      <AdminFrame>
        <LoadFailedState error={me.error} onRetry={() => void me.refetch()} />
      </AdminFrame>
    );
  } else {
    content = (
      <AdminFrame>
        <Checking />
      </AdminFrame>
    );
  }

  return (
    <>
      {/* React puts it in the document's head while the area is on screen (the server's page has it too). */}
      <meta name="robots" content="noindex" />
      {content}
    </>
  );
}
