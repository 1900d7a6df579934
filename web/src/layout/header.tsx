import { lazy, Suspense } from 'react';
import { Link } from '../lib/link';
import { selectSignedInUser } from '../lib/state';
import { useAppSelector } from '../app/hooks';
import { paths } from '../lib/paths';
import { useCartCount } from '../lib/cart-api';
import { CartLink } from './cart-link';
import { CategorySelect } from './category-select';
import { useMessages } from '../i18n/i18n';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MenuDrawer, PrimaryNav } from './primary-nav';
import { SearchBox } from './search-box';
import './header.css';

// Signed-in customers only: not in a visitor's first load (decision 017's budget).
const PrintCartLink = lazy(() => import('./print-cart-link').then((m) => ({ default: m.PrintCartLink })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * docs/spec.md §2's sticky header. One markup at every width, arranged by CSS
 * alone (header.css, decision 046), so the page the server draws is the page
 * the browser hydrates whatever the screen: below 768 px the menu button and
 * drawer stand for the primary navigation, the search has a row of its own
 * under the header row and the category dropdown is not shown; from 768 px
 * the navigation is a row under the header row; from 1024 px everything is
 * one row. Beside the cart, the print cart shows while it holds prints
 * (decision 041).
 */
export function Header() {
  const user = useAppSelector(selectSignedInUser);
  // From the cached GET users/getcart, the cart's one source (0 while signed out).
  const cartCount = useCartCount();
  const t = useMessages('shell');

  return (
    <header className="site-header">
      <div className="container site-header__row">
        <MenuDrawer />
        <Link className="site-header__logo" to={paths.home()}>
          <Logo />
        </Link>
        <PrimaryNav />
        <div className="site-header__find">
          <SearchBox />
          <CategorySelect />
        </div>
        <div className="site-header__actions">
          <LocaleSwitcher />
          {/* docs/spec.md §2: the badge shows on phones always, on desktop only when signed in (CSS hides it there). */}
          <CartLink count={cartCount} badge={user !== null ? 'always' : 'narrow'} />
          {user !== null && (
            <Suspense fallback={null}>
              <PrintCartLink />
            </Suspense>
          )}
          {user !== null ? (
            // Until its chunk arrives, a space the size of the menu's button on a phone.
            <Suspense fallback={<span className="site-header__menu-pending" />}>
              <UserMenu name={user.name} />
            </Suspense>
          ) : (
            <Link className="button button--small" to={paths.login()}>
              {t('signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
