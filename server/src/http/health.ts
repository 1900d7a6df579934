import type { FastifyInstance } from 'fastify';
import { DemoPreparation, PREPARING_RETRY_SECONDS, preparingMessage } from './preparing-page';

/** How long one dependency may take to answer /readyz before it counts as unreachable. */
const READINESS_PROBE_TIMEOUT_MS = 2000;

/**
 * What /readyz asks: every dependency this instance needs (the database,
 * storage, Redis when configured), whether the demo shop is still being
 * prepared, and whether it is shutting down. A load balancer sends requests
 * only to an instance that answers 200.
 */
export class Readiness {
  private readonly probes = new Map<string, () => Promise<unknown>>();
  private drainingSince: Date | undefined;
  /** The demo shop's first start (preparing-page.ts): not ready until it is seeded. */
  readonly demo = new DemoPreparation();

  /** Adds a dependency: `probe` resolves while it is reachable. */
  check(name: string, probe: () => Promise<unknown>): void {
    this.probes.set(name, probe);
  }

  /** From now on /readyz answers 503, so the load balancer sends this instance nothing new. */
  drain(now = new Date()): void {
    this.drainingSince ??= now;
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** The names of the dependencies that did not answer in time (all asked at once). */
  async unreachable(): Promise<string[]> {
    const results = await Promise.all([...this.probes].map(async ([name, probe]) => ((await answersInTime(probe)) ? undefined : name)));
    return results.filter((name): name is string => name !== undefined);
  }
}

async function answersInTime(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (/healthz: the process answers) and readiness (/readyz: it can serve) for a load balancer. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    if (app.readiness.draining) {
      return reply.code(503).send({ success: false, code: 'UNAVAILABLE', message: 'Shutting down.' });
    }
    // Asked before the probes: a seeding PGlite may hold its one connection for a while.
    const preparing = app.readiness.demo.progress;
    if (preparing !== undefined) {
      return reply
        .code(503)
        .header('retry-after', String(PREPARING_RETRY_SECONDS))
        .send({ success: false, code: 'UNAVAILABLE', message: preparingMessage(preparing) });
    }
    const unreachable = await app.readiness.unreachable();
    if (unreachable.length === 0) return { status: 'ok' };
    request.log.warn({ unreachable }, 'not ready');
    return reply.code(503).send({ success: false, code: 'UNAVAILABLE', message: `Not reachable: ${unreachable.join(', ')}.` });
  });
}
