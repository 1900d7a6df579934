import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS, hasControlCharacters } from '@chitra/contract/text';
import { badRequest, invalidField } from '../errors';

/**
 * The deepest nesting of objects and arrays a request may carry (the outer
 * object of a body is level 1). The contract's deepest body nests a handful
 * of levels (input-guard.test.ts reads it from the OpenAPI document), so 32
 * refuses nothing real, while a body a client nested thousands deep never
 * reaches code that walks it: JSON.parse copes with any depth, a recursive
 * walk overflows the stack.
 */
export const MAX_NESTING_DEPTH = 32;

export const NESTED_TOO_DEEPLY = 'The request body is nested too deeply.';

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/** Whether objects and arrays nest deeper than `limit` inside the value. Iterative: the depth is the client's choice. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth] = next;
    if (!isContainer(current)) continue;
    if (depth > limit) return true;
    for (const inner of Object.values(current)) if (isContainer(inner)) pending.push([inner, depth + 1]);
  }
  return false;
}

/**
 * The dotted path of the first string holding a control character (tab and
 * line breaks allowed), or undefined. A key is reported by the path of the
 * object holding it. Iterative, like nestsDeeperThan, in the order a
 * recursive walk would take.
 */
export function findControlCharacters(value: unknown, path = ''): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path: at } = next;
    if (typeof current === 'string') {
      if (hasControlCharacters(current, { multiline: true })) return at || 'request';
      continue;
    }
    if (!isContainer(current)) continue;
    const entries = Array.isArray(current) ? current.map((inner, i) => [String(i), inner] as const) : Object.entries(current);
    // Last pushed, first looked at: the entries go in backwards, each key before its value.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as readonly [string, unknown];
      pending.push({ value: inner, path: at ? `${at}.${key}` : key });
      if (!Array.isArray(current)) pending.push({ value: key, path: at });
    }
  }
  return undefined;
}

/**
 * The backstop under the contract's schemas: no request reaches a route (or
 * the database) nested deeper than MAX_NESTING_DEPTH, or with a NUL or
 * another C0 control character in any string of its path, query or JSON
 * body, known field or not. Tab and line breaks pass here; the contract
 * refuses them in one-line fields. A 400 names the field, like any other
 * validation failure. This runs before any route's own hooks (sign-in
 * included), so the depth is checked before anything else walks the body.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [request.params, request.query, request.body];
    // Every part first: a deep body is refused as such, whatever else it holds.
    if (parts.some((part) => nestsDeeperThan(part, MAX_NESTING_DEPTH))) throw badRequest(NESTED_TOO_DEEPLY);
    for (const part of parts) {
      const field = findControlCharacters(part);
      if (field !== undefined) throw invalidField(field, CONTROL_CHARACTERS);
    }
  });
}
