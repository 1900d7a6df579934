import { createContext, use } from 'react';
import type { AdminMe } from '@chitra/contract/admin';
import { usePageTitle } from '../../lib/page-title';

/** The signed-in administrator, for the pages inside the guard (admin-area.tsx). */
export const AdminContext = createContext<AdminMe | null>(null);

export function useAdmin(): AdminMe {
  const admin = use(AdminContext);
  if (admin === null) throw new Error('useAdmin is for the pages inside the admin area');
  return admin;
}

const AREA = 'Admin';

/** The document title of an admin page: 'Print orders · Admin | Chitra'. */
export function useAdminPageTitle(title: string): void {
  usePageTitle(title === AREA ? AREA : `${title} · ${AREA}`);
}

export const ADMIN_AREA = AREA;
