import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@chitra/contract/errors';
import { withoutParams } from '../db/redact-errors';
import { AppError } from '../errors';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).map(([code, status]) => [status, code]),
);

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

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
      const body: ErrorResponse = {
        success: false,
        code: 'BAD_REQUEST',
        message: `Invalid ${field}: ${message}`,
        errors,
      };
      return reply.code(400).send(body);
    }

    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorResponse = { success: false, code: error.code, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = {
        success: false,
        code: CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST',
        message: error.message,
      };
      return reply.code(status).send(body);
    }

    // Query errors quote their parameters (hashes, mail bodies): log the SQL only.
    request.log.error({ err: withoutParams(error) }, 'request failed');
    const body: ErrorResponse = {
      success: false,
      code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
      message: INTERNAL_MESSAGE,
      requestId: String(request.id),
    };
    return reply.code(status === 503 ? 503 : 500).send(body);
  });
}

export function notFoundBody(method: string, url: string): ErrorResponse {
  const path = url.split('?')[0];
  return { success: false, code: 'NOT_FOUND', message: `No such endpoint: ${method} ${path}` };
}
