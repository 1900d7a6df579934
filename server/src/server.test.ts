import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { createProduct } from './test/catalogue-factories';
import { freePort, type Running, startServer } from './test/server-process';

/**
 * SIGTERM from an orchestrator or a deploy: the instance stops taking new
 * connections, reports not ready, lets the answers in flight (a customer's
 * long download) finish within SHUTDOWN_GRACE_S, and exits; past the grace
 * it exits anyway.
 */

const BIG_FILE = 'shutdown-test-0123456789abcdef.jpg';
const BIG_FILE_BYTES = 64 * 1024 * 1024;

/** Starts a GET of the big file and reads its first chunk, then holds the rest unread. */
function startSlowDownload(base: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(`${base}/media/${BIG_FILE}`, (res) => {
      res.once('data', (chunk: Buffer) => {
        res.pause();
        res.unshift(chunk);
        resolve(res);
      });
    }).on('error', reject);
  });
}

function readRest(res: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('end', () => resolve(bytes));
    res.on('error', reject);
    res.resume();
  });
}

describe('a server told to stop (SIGTERM)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-shutdown-'));
  const running: Running[] = [];
  afterAll(() => {
    for (const r of running) r.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(graceSeconds: number): Promise<Running> {
    const server = await startServer(dataDir, await freePort(), { SHUTDOWN_GRACE_S: String(graceSeconds), SHUTDOWN_DELAY_S: '2' });
    running.push(server);
    return server;
  }

  // A shop with one photograph (which keeps the demo seed out of the way) and a large public file.
  beforeAll(async () => {
    const setup = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await setup.migrate();
    await createProduct(setup.db, { title: 'Shirgaon fort', price: 500 });
    await setup.close();
    mkdirSync(join(dataDir, 'media'), { recursive: true });
    writeFileSync(join(dataDir, 'media', BIG_FILE), Buffer.alloc(BIG_FILE_BYTES, 7));
  }, 60_000);

  it('refuses new connections, finishes the download in flight, then exits 0', { timeout: 120_000 }, async () => {
    const server = await start(30);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const download = await startSlowDownload(server.base);

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // First the load balancer is told (still serving, each answer closing its connection)…
    const told = await fetch(`${server.base}/readyz`);
    expect(told.status).toBe(503);
    expect(await told.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'Shutting down.' });
    expect(told.headers.get('connection')).toBe('close');
    // …then the listener closes; the process runs on for the download.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.child.exitCode).toBeNull();
    expect(
      await fetch(`${server.base}/readyz`).then(
        (r) => r.status,
        () => 'refused',
      ),
    ).toBe('refused');

    expect(await readRest(download)).toBe(BIG_FILE_BYTES);
    expect(await server.exited).toBe(0);
    expect(server.log()).toContain('shutting down: draining requests');
  });

  it('exits after SHUTDOWN_GRACE_S even when a download never finishes', { timeout: 120_000 }, async () => {
    const server = await start(1);
    const download = await startSlowDownload(server.base);
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - stopped).toBeLessThan(20_000);
    expect(server.log()).toContain('requests still in flight after 1 s; exiting');
    download.destroy();
  });
});
