import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { COMPRESS_MIN_BYTES, preferredEncoding } from '../../http/encoding';
import { answerCacheFor, type RevisionReader, revisionReaderFor } from './answer-cache';
import { catalogueRevisionNumber } from './catalogue.repository';
import { encode, sendJson } from './send-json';

/**
 * How long an answer may show sales or orders, which do not move the
 * catalogue revision (a paid order must not queue on the revision row nor
 * empty every server's cache: db/functions/chitra_products_updated.sql): the popular list and search,
 * ranked by sales, and a product page, whose reviews say who bought it.
 */
export const UNTRACKED_MAX_AGE_MS = 60_000;

/** The shared, coalesced reads of the catalogue revision of `db`. */
export function catalogueRevisions(db: Db): RevisionReader {
  return revisionReaderFor(db, () => catalogueRevisionNumber(db));
}

/**
 * Catalogue answers at the HTTP edge: the services make data; here it is
 * checked and serialised once per revision (see answer-cache.ts), and every
 * later request for it is sent the same string.
 */
export function cachedAnswers(db: Db, now: () => Date) {
  const answers = answerCacheFor(db);
  const revisions = catalogueRevisions(db);
  return {
    /**
     * Sends the answer kept under `key` for the current revision, or makes
     * it with `make` (given the revision it was read at) and keeps it. The
     * revision is read first, so an answer is never kept under a newer
     * revision than its data.
     */
    async send<T extends z.ZodType>(
      reply: FastifyReply,
      key: string,
      schema: T,
      make: (revision: number) => Promise<z.output<T>>,
      maxAgeMs?: number,
    ): Promise<FastifyReply> {
      const revision = await revisions.get();
      const fresh = maxAgeMs === undefined ? undefined : { now: now().getTime(), maxAgeMs };
      const json = await answers.get(revision, key, async () => encode(schema, await make(revision)), fresh);
      if (json.length < COMPRESS_MIN_BYTES) return sendJson(reply, json);
      // Compressed once per kept answer, not once per request (the compression plugin leaves an encoded body alone).
      reply.header('vary', 'accept-encoding');
      const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
      if (encoding === undefined) return sendJson(reply, json);
      return sendJson(reply.header('content-encoding', encoding), answers.compressed(revision, key, json, encoding));
    },
  };
}
