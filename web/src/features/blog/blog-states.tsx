import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { MESSAGES } from '@chitra/contract/messages';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

const FALLBACK = 'Something went wrong. Please try again.';
const TRY_AGAIN = 'Try again';

function message(error: QueryError): string {
  if (error === undefined) return FALLBACK;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message !== '') return data.message;
    if ('error' in error) return error.error.replace(/^TypeError:\s*/, '');
    return `The shop answered ${error.status}.`;
  }
  return error.message ?? FALLBACK;
}

/** A post id the API does not know (404) or that cannot be one (400). */
export const isNotFound = (error: QueryError): boolean =>
  error !== undefined && 'status' in error && (error.status === 404 || error.status === 400);

export function BlogError({ error, onRetry }: { error: QueryError; onRetry: () => void }) {
  return (
    // Read in place, not announced: it appears while the page loads (see catalogue's ErrorState).
    <div className="blog-state blog-state--error">
      <p>
        {MESSAGES.errorPrefix}
        {message(error)}
      </p>
      <button type="button" className="button button--small blog-button--quiet" onClick={onRetry}>
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
