import type { ReactNode } from 'react';
import { MESSAGES } from '@chitra/contract/messages';
import { describeFailure } from '../../lib/api-error';

const TRY_AGAIN = 'Try again';

/**
 * docs/spec.md §8: 'Error: ' and the failure's message, with a way to ask again. It
 * stands where the content would have been, read in order rather than
 * announced over everything else (no alert role): it appears while the page
 * loads, not in answer to something the visitor did.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="catalogue-state catalogue-state--error">
      <p className="catalogue-state__text">
        {MESSAGES.errorPrefix}
        {describeFailure(error)}
      </p>
      {onRetry !== undefined && (
        <button type="button" className="button button--small button--quiet" onClick={onRetry}>
          {TRY_AGAIN}
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
