import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, type ImageRow } from '../../test/catalogue-factories';
import { createAssetStorage } from '../storage/asset-storage';

describe('GET /media/<name>', () => {
  let app: TestApp;
  let image: ImageRow;

  beforeAll(async () => {
    app = await createTestApp();
    image = await createImage(app.database.db, { storage: await createAssetStorage(app.config) });
  });
  afterAll(() => app.close());

  it('serves a derived file with its type, size and the immutable cache header', async () => {
    for (const [name, type] of [
      [image.previewName, 'image/jpeg'],
      [image.previewWebpName, 'image/webp'],
      [image.thumbName, 'image/jpeg'],
      [image.thumbWebpName, 'image/webp'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/media/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeGreaterThan(100);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves an AVIF rendition as image/avif (the first <source> of every picture)', async () => {
    const sharp = (await import('sharp')).default;
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b6e69' } })
      .avif()
      .toBuffer();
    const name = 'tide-pools-320-0123456789abcdef.avif';
    await (await createAssetStorage(app.config)).media.put(name, avif);
    const res = await app.inject({ method: 'GET', url: `/media/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.rawPayload.equals(avif)).toBe(true);
  });

  it('answers HEAD, and 304 to a client that already has it', async () => {
    const head = await app.inject({ method: 'HEAD', url: `/media/${image.previewName}` });
    expect(head.statusCode).toBe(200);
    const etag = head.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await app.inject({ method: 'GET', url: `/media/${image.previewName}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  /** Not the file: a JSON 404, or (for paths normalised away from /media) the storefront's own answer. */
  const expectRefused = (res: Awaited<ReturnType<TestApp['inject']>>, url: string, secret: Buffer) => {
    expect(res.statusCode, url).not.toBe(200);
    expect(String(res.headers['content-type']), url).not.toMatch(/^image\//);
    expect(res.rawPayload.includes(secret), url).toBe(false);
  };

  it('never serves an original, whatever the name', async () => {
    const originals = readdirSync(join(app.config.dataDir, 'originals'));
    expect(originals).toContain(image.originalKey);
    const original = readFileSync(join(app.config.dataDir, 'originals', image.originalKey));
    for (const url of [`/media/${image.originalKey}`, `/media/..%2Foriginals%2F${image.originalKey}`, `/media/%2e%2e%2foriginals%2f${image.originalKey}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expectRefused(res, url, original);
    }
    for (const url of [`/media/../originals/${image.originalKey}`, `/originals/${image.originalKey}`]) {
      expectRefused(await app.inject({ method: 'GET', url }), url, original);
    }
  });

  it('refuses traversal and anything that is not a hashed media name', async () => {
    const secret = readFileSync(join(app.config.dataDir, 'secrets', 'token-secret'));
    for (const url of [
      '/media/..%2F..%2Fsecrets%2Ftoken-secret',
      '/media/..%252F..%252Fsecrets%252Ftoken-secret',
      '/media/....%2F%2F....%2F%2Fsecrets%2F%2Ftoken-secret',
      '/media/..%5C..%5Csecrets%5Ctoken-secret',
      `/media/${image.previewName.toUpperCase()}`,
      `/media/${image.previewName.replace('.jpg', '.svg')}`,
      '/media/unknown-0123456789abcdef.jpg',
      '/media/',
      '/media',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expectRefused(res, url, secret);
    }
    // A NUL is refused before any route looks at the name.
    const nul = await app.inject({ method: 'GET', url: `/media/${image.previewName}%00.txt` });
    expect(nul.statusCode).toBe(400);
    expectRefused(nul, 'NUL', secret);
    // Dot segments never reach the media route (they are resolved first): whatever answers, it is not the file.
    for (const url of ['/media/../secrets/token-secret', '/media/%2e%2e/%2e%2e/secrets/token-secret']) {
      expectRefused(await app.inject({ method: 'GET', url }), url, secret);
    }
  });
});
