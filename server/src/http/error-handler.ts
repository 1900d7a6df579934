import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse, type FieldReason } from '@chitra/contract/errors';
import { API_MESSAGES, wordedOf } from '@chitra/contract/error-reasons';
import { worded, type Worded } from '@chitra/contract/worded';
import { withoutParams } from '../db/redact-errors';
import { AppError, fieldReason } from '../errors';

const CODE_BY_STATUS = new Map<number, ErrorCode>((Object.entries(ERROR_STATUS) as [ErrorCode, number][]).map(([code, status]) => [status, code]));

const INTERNAL_MESSAGE = API_MESSAGES.internal;

/**
 * One handler maps every failure to the error contract. A 4xx says what was
 * wrong with the request; a 5xx says nothing about the inside, only the
 * request id that finds the log line.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'request';
        errors[field] ??= issue.message ?? 'is invalid';
      }
      const [field, message] = Object.entries(errors)[0] ?? ['request', 'is invalid'];
      // As invalidField words it: the first field's message, with that message's reason (the web says just the field's message).
      const said = wordedOf(message);
      const english = `Invalid ${field}: ${message}`;
      return reply.code(400).send(errorBody(request, 'BAD_REQUEST', said ? worded(said.reason, said.values, english) : english, errors));
    }

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const said = error.reason === undefined ? error.message : worded(error.reason, error.values ?? {}, error.message);
      return reply.code(error.statusCode).send(errorBody(request, error.code, said, error.errors, error.fieldReasons));
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(request, CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST', error.message));
    }

    // Query errors quote their parameters (hashes, mail bodies): log the SQL only.
    request.log.error({ err: withoutParams(error) }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send(errorBody(request, status === 503 ? 'UNAVAILABLE' : 'INTERNAL', INTERNAL_MESSAGE));
  });
}

/**
 * Every error answer: the contract's shape, with the request id that finds
 * the log line. `reason` names the message for a translation
 * (contract/src/error-reasons.ts) and `values` fill it in: a Worded's own,
 * else found by the message's words; each field's message of `errors` is
 * named the same way in `fieldReasons` (`given` are those thrown as Worded).
 */
function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string | Worded,
  errors?: Record<string, string>,
  given?: Record<string, FieldReason>,
): ErrorResponse {
  const said = typeof message === 'string' ? wordedOf(message) : message;
  const english = typeof message === 'string' ? message : message.message;
  const fieldReasons = errors ? reasonsOfFields(errors, given) : undefined;
  return {
    success: false,
    code,
    message: english,
    ...(said ? { reason: said.reason } : {}),
    ...(said && Object.keys(said.values).length > 0 ? { values: { ...said.values } } : {}),
    ...(errors ? { errors } : {}),
    ...(fieldReasons ? { fieldReasons } : {}),
    requestId: String(request.id),
  };
}

/** The reason of each field's message that has one (given, else by its words); undefined when none has. */
function reasonsOfFields(errors: Record<string, string>, given: Record<string, FieldReason> = {}): Record<string, FieldReason> | undefined {
  const reasons: Record<string, FieldReason> = {};
  for (const [field, message] of Object.entries(errors)) {
    const said = field in given ? undefined : wordedOf(message);
    const found = given[field] ?? (said && fieldReason(said));
    if (found) reasons[field] = found;
  }
  return Object.keys(reasons).length > 0 ? reasons : undefined;
}

export function notFoundBody(request: FastifyRequest): ErrorResponse {
  const path = request.url.split('?')[0];
  return errorBody(request, 'NOT_FOUND', `No such endpoint: ${request.method} ${path}`);
}

/**
 * Fastify's own early refusals (a path that is not valid percent-encoding, a
 * content type it cannot parse before the route is known): the contract's
 * shape too, never Fastify's `{ error, statusCode }`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // Never echo the address back: it may be huge, or carry a secret.
  const message = status === 414 ? 'The address is too long.' : error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : error.message;
  void reply
    .code(status)
    .header('x-request-id', request.id)
    .send(errorBody(request, CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST', message));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * A whole HTTP/1.1 answer in the contract's shape, with an id of its own, for
 * a socket no Fastify request owns; the connection closes after it.
 */
export function rawErrorAnswer(status: number, message: string, headers: Record<string, string> = {}): string {
  const code = CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST';
  const body = JSON.stringify({ success: false, code, message, requestId: randomUUID() } satisfies ErrorResponse);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`
  );
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too
 * large, a malformed request line): a JSON answer in the contract's shape,
 * then the connection closes. Not when an answer to an earlier request on
 * the same connection has begun: text written into it would corrupt it
 * (Node's own handler holds back the same way), so the connection just ends.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // Node's own name for the answer in progress on the socket (what its default handler checks).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  socket.end(rawErrorAnswer(status, message));
}
