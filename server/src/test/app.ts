import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { pgliteTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default
 * (from a migrated image, ./pglite-template.ts),
 * or a database of its own on the PostgreSQL server named by
 * TEST_DATABASE_URL (created here, dropped by `close`). A whole database
 * rather than a schema, because drizzle-kit's migrations name "public".
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ image: await pgliteTemplate() });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url, maxConnections: 5, prepare: testDatabasePrepares() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** TEST_DATABASE_PREPARE=false: the tests run through a pooler in transaction mode (scripts/with-pgbouncer.sh), as DATABASE_PREPARE=false does. */
export const testDatabasePrepares = () => process.env.TEST_DATABASE_PREPARE !== 'false';

/** The demo mailbox's key in every test app (unless a test sets DEV_MAIL_KEY itself). */
export const TEST_DEV_MAIL_KEY = 'test-mailbox-key-0123456789';

/** Configuration for tests: demo parts, a throwaway DATA_DIR, overrides on top. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config & { cleanup(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEV_MAIL_KEY: TEST_DEV_MAIL_KEY, ...env });
  return { ...config, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export type TestApp = FastifyInstance & { database: Database };

/**
 * The whole app on a fresh database. Call `app.close()` in afterAll: it
 * closes the database and removes the temporary DATA_DIR too. Given a
 * `database` (a second instance on another app's database), the app leaves
 * it open: its owner closes it.
 */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    /** Extra routes mounted under /api/v1/test, e.g. to probe the error handler. */
    extraRoutes?: FastifyPluginAsync;
  } & Partial<Omit<AppOptions, 'config'>> = {},
): Promise<TestApp> {
  const { env, extraRoutes, ...appOptions } = options;
  const config = testConfig(env);
  const ownsDatabase = appOptions.database === undefined;
  const database = appOptions.database ?? (await createTestDatabase());
  const app = await buildApp({ logger: false, ...appOptions, config, database });
  if (extraRoutes) await app.register(extraRoutes, { prefix: '/api/v1/test' });
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
    config.cleanup();
  });
  await app.ready();
  return app as TestApp;
}
