import { Outlet } from 'react-router';
import { Link } from '../lib/link';
import { paths } from '../lib/paths';
import { DemoBanner } from './demo-banner';
import { Logo } from './logo';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useDismissStaleToastsOnNavigation } from '../lib/toast';
import './auth-layout.css';

/**
 * docs/spec.md §2 keeps sign-in, sign-up, forgot-password and OTP outside the main
 * layout: a quiet page with the logo (the way home) and the form centred.
 */
export function AuthLayout() {
  useDismissStaleToastsOnNavigation();
  return (
    <div className="auth-layout">
      <SkipLink />
      <DemoBanner />
      <header className="auth-layout__header">
        <Link className="auth-layout__logo" to={paths.home()}>
          <Logo />
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} className="auth-layout__main" tabIndex={-1}>
        <div className="auth-layout__card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
