import { Link } from '../../lib/link';
import { skipToken } from '@reduxjs/toolkit/query';
import { LayoutDashboard } from 'lucide-react';
import { selectAccessToken, selectIsAdmin } from '../../lib/state';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { useMessages } from '../../i18n/i18n';
import { useGetAdminMeQuery } from './api';

/** The entry's name in English, as the user menu's tests look for it (the entry reads it from the `admin` catalogue). */
export const ADMIN_MENU_LABEL = 'Admin';

/** The link itself: only an administrator's menu draws it, so only theirs loads the area's words. */
function AdminMenuLink({ onChoose }: { onChoose: () => void }) {
  const t = useMessages('admin');
  return (
    <li>
      <Link className="user-menu__item" to={paths.admin()} onClick={onChoose}>
        <LayoutDashboard aria-hidden="true" size={18} />
        {t('menuEntry')}
      </Link>
    </li>
  );
}

/**
 * The user menu's way into the admin area, for administrators only. The
 * menu loads this when it is first opened; a session the login marked as an
 * administrator's then asks GET admin/me (the server's word, in case the
 * role changed since), and a customer's sends nothing.
 */
export function AdminMenuEntry({ onChoose }: { onChoose: () => void }) {
  const token = useAppSelector(selectAccessToken);
  const isAdmin = useAppSelector(selectIsAdmin);
  // Only a session the login marked as an administrator's asks: a customer's menu sends nothing.
  const { currentData: admin } = useGetAdminMeQuery(token && isAdmin ? token : skipToken);
  if (!admin) return null;
  return <AdminMenuLink onChoose={onChoose} />;
}
