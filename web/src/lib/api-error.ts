import { DEFAULT_LOCALE } from '@chitra/contract/locales';
import { messageByKey, pageLocaleNow } from '../i18n/i18n';

/**
 * The one reader of failed API calls (docs/layout-and-habits.md habit 7). Every error
 * the API sends is `{ success: false, message, code, reason?, values?, errors?,
 * fieldReasons? }` (contract/src/errors.ts); RTK Query
 * hands it over as `{ status, data }`, a network failure as
 * `{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }`, and a
 * thrown exception as a SerializedError `{ message }`. Pages and thunks ask
 * this module what happened instead of poking at those shapes themselves.
 */

/** What a failed call tells the customer, in a form a page can show. */
export type ApiFailure = {
  /** The server's message, else the caller's fallback. */
  message: string;
  /** True when the message came from the server rather than the fallback. */
  fromServer: boolean;
  /** HTTP status; absent when the server was not reached. */
  status?: number;
  /** Per-field messages of a 400, keyed by the request's field names: each in the page's language where the server named its reason. */
  errors: Record<string, string>;
  /**
   * Which message the server's is, by its stable name ('admin.couponCodeTaken',
   * contract/src/error-reasons.ts): what a page compares, since `message` is
   * in the page's language.
   */
  reason?: string;
  /** Seconds to wait, from a 429's `Retry-After` (the accounts API copies it into the body). */
  retryAfter?: number;
};

/** Shown when a failure says nothing a visitor could use (in the page's language: genericFailure()). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

const genericFailure = () => messageByKey('errors', 'web.genericFailure') ?? GENERIC_FAILURE;

// Every reader below starts from here: any value, read as an object (empty when it is not one).
const fields = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The server's own words, when it sent a non-blank `message`: on a Hindi or
 * Marathi page, said in the page's language by the error's `reason` (and
 * `values`) where the errors' catalogue has it (contract/src/error-reasons.ts);
 * else, and on English pages, the server's English as sent.
 */
export function serverMessage(error: unknown): string | undefined {
  const { message, reason, values } = fields(fields(error).data);
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return saidFor(reason, values) ?? message;
}

/**
 * The per-field messages of a 400 (`errors`, keyed by the request's field
 * names): each said in the page's language by its reason in `fieldReasons`
 * where the errors' catalogue has it, as `serverMessage` says the message;
 * else the server's English as sent. Empty when the failure has none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const { errors, fieldReasons } = fields(fields(error).data);
  const reasons = fields(fieldReasons);
  const found: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields(errors))) {
    if (typeof text !== 'string') continue;
    const { reason, values } = fields(reasons[field]);
    found[field] = saidFor(reason, values) ?? text;
  }
  return found;
}

/** The page's words for a reason and its values; undefined on an English page, or when the catalogue (not loaded yet) lacks them. */
function saidFor(reason: unknown, values: unknown): string | undefined {
  return typeof reason === 'string' ? messageByKey('errors', reason, valuesOf(values)) : undefined;
}

/** An error's `values`, the strings and numbers of them. */
function valuesOf(values: unknown): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(fields(values)).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
}

/** The HTTP status of a failure; undefined for a network failure or an exception. */
export function httpStatus(error: unknown): number | undefined {
  const { status, originalStatus } = fields(error);
  // A PARSING_ERROR (an HTML error page, say) keeps the real status in originalStatus.
  if (typeof originalStatus === 'number') return originalStatus;
  return typeof status === 'number' ? status : undefined;
}

/** Everything a failed call says, with `fallback` standing in for a missing server message. */
export function readApiFailure(error: unknown, fallback: string): ApiFailure {
  const body = fields(fields(error).data);
  const message = serverMessage(error);
  const status = httpStatus(error);
  return {
    message: message ?? fallback,
    fromServer: message !== undefined,
    ...(status !== undefined ? { status } : {}),
    errors: serverFieldErrors(error),
    ...(message !== undefined && typeof body.reason === 'string' ? { reason: body.reason } : {}),
    ...(typeof body.retryAfter === 'number' ? { retryAfter: body.retryAfter } : {}),
  };
}

/** The server's words when it gave any, else `fallback`: what a toast or an alert says. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/**
 * The most useful line about a failed load, for an error state in the page:
 * the server's message, else why the network failed ("Failed to fetch",
 * without the exception's type name, which is noise to a visitor), else the
 * status; for an exception, its message.
 */
export function describeFailure(error: unknown): string {
  const { status, error: reason, message } = fields(error);
  if (status === undefined) return typeof message === 'string' && message !== '' ? message : genericFailure();
  return (
    serverMessage(error) ??
    (typeof reason === 'string'
      ? reason.replace(/^\w*Error:\s*/, '')
      : (messageByKey('errors', 'web.shopAnswered', { status: String(status) }) ?? `The shop answered ${String(status)}.`))
  );
}

/**
 * An id the API does not know (404) or that cannot be an id at all (400 from
 * its path validation): both mean "there is no such thing" to a visitor.
 */
export function isNotFound(error: unknown): boolean {
  const { status } = fields(error);
  return status === 404 || status === 400;
}

/**
 * What a success toast says. The server's success notes are English and
 * carry no reason (decision 063): on an English page its sentence as sent
 * (the spec's words), on a Hindi or Marathi page the page's own words for
 * the same outcome (`own`: a catalogue message, or `wordsOfReason`'s).
 * Each falls back to the other.
 */
export function successWords(sent: string | undefined, own: string | undefined): string {
  const server = sent !== undefined && sent.trim() !== '' ? sent : undefined;
  return (pageLocaleNow() === DEFAULT_LOCALE ? (server ?? own) : (own ?? server)) ?? '';
}

/**
 * The errors' catalogue's words for a reason (contract/src/error-reasons.ts), in the page's language: for a
 * success note the API's tables name ('account.otpVerified'). Undefined until that catalogue has loaded.
 */
export function wordsOfReason(reason: string): string | undefined {
  return messageByKey('errors', reason);
}
