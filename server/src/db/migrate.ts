import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { withTransaction } from './transaction';

/**
 * drizzle's own bookkeeping table (what drizzle-orm's migrator reads and
 * writes), so databases migrated before this file existed carry on.
 */
const drizzleSchema = pgSchema('drizzle');
const appliedMigrations = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * The advisory lock every migrator takes first (an arbitrary constant, the
 * same in every instance: "chitra" in ASCII). A transaction-level lock, so it
 * also holds behind PgBouncer in transaction mode, where a session-level one
 * could be taken on one server connection and released on another.
 */
const MIGRATION_LOCK_KEY = 0x636869747261;

/**
 * The SQL functions (trigger functions and the search's), one file each named
 * after its function, each a `CREATE OR REPLACE FUNCTION` (decision 035).
 * Beside this module: src/db/functions under tsx and vitest, dist/functions
 * in the build (scripts/build.mjs copies it there, as it does the migrations).
 */
export const FUNCTIONS_FOLDER = fileURLToPath(new URL('./functions', import.meta.url));

/** The function files in `folder`, by name (so in the same order every time). */
export function readFunctionFiles(folder: string): { name: string; sql: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.sql'.length), sql: readFileSync(join(folder, file), 'utf8') }));
}

/**
 * Applies the pending migrations in one transaction, under the advisory lock:
 * instances starting together apply each migration once. The second waits
 * for the first to commit, then reads what is applied and finds nothing left.
 * drizzle-orm's migrator reads the applied list before its transaction
 * without a lock, so two of them at once would both apply everything.
 *
 * Then, in the same transaction, every file in `functionsFolder`: each is a
 * `CREATE OR REPLACE FUNCTION`, so applying it again changes nothing, and a
 * changed file is live from the next start. Not from a build older than the
 * database (it holds a migration this build does not know): an old instance
 * restarting during a rolling deployment must not put back the definitions
 * the new ones replaced.
 *
 * Answers how many migrations this call applied.
 */
export async function applyMigrations(db: Db, migrationsFolder: string, functionsFolder = FUNCTIONS_FOLDER): Promise<number> {
  const migrations: MigrationMeta[] = readMigrationFiles({ migrationsFolder });
  const functions = readFunctionFiles(functionsFolder);
  const newestKnown = Math.max(0, ...migrations.map((m) => m.folderMillis));
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`
      create table if not exists drizzle.__drizzle_migrations (
        id serial primary key,
        hash text not null,
        created_at bigint
      )`);
    const [last] = await tx.select({ createdAt: appliedMigrations.createdAt }).from(appliedMigrations).orderBy(desc(appliedMigrations.createdAt)).limit(1);
    const pending = migrations.filter((m) => !last || Number(last.createdAt) < m.folderMillis);
    for (const migration of pending) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.insert(appliedMigrations).values({ hash: migration.hash, createdAt: migration.folderMillis });
    }
    const databaseIsNewer = last !== undefined && Number(last.createdAt) > newestKnown;
    if (!databaseIsNewer) for (const fn of functions) await tx.execute(sql.raw(fn.sql));
    return pending.length;
  });
}
