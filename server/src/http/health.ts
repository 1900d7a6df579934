import type { FastifyInstance } from 'fastify';

/** Liveness and readiness probes for a load balancer or orchestrator. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ success: false, code: 'UNAVAILABLE', message: 'Database is not reachable.' });
    }
  });
}
