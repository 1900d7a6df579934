import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { createScratchDatabase } from './db/scratch-database';
import { jobs } from './db/schema/jobs';
import { OutboxRepository } from './platform/mail/outbox.repository';
import { testDatabasePrepares } from './test/app';
import { createProduct } from './test/catalogue-factories';
import { freePort, type Running, startServer } from './test/server-process';

/**
 * ROLE=web serves and runs no job; ROLE=worker runs the jobs and serves
 * nothing (decision 058). Two processes on one PostgreSQL database, as
 * docs/deploy.md runs them: the PostgreSQL pass of CI runs this (a PGlite
 * database has one owner, and the configuration refuses split roles on it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const SHOP_EMAIL = 'shop@roles.example';

/** Waits up to 10 s for what a process writes asynchronously (its log lines). */
async function until(done: () => boolean, failure: () => string): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 10_000) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)('web and worker instances on one database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-roles-'));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let web: Running;
  const env = () => ({ DATABASE_URL: scratch.url, DATABASE_PREPARE: String(testDatabasePrepares()), SHOP_EMAIL, SIMULATED_WEBHOOK_DELAY_MS: '0' });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    database = await openDatabase({ url: scratch.url, maxConnections: 2, prepare: testDatabasePrepares() });
    // A shop with one photograph: no demo seed in the way.
    await database.migrate();
    await createProduct(database.db, { title: 'Kelva beach', price: 500 });
    web = await startServer(dataDir, await freePort(), { ...env(), ROLE: 'web' });
  }, 120_000);
  afterAll(async () => {
    web?.child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const enquiryJobs = () => database.db.select().from(jobs).where(eq(jobs.kind, 'enquiries.mail-shop'));

  it('a web instance enqueues and runs nothing; a worker runs what it left, then stops cleanly', { timeout: 120_000 }, async () => {
    const sent = await fetch(`${web.base}/api/v1/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Meera Joshi', email: 'meera@example.in', mobile: 9822012345, comment: 'Is the Kelva series for sale as prints?' }),
    });
    expect(sent.status).toBe(201);
    // Three of a worker's polls' worth of waiting: the web instance leaves its job alone.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await enquiryJobs()).map((j) => j.state)).toEqual(['pending']);
    await until(
      () => web.log().includes('it runs no jobs (ROLE=web)'),
      () => `the web instance never said it runs no jobs: ${web.log()}`,
    );

    const worker = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env(), ROLE: 'worker' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        worker.on('message', (message) => message === 'ready' && resolve());
        void exited.then((code) => reject(new Error(`worker exited with ${code}: ${output}`)));
      });
      // The log line is written asynchronously: it may follow the IPC message.
      await until(
        () => output.includes('serves no requests (ROLE=worker)'),
        () => `the worker never said what it does: ${output}`,
      );
      const outbox = new OutboxRepository(database.db);
      for (let waited = 0; (await outbox.list({ to: SHOP_EMAIL, limit: 1 })).length === 0; waited += 100) {
        if (waited > 20_000) throw new Error(`the worker sent no mail: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await outbox.list({ to: SHOP_EMAIL, limit: 5 })).map((m) => m.subject)).toEqual(['Website enquiry from Meera Joshi']);
      // The job's row is marked done just after its mail is written: wait for it, a moment at most.
      await expect.poll(async () => (await enquiryJobs()).map((j) => j.state), { timeout: 10_000 }).toEqual(['done']);
      // It opened no port: nothing but the web instance listens.
      expect(output).not.toMatch(/listening|Server listening/i);
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      worker.kill('SIGKILL');
    }
  });
});
