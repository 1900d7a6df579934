import { Link } from '../../lib/link';
import { skipToken } from '@reduxjs/toolkit/query';
import { LayoutDashboard } from 'lucide-react';
import { selectAccessToken, selectIsAdmin } from '../../lib/state';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { useGetAdminMeQuery } from './api';

export const ADMIN_MENU_LABEL = 'Admin';

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
  return (
    <li>
      <Link className="user-menu__item" to={paths.admin()} onClick={onChoose}>
        <LayoutDashboard aria-hidden="true" size={18} />
        {ADMIN_MENU_LABEL}
      </Link>
    </li>
  );
}
