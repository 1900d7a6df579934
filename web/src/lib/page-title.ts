import { createContext, useContext, useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '@chitra/contract/constants';

/**
 * Lets a page hand its title to the layout's breadcrumb. Absent outside the
 * main layout (login, sign-up…), where only the document title changes.
 */
export const PageTitleContext = createContext<((title: string) => void) | null>(null);

export const documentTitle = (title: string): string => `${title} | ${PRODUCT_NAME}`;

/**
 * Each page declares its title once: it becomes the breadcrumb's last item and
 * the document title. A layout effect, so the breadcrumb never paints the
 * previous page's title.
 */
export function usePageTitle(title: string): void {
  const setBreadcrumbTitle = useContext(PageTitleContext);
  useLayoutEffect(() => {
    document.title = documentTitle(title);
    setBreadcrumbTitle?.(title);
  }, [title, setBreadcrumbTitle]);
}
