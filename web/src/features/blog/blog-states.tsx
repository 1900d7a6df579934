import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { describeFailure } from '../../lib/api-error';

/** 'Error: ' and why: the why is the server's or the interpreter's words, as they came (the API's codes will translate it). */
export function BlogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages('pages');
  return (
    // Read in place, not announced: it appears while the page loads (see catalogue's ErrorState).
    <div className="blog-state blog-state--error">
      <p>
        {t('errorPrefix')}
        {describeFailure(error)}
      </p>
      <button type="button" className="button button--small button--quiet" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

export function BlogEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="blog-state">
      <p>{children}</p>
      {action}
    </div>
  );
}
