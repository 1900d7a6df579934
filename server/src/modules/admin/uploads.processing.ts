import { CATALOGUE_MESSAGES, type UploadProfile } from '@chitra/contract/admin-catalogue';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { inspectImage, processImage, UnsupportedImageError, type UnsupportedReason } from '../../platform/images/image-processor';
import type { JobRecord } from '../../platform/jobs/define-job';
import type { AssetStorage } from '../../platform/storage/storage';
import { imageRowOf, storeImageFiles } from '../catalogue/catalogue-import';
import { findImages, insertImages } from '../catalogue/catalogue-import.repository';
import { AdminUploadsRepository } from './uploads.repository';

/** Tries of an upload's job before the upload is marked failed (a storage hiccup is retried; a broken file fails at once). */
export const UPLOAD_JOB_ATTEMPTS = 3;

/**
 * An uploaded picture through the import's pipeline (processImage,
 * storeImageFiles, the images row), run by the job `admin.process-upload`
 * (admin.jobs.ts); the upload's row follows its progress.
 */

/** What the refusal of each kind of unsupported picture says (at the upload's gate, or when its job decodes it). */
export const REFUSED: Record<UnsupportedReason, string> = {
  unreadable: CATALOGUE_MESSAGES.uploadUnreadable,
  format: CATALOGUE_MESSAGES.uploadWrongType,
  small: CATALOGUE_MESSAGES.uploadTooSmall,
  pixels: CATALOGUE_MESSAGES.uploadTooManyPixels,
};

export type UploadDeps = { db: Db; storage: AssetStorage; shopName: string; now: () => Date };

async function fail(deps: UploadDeps, id: string, message: string, stagedKey: string): Promise<void> {
  const { db, storage, now } = deps;
  await new AdminUploadsRepository(db).progress(id, { state: 'failed', message }, now());
  await storage.originals.remove(stagedKey);
}

/** The job (`admin.process-upload`): the same pipeline as the import, then the upload row says done. Safe to run again. */
export async function processUpload(deps: UploadDeps, id: string, job: JobRecord): Promise<void> {
  const { db, storage, shopName, now } = deps;
  const repository = new AdminUploadsRepository(db);
  const row = await repository.find(id);
  if (!row || row.state === 'done' || row.state === 'failed') return;
  await repository.progress(id, { state: 'processing', progress: 10 }, now());
  try {
    const data = await storage.originals.read(row.stagedKey);
    const info = await inspectImage(data);
    await repository.progress(id, { progress: 30 }, now());
    const profile = row.profile as UploadProfile;
    // Decoding the same bytes fails the same way every time: a damaged file fails at once, not after retries.
    const image = await processImage(data, { profile, stem: row.fileName.replace(/\.[^.]+$/, ''), watermark: shopName, info }).catch((err: unknown) => {
      throw err instanceof UnsupportedImageError ? err : new UnsupportedImageError('could not be decoded', 'unreadable');
    });
    await repository.progress(id, { progress: 70 }, now());
    await storeImageFiles(storage, data, image);
    await withTransaction(db, async (tx) => {
      // The same file uploaded twice (or imported) is one picture: the row that exists is used.
      await insertImages(tx, [imageRowOf(image, profile, row.fileName)]);
      const [stored] = await findImages(tx, [{ contentHash: image.contentHash, profile }]);
      if (!stored) throw new Error(`picture ${profile}:${image.contentHash} is not stored, just after its insert`);
      await new AdminUploadsRepository(tx).progress(id, { state: 'done', progress: 100, imageId: stored.id, message: null }, now());
    });
    await storage.originals.remove(row.stagedKey);
  } catch (err) {
    if (err instanceof UnsupportedImageError) return fail(deps, id, REFUSED[err.reason], row.stagedKey);
    if (job.attempts >= UPLOAD_JOB_ATTEMPTS) return fail(deps, id, CATALOGUE_MESSAGES.uploadProcessingFailed, row.stagedKey);
    throw err;
  }
}
