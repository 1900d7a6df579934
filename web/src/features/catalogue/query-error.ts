import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

const FALLBACK = 'Something went wrong. Please try again.';

/** What a failed query says to the visitor: the API's own message when it sent one. */
export function queryErrorMessage(error: QueryError): string {
  if (error === undefined) return FALLBACK;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message !== '') return data.message;
    // Network failures arrive as "TypeError: Failed to fetch"; the type is noise to a visitor.
    if ('error' in error) return error.error.replace(/^TypeError:\s*/, '');
    return `The shop answered ${error.status}.`;
  }
  return error.message ?? FALLBACK;
}

/**
 * An id the API does not know (404) or cannot be an id at all (400 from its
 * path validation): both mean "there is no such thing" to a visitor.
 */
export function isNotFound(error: QueryError): boolean {
  return error !== undefined && 'status' in error && (error.status === 404 || error.status === 400);
}
