import { ERROR_STATUS, type ErrorCode } from '@chitra/contract/errors';
import { API_MESSAGES, reasonOf } from '@chitra/contract/error-reasons';
import { englishOf, worded, type Worded } from '@chitra/contract/worded';

/**
 * The one error type business code throws. The error handler turns it into
 * `{ success: false, message, code, errors? }` with the code's status.
 */
export class AppError extends Error {
  override name = 'AppError';

  /** Why, by name, for a message made from values (contract/src/error-reasons.ts); a plain message's is found by its words. */
  readonly reason?: string;
  readonly values?: Readonly<Record<string, string | number>>;

  constructor(
    readonly code: ErrorCode,
    message: string | Worded,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(message));
    if (typeof message !== 'string') {
      this.reason = message.reason;
      this.values = message.values;
    }
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string | Worded) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string | Worded, errors?: Record<string, string>) => new AppError('BAD_REQUEST', message, errors);
/**
 * A 400 for a broken field, worded as a schema's failure reads ('Invalid
 * email: …'), with every broken field's message in `errors`; its reason is
 * the field's message's (contract/src/error-reasons.ts).
 */
export function invalidField(field: string, message: string, errors: Record<string, string> = { [field]: message }): AppError {
  const reason = reasonOf(message);
  return new AppError('BAD_REQUEST', reason === undefined ? `Invalid ${field}: ${message}` : worded(reason, {}, `Invalid ${field}: ${message}`), errors);
}
export const conflict = (message: string | Worded) => new AppError('CONFLICT', message);
export const unauthorized = (message: string | Worded = API_MESSAGES.signIn) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string | Worded = API_MESSAGES.notAllowed) => new AppError('FORBIDDEN', message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string | Worded) =>
  new AppError('RATE_LIMITED', message ?? API_MESSAGES.tooManyRequests(retryAfterSeconds), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
