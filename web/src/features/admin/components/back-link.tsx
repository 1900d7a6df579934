import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { ArrowLeft } from 'lucide-react';

/** The way back from a detail page to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="admin-back" to={to}>
      <ArrowLeft aria-hidden="true" size={18} />
      {children}
    </Link>
  );
}
