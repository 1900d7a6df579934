import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '@chitra/contract/errors';
import type { AdminActor } from './audit.repository';

/** What every admin route declares in the OpenAPI document. */
export const ADMIN_TAGS = ['admin'];
export const ADMIN_SECURITY: { [scheme: string]: string[] }[] = [{ bearer: [] }];
export const ADMIN_ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
} as const;

/** The signed-in admin making a change, for the audit row. Only on routes behind `app.requireAdmin`. */
export function actorOf(request: FastifyRequest): AdminActor {
  return { adminId: request.customer.id, actor: request.customer.email, requestId: String(request.id) };
}

/** Rows to skip for a page (pages count from 1). */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/** `%` and `_` match themselves in a LIKE pattern built from what an admin typed. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
