import { lazy, Suspense } from 'react';
import { Link } from '../lib/link';
import { ChevronDown, Heart, LogOut, Package, ReceiptText, UserRound } from 'lucide-react';
import { paths } from '../lib/paths';
import { logout } from '../lib/session';
import { useDisclosure } from '../lib/use-disclosure';
import { useMessages } from '../i18n/i18n';
import './user-menu.css';

// Administrators only, and asked about only once the menu opens: not in the storefront's first load.
const AdminMenuEntry = lazy(() => import('../features/admin/admin-menu-entry').then((m) => ({ default: m.AdminMenuEntry })));

/**
 * docs/spec.md §2: the signed-in user's name as a button that opens and closes a
 * small panel with Order History and Logout; the customer's other own pages
 * (profile, wishlist, print orders) sit between them. The two order lists
 * each say what they hold in a line under their name, the link's
 * accessible description (its name stays the label). A disclosure rather
 * than an ARIA menu: ordinary links need no arrow-key model.
 */
export function UserMenu({ name }: { name: string }) {
  const { open, setOpen, toggle, panelId, rootRef, buttonRef } = useDisclosure();
  // The menu's words are the 'common' area's: this chunk loads once a customer is signed in, and they with it.
  const t = useMessages('common');
  const close = () => setOpen(false);
  // What each of the two order lists holds, under its name (decision 038): the
  // spec's Order History is the digital orders, My Orders the framed prints.
  const links = [
    { to: paths.myProfile(), label: t('myProfile'), Icon: UserRound },
    { to: paths.wishlist(), label: t('wishlist'), Icon: Heart },
    { to: paths.orderHistory(), label: t('orderHistory'), Icon: ReceiptText, description: t('orderHistoryHolds') },
    { to: paths.myOrders(), label: t('myOrders'), Icon: Package, description: t('myOrdersHold') },
  ];
  const descriptionId = (to: string) => `${panelId}${to.replace(/\W/g, '-')}`;

  return (
    <div className="user-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="user-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <UserRound className="user-menu__avatar" aria-hidden="true" size={20} />
        <span className="user-menu__name">{name}</span>
        <ChevronDown className="user-menu__chevron" aria-hidden="true" size={16} />
      </button>
      <ul id={panelId} className="user-menu__panel" hidden={!open}>
        {links.map(({ to, label, Icon, description }) => (
          <li key={to}>
            <Link className="user-menu__item" to={to} onClick={close} aria-describedby={description ? descriptionId(to) : undefined}>
              <Icon aria-hidden="true" size={18} />
              {description ? (
                <span className="user-menu__text">
                  <span className="user-menu__label">{label}</span>
                  {/* Read as the link's description, not again as part of its name. */}
                  <span id={descriptionId(to)} className="user-menu__description" aria-hidden="true">
                    {description}
                  </span>
                </span>
              ) : (
                label
              )}
            </Link>
          </li>
        ))}
        {open && (
          <Suspense fallback={null}>
            <AdminMenuEntry onChoose={close} />
          </Suspense>
        )}
        <li>
          <button type="button" className="user-menu__item" onClick={logout}>
            <LogOut aria-hidden="true" size={18} />
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
