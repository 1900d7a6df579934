import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { type AdminUpload, CATALOGUE_MESSAGES, UPLOAD_MAX_BYTES, type UploadProfile } from '@chitra/contract/admin-catalogue';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, badRequest, notFound } from '../../errors';
import { type ImageInfo, inspectImage, sniffImageType, UnsupportedImageError } from '../../platform/images/image-processor';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AssetStorage } from '../../platform/storage/storage';
import { processUploadJob } from './admin.jobs';
import { type AdminActor, AuditRepository } from './audit.repository';
import { REFUSED } from './uploads.processing';
import { AdminUploadsRepository, type UploadRow } from './uploads.repository';

/**
 * The first bytes are held back until the file is known to be a picture the
 * pipeline takes, with a sane number of pixels: headers (EXIF included) fit
 * well inside, and nothing has been stored before the check.
 */
const HEAD_BYTES = 1024 * 1024;

const tooBig = () => new AppError('PAYLOAD_TOO_LARGE', CATALOGUE_MESSAGES.uploadTooBig);

/**
 * Counts and checks an upload on its way to storage, holding only its first
 * megabyte: the type is sniffed from the bytes, the header read by sharp
 * under the pipeline's pixel limit (a decompression bomb is refused before
 * it is stored, let alone decoded), and the size is counted. A refusal is an
 * error on the stream, so the storage write fails and keeps nothing.
 */
class UploadGate extends Transform {
  bytes = 0;
  mime: string | undefined;
  info: ImageInfo | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > UPLOAD_MAX_BYTES) return done(tooBig());
    if (this.checked) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) return done();
    this.release(false, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) return done();
    this.release(true, done);
  }

  private release(complete: boolean, done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.check(head, complete).then(
      () => {
        this.checked = true;
        done(null, head);
      },
      (err: unknown) => done(err as Error),
    );
  }

  private async check(head: Buffer, complete: boolean): Promise<void> {
    if (head.length === 0) throw badRequest(CATALOGUE_MESSAGES.uploadNoFile);
    const sniffed = sniffImageType(head);
    if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CATALOGUE_MESSAGES.uploadWrongType);
    this.mime = sniffed.mime;
    try {
      this.info = await inspectImage(head);
    } catch (err) {
      if (!(err instanceof UnsupportedImageError)) throw err;
      // Only the head of a large file was read: a header beyond it is checked by the job.
      if (err.reason === 'unreadable' && !complete) return;
      throw badRequest(REFUSED[err.reason]);
    }
  }
}

/** The name the admin's computer gave the file, as something safe to show and store. */
function cleanFileName(name: string | undefined): string {
  // What follows the last / or \ (a browser may send a path), without control characters.
  const base = (name ?? '')
    .replace(/^[\s\S]*[\\/]/, '')
    // eslint-disable-next-line no-control-regex -- the control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, 200) || 'picture';
}

/**
 * Pictures uploaded in the admin area (decision 027). The request streams
 * the file through `UploadGate` to the originals storage under a staging
 * key, then records the upload, its audit row and the job
 * `admin.process-upload` in one transaction and answers 202. The job runs
 * the import's pipeline (uploads.processing.ts) and moves the row through
 * processing to done or failed; the row is all any server needs to answer
 * for it.
 */
/**
 * A failure of the multipart body itself (no boundary, cut short, a part
 * header that never ends), as a 400: the parser throws plain errors, which
 * would otherwise answer 500. A refusal that already has its 4xx stays, and
 * so does a failure of the storage (a system or SDK error carries a `code`
 * or `$metadata`, the parser's never do).
 */
export function multipartFailure(err: unknown): unknown {
  const fields = (err ?? {}) as { statusCode?: unknown; code?: unknown; $metadata?: unknown };
  if (err instanceof AppError || (typeof fields.statusCode === 'number' && fields.statusCode >= 400 && fields.statusCode < 500)) return err;
  if (!(err instanceof Error) || fields.code !== undefined || fields.$metadata !== undefined) return err;
  return badRequest(CATALOGUE_MESSAGES.uploadNotWhole);
}

export function createAdminUploadsService(deps: { db: Db; storage: AssetStorage; jobs: JobQueue; now: () => Date }) {
  const { db, storage, jobs, now } = deps;

  async function present(row: UploadRow, repository = new AdminUploadsRepository(db)): Promise<AdminUpload> {
    const thumb = row.imageId ? (await repository.thumbNames([row.imageId])).get(row.imageId) : undefined;
    return {
      _id: row.id,
      profile: row.profile as UploadProfile,
      state: row.state,
      progress: row.progress,
      fileName: row.fileName,
      type: row.originalType,
      bytes: row.bytes,
      imageId: row.imageId,
      thumbUrl: thumb ? storage.mediaUrl(thumb) : null,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async accept(by: AdminActor, profile: UploadProfile, file: { fileName: string | undefined; stream: Readable }): Promise<AdminUpload> {
      const id = randomUUID();
      const stagedKey = `upload-${id}`;
      const gate = new UploadGate();
      // The storage write reports a refusal (or a dropped connection): the
      // callback only keeps the error from being thrown a second time.
      const gated = pipeline(file.stream, gate, () => {});
      // The multipart parser fails the file's stream when the body is cut short,
      // before this was called or while it is stored: the client's doing.
      let cutShort = file.stream.errored !== null;
      file.stream.once('error', () => {
        cutShort = true;
      });
      try {
        await storage.originals.putStream(stagedKey, gated);
      } catch (err) {
        // Drain what the client still sends, so it reads the answer rather than a reset.
        file.stream.resume();
        await storage.originals.remove(stagedKey).catch(() => {});
        throw cutShort ? multipartFailure(err) : err;
      }
      const { mime } = gate;
      if (gate.bytes === 0 || mime === undefined) {
        await storage.originals.remove(stagedKey);
        throw badRequest(CATALOGUE_MESSAGES.uploadNoFile);
      }
      const at = now();
      // The file is stored before its row: if the row cannot be written, the file goes too (nothing would ever find it).
      const row = await withTransaction(db, async (tx) => {
        const created = await new AdminUploadsRepository(tx).insert({
          id,
          profile,
          fileName: cleanFileName(file.fileName),
          originalType: mime,
          bytes: gate.bytes,
          stagedKey,
          createdBy: by.adminId,
          createdAt: at,
          updatedAt: at,
        });
        await new AuditRepository(tx).record(
          by,
          {
            action: 'upload.create',
            entityType: 'upload',
            entityId: id,
            before: null,
            after: { profile, fileName: created.fileName, type: created.originalType, bytes: created.bytes },
          },
          at,
        );
        await jobs.enqueue(tx, processUploadJob, { uploadId: id }, { dedupeKey: `upload:${id}` });
        return created;
      }).catch(async (err: unknown) => {
        await storage.originals.remove(stagedKey).catch(() => {});
        throw err;
      });
      jobs.poke();
      return present(row);
    },

    async get(id: string): Promise<AdminUpload> {
      const repository = new AdminUploadsRepository(db);
      const row = await repository.find(id);
      if (!row) throw notFound(CATALOGUE_MESSAGES.uploadNotFound);
      return present(row, repository);
    },
  };
}
