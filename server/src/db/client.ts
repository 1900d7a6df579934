import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { applyMigrations } from './migrate';
import type { Db } from './db';
import * as schema from './schema/index';

export type { Db } from './db';

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies every pending migration, once however many instances start together; answers how many it applied. */
  migrate(): Promise<number>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an image `openDatabase({ image })` starts from. */
  image?(): Promise<Blob>;
  /** Where a pooled connection's failure goes when no query was waiting on it (the server restarted, the network dropped it). */
  onConnectionError(handler: (error: Error) => void): void;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  /**
   * A PostgreSQL server (production, or tests through TEST_DATABASE_URL).
   * `prepare: false` behind a pooler in transaction mode: unnamed statements only.
   */
  | { url: string; maxConnections?: number; prepare?: boolean }
  /**
   * Embedded PGlite: a folder on disk, or in memory when `dataDir` is omitted.
   * `image`: a data directory dumped by PGlite's `dumpDataDir` to start from
   * (a migrated database for each test file in a moment, server/src/test/pglite-template.ts).
   */
  | { dataDir?: string; image?: Blob };

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
  return openPglite(options.dataDir, options.image);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
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
    image: () => client.dumpDataDir('none'),
    onConnectionError: () => {},
  };
}

/**
 * A connection whose statements are all unnamed. Drizzle names the statements
 * a repository `.prepare(name)`s, and node-postgres then parses them once per
 * connection; behind a pooler in transaction mode the next transaction may
 * run on another server connection that never saw the name, so there
 * (DATABASE_PREPARE=false) each is parsed on every run instead.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && (config as { name?: unknown }).name !== undefined) {
      args[0] = { ...(config as object), name: undefined };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** Statements one connection names at most; past them, new ones run unnamed (each parsed on every run). */
const NAMED_STATEMENTS_PER_CONNECTION = 500;
/**
 * Statements with more parameters than this stay unnamed: their text varies
 * with the rows they carry (a batch insert, a long IN list), so a name would
 * rarely be used twice and would take one of the connection's places.
 */
const NAMED_STATEMENT_MAX_PARAMETERS = 64;

/**
 * A connection that names every statement with parameters the first time it
 * runs it (decision 058), so PostgreSQL parses it once per connection, and
 * after five runs may keep one plan for it, instead of parsing and planning
 * it on every run. A checkout's verify is sixteen such statements, run
 * thousands of times over with other values. Statements without parameters
 * (BEGIN, COMMIT, migrations) and batches with many stay unnamed. The names are this connection's
 * own (s0, s1 …), so they never meet another connection's or a repository's
 * own names (`prepared`).
 */
class NamedStatementsClient extends pg.Client {
  private readonly names = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (config && typeof config === 'object' && Array.isArray(values) && values.length > 0 && values.length <= NAMED_STATEMENT_MAX_PARAMETERS) {
      const { text, name } = config as { text?: unknown; name?: unknown };
      if (typeof text === 'string' && name === undefined) {
        let own = this.names.get(text);
        if (own === undefined && this.names.size < NAMED_STATEMENTS_PER_CONNECTION) {
          own = `s${this.names.size}`;
          this.names.set(text, own);
        }
        if (own !== undefined) args[0] = { ...config, name: own };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

async function openPostgres(url: string, max: number, prepare: boolean): Promise<Database> {
  // node-postgres sends one statement at a time per connection, each whole
  // (Parse, Bind, Execute, Sync together): nothing is pipelined past a Sync,
  // which a pooler in transaction mode would hand to another server connection.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    Client: prepare ? NamedStatementsClient : UnnamedStatementsClient,
  });
  let connectionError: (error: Error) => void = () => {};
  // An idle connection that fails is dropped from the pool and replaced on
  // the next query; without a listener its error would end the process.
  pool.on('error', (error) => connectionError(error));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: () => applyMigrations(db as unknown as Db, MIGRATIONS_FOLDER),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    onConnectionError: (handler) => {
      connectionError = handler;
    },
  };
}
