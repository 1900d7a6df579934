import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { ROUTE_META } from '@chitra/contract/route-meta';
import { useShopConfig } from '../../app/shell-data';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import './static-page.css';

type StaticRoute = 'about' | 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsConditions';

/** A page of prose under the spec's own heading; its title and description from `ROUTE_META`. */
export function StaticPage({
  route,
  heading,
  updated,
  children,
}: {
  route: StaticRoute;
  /** The spec's heading, word for word. */
  heading: string;
  /** When the text last changed (policies only). */
  updated?: string;
  children: ReactNode;
}) {
  usePageTitle(heading, ROUTE_META[route].description);
  return (
    <article className="static-page">
      <h1>{heading}</h1>
      {updated !== undefined && <p className="static-page__updated">Last updated {updated}</p>}
      {children}
    </article>
  );
}

/** How to reach the shop, from its configuration (the footer's contact block says the same). */
export function ShopContact() {
  const shop = useShopConfig()?.shop;
  if (shop === undefined) return <Link to={paths.contact()}>our contact page</Link>;
  return (
    <>
      <a href={`mailto:${shop.email}`}>{shop.email}</a>, {shop.phone}, or <Link to={paths.contact()}>the contact page</Link>
    </>
  );
}
