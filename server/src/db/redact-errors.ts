import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Drizzle's query errors quote every parameter of the failed query, in the
 * message and as properties, and the logger prints both. For tables that
 * hold password hashes, token hashes and mail bodies that would put secrets
 * in the log, so repositories of those tables throw this instead: the SQL
 * text, the driver's message and its error code (callers still recognise a
 * unique violation, 23505), never the parameters.
 */
class DatabaseQueryError extends Error {
  override name = 'DatabaseQueryError';

  constructor(
    readonly query: string,
    readonly code: string | undefined,
    driverMessage: string,
  ) {
    super(`Database query failed: ${driverMessage}`);
  }
}

export function withoutParams(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  return new DatabaseQueryError(
    error.query,
    typeof cause?.code === 'string' ? cause.code : undefined,
    typeof cause?.message === 'string' ? cause.message : 'unknown error',
  );
}
