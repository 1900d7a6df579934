import { useCallback, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PageTitleContext } from '../lib/page-title';
import { routePatterns } from '../lib/paths';
import { useDismissStaleToastsOnNavigation } from '../lib/toast';
import { Breadcrumb } from './breadcrumb';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './main-layout.css';

/**
 * docs/spec.md §2: sticky header, breadcrumb, the routed page, footer. The
 * breadcrumb is a line of small type right above the page's heading, in the
 * content's column, not a band of its own (decision 046); the home page's
 * full-bleed picture follows it directly.
 */
export function MainLayout() {
  const [title, setTitle] = useState<{ text: string; lang?: string }>({ text: '' });
  const declareTitle = useCallback(
    (text: string, lang?: string) => setTitle((shown) => (shown.text === text && shown.lang === lang ? shown : { text, lang })),
    [],
  );
  const home = useMatch(routePatterns.home) !== null;
  useDismissStaleToastsOnNavigation();
  return (
    <PageTitleContext value={declareTitle}>
      <div className="main-layout">
        <SkipLink />
        <DemoBanner />
        <Header />
        <Breadcrumb title={title.text} lang={title.lang} />
        <main id={MAIN_CONTENT_ID} className={home ? 'container main-layout__main main-layout__main--hero' : 'container main-layout__main'} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </PageTitleContext>
  );
}
