import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS, hasControlCharacters } from '@chitra/contract/text';
import { badRequest } from '../errors';

/** The dotted path of the first string holding a control character (tab and line breaks allowed), or undefined. */
export function findControlCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true }) ? path || 'request' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const found = findControlCharacters(key, path) ?? findControlCharacters(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The backstop under the contract's text schemas: no request reaches a route
 * (or the database) with a NUL or another C0 control character in any
 * string of its path, query or JSON body, known field or not. Tab and line
 * breaks pass here; the contract refuses them in one-line fields. A 400
 * names the field, like any other validation failure.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacters(part);
      if (field !== undefined) throw badRequest(`Invalid ${field}: ${CONTROL_CHARACTERS}`, { [field]: CONTROL_CHARACTERS });
    }
  });
}
