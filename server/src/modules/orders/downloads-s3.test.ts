import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DownloadLinkResponse } from '@chitra/contract/orders';
import { ORDER_MESSAGES } from '@chitra/contract/messages';
import { downloadLogs } from '../../db/schema/commerce';
import { startS3TestServer, type S3TestServer } from '../../platform/storage/s3-test-server';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';
import { PRESIGNED_DOWNLOAD_SECONDS } from './orders.service';

/** The names of a ZIP's entries (a different library from the one that wrote it). */
function zipEntryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(names));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

describe('downloads with S3 storage (s3rver on loopback)', () => {
  let s3: S3TestServer;
  let app: TestApp;
  const clock = testClock(new Date('2026-11-23T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // The store's loopback address is one the test's "browser" reaches: presigned downloads on.
    app = await createTestApp({ now: clock.now, env: { ...s3.env, S3_PUBLIC_ENDPOINT: s3.config.endpoint, SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  async function bought(title: string, sizes: number[]) {
    const who = await createCustomer(app, { name: 'Asha Patil' });
    const made = [];
    for (const size of sizes) made.push(await createOriginal(db(), app.storage, size));
    const product = await createProduct(db(), { title, imageIds: made.map((m) => m.image.id) });
    const order = await purchase(app, who, [product.id]);
    return { who, images: made, order };
  }

  async function linkFor(who: TestCustomer, orderId: string, body: object = {}) {
    const res = await call(app, 'POST', `users/downloadlink/${orderId}`, { token: who.token, body });
    expect(res.statusCode, res.body).toBe(200);
    return DownloadLinkResponse.parse(res.json()).data;
  }

  const logsOf = (orderId: string) => db().select().from(downloadLogs).where(eq(downloadLogs.orderId, orderId));

  it('sends one picture’s link to a presigned URL of the store, once, logged like every download', async () => {
    const { who, images, order } = await bought('Śrī Mahālakṣmī temple', [12_345]);
    const link = await linkFor(who, order._id, { imageId: images[0]!.image.id });

    const res = await app.inject({
      method: 'GET',
      url: link.url,
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(s3.config.endpoint);
    expect(location.pathname).toBe(`/${s3.config.bucket}/originals/${images[0]!.image.originalKey}`);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBe(PRESIGNED_DOWNLOAD_SECONDS);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Sri Mahalaksmi temple.jpg"; filename*=UTF-8''${encodeURIComponent('Śrī Mahālakṣmī temple.jpg')}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(images[0]!.data)).toBe(true);

    expect(await logsOf(order._id)).toMatchObject([{ via: 'link', imageId: images[0]!.image.id, fileName: 'Śrī Mahālakṣmī temple.jpg', os: 'Android 14' }]);
    const again = await app.inject({ method: 'GET', url: link.url });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ORDER_MESSAGES.linkUsed);
    expect(await logsOf(order._id)).toHaveLength(1);
  });

  it('streams a ZIP link through the app from the store', async () => {
    const { who, images, order } = await bought('Monsoon pack', [40_000, 50_000]);
    const link = await linkFor(who, order._id);
    const res = await app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // The pictures and the line's licence certificate, drawn once and kept in the store beside the originals.
    expect(await zipEntryNames(res.rawPayload)).toEqual(['Monsoon pack - 01.jpg', 'Monsoon pack - 02.jpg', 'licences/Monsoon pack - Personal licence.pdf']);
    // STORED entries: each original's bytes are in the archive as they are.
    for (const image of images) expect(res.rawPayload.includes(image.data)).toBe(true);
    expect(await logsOf(order._id)).toMatchObject([{ via: 'link', imageId: null }]);
  });

  it('streams a direct download (with the bearer token) through the app, as before', async () => {
    const { who, images, order } = await bought('Kelva beach', [30_000]);
    const res = await call(app, 'GET', `users/download/${order._id}/${images[0]!.image.id}`, { token: who.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('30000');
    expect(res.rawPayload.equals(images[0]!.data)).toBe(true);
  });

  it('answers 503 to a link whose original is missing from the store, not a redirect to its 404', async () => {
    const { who, images, order } = await bought('Lost original', [1000]);
    const link = await linkFor(who, order._id, { imageId: images[0]!.image.id });
    await app.storage.originals.remove(images[0]!.image.originalKey);
    const res = await app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ORDER_MESSAGES.fileMissing);
    expect(await logsOf(order._id)).toHaveLength(0);
  });

  it('serves public media from the bucket under /media/', async () => {
    const image = await createImage(db(), { storage: app.storage });
    const res = await app.inject({ method: 'GET', url: `/media/${image.previewName}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await app.storage.media.read(image.previewName)).equals(res.rawPayload)).toBe(true);
    // HEAD tells the size without reading the object.
    const head = await app.inject({ method: 'HEAD', url: `/media/${image.previewName}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));
    expect((await app.inject({ method: 'GET', url: '/media/nothing-here-0123456789abcdef.jpg' })).statusCode).toBe(404);
  });
});
