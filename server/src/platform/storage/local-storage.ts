import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertByteRange, assertStorageKey, StorageObjectNotFoundError, type Storage } from './storage';

// Until the callers outside this folder import it from asset-storage.ts (the factory moved there when S3 came).

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
    async putStream(key, data) {
      const path = pathOf(key);
      // The stream may fail while the folder is made: keep that error for the caller, not the process.
      let early: unknown;
      const onEarly = (err: unknown) => (early ??= err);
      data.on('error', onEarly);
      await mkdir(root, { recursive: true }).finally(() => data.off('error', onEarly));
      if (early !== undefined) throw early;
      const temporary = join(root, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(data, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
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
    createReadStream(key, options) {
      const path = pathOf(key);
      if (options?.range) assertByteRange(options.range);
      return createReadStream(path, options?.range ? { start: options.range.start, end: options.range.end } : {});
    },
    async openReader(key) {
      const file = await open(pathOf(key), 'r');
      try {
        const info = await file.stat();
        if (!info.isFile()) throw new StorageObjectNotFoundError(`Not a file: ${key}`);
        return {
          size: info.size,
          read: async (buffer, offset, length, position) => (await file.read(buffer, offset, length, position)).bytesRead,
          close: () => file.close(),
        };
      } catch (err) {
        await file.close();
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Resolves when the folder exists (made if need be) and this process may read and write it. */
export async function checkFolder(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await access(root, constants.R_OK | constants.W_OK | constants.X_OK);
}
