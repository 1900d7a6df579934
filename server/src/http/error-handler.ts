import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@chitra/contract/errors';
import { API_MESSAGES, reasonOf } from '@chitra/contract/error-reasons';
import { withoutParams } from '../db/redact-errors';
import { AppError } from '../errors';

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
      return reply.code(400).send(errorBody(request, 'BAD_REQUEST', `Invalid ${field}: ${message}`, errors));
    }

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(request, error.code, error.message, error.errors, error.reason, error.values));
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

/** Every error answer: the contract's shape, with the request id that finds the log line. */
function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
  reason = reasonOf(message),
  values?: Readonly<Record<string, string | number>>,
): ErrorResponse {
  // `reason` names the message for a translation (contract/src/error-reasons.ts); `values` fill it in.
  return {
    success: false,
    code,
    message,
    ...(reason ? { reason } : {}),
    ...(values ? { values: { ...values } } : {}),
    ...(errors ? { errors } : {}),
    requestId: String(request.id),
  };
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
