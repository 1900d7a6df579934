import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import type { Storage } from '../platform/storage/storage';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A derived file's name: a readable stem, a 16-hex content hash and an
 * extension. Nothing else is ever looked up, so no request can name a path
 * (no slashes, no dots but the extension's) or an original (those are
 * stored under a bare 64-hex hash, in another folder).
 */
export const MEDIA_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{16}\.(jpg|webp|avif|png)$/;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' };

/**
 * Serves the public pictures under /media/<name>, cached forever: a changed
 * picture gets a new name. Unknown names answer the JSON 404 like any other
 * server path.
 */
export function registerMedia(app: FastifyInstance, media: Storage): void {
  app.get<{ Params: { name: string } }>('/media/:name', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const match = MEDIA_NAME.exec(request.params.name);
    if (!match) throw notFound(API_MESSAGES.imageNotFound);
    const name = match[0];
    const found = await media.stat(name);
    if (!found) throw notFound(API_MESSAGES.imageNotFound);
    // The hash in the name is the file's identity: a fine ETag for revalidating clients.
    const etag = `"${name.slice(name.lastIndexOf('-') + 1, name.lastIndexOf('.'))}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    // A HEAD gets an empty stream: Fastify drains whatever stream it is given, and
    // draining the real one would read the whole object (from S3: download it).
    const body = request.method === 'HEAD' ? Readable.from([]) : media.createReadStream(name);
    return reply
      .type(CONTENT_TYPES[match[1] as string] as string)
      .header('content-length', found.size)
      .send(body);
  });
}
