import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';

type Received = { status: number; contentLength: number; bytes: number; ended: 'whole' | 'cut' };

describe('a ZIP whose file changes while it streams', () => {
  let app: TestApp;
  let base: URL;
  const lines: string[] = [];
  const clock = testClock(new Date('2026-11-23T06:30:00Z'));

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      env: { SIMULATED_WEBHOOK_DELAY_MS: '0', LOG_FORMAT: 'json' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => app?.close());

  /** Downloads the ZIP over a real connection; `whenStarted` runs at the first bytes, the body paused meanwhile. */
  function download(orderId: string, token: string, whenStarted: () => Promise<void>): Promise<Received> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: base.hostname, port: base.port, method: 'POST', path: `/api/v1/users/downloadzip/${orderId}`, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          let bytes = 0;
          let started = false;
          const done = (ended: Received['ended']) =>
            resolve({ status: res.statusCode ?? 0, contentLength: Number(res.headers['content-length']), bytes, ended });
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (started) return;
            started = true;
            res.pause();
            whenStarted().then(() => res.resume(), reject);
          });
          res.on('end', () => done('whole'));
          res.on('aborted', () => done('cut'));
          res.on('error', () => done('cut'));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('cuts the connection, so the client sees a failed download, and nothing is logged as sent whole', async () => {
    const who = await createCustomer(app, { name: 'Asha Patil' });
    // The first file large enough that the second is not yet open when the download starts.
    const first = await createOriginal(app.database.db, app.storage, 24 * 1024 * 1024);
    const second = await createOriginal(app.database.db, app.storage, 3 * 1024 * 1024);
    const product = await createProduct(app.database.db, { title: 'Changing pack', imageIds: [first.image.id, second.image.id] });
    const order = await purchase(app, who, [product.id]);

    const received = await download(order._id, who.token, async () => {
      // Replaced by a shorter file while the first one streams.
      await app.storage.originals.put(second.image.originalKey, randomBytes(1000));
    });
    expect(received.status).toBe(200);
    expect(received.ended).toBe('cut');
    expect(received.bytes).toBeLessThan(received.contentLength);

    const request = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string }; err?: { message?: string } });
    const reqId = request.find((l) => l.req?.url?.includes(order._id))?.reqId;
    expect(reqId).toBeDefined();
    const ofRequest = request.filter((l) => l.reqId === reqId);
    expect(ofRequest.some((l) => l.err?.message?.includes('3145728 bytes planned, 1000 when opened'))).toBe(true);
    expect(ofRequest.some((l) => l.msg === 'request completed')).toBe(false);
  });
});
