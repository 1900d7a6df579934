import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { applyMigrations } from './migrate';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The query builder both adapters share; business code sees only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies every pending migration, once however many instances start together; answers how many it applied. */
  migrate(): Promise<number>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  /**
   * A PostgreSQL server (production, or tests through TEST_DATABASE_URL).
   * `prepare: false` behind a pooler in transaction mode: unnamed statements only.
   */
  | { url: string; maxConnections?: number; prepare?: boolean }
  /** Embedded PGlite: a folder on disk, or in memory when `dataDir` is omitted. */
  | { dataDir?: string };

/** The database the configuration names: DATABASE_URL's server with its pool settings, or PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'database' | 'dataDir'>): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, maxConnections: config.database.poolMax, prepare: config.database.prepare }
      : { dataDir: `${config.dataDir}/pglite` },
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.maxConnections ?? 10, options.prepare ?? true);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { citext, pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => applyMigrations(db, MIGRATIONS_FOLDER),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number, prepare: boolean): Promise<Database> {
  const client = postgres(url, {
    max,
    prepare,
    // Migrations print NOTICEs (e.g. "extension already exists"): not news.
    onnotice: () => {},
    connect_timeout: 10,
  });
  const db = drizzlePostgres({ client, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => applyMigrations(db as unknown as Db, MIGRATIONS_FOLDER),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}
