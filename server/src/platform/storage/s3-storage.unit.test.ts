import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetStorage } from './asset-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { InvalidStorageKeyError, type Storage } from './storage';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const key = (extension = 'jpg') => `${randomBytes(16).toString('hex')}.${extension}`;

describe('S3 storage (against s3rver on loopback)', () => {
  let server: S3TestServer;
  let client: S3Client;
  let originals: Storage;
  let media: Storage;

  beforeAll(async () => {
    server = await startS3TestServer();
    client = createS3Client(server.config);
    originals = createS3Storage(client, server.config.bucket, 'originals/', { presignWith: client });
    media = createS3Storage(client, server.config.bucket, 'media/');
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
  });

  it('puts, stats, reads and removes an object under its prefix', async () => {
    const name = key();
    const data = randomBytes(10_000);
    expect(await originals.stat(name)).toBeUndefined();
    await originals.put(name, data);
    expect(await originals.stat(name)).toEqual({ size: 10_000 });
    expect((await originals.read(name)).equals(data)).toBe(true);
    // One bucket, two prefixes: the same key in media/ is another object.
    expect(await media.stat(name)).toBeUndefined();
    const listed = await client.send(new ListObjectsV2Command({ Bucket: server.config.bucket, Prefix: 'originals/' }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(`originals/${name}`);
    const head = await client.send(new HeadObjectCommand({ Bucket: server.config.bucket, Key: `originals/${name}` }));
    expect(head.ContentType).toBe('image/jpeg');

    await originals.remove(name);
    expect(await originals.stat(name)).toBeUndefined();
    // Removing what is not there is not an error.
    await originals.remove(name);
  });

  it('uploads a large file in parts and reads it back byte for byte', async () => {
    const name = key('tif');
    // Above lib-storage's 5 MiB part size: a multipart upload of two parts.
    const data = randomBytes(6 * 1024 * 1024 + 123);
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    try {
      await originals.put(name, data);
    } finally {
      client.middlewareStack.remove('recordCommands');
    }
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    expect(await originals.stat(name)).toEqual({ size: data.length });
    const streamed = await collect(originals.createReadStream(name));
    expect(streamed.equals(data)).toBe(true);
  });

  it('writes a stream in parts as it arrives, and leaves no object when the stream fails', async () => {
    const name = key('jpg');
    const parts = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
    await originals.putStream(name, Readable.from(parts));
    expect((await originals.read(name)).equals(Buffer.concat(parts))).toBe(true);
    const broken = key('jpg');
    const failing = new Readable({ read() {} });
    failing.push(randomBytes(1000));
    setImmediate(() => failing.destroy(new Error('the client went away')));
    await expect(originals.putStream(broken, failing)).rejects.toThrow();
    expect(await originals.stat(broken)).toBeUndefined();
  });

  it('streams an object, and reads a range of it (both ends included)', async () => {
    const name = key();
    const data = randomBytes(200_000);
    await originals.put(name, data);
    expect((await collect(originals.createReadStream(name))).equals(data)).toBe(true);
    const range = await collect(originals.createReadStream(name, { range: { start: 1000, end: 1999 } }));
    expect(range.equals(data.subarray(1000, 2000))).toBe(true);
    expect(await collect(originals.createReadStream(name, { range: { start: 199_999, end: 199_999 } }))).toEqual(data.subarray(199_999));
    // Past the end: what there is, as fs does.
    expect((await collect(originals.createReadStream(name, { range: { start: 199_000, end: 500_000 } }))).equals(data.subarray(199_000))).toBe(true);
    expect((await collect(originals.createReadStream(name, { range: { start: 300_000, end: 300_010 } }))).length).toBe(0);
    expect(() => originals.createReadStream(name, { range: { start: 10, end: 5 } })).toThrow(RangeError);
  });

  it('answers a missing object: stat undefined, read and the stream fail with ENOENT', async () => {
    const name = key();
    expect(await originals.stat(name)).toBeUndefined();
    await expect(originals.read(name)).rejects.toMatchObject({ code: 'ENOENT' });
    // The stream is handed out at once; the missing object is an error on it.
    const stream = originals.createReadStream(name);
    await expect(collect(stream)).rejects.toMatchObject({ code: 'ENOENT', message: `No such object: originals/${name}` });
    expect(stream.destroyed).toBe(true);
  });

  it('lets go of the connection when a stream is destroyed mid-way, and asks nothing for a stream never read', async () => {
    const name = key();
    const data = randomBytes(3 * 1024 * 1024);
    await originals.put(name, data);
    const stream = originals.createReadStream(name);
    await new Promise<void>((resolve, reject) => {
      stream.once('data', () => {
        stream.destroy();
        resolve();
      });
      stream.once('error', reject);
    });
    if (!stream.closed) await once(stream, 'close');
    originals.createReadStream(name).destroy();
    // The store still answers (no connection was left hanging in the pool).
    expect((await collect(originals.createReadStream(name))).equals(data)).toBe(true);
  });

  it('opens an object for positioned reads: in order from one GET, elsewhere from a ranged one; a missing one fails with ENOENT', async () => {
    const name = key();
    const data = randomBytes(3 * 1024 * 1024 + 5);
    await originals.put(name, data);
    const gets: (string | undefined)[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'GetObjectCommand') gets.push((args.input as { Range?: string }).Range);
        return next(args);
      },
      { step: 'initialize', name: 'recordGets' },
    );
    try {
      const reader = await originals.openReader(name);
      expect(reader.size).toBe(data.length);
      const buffer = Buffer.alloc(1024 * 1024);
      const parts: Buffer[] = [];
      for (let position = 0; position < data.length;) {
        const read = await reader.read(buffer, 0, buffer.length, position);
        expect(read).toBeGreaterThan(0);
        parts.push(Buffer.from(buffer.subarray(0, read)));
        position += read;
      }
      expect(Buffer.concat(parts).equals(data)).toBe(true);
      // Past the end: nothing, without asking.
      expect(await reader.read(buffer, 0, 1, data.length)).toBe(0);
      expect(gets).toEqual([undefined]);
      // Elsewhere: a new GET from there (If-Match the first one's ETag, which s3rver does not check).
      expect(await reader.read(buffer, 10, 100, 1000)).toBe(100);
      expect(buffer.subarray(10, 110).equals(data.subarray(1000, 1100))).toBe(true);
      expect(gets).toEqual([undefined, 'bytes=1000-']);
      await reader.close();

      const empty = key();
      await originals.put(empty, Buffer.alloc(0));
      const nothing = await originals.openReader(empty);
      expect(nothing.size).toBe(0);
      expect(await nothing.read(buffer, 0, 10, 0)).toBe(0);
      await nothing.close();
    } finally {
      client.middlewareStack.remove('recordGets');
    }
    await expect(originals.openReader(key())).rejects.toMatchObject({ code: 'ENOENT' });
    // A reader closed half-way lets go of its connection: the store still answers.
    const reader = await originals.openReader(name);
    await reader.read(Buffer.alloc(1000), 0, 1000, 0);
    await reader.close();
    expect((await originals.read(name)).equals(data)).toBe(true);
  });

  it('refuses keys the local adapter refuses, before asking the store', async () => {
    for (const bad of ['', '../secret.jpg', 'a/b.jpg', '.tmp-abc', 'a..b', ' x.jpg', `${'a'.repeat(201)}`]) {
      await expect(originals.put(bad, Buffer.from('x')), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(originals.stat(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(originals.read(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(originals.remove(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      expect(() => originals.createReadStream(bad), bad).toThrow(InvalidStorageKeyError);
      await expect(originals.openReader(bad), bad).rejects.toThrow(InvalidStorageKeyError);
      await expect(originals.presignedUrl!(bad, { expiresInSeconds: 60, fileName: 'x.jpg', contentType: 'image/jpeg' }), bad).rejects.toThrow(
        InvalidStorageKeyError,
      );
    }
  });

  it('signs a short-lived URL a browser can fetch, saving the file under its name', async () => {
    const name = key();
    const data = randomBytes(50_000);
    await originals.put(name, data);
    const url = await originals.presignedUrl!(name, { expiresInSeconds: 300, fileName: 'Śrī temple.jpg', contentType: 'image/jpeg' });
    const parsed = new URL(url);
    expect(parsed.origin).toBe(server.config.endpoint);
    expect(parsed.pathname).toBe(`/${server.config.bucket}/originals/${name}`);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Sri temple.jpg"; filename*=UTF-8''${encodeURIComponent('Śrī temple.jpg')}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
    // (s3rver does not check query signatures: that one is refused when tampered with is AWS's and MinIO's to test.)
  });

  it('marks public media as cacheable for a year', async () => {
    const storage = await createAssetStorage({ dataDir: '/nonexistent', s3: server.config, mediaBaseUrl: undefined });
    const name = 'tide-pools-320-0123456789abcdef.webp';
    await storage.media.put(name, Buffer.from('webp'));
    const object = await client.send(new GetObjectCommand({ Bucket: server.config.bucket, Key: `media/${name}` }));
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(object.ContentType).toBe('image/webp');
    await object.Body?.transformToByteArray();
  });

  it('pings the bucket, and fails when it is not there', async () => {
    await expect((await createAssetStorage({ dataDir: '/nonexistent', s3: server.config, mediaBaseUrl: undefined })).ping()).resolves.toBeUndefined();
    const missing = await createAssetStorage({ dataDir: '/nonexistent', s3: { ...server.config, bucket: 'no-such-bucket' }, mediaBaseUrl: undefined });
    await expect(missing.ping()).rejects.toThrow();
  });
});
