import type { ReactNode } from 'react';
import { Link } from '../lib/link';
import { useMessages } from '../i18n/i18n';
import { usePageTitle } from '../lib/page-title';
import { paths } from '../lib/paths';
import './error-screen.css';

/** What the screen says under its heading for a path no route matches. */
export const NOT_FOUND = '404 Not Found';

/** The message of an exception, or the text given. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * docs/spec.md §2: the generic screen for an unmatched route or an unexpected
 * failure. Under the heading and the status, `children` (the 404's search and
 * ways back, not-found-page.tsx) or else the link home.
 */
export function ErrorScreen({ error, children }: { error: unknown; children?: ReactNode }) {
  const t = useMessages('shell');
  usePageTitle(t('unexpectedError'));
  const detail = describe(error);
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('unexpectedError')}</h1>
      {detail !== '' && <p className="error-screen__detail">{detail}</p>}
      {children ?? (
        <Link className="button" to={paths.home()}>
          {t('goToHome')}
        </Link>
      )}
    </section>
  );
}
