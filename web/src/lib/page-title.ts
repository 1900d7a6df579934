import { createContext, use, useContext, useLayoutEffect } from 'react';
import { useMessages } from '../i18n/i18n';

/**
 * Lets a page hand its title to the layout's breadcrumb (and the title's
 * `lang` when it differs from the page's: a catalogue title shown in
 * English). Absent outside the main layout (login, sign-up…), where only the
 * document title changes.
 */
export const PageTitleContext = createContext<((title: string, lang?: string) => void) | null>(null);

/** What a page declared, whole: the document title ('Store | Chitra') and the description. */
export type CapturedHead = { title: string; description: string };

/**
 * Set by the server's render only (entry-server.tsx): the page's title and
 * description, in its language, reach the head the server writes, as the
 * browser's effect would write them.
 */
export const PageHeadCapture = createContext<((head: CapturedHead) => void) | null>(null);

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
 * breadcrumb never paints the previous page's title. `lang` marks a catalogue
 * title shown in English on a Hindi or Marathi page (useContent), in the
 * breadcrumb.
 */
export function usePageTitle(title: string, ownDescription?: string, lang?: string): void {
  const setBreadcrumbTitle = useContext(PageTitleContext);
  const t = useMessages('shell');
  const description = ownDescription ?? t('defaultDescription');
  const documentTitle = t('pageTitle', { title });
  use(PageHeadCapture)?.({ title: documentTitle, description });
  useLayoutEffect(() => {
    document.title = documentTitle;
    setMetaDescription(description);
    setBreadcrumbTitle?.(title, lang);
  }, [title, lang, documentTitle, description, setBreadcrumbTitle]);
}
