import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/*
 * Statements a repository runs on every request, made cheaper: built once
 * and prepared by name (the catalogue's, a product page's reviews and
 * licence tiers). Behind a pooler in transaction mode the connection drops
 * the names (DATABASE_PREPARE=false, ./client.ts), and they run unnamed.
 */

/**
 * Statements without a LIMIT parameter are prepared: PostgreSQL then plans
 * them once per connection (after five runs) instead of on every request,
 * and planning these JSON subqueries costs more than running them. (With a
 * LIMIT parameter it keeps re-planning, as its generic plan guesses 10% of
 * the table; hence the catalogue's ids-first split.)
 */
export const prepared = <T extends { prepare(name: string): unknown }>(query: T, name: string) => query.prepare(name) as ReturnType<T['prepare']>;

/**
 * Statements whose shape never changes are also built once per database:
 * drizzle otherwise renders the SQL text again on every call.
 */
const built = new WeakMap<DbOrTx, Map<string, unknown>>();
export function once<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/**
 * `column = 'value'` with the value written into the statement instead of
 * bound. A named statement's generic plan knows nothing of its parameters,
 * so it cannot use a partial index whose predicate names a value (`state =
 * 'pending'`) and falls back to reading the whole table. For the code's own
 * constants only, never for input.
 */
export function equalsConstant(column: AnyPgColumn, value: string): SQL {
  if (!/^[a-z][a-z0-9_.-]*$/.test(value)) throw new Error(`not a constant of the code: ${value}`);
  return sql`${column} = ${sql.raw(`'${value}'`)}`;
}
