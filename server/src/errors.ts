import { ERROR_STATUS, type ErrorCode, type FieldReason } from '@chitra/contract/errors';
import { API_MESSAGES, wordedOf } from '@chitra/contract/error-reasons';
import { englishOf, worded, type Worded } from '@chitra/contract/worded';

/** A field's message: plain words, or a message made from values (contract/src/worded.ts). */
export type FieldMessage = string | Worded;

/**
 * The one error type business code throws. The error handler turns it into
 * `{ success: false, message, code, reason?, values?, errors?, fieldReasons? }`
 * with the code's status.
 */
export class AppError extends Error {
  override name = 'AppError';

  /** Why, by name, for a message made from values (contract/src/error-reasons.ts); a plain message's is found by its words. */
  readonly reason?: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Per-field messages, in English as the API sends them. */
  readonly errors?: Record<string, string>;
  /** The reason of each field's message given as a Worded; the error handler finds the others' by their words. */
  readonly fieldReasons?: Record<string, FieldReason>;

  constructor(
    readonly code: ErrorCode,
    message: string | Worded,
    errors?: Record<string, FieldMessage>,
    /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(message));
    if (typeof message !== 'string') {
      this.reason = message.reason;
      this.values = message.values;
    }
    if (errors) {
      this.errors = Object.fromEntries(Object.entries(errors).map(([field, said]) => [field, englishOf(said)]));
      const given = Object.entries(errors).filter((entry): entry is [string, Worded] => typeof entry[1] !== 'string');
      if (given.length > 0) this.fieldReasons = Object.fromEntries(given.map(([field, said]) => [field, fieldReason(said)]));
    }
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A field's reason as an error answer carries it: its values only when it has some. */
export function fieldReason({ reason, values }: Worded): FieldReason {
  return Object.keys(values).length > 0 ? { reason, values: { ...values } } : { reason };
}

export const notFound = (message: string | Worded) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string | Worded, errors?: Record<string, FieldMessage>) => new AppError('BAD_REQUEST', message, errors);
/**
 * A 400 for a broken field, worded as a schema's failure reads ('Invalid
 * email: …'), with every broken field's message in `errors`; its reason is
 * the field's message's (contract/src/error-reasons.ts).
 */
export function invalidField(field: string, message: FieldMessage, errors: Record<string, FieldMessage> = { [field]: message }): AppError {
  const said = typeof message === 'string' ? wordedOf(message) : message;
  const english = `Invalid ${field}: ${englishOf(message)}`;
  return new AppError('BAD_REQUEST', said === undefined ? english : worded(said.reason, said.values, english), errors);
}
export const conflict = (message: string | Worded) => new AppError('CONFLICT', message);
export const unauthorized = (message: string | Worded = API_MESSAGES.signIn) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string | Worded = API_MESSAGES.notAllowed) => new AppError('FORBIDDEN', message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string | Worded) =>
  new AppError('RATE_LIMITED', message ?? API_MESSAGES.tooManyRequests(retryAfterSeconds), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
