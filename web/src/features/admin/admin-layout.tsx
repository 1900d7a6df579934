import type { ReactNode } from 'react';
import { Link, NavLink } from '../../lib/link';
import { ArrowLeft } from 'lucide-react';
import type { AdminMe } from '@chitra/contract/admin';
import { paths } from '../../lib/paths';
import { PageOutlet } from '../../app/route-error-boundary';
import { Drawer } from '../../components/drawer';
import { useDismissStaleToastsOnNavigation } from '../../lib/toast';
import { useIsNarrow } from '../../lib/use-is-narrow';
import { Logo } from '../../layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/skip-link';
import { useMessages } from '../../i18n/i18n';
import { ADMIN_NAV } from './admin-nav';
import { fullName } from './format';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'admin-nav__link is-active' : 'admin-nav__link');

function NavList() {
  const t = useMessages('admin');
  return (
    <ul className="admin-nav__list">
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink className={navClass} to={item.to} end={item.end}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 768 px the area's navigation is a menu button and a modal drawer
 * (components/drawer.tsx), as the storefront's: the focus stays inside,
 * Escape or a tap outside closes it and gives the focus back, choosing a
 * page closes it.
 */
function AdminDrawer() {
  const t = useMessages('admin');
  return (
    <Drawer title={t('navMenu')} closeLabel={t('navCloseMenu')}>
      <nav aria-label={t('navigation')}>
        <NavList />
      </nav>
      <Link className="admin-nav__link admin-nav__back" to={paths.home()}>
        <ArrowLeft aria-hidden="true" size={18} />
        {t('backToShop')}
      </Link>
    </Drawer>
  );
}

/** The area's top bar: the way back to the shop, the area's name, who is signed in. */
function AdminHeader({ admin, narrow }: { admin: AdminMe | null; narrow: boolean }) {
  const t = useMessages('admin');
  return (
    <header className="admin-header">
      <div className="admin-header__row">
        {narrow && admin !== null && <AdminDrawer />}
        <Link className="admin-header__logo" to={paths.home()}>
          <Logo />
        </Link>
        <span className="admin-header__area">{t('area')}</span>
        {admin !== null && (
          <p className="admin-header__who">
            <span className="admin-header__name">{fullName(admin)}</span>
            <span className="admin-header__email">{admin.email}</span>
          </p>
        )}
      </div>
    </header>
  );
}

/**
 * The frame of the area without its navigation: the guard's waiting and
 * refusal screens, before anyone is known to be an administrator.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  useDismissStaleToastsOnNavigation();
  return (
    <div className="admin-layout">
      <SkipLink />
      <AdminHeader admin={null} narrow={false} />
      <main id={MAIN_CONTENT_ID} className="admin-layout__main admin-layout__main--alone" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * The admin area's layout: the storefront's type and colours, its own
 * navigation (a column from 768 px, a drawer below), and the page.
 */
export function AdminLayout({ admin }: { admin: AdminMe }) {
  const t = useMessages('admin');
  const narrow = useIsNarrow();
  useDismissStaleToastsOnNavigation();
  return (
    <div className="admin-layout">
      <SkipLink />
      <AdminHeader admin={admin} narrow={narrow} />
      <div className="admin-layout__body">
        {!narrow && (
          <aside className="admin-layout__side">
            <nav className="admin-nav" aria-label={t('navigation')}>
              <NavList />
            </nav>
            <Link className="admin-nav__link admin-nav__back" to={paths.home()}>
              <ArrowLeft aria-hidden="true" size={18} />
              {t('backToShop')}
            </Link>
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} className="admin-layout__main" tabIndex={-1}>
          <PageOutlet />
        </main>
      </div>
    </div>
  );
}
