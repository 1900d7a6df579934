import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

/**
 * The form's one main button. While the form is sending it shows a spinner
 * and is disabled, so a second click cannot send it twice.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button account-form__submit" disabled={pending} aria-busy={pending || undefined}>
      {pending && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
      {children}
    </button>
  );
}
