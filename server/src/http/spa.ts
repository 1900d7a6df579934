import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths that are never answered with the storefront: the server's own, and
 * built assets (a missing chunk must be a 404, not index.html parsed as JS).
 */
const SERVER_PATHS = /^\/(api|media|assets|healthz|readyz)(\/|$|\?)/;

/**
 * Serves the built storefront: hashed assets cached forever, index.html
 * revalidated on every visit, and every other non-API GET answered with
 * index.html so the client router can take it from there.
 */
export async function registerStorefront(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(request.url);
    if (!wantsPage) return reply.code(404).send(notFoundBody(request));
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built yet: run `npm run build` (or `npm start`).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
