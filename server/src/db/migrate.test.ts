import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabasePrepares } from '../test/app';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';
import { createScratchDatabase } from './scratch-database';

const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

/** The rows drizzle's bookkeeping table holds, and whether the last migration's table exists. */
async function applied(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('migrations', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('has migrations to apply', () => {
    expect(MIGRATION_COUNT).toBeGreaterThan(10);
  });

  const serverUrl = process.env.TEST_DATABASE_URL;

  it.runIf(serverUrl)(
    'are applied once when two instances start at the same moment on one PostgreSQL database (the second waits for the lock)',
    { timeout: 60_000 },
    async () => {
      const scratch = await createScratchDatabase(serverUrl!);
      cleanups.push(() => scratch.drop());
      const prepare = testDatabasePrepares();
      const first = await openDatabase({ url: scratch.url, maxConnections: 2, prepare });
      const second = await openDatabase({ url: scratch.url, maxConnections: 2, prepare });
      cleanups.push(
        () => first.close(),
        () => second.close(),
      );

      const counts = await Promise.all([first.migrate(), second.migrate()]);

      // One applied everything, the other found nothing left; neither failed.
      expect(counts.toSorted((a, b) => a - b)).toEqual([0, MIGRATION_COUNT]);
      expect(await applied(first)).toBe(MIGRATION_COUNT);
      // A restart applies nothing.
      expect(await second.migrate()).toBe(0);
      expect(await applied(second)).toBe(MIGRATION_COUNT);
    },
  );

  // Every migration from an empty database, which takes PGlite a few seconds alone and more on a busy machine.
  it('are applied once when asked twice at once on PGlite, and not again on the next start', { timeout: 60_000 }, async () => {
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    const counts = await Promise.all([database.migrate(), database.migrate()]);
    expect(counts.toSorted((a, b) => a - b)).toEqual([0, MIGRATION_COUNT]);
    expect(await database.migrate()).toBe(0);
    expect(await applied(database)).toBe(MIGRATION_COUNT);
  });
});
