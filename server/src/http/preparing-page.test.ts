import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@chitra/contract/errors';
import { ProductListResponse } from '@chitra/contract/catalogue';
import { importCatalogue } from '../modules/catalogue/catalogue-import';
import { catalogueIsEmpty, withDemoSeedClaim } from '../modules/catalogue/catalogue-import.repository';
import { createAssetStorage } from '../platform/storage/asset-storage';
import { createTestApp, createTestDatabase, type TestApp } from '../test/app';
import { createProduct, tinyJpeg } from '../test/catalogue-factories';
import { type PreparationProgress, prepareDemoShop } from './preparing-page';

/**
 * The first start of the demo shop (decision 052): the server answers at
 * once; until the seed is done, pages get the preparing page, the API a 503
 * in the error contract, /healthz 200 and /readyz 503. The seed here is a
 * function the test lets finish, so nothing depends on timing.
 */

const INDEX = '<!doctype html><html><head><!--chitra:head--><title>x</title><!--/chitra:head--></head><body><div id="root"></div></body></html>';
const MESSAGE = 'The demo shop is being prepared (12 of 40 photographs). Please try again in a few seconds.';

/** A seed that reports `progress`, then waits until the test calls `finish` (or `fail`). */
function controlledSeed(progress: PreparationProgress) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const released = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const seed = async (report: (progress: PreparationProgress) => void) => {
    report(progress);
    await released;
  };
  return { seed, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('a demo shop being prepared', () => {
  let app: TestApp;
  let webDist: string;
  const control = controlledSeed({ step: 'pictures', done: 12, total: 40 });
  let prepared: Promise<void>;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    app = await createTestApp({ webDist });
    prepared = prepareDemoShop(app, control.seed);
  });
  afterAll(async () => {
    control.finish();
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is alive (/healthz 200) and not ready (/readyz 503, saying why)', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('3');
    expect(ready.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: MESSAGE });
  });

  it('answers a page with the preparing page: 503, Retry-After, noindex, reloading itself, with the progress', async () => {
    for (const url of ['/', '/product/some-photograph?x=1', '/robots.txt']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['retry-after']).toBe('3');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain('<meta http-equiv="refresh" content="3">');
      expect(page.body).toContain('<title>Preparing the demo shop… 12 of 40 photographs</title>');
      expect(page.body).toContain('<h1>Preparing the demo shop…</h1>');
      expect(page.body).toContain('<p role="status">12 of 40 photographs</p>');
      expect(page.body).toContain('<progress max="40" value="12">12 of 40</progress>');
      expect(page.body).toContain('The page reloads by itself and the shop opens as soon as it is ready.');
      // No storefront bundle: the page is whole without JavaScript.
      expect(page.body).not.toContain('<script');
    }
  });

  it('answers the API with a 503 in the error contract, never with empty data', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/product/allproduct'],
      ['GET', '/api/v1/config'],
      ['POST', '/api/v1/users/login'],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('3');
      const body = ErrorResponse.parse(res.json());
      expect(body).toEqual({ success: false, code: 'UNAVAILABLE', message: MESSAGE, requestId: res.headers['x-request-id'] });
    }
  });

  it('serves the pictures already made as usual', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/not-made-yet.jpg' });
    expect(res.statusCode).toBe(404);
  });

  it('says what another instance waits for', async () => {
    app.readiness.demo.report({ step: 'waiting' });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<p role="status">another server of the shop is preparing it</p>');
    expect(page.body).not.toContain('<progress');
    const api = await app.inject({ method: 'GET', url: '/api/v1/product/allproduct' });
    expect(api.json()).toMatchObject({
      message: 'The demo shop is being prepared (another server of the shop is preparing it). Please try again in a few seconds.',
    });
    app.readiness.demo.report({ step: 'pictures', done: 12, total: 40 });
  });

  it('opens as usual once the seed is done', async () => {
    await createProduct(app.database.db, { title: 'Kelva at dusk', price: 499 });
    control.finish();
    await prepared;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/v1/product/allproduct' });
    expect(list.statusCode).toBe(200);
    expect(ProductListResponse.parse(list.json()).users.map((p) => p.title)).toEqual(['Kelva at dusk']);
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['retry-after']).toBeUndefined();
    expect(page.body).not.toContain('Preparing the demo shop');
  });
});

describe('a demo seed that fails', () => {
  it('leaves the shop preparing (never open on half a demo) and rejects', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    try {
      const control = controlledSeed({ step: 'saving' });
      const prepared = prepareDemoShop(app, control.seed);
      control.fail(new Error('disk full'));
      await expect(prepared).rejects.toThrow('disk full');
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'The demo shop is being prepared (filling the shelves). Please try again in a few seconds.' });
    } finally {
      await app.close();
    }
  });
});

describe('the import reports its progress', () => {
  it('tells how many pictures are made of how many, then that it saves', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    const folder = mkdtempSync(join(tmpdir(), 'chitra-progress-'));
    try {
      writeFileSync(join(folder, 'a.jpg'), await tinyJpeg({ width: 480, height: 320, from: '#e2703a', to: '#0b3954' }));
      writeFileSync(join(folder, 'b.jpg'), await tinyJpeg({ width: 480, height: 320, from: '#40916c', to: '#f9c74f' }));
      const manifest = { products: [{ title: 'Alpha', price: 499, category: ['Sea'], files: ['a.jpg', 'b.jpg'] }] };
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
      const seen: unknown[] = [];
      await importCatalogue(folder, {
        db: app.database.db,
        storage: await createAssetStorage(app.config),
        shopName: 'Test Studio',
        concurrency: 1,
        onProgress: (progress) => seen.push(progress),
      });
      expect(seen).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 2, total: 2 }, 'saving']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the demo seed claimed by one instance (PostgreSQL)', () => {
  it('runs the seed in one instance at a time; the others are told to wait, then may take over', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase();
    try {
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = withDemoSeedClaim(database, async () => {
        entered();
        await holding;
      });
      await inside;
      let ran = false;
      expect(await withDemoSeedClaim(database, async () => void (ran = true))).toBe(false);
      expect(ran).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(await withDemoSeedClaim(database, async () => void (ran = true))).toBe(true);
      expect(ran).toBe(true);
      expect(await catalogueIsEmpty(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
