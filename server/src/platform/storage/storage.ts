import type { Readable } from 'node:stream';

/**
 * Where files live: a port with a local-folder adapter now and an
 * S3-compatible one later. Keys are flat names (no folders), checked by
 * every adapter, so no key can ever climb out of its store.
 */
export type Storage = {
  /** Writes atomically: a reader never sees half a file. */
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Size in bytes, or undefined when there is no such object. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** `chunkBytes`: how much each read takes (larger for long sequential reads such as a ZIP). */
  createReadStream(key: string, options?: { chunkBytes?: number }): Readable;
  remove(key: string): Promise<void>;
};

/** The public and the private halves of the shop's pictures. */
export type AssetStorage = {
  /** Private originals: streamed only to buyers, never given a URL. */
  originals: Storage;
  /** Public derived files (previews, thumbnails, banners), served under /media/. */
  media: Storage;
  /** The URL a browser fetches a media object from. */
  mediaUrl(key: string): string;
};

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}
