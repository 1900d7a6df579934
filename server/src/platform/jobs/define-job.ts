import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * The one way to define a kind of job (decision 012): its kind, the schema of
 * its payload, its handler and how it runs, in its module's
 * `<module>.jobs.ts`, and listed once in server/src/jobs.ts, which every
 * server registers. Enqueueing takes the definition, so the payload is typed
 * by the schema: `app.jobs.enqueue(tx, sendReceiptJob, { orderId })`.
 *
 * The code that enqueues a job imports its `<module>.jobs.ts`, so the
 * handler's code lives there or in files that do not import it (no import
 * cycles), and the file's top level uses only zod and its own constants.
 */

/** How a kind of job runs, beyond its handler. */
export type JobOptions = {
  /**
   * A scheduled job: one row of its kind (dedupe key `every:<kind>`), made
   * due at every start and due again this many seconds after each run.
   */
  everySeconds?: number;
  /** How long a runner holds it (default JOB_LEASE_MS): shorter for a job whose overlapping runs are harmless. */
  leaseMs?: number;
  /** Tries before the job is kept as failed (default 10); one enqueue may say otherwise. */
  maxAttempts?: number;
  /**
   * Work nobody waits for (drawing documents ahead of the first request for
   * them): claimed only when no other job is due, so that during a sale it
   * never holds a slot a receipt could take (decision 058).
   */
  background?: boolean;
};

/** A job record as its handler sees it. */
export type JobRecord = { id: string; kind: string; payload: unknown; attempts: number };

/** What a handler gets besides its payload: the server (database, mailer, services, clock) and its job's row. */
export type JobContext = { app: FastifyInstance; job: JobRecord };

export type JobDefinition<Payload = unknown, Parsed = unknown> = {
  /** `<module>.<verb-noun>`, stored in `jobs.kind`: renaming a kind needs a migration of the rows queued under the old name. */
  readonly kind: string;
  /** Parses the stored payload before the handler sees it; a payload it refuses fails the job at once (no retry makes it valid). */
  readonly payload: z.ZodType<Parsed, Payload>;
  /** Runs at least once, never twice at the same time: safe to run again. A throw is retried with backoff. */
  run(payload: Parsed, context: JobContext): Promise<void>;
  readonly options: Readonly<JobOptions>;
};

/** `<module>.<verb-noun>`: lower-case words joined by hyphens, the module's folder name first. */
export const JOB_KIND_PATTERN = /^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/;

export function defineJob<Schema extends z.ZodType>(
  kind: string,
  payload: Schema,
  run: (payload: z.output<Schema>, context: JobContext) => Promise<void>,
  options: JobOptions = {},
): JobDefinition<z.input<Schema>, z.output<Schema>> {
  if (!JOB_KIND_PATTERN.test(kind)) throw new Error(`job kind ${kind} is not <module>.<verb-noun>`);
  return { kind, payload: payload as z.ZodType<z.output<Schema>, z.input<Schema>>, run, options: { ...options } };
}
