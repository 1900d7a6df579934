import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n';
import { describeFailure } from '../../lib/api-error';

/**
 * docs/spec.md §8: 'Error: ' and the failure's message, with a way to ask again. It
 * stands where the content would have been, read in order rather than
 * announced over everything else (no alert role): it appears while the page
 * loads, not in answer to something the visitor did.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useMessages('catalogue');
  return (
    <div className="catalogue-state catalogue-state--error">
      <p className="catalogue-state__text">
        {t('errorPrefix')}
        {describeFailure(error)}
      </p>
      {onRetry !== undefined && (
        <button type="button" className="button button--small button--quiet" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

/** An empty list or an unknown id: the words, and where to go next. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="catalogue-state">
      <p className="catalogue-state__text">{children}</p>
      {action}
    </div>
  );
}
