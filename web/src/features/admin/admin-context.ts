import { createContext, use } from 'react';
import type { AdminMe } from '@chitra/contract/admin';
import { useMessages } from '../../i18n/i18n';
import { usePageTitle } from '../../lib/page-title';

/** The signed-in administrator, for the pages inside the guard (admin-area.tsx). */
export const AdminContext = createContext<AdminMe | null>(null);

export function useAdmin(): AdminMe {
  const admin = use(AdminContext);
  if (admin === null) throw new Error('useAdmin is for the pages inside the admin area');
  return admin;
}

/** The document title of an admin page: 'Print orders · Admin | Chitra'; the area's own name alone. */
export function useAdminPageTitle(title: string): void {
  const t = useMessages('admin');
  const area = t('area');
  usePageTitle(title === area ? area : t('pageTitle', { title }));
}
