import type { ReactNode } from 'react';
import { MESSAGES } from '@chitra/contract/messages';
import { describeFailure } from '../../lib/api-error';

const TRY_AGAIN = 'Try again';

export function BlogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    // Read in place, not announced: it appears while the page loads (see catalogue's ErrorState).
    <div className="blog-state blog-state--error">
      <p>
        {MESSAGES.errorPrefix}
        {describeFailure(error)}
      </p>
      <button type="button" className="button button--small button--quiet" onClick={onRetry}>
        {TRY_AGAIN}
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
