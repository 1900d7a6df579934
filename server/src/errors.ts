import { ERROR_STATUS, type ErrorCode } from '@chitra/contract/errors';

/**
 * The one error type business code throws. The error handler turns it into
 * `{ success: false, message, code, errors? }` with the code's status.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, errors?: Record<string, string>) => new AppError('BAD_REQUEST', message, errors);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError('RATE_LIMITED', message ?? `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
