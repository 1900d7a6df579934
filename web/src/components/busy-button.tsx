import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { pending: boolean; children: ReactNode };

/** A button that shows a spinner and stays disabled while its request is out: one click, one request. */
export function BusyButton({ pending, disabled, className = 'button', children, type = 'button', ...button }: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {pending && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
      {children}
    </button>
  );
}
