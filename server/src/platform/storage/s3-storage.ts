import { finished, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { attachmentDisposition } from './content-disposition';
import { assertByteRange, assertStorageKey, type ObjectReader, StorageObjectNotFoundError, type Storage } from './storage';

/** How long a connection to the store may take to open; a download already flowing has no time limit. */
const CONNECT_TIMEOUT_MS = 5000;
/** Connections to the store kept per instance: each download in flight holds one for its whole length. */
const MAX_SOCKETS = 256;
/** How long a readiness probe waits for the bucket. */
const PING_TIMEOUT_MS = 3000;

/**
 * A client for AWS S3 or any S3-compatible store. With an endpoint (MinIO,
 * R2, s3rver…) buckets are addressed by path, and checksums are sent only
 * where S3 requires them: several compatible stores refuse or mangle the
 * trailing checksums the SDK otherwise adds to every upload.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}

/** Resolves when the bucket answers (it exists and these credentials may use it). */
export async function pingBucket(client: S3Client, bucket: string): Promise<void> {
  await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

export type S3StorageOptions = {
  /** Sent with every object written (public media: their names change with their content). */
  cacheControl?: string;
  /**
   * The client presigned URLs are made with (its endpoint is the host a
   * browser is sent to, and part of the signature); without one the storage
   * offers no presigned URLs and downloads stream through the app.
   */
  presignWith?: S3Client;
};

/**
 * The objects under `prefix` ('originals/', 'media/') of one bucket. Keys
 * are checked as the local adapter checks them, so the prefix is the only
 * folder there is. Uploads go through lib-storage: one PutObject for a small
 * file, a multipart upload for a large one.
 */
export function createS3Storage(client: S3Client, bucket: string, prefix: string, options: S3StorageOptions = {}): Storage {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  const notFound = (key: string, cause: unknown) => new StorageObjectNotFoundError(`No such object: ${prefix}${key}`, { cause });

  const storage: Storage = {
    async put(key, data) {
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ...(CONTENT_TYPES[extension] ? { ContentType: CONTENT_TYPES[extension] } : {}),
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        },
      });
      await upload.done();
    },

    async putStream(key, data) {
      // lib-storage sends a stream in parts of 5 MB (a few in flight), never
      // the whole object at once; a part that fails aborts the upload, which
      // leaves no object.
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: data } });
      await upload.done();
    },

    async read(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!answer.Body) throw new Error(`GetObject of ${Key} answered without a body`);
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        throw isMissing(err) ? notFound(key, err) : err;
      }
    },

    async stat(key) {
      const Key = objectKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    createReadStream(key, readOptions) {
      const Key = objectKey(key);
      const range = readOptions?.range;
      if (range) assertByteRange(range);
      return lazyStream(async (abortSignal) => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }), {
            abortSignal,
          });
          return answer.Body as Readable;
        } catch (err) {
          // As fs does: a range that starts past the end reads nothing.
          if (range && statusOf(err) === 416) return undefined;
          throw isMissing(err) ? notFound(key, err) : err;
        }
      });
    },

    async openReader(key) {
      const Key = objectKey(key);
      return objectReader(async (from, abortSignal) => {
        try {
          return await client.send(
            new GetObjectCommand({ Bucket: bucket, Key, ...(from ? { Range: `bytes=${from.position}-`, ...(from.etag ? { IfMatch: from.etag } : {}) } : {}) }),
            { abortSignal },
          );
        } catch (err) {
          throw isMissing(err) ? notFound(key, err) : err;
        }
      });
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
  const { presignWith } = options;
  if (presignWith) {
    storage.presignedUrl = async (key, { expiresInSeconds, fileName, contentType }) => {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentType,
      });
      return getSignedUrl(presignWith, command, { expiresIn: expiresInSeconds });
    };
  }
  return storage;
}

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/** NoSuchKey from GetObject; a bare 404 from HeadObject, which has no body to name the error. */
function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || statusOf(err) === 404);
}

/**
 * A stream handed out at once, as fs.createReadStream's is, that asks the
 * store only when first read: a stream nobody reads costs no request.
 * Whatever fails after (the request, the connection mid-body) destroys it
 * with the error; destroying it aborts the request or drops the body's
 * connection. `open` answers undefined for an empty read.
 */
function lazyStream(open: (signal: AbortSignal) => Promise<Readable | undefined>): Readable {
  const abort = new AbortController();
  let body: Readable | undefined;
  let opening = false;
  const stream = new Readable({
    read() {
      if (body) {
        body.resume();
        return;
      }
      if (opening) return;
      opening = true;
      open(abort.signal).then(
        (source) => {
          if (!source) {
            stream.push(null);
            return;
          }
          if (stream.destroyed) {
            source.destroy();
            return;
          }
          body = source;
          source.on('data', (chunk: Buffer) => {
            if (!stream.push(chunk)) source.pause();
          });
          finished(source, (err) => (err ? stream.destroy(err) : stream.push(null)));
        },
        (err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))),
      );
    },
    destroy(err, callback) {
      abort.abort();
      body?.destroy();
      callback(err);
    },
  });
  return stream;
}

/** Where a GetObject starts again: the position, and the version of the object the first one read (its ETag). */
type Resume = { position: number; etag: string | undefined };

/**
 * Positioned reads served from one GetObject body, the whole object: reads
 * that follow one another take its bytes in order, copied into the caller's
 * buffer. A read elsewhere asks again from there, for the same version of the
 * object (If-Match its ETag: one replaced meanwhile fails the read rather
 * than mixing two versions). Closing aborts the request and drops the body's
 * connection.
 */
async function objectReader(get: (from: Resume | undefined, signal: AbortSignal) => Promise<GetObjectCommandOutput>): Promise<ObjectReader> {
  let abort = new AbortController();
  const first = await get(undefined, abort.signal);
  const size = first.ContentLength ?? 0;
  const etag = first.ETag;
  let body = first.Body as Readable;
  let chunks: AsyncIterator<Buffer> = body[Symbol.asyncIterator]();
  /** Bytes taken from the body and not yet read; the first is at `cursor`. */
  let pending: Buffer = Buffer.alloc(0);
  let cursor = 0;

  const drop = () => {
    abort.abort();
    body.destroy();
  };

  async function resume(position: number) {
    drop();
    abort = new AbortController();
    const answer = await get({ position, etag }, abort.signal);
    body = answer.Body as Readable;
    chunks = body[Symbol.asyncIterator]();
    pending = Buffer.alloc(0);
    cursor = position;
  }

  return {
    size,
    async read(buffer, offset, length, position) {
      if (position >= size || length <= 0) return 0;
      if (position !== cursor) await resume(position);
      let read = 0;
      while (read < length && cursor < size) {
        if (pending.length === 0) {
          const next = await chunks.next();
          if (next.done) throw new Error(`The object ended at byte ${cursor} of ${size}`);
          pending = next.value;
        }
        const taken = pending.copy(buffer, offset + read, 0, Math.min(pending.length, length - read));
        pending = pending.subarray(taken);
        read += taken;
        cursor += taken;
      }
      return read;
    },
    async close() {
      drop();
    },
  };
}
