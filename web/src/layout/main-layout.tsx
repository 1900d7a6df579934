import { useState } from 'react';
import { Outlet } from 'react-router';
import { PageTitleContext } from '../lib/page-title';
import { useDismissStaleToastsOnNavigation } from '../lib/toast';
import { Breadcrumb } from './breadcrumb';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './main-layout.css';

/** docs/spec.md §2: sticky header, breadcrumb, the routed page, footer. */
export function MainLayout() {
  const [title, setTitle] = useState('');
  useDismissStaleToastsOnNavigation();
  return (
    <PageTitleContext value={setTitle}>
      <div className="main-layout">
        <SkipLink />
        <DemoBanner />
        <Header />
        <Breadcrumb title={title} />
        <main id={MAIN_CONTENT_ID} className="container main-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </PageTitleContext>
  );
}
