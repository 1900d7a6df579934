import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { openDatabase, type Database } from '../client';
import { customers } from '../schema/accounts';
import { createScratchDatabase } from '../scratch-database';
import { testDatabasePrepares } from '../../test/app';
import { DEMO_OWNER, demoOwnerProblem, seedDemoOwner } from './demo-owner';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

describe('the demo owner', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(() => database.close());

  it('is created once, verified and an admin; production refuses it while its password is the demo one, and it is never reset', async () => {
    expect(await demoOwnerProblem(database.db)).toBeUndefined();
    expect(await seedDemoOwner(database.db)).toBe(true);
    const [owner] = await database.db.select().from(customers).where(eq(customers.email, DEMO_OWNER.email));
    expect(owner).toMatchObject({ role: 'admin', firstname: 'Shop', lastname: 'Owner', disabledAt: null });
    expect(owner?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(owner!.passwordHash, 'chitra-demo-owner')).toBe(true);
    expect(await demoOwnerProblem(database.db)).toBe(
      'Refusing to start in production: the account owner@chitra.example still has the demo password, so anyone could sign in with it. ' +
        'Give it a new password with `npm run admin:create -- owner@chitra.example --reset-password` (with the production DATABASE_URL), then start again.',
    );

    await database.db
      .update(customers)
      .set({ passwordHash: await hashPassword('changed by the owner') })
      .where(eq(customers.id, owner!.id));
    expect(await seedDemoOwner(database.db)).toBe(false);
    expect(await demoOwnerProblem(database.db)).toBeUndefined();
  });
});

// Production needs PostgreSQL (DATABASE_URL): this runs with the PostgreSQL suite.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a production start on a database that ran the demo', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-production-'));
    const database = await openDatabase({ url: scratch.url, maxConnections: 1 });
    try {
      await database.migrate();
      await seedDemoOwner(database.db);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, saying why and how to fix it, and exits 1', () => {
    const result = spawnSync(join(SERVER_DIR, '../node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: scratch.url,
        // Through PgBouncer in transaction mode (the PostgreSQL suite in CI), statements must stay unnamed, as docs/deploy.md says.
        DATABASE_PREPARE: String(testDatabasePrepares()),
        SMTP_URL: 'smtp://127.0.0.1:1',
        RAZORPAY_KEY_ID: 'rzp_test_production1',
        RAZORPAY_KEY_SECRET: 'not-a-real-secret',
        RAZORPAY_WEBHOOK_SECRET: 'not-a-real-webhook-secret',
        TOKEN_SECRET: 'x'.repeat(40),
        REDIS_URL: 'redis://127.0.0.1:1',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stdout).toBe(1);
    expect(result.stderr).toContain('Refusing to start in production: the account owner@chitra.example still has the demo password');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
