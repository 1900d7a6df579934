import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { selectSignedInUser } from '../lib/state';
import { useAppSelector } from '../app/hooks';
import { paths } from '../lib/paths';
import { useCartCount } from '../lib/cart-api';
import { useIsNarrow } from '../lib/use-is-narrow';
import { CartLink } from './cart-link';
import { CategorySelect } from './category-select';
import { Logo } from './logo';
import { MenuDrawer, PrimaryNav } from './primary-nav';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import './header.css';

// Signed-in customers only: not in a visitor's first load (decision 017's budget).
const PrintCartLink = lazy(() => import('./print-cart-link').then((m) => ({ default: m.PrintCartLink })));

/**
 * docs/spec.md §2's sticky header, with the primary navigation under it. Below 768 px
 * the navigation is a menu button and drawer, the search moves to its own row
 * under the header row and the category dropdown is left out. Beside the
 * cart, the print cart shows while it holds prints (decision 041).
 */
export function Header() {
  const isNarrow = useIsNarrow();
  const user = useAppSelector(selectSignedInUser);
  // From the cached GET users/getcart, the cart's one source (0 while signed out).
  const cartCount = useCartCount();
  // docs/spec.md §2: the badge shows on phones always, on desktop only when signed in.
  const showBadge = isNarrow || user !== null;

  return (
    <header className="site-header">
      <div className="container site-header__row">
        {isNarrow && <MenuDrawer />}
        <Link className="site-header__logo" to={paths.home()}>
          <Logo />
        </Link>
        {!isNarrow && (
          <div className="site-header__find">
            <SearchBox />
            <CategorySelect />
          </div>
        )}
        <div className="site-header__actions">
          <CartLink count={cartCount} showBadge={showBadge} />
          {user !== null && (
            <Suspense fallback={null}>
              <PrintCartLink />
            </Suspense>
          )}
          {user !== null ? (
            <UserMenu name={user.name} />
          ) : (
            <Link className="button button--small" to={paths.login()}>
              {MESSAGES.signIn}
            </Link>
          )}
        </div>
      </div>
      {isNarrow ? (
        <div className="container site-header__search-row">
          <SearchBox />
        </div>
      ) : (
        <PrimaryNav />
      )}
    </header>
  );
}
