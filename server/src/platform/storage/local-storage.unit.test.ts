import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetStorage } from './asset-storage';
import { createLocalStorage } from './local-storage';
import { InvalidStorageKeyError, type Storage } from './storage';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  let dataDir: string;
  let store: Storage;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-storage-'));
    store = createLocalStorage(join(dataDir, 'originals'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('puts, stats, streams and removes a file, leaving no temporary file behind', async () => {
    const data = randomBytes(70_000);
    await store.put('a.jpg', data);
    expect(await store.stat('a.jpg')).toEqual({ size: 70_000 });
    expect((await store.read('a.jpg')).equals(data)).toBe(true);
    expect((await collect(store.createReadStream('a.jpg'))).equals(data)).toBe(true);
    expect(readdirSync(join(dataDir, 'originals'))).toEqual(['a.jpg']);
    await store.remove('a.jpg');
    expect(await store.stat('a.jpg')).toBeUndefined();
  });

  it('writes a stream as it arrives, and keeps nothing of a stream that fails', async () => {
    const parts = [randomBytes(40_000), randomBytes(40_000)];
    await store.putStream('streamed.jpg', Readable.from(parts));
    expect((await store.read('streamed.jpg')).equals(Buffer.concat(parts))).toBe(true);
    const failing = new Readable({ read() {} });
    failing.push(randomBytes(1000));
    setImmediate(() => failing.destroy(new Error('the client went away')));
    await expect(store.putStream('broken.jpg', failing)).rejects.toThrow('the client went away');
    expect(await store.stat('broken.jpg')).toBeUndefined();
    expect(readdirSync(join(dataDir, 'originals')).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    await store.remove('streamed.jpg');
  });

  it('reads a range, both ends included, as the S3 adapter does', async () => {
    const data = randomBytes(10_000);
    await store.put('range.jpg', data);
    expect((await collect(store.createReadStream('range.jpg', { range: { start: 100, end: 199 } }))).equals(data.subarray(100, 200))).toBe(true);
    expect((await collect(store.createReadStream('range.jpg', { range: { start: 0, end: 0 } }))).equals(data.subarray(0, 1))).toBe(true);
    expect((await collect(store.createReadStream('range.jpg', { range: { start: 9_000, end: 20_000 } }))).equals(data.subarray(9_000))).toBe(true);
    expect((await collect(store.createReadStream('range.jpg', { range: { start: 20_000, end: 20_010 } }))).length).toBe(0);
    for (const range of [
      { start: 10, end: 9 },
      { start: -1, end: 9 },
      { start: 0.5, end: 9 },
    ]) {
      expect(() => store.createReadStream('range.jpg', { range })).toThrow(RangeError);
    }
  });

  it('answers a missing file: stat undefined, the stream fails with ENOENT', async () => {
    expect(await store.stat('missing.jpg')).toBeUndefined();
    await expect(collect(store.createReadStream('missing.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.read('missing.jpg')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('opens a file for positioned reads into the caller’s buffer; a missing one fails with ENOENT', async () => {
    const data = randomBytes(10_000);
    await store.put('reader.jpg', data);
    const reader = await store.openReader('reader.jpg');
    expect(reader.size).toBe(10_000);
    const buffer = Buffer.alloc(4000);
    expect(await reader.read(buffer, 0, 4000, 0)).toBe(4000);
    expect(buffer.equals(data.subarray(0, 4000))).toBe(true);
    // Near the end: what there is, at the offset asked; past it, nothing.
    expect(await reader.read(buffer, 100, 3000, 9_000)).toBe(1000);
    expect(buffer.subarray(100, 1100).equals(data.subarray(9_000))).toBe(true);
    expect(await reader.read(buffer, 0, 10, 10_000)).toBe(0);
    await reader.close();
    await expect(store.openReader('missing.jpg')).rejects.toMatchObject({ code: 'ENOENT' });
    await store.remove('reader.jpg');
  });

  it('refuses keys that could name another path', async () => {
    for (const bad of ['../x.jpg', 'a/b.jpg', '.tmp-1', 'a..b']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(InvalidStorageKeyError);
      expect(() => store.createReadStream(bad)).toThrow(InvalidStorageKeyError);
      await expect(store.openReader(bad)).rejects.toThrow(InvalidStorageKeyError);
    }
  });
});

describe('asset storage', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-assets-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives media URLs under /media/, or under MEDIA_BASE_URL when it is set', async () => {
    const local = await createAssetStorage({ dataDir, s3: undefined, mediaBaseUrl: undefined });
    expect(local.mediaUrl('kelva-320-0123456789abcdef.jpg')).toBe('/media/kelva-320-0123456789abcdef.jpg');
    const cdn = await createAssetStorage({ dataDir, s3: undefined, mediaBaseUrl: 'https://cdn.example.com/chitra/media' });
    expect(cdn.mediaUrl('kelva-320-0123456789abcdef.jpg')).toBe('https://cdn.example.com/chitra/media/kelva-320-0123456789abcdef.jpg');
  });

  it('chooses S3 when it is configured, a folder otherwise; presigned URLs only where a browser can reach the store', async () => {
    const local = await createAssetStorage({ dataDir, s3: undefined, mediaBaseUrl: undefined });
    expect(local.originals.presignedUrl).toBeUndefined();
    const keys = { bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' };
    // A store at an address only the servers know (MinIO in the compose file): downloads stream through the app.
    const internal = await createAssetStorage({ dataDir, s3: { endpoint: 'http://minio:9000', ...keys }, mediaBaseUrl: undefined });
    expect(internal.originals.presignedUrl).toBeUndefined();
    // AWS's own endpoint, or a public one in front of the private one: presigned, on the public host.
    const aws = await createAssetStorage({ dataDir, s3: { endpoint: undefined, ...keys }, mediaBaseUrl: undefined });
    expect(typeof aws.originals.presignedUrl).toBe('function');
    const fronted = await createAssetStorage({
      dataDir,
      s3: { endpoint: 'http://minio:9000', publicEndpoint: 'https://files.example.in', ...keys },
      mediaBaseUrl: undefined,
    });
    const url = new URL(await fronted.originals.presignedUrl!('a'.repeat(64), { expiresInSeconds: 60, fileName: 'x.jpg', contentType: 'image/jpeg' }));
    expect(url.origin).toBe('https://files.example.in');
    expect(url.pathname).toBe(`/b/originals/${'a'.repeat(64)}`);
    // Public media never get one: they have URLs of their own.
    expect(fronted.media.presignedUrl).toBeUndefined();
  });

  it('pings: the folders are made when missing, and a folder it cannot use fails', async () => {
    const fresh = join(dataDir, 'fresh');
    await (await createAssetStorage({ dataDir: fresh, s3: undefined, mediaBaseUrl: undefined })).ping();
    expect(readdirSync(fresh).sort()).toEqual(['media', 'originals']);

    // A file where the data folder should be.
    const blocked = join(dataDir, 'blocked');
    writeFileSync(blocked, '');
    await expect((await createAssetStorage({ dataDir: blocked, s3: undefined, mediaBaseUrl: undefined })).ping()).rejects.toThrow();
  });
});
