import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import { AdminUploadAcceptedResponse, AdminUploadResponse, CATALOGUE_MESSAGES, UPLOAD_MAX_BYTES, UploadQuery } from '@chitra/contract/admin-catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { AppError, badRequest } from '../../errors';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS, actorOf } from './admin-context';
import { createAdminUploadsService, multipartFailure } from './uploads.service';

/**
 * admin/uploads: a picture through the image pipeline. Multipart is parsed
 * in this plugin only (the rest of the API takes JSON), one file per
 * request, streamed: busboy stops one byte past the limit and the gate
 * refuses it. The admin guard runs before the body is read at all.
 */
export const adminUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    // The gate counts the bytes and answers 413 with the shop's message.
    throwFileSizeLimit: false,
  });
  const service = createAdminUploadsService({ db: app.database.db, storage: app.storage, jobs: app.jobs, now: app.now });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.post(
    '/uploads',
    {
      schema: {
        ...schema,
        summary: `Upload a picture (multipart/form-data, field "file"; JPEG, PNG, WebP or TIFF, ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most, 120 megapixels at most). Answers 202: GET admin/uploads/{id} follows its processing`,
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 202: AdminUploadAcceptedResponse, ...ADMIN_ERRORS, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CATALOGUE_MESSAGES.uploadNotMultipart);
      const file = await request.file().catch((err: unknown) => {
        throw multipartFailure(err);
      });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw badRequest(CATALOGUE_MESSAGES.uploadNoFile);
      }
      const data = await service.accept(actorOf(request), request.query.profile, { fileName: file.filename, stream: file.file });
      return reply.code(202).send({ success: true as const, message: CATALOGUE_MESSAGES.uploadQueued, data });
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        ...schema,
        summary: 'An upload’s state: queued, processing (with progress), done (with the picture) or failed (with the reason)',
        params: AdminIdParams,
        response: { 200: AdminUploadResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );
};
