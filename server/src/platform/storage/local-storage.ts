import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { assertStorageKey, type AssetStorage, type Storage } from './storage';

/** A folder on local disk. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      // Every time, not once: the folder may have been cleared while the process ran.
      await mkdir(root, { recursive: true });
      const temporary = join(root, `.tmp-${randomBytes(8).toString('hex')}`);
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    read: (key) => readFile(pathOf(key)),
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    createReadStream: (key, options) =>
      createReadStream(pathOf(key), options?.chunkBytes ? { highWaterMark: options.chunkBytes } : undefined),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** URL prefix of the public media route (server/src/http/media.ts). */
export const MEDIA_PREFIX = '/media/';

/** The shop's pictures in DATA_DIR: `originals/` is private, `media/` is public. */
export function createAssetStorage(config: Pick<Config, 'dataDir'>): AssetStorage {
  return {
    originals: createLocalStorage(join(config.dataDir, 'originals')),
    media: createLocalStorage(join(config.dataDir, 'media')),
    mediaUrl: (key) => `${MEDIA_PREFIX}${key}`,
  };
}
