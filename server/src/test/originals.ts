import { createHash, randomBytes } from 'node:crypto';
import { images } from '../db/schema/catalogue';
import type { Db } from '../db/client';
import type { AssetStorage } from '../platform/storage/storage';
import { createImage } from './catalogue-factories';

/**
 * An image row whose original holds the given bytes (random when a size is
 * given): for download tests, which compare what arrives with what is stored.
 */
export async function createOriginal(db: Db, storage: AssetStorage, content: Buffer | number, options: { name?: string; type?: string } = {}) {
  const data = typeof content === 'number' ? randomBytes(content) : content;
  const hash = createHash('sha256').update(data).update(randomBytes(8)).digest('hex');
  const key = `${hash}.jpg`;
  await storage.originals.put(key, data);
  const base = await createImage(db);
  const [row] = await db
    .insert(images)
    .values({
      ...base,
      id: undefined,
      contentHash: hash,
      originalKey: key,
      originalName: options.name ?? 'original.jpg',
      originalType: options.type ?? 'image/jpeg',
      originalBytes: data.length,
    })
    .returning();
  return { image: row!, data };
}
