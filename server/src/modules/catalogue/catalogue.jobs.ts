import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withoutParams } from '../../db/redact-errors';
import { derivedColumns, derivedFiles, type ImageProfile, IMAGE_PROFILES, processImage, RENDITIONS_VERSION } from '../../platform/images/image-processor';
import { defineJob } from '../../platform/jobs/define-job';
import { imagesWithOldRenditions, updateImage } from './catalogue-import.repository';

/** The catalogue's jobs (decision 012), registered in server/src/jobs.ts. */

/** Remakes a batch of pictures made before the current renditions, after the picture `after`, and enqueues the next. */
export const makeRenditionsJob = defineJob('catalogue.make-renditions', z.object({ after: z.string().optional() }), async ({ after }, { app }) =>
  remakeRenditions(app, after),
);

/** Pictures remade per run of the job: a few seconds of work, well inside its lease. */
const BATCH = 8;

const isProfile = (value: string): value is ImageProfile => (IMAGE_PROFILES as readonly string[]).includes(value);

/**
 * Pictures made before the current renditions (RENDITIONS_VERSION) are
 * remade from their originals by a job of the one queue
 * (`catalogue.make-renditions`), a batch per run, each run enqueueing the
 * next: enqueued once at every start (one row, by its dedupe key), so every
 * server may ask and the work is done once. Each picture's row is updated in
 * place (the catalogue revision moves, so no answer keeps the old files), and
 * the old files stay for pages already open.
 */
async function remakeRenditions(app: FastifyInstance, after: string | undefined): Promise<void> {
  const db = app.database.db;
  const rows = await imagesWithOldRenditions(db, RENDITIONS_VERSION, after, BATCH);
  for (const row of rows) {
    if (!isProfile(row.profile)) continue;
    try {
      const data = await app.storage.originals.read(row.originalKey);
      const stem = row.originalName.replace(/\.[^.]+$/, '');
      const image = await processImage(data, { profile: row.profile, stem, watermark: app.config.shop.name });
      for (const file of derivedFiles(image)) await app.storage.media.put(file.name, file.data);
      await updateImage(db, row.id, derivedColumns(image));
    } catch (error) {
      // One missing or broken original must not hold up the rest; it keeps its old files.
      app.log.warn({ err: withoutParams(error), imageId: row.id }, 'could not remake the renditions of a picture');
    }
  }
  const last = rows.at(-1);
  if (rows.length === BATCH && last) {
    await app.jobs.enqueue(db, makeRenditionsJob, { after: last.id }, { dedupeKey: `renditions:v${RENDITIONS_VERSION}:${last.id}` });
    app.jobs.poke();
  } else if (rows.length > 0 || after !== undefined) {
    app.log.info('pictures remade with the current renditions');
  }
}

/** At start: remake what the current renditions lack, once however many servers start. */
export async function scheduleRenditions(app: FastifyInstance): Promise<void> {
  await app.jobs.enqueue(app.database.db, makeRenditionsJob, {}, { dedupeKey: `renditions:v${RENDITIONS_VERSION}:start` });
}
