import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (as in fs.createReadStream). */
export type ByteRange = { start: number; end: number };

type ReadStreamOptions = {
  /** Only these bytes. A range past the object's end reads what there is (nothing when it starts past it). */
  range?: ByteRange;
};

/**
 * An object opened for positioned reads into the caller's own buffer (a ZIP
 * reads every file into the same two buffers): no chunk is allocated per
 * read, nothing is read ahead of what is asked.
 */
export type ObjectReader = {
  /** The object's size when it was opened. */
  readonly size: number;
  /**
   * Reads up to `length` bytes at `position` into `buffer` from `offset`;
   * answers how many it read, 0 only at the end of the object (as
   * FileHandle.read). Reads are meant to follow one another (the S3
   * adapter asks the store again for a read that does not).
   */
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<number>;
  /** Lets go of the file or connection; a read in flight fails or ends first. Called once. */
  close(): Promise<void>;
};

type PresignedUrlOptions = {
  /** How long the URL works; a download that started in time runs to its end. */
  expiresInSeconds: number;
  /** The name the browser saves the file under (sent as `Content-Disposition: attachment`). */
  fileName: string;
  contentType: string;
};

/**
 * Where files live: a port with a local-folder adapter (local-storage.ts)
 * and an S3-compatible one (s3-storage.ts). Keys are flat names (no
 * folders), checked by every adapter, so no key can ever climb out of its
 * store. A missing object fails `read`, `createReadStream` and `openReader`
 * with an error whose `code` is 'ENOENT', whichever the adapter.
 */
export type Storage = {
  /** Writes atomically: a reader never sees half a file. */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes a stream as it arrives (an upload), never holding it whole;
   * atomically, as `put`. A stream that errors leaves no object behind.
   */
  putStream(key: string, data: Readable): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Size in bytes, or undefined when there is no such object. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /**
   * The object's bytes, as a stream returned at once: whatever goes wrong
   * later (a missing object, a dropped connection) is an error on the stream,
   * and destroying the stream lets go of the file or connection.
   */
  createReadStream(key: string, options?: ReadStreamOptions): Readable;
  /** Opens the object for positioned reads (a ZIP's entries). */
  openReader(key: string): Promise<ObjectReader>;
  remove(key: string): Promise<void>;
  /**
   * A URL the browser downloads the object from directly, for a short while,
   * as an attachment of that name and type. Only stores that can sign one
   * (S3) have it; the others stream through the app.
   */
  presignedUrl?(key: string, options: PresignedUrlOptions): Promise<string>;
};

/** The public and the private halves of the shop's pictures. */
export type AssetStorage = {
  /** Private originals: streamed only to buyers, or handed out as a short-lived presigned URL. */
  originals: Storage;
  /** Public derived files (previews, thumbnails, banners), served under /media/ or from MEDIA_BASE_URL. */
  media: Storage;
  /** The URL a browser fetches a media object from. */
  mediaUrl(key: string): string;
  /** Resolves when the storage can be reached (readiness); rejects with the reason otherwise. */
  ping(): Promise<void>;
  /** Releases what the storage holds open (the S3 clients' sockets); called when the app closes. */
  close(): void;
};

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Refuses a range no adapter could read: negative, fractional, or ending before it starts. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range: ${start}-${end}`);
  }
}

/** The error every adapter gives for an object that is not there. */
export class StorageObjectNotFoundError extends Error {
  override name = 'StorageObjectNotFoundError';
  readonly code = 'ENOENT';
}

/** An ObjectReader over bytes already in memory (a licence certificate just drawn). */
export function bufferReader(bytes: Buffer): ObjectReader {
  return {
    size: bytes.length,
    read: async (buffer, offset, length, position) =>
      position >= bytes.length ? 0 : bytes.copy(buffer, offset, position, Math.min(bytes.length, position + length)),
    close: async () => {},
  };
}
