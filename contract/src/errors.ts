import { z } from 'zod';

/** Error codes of the API and the HTTP status each one answers with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  EXPECTATION_FAILED: 417,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ReasonValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** Why one field's message was said, by a stable name, with the values it was made with (error-reasons.ts). */
export const FieldReason = z.object({ reason: z.string(), values: ReasonValues.optional() });
export type FieldReason = z.infer<typeof FieldReason>;

/** Every error answer: `{ success: false, message, code, reason?, values?, errors?, fieldReasons? }` (docs/architecture.md §3 item 11). */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  /** Why, by a stable name ('coupon.expired'), for the web to say in the page's language (error-reasons.ts); absent for words of no table. */
  reason: z.string().optional(),
  /** The values a message made from them was made with ({ triesLeft: 2 }). */
  values: ReasonValues.optional(),
  /** Per-field messages for bad input, keyed by the field's dotted path. */
  errors: z.record(z.string(), z.string()).optional(),
  /** The reason (and values) of each message of `errors` that has one, by the same field, for the web to say in the page's language. */
  fieldReasons: z.record(z.string(), FieldReason).optional(),
  /** The request's id (also the `x-request-id` header), so support can find the log line. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
