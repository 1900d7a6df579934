import { createContext, useContext, useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '@chitra/contract/constants';
import { DEFAULT_DESCRIPTION } from '@chitra/contract/routes';

/**
 * Lets a page hand its title to the layout's breadcrumb. Absent outside the
 * main layout (login, sign-up…), where only the document title changes.
 */
export const PageTitleContext = createContext<((title: string) => void) | null>(null);

const documentTitle = (title: string): string => `${title} | ${PRODUCT_NAME}`;

/** The page's `<meta name="description">` (and its OpenGraph twin), which the server filled for the first page. */
function setMetaDescription(description: string): void {
  let meta = document.head.querySelector('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.append(meta);
  }
  meta.setAttribute('content', description);
  document.head.querySelector('meta[property="og:description"]')?.setAttribute('content', description);
}

/**
 * Each page declares its title once (and its description where it has its
 * own, from `ROUTE_META` or the catalogue): the title becomes the breadcrumb's
 * last item and the document title; the description the page's meta
 * description, kept in step as the customer moves on. A layout effect, so the
 * breadcrumb never paints the previous page's title.
 */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  const setBreadcrumbTitle = useContext(PageTitleContext);
  useLayoutEffect(() => {
    document.title = documentTitle(title);
    setMetaDescription(description);
    setBreadcrumbTitle?.(title);
  }, [title, description, setBreadcrumbTitle]);
}
