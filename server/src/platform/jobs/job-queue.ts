import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withoutParams } from '../../db/redact-errors';
import { equalsConstant } from '../../db/prepared';
import { jobs } from '../../db/schema/jobs';
import type { DbOrTx } from '../../db/transaction';
import type { JobDefinition, JobRecord } from './define-job';

/**
 * The one job queue of the server (docs/architecture.md §5, docs/layout-and-habits.md habit 2): jobs
 * are rows of `jobs`, enqueued inside the transaction that causes them, run
 * after commit by a runner on every server. A due job is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased, so two servers never run it at once;
 * a server that dies mid-job leaves the lease to run out and another takes
 * the job over. Handlers must therefore be safe to run again (at least once,
 * never twice at the same time).
 */

export type { JobRecord } from './define-job';

/** When and how often one enqueued job runs; its payload is typed by its definition. */
export type EnqueueOptions = {
  /** Enqueued at most once per key (while the row is kept). */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAfter?: Date;
  /** Tries before it is kept as failed (default: its definition's, else DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
};

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** How long a runner holds a job before another may take it over. */
export const JOB_LEASE_MS = 5 * 60 * 1000;
/** How often an idle runner looks for due jobs. */
const JOB_POLL_MS = 1000;
/** Finished jobs are kept this long (to read what happened), then swept. */
const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Tries of a job whose definition and enqueue name none. */
const DEFAULT_MAX_ATTEMPTS = 10;
/**
 * Jobs one runner runs at once. Each takes its slot from claim to finish and
 * gives it back alone (decision 056): a slow job holds only its own. Four,
 * as before: a job in a transaction holds one of the pool's connections
 * (10 by default), which the requests need too, and on two cores more jobs
 * at once only wait longer for the processor.
 */
export const JOB_CONCURRENCY = 4;

/** Wait before attempt n+1: 5 s, 10 s, 20 s … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** A stored payload the job's schema refuses: the job fails at once. */
class PayloadRefused extends Error {}

export class JobQueue {
  private readonly registered = new Map<string, { definition: JobDefinition; app: FastifyInstance }>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  /** Set by stop(): nothing more is claimed (by the runner or a runDue) until the next start. */
  private stopping = false;
  /** The jobs in hand, each until it has finished (its row updated). */
  private readonly inHand = new Set<Promise<void>>();
  /** The claim under way, if any: one at a time, so two never race for the same free slots. */
  private claiming: Promise<void> | undefined;
  /** A slot freed or work was enqueued while a claim was under way: claim again after it. */
  private again = false;
  /** Whether a claim might find work: not after one found less than it asked for, until a poke or the poll. */
  private mayBeDue = true;
  /** Pokes so far: a claim that found the queue empty says so only if none came while it ran. */
  private pokes = 0;
  /** Background jobs in hand: one at most. */
  private backgroundInHand = 0;
  /** Background jobs were not looked for because other work was in hand: look when the runner is empty. */
  private backgroundDeferred = false;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Registers kinds of job (defineJob), their handlers to be run with `app`.
   * Every server registers the same list (server/src/jobs.ts). A definition
   * with `everySeconds` is also a scheduled job, made due by
   * `scheduleRecurring` at start.
   */
  register(definitions: readonly JobDefinition[], app: FastifyInstance): void {
    for (const definition of definitions) {
      if (this.registered.has(definition.kind)) throw new Error(`job kind ${definition.kind} is registered already`);
      this.registered.set(definition.kind, { definition, app });
    }
  }

  /** Makes every scheduled kind due now (server start: sweeps and the reconciler run at once, then on their interval). */
  async scheduleRecurring(): Promise<void> {
    for (const { definition } of this.registered.values()) {
      if (definition.options.everySeconds !== undefined) await this.schedule(definition);
    }
  }

  /**
   * Adds a job of a defined kind, in the caller's transaction when given one:
   * it exists exactly when the change that caused it committed. A job whose
   * dedupe key is taken is not added again. Call `poke()` after the commit so
   * a running server starts it at once.
   */
  async enqueue<Payload>(db: DbOrTx, job: JobDefinition<Payload>, payload: NoInfer<Payload>, options: EnqueueOptions = {}): Promise<void> {
    await db
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: payload ?? {},
        dedupeKey: options.dedupeKey ?? null,
        runAfter: options.runAfter ?? this.now(),
        priority: job.options.background ? 1 : 0,
        maxAttempts: options.maxAttempts ?? job.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  /**
   * A scheduled job (`everySeconds`), run on whichever server claims it
   * first: one row per kind (keyed `every:<kind>`), due again after each run.
   * Safe to call from every server at every start.
   */
  async schedule(job: JobDefinition, firstRunAt: Date = this.now()): Promise<void> {
    const everySeconds = job.options.everySeconds;
    if (everySeconds === undefined) throw new Error(`job kind ${job.kind} has no everySeconds`);
    await this.db
      .insert(jobs)
      .values({ kind: job.kind, dedupeKey: `every:${job.kind}`, runAfter: firstRunAt, repeatSeconds: everySeconds })
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        set: { repeatSeconds: everySeconds, state: 'pending', runAfter: sql`least(${jobs.runAfter}, ${firstRunAt.toISOString()}::timestamptz)` },
      });
  }

  /**
   * Claims and runs the due jobs until none is due, the jobs they enqueue
   * included: what the started runner does, awaited (tests, and a server
   * not started). Answers how many ran.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      ran += await this.claimFree();
      if (this.inHand.size === 0) return ran;
      // A finished job frees a slot, and may have enqueued another.
      await Promise.race(this.inHand);
    }
  }

  /**
   * Starts the runner: up to JOB_CONCURRENCY jobs at once, a slot filled
   * again as soon as its job finishes, and a look every `pollMs` for jobs
   * that fell due meanwhile or were enqueued on another server.
   */
  start(pollMs = JOB_POLL_MS): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.timer = setInterval(() => this.poke(), pollMs);
    this.timer.unref();
    this.poke();
  }

  /** Asks a started runner to look now (after a commit that enqueued work), not at its next poll. */
  poke(): void {
    this.pokes++;
    this.mayBeDue = true;
    this.fill();
  }

  /**
   * A started runner claims due jobs into its free slots (called on a poke,
   * the poll, and each job's end); while a claim is under way, it claims
   * again after it. A job's end does not ask again once a claim found the
   * queue empty: the next poke or poll does.
   */
  private fill(): void {
    if (!this.started || !this.mayBeDue) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claimFree()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: withoutParams(error) }, 'job runner failed to claim jobs'))
      .finally(() => {
        this.claiming = undefined;
        if (this.again) {
          this.again = false;
          this.fill();
        }
      });
  }

  /**
   * Claims due jobs into the free slots and starts them, until every slot is
   * taken or nothing more is due; answers how many. A background job is
   * claimed only into an empty runner, when nothing else is due (decisions
   * 058 and 059): drawing one holds the processor for tens of milliseconds
   * at a stretch, so it takes the runner's idle moments, never a sale's
   * receipts' turn. So one at most is in hand, and other jobs that fall due
   * meanwhile still take the free slots beside it.
   */
  private async claimFree(): Promise<number> {
    let started = 0;
    while (!this.stopping) {
      const free = JOB_CONCURRENCY - this.inHand.size;
      if (free <= 0) break;
      const pokes = this.pokes;
      const claimed = await this.claim(free, 0);
      if (claimed.length === 0 && this.inHand.size === 0) {
        this.backgroundDeferred = false;
        claimed.push(...(await this.claim(1, 1)));
      } else {
        this.backgroundDeferred = true;
      }
      for (const job of claimed) {
        const background = job.priority > 0;
        if (background) this.backgroundInHand++;
        const running: Promise<void> = this.run(job).finally(() => {
          if (background) this.backgroundInHand--;
          this.inHand.delete(running);
          // The runner is empty: the background jobs it passed over while busy may run now.
          if (this.inHand.size === 0 && this.backgroundDeferred) this.mayBeDue = true;
          this.fill();
        });
        this.inHand.add(running);
      }
      started += claimed.length;
      if (claimed.length < free) {
        // Nothing more is due, unless background jobs wait behind the one in hand: its end asks again.
        if (this.pokes === pokes && this.backgroundInHand === 0) this.mayBeDue = false;
        break;
      }
    }
    return started;
  }

  /** Stops claiming and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.claiming;
    await Promise.all(this.inHand);
  }

  /** Deletes finished jobs older than the retention. */
  async sweepFinished(now: Date = this.now()): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(and(ne(jobs.state, 'pending'), lt(jobs.finishedAt, new Date(now.getTime() - FINISHED_JOB_RETENTION_MS))))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Claims up to `limit` due jobs of one priority (0, or 1 for background kinds), oldest due first. */
  private async claim(
    limit: number,
    priority: number,
  ): Promise<(JobRecord & { leasedUntil: Date; repeatSeconds: number | null; maxAttempts: number; priority: number })[]> {
    const kinds = [...this.registered.keys()];
    if (kinds.length === 0) return [];
    const now = this.now();
    const leasedUntil = new Date(now.getTime() + JOB_LEASE_MS);
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          // The predicate of jobs_due_idx, as a constant: a named statement can then use the index.
          equalsConstant(jobs.state, 'pending'),
          eq(jobs.priority, priority),
          lte(jobs.runAfter, now),
          or(isNull(jobs.leasedUntil), lte(jobs.leasedUntil, now)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(jobs.runAfter)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(jobs)
      .set({ leasedUntil: this.leaseFor(now, leasedUntil), attempts: sql`${jobs.attempts} + 1`, startedAt: now })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        repeatSeconds: jobs.repeatSeconds,
        leasedUntil: jobs.leasedUntil,
        priority: jobs.priority,
      });
    return rows.map((r) => ({ ...r, leasedUntil: r.leasedUntil ?? leasedUntil }));
  }

  /** The lease end of each claimed row: its kind's own lease, else the default. */
  private leaseFor(now: Date, byDefault: Date): SQL | Date {
    const leases = [...this.registered.values()].flatMap(({ definition }) =>
      definition.options.leaseMs === undefined ? [] : [[definition.kind, definition.options.leaseMs] as const],
    );
    if (leases.length === 0) return byDefault;
    const cases = leases.map(([kind, ms]) => sql`when ${kind} then ${new Date(now.getTime() + ms).toISOString()}::timestamptz`);
    return sql`case ${jobs.kind} ${sql.join(cases, sql` `)} else ${byDefault.toISOString()}::timestamptz end`;
  }

  private async run(job: Awaited<ReturnType<JobQueue['claim']>>[number]): Promise<void> {
    const registered = this.registered.get(job.kind);
    // Only this runner's own lease may finish the job: a runner that overran
    // its lease must not overwrite what the one that took over decided.
    const ours = and(eq(jobs.id, job.id), eq(jobs.leasedUntil, job.leasedUntil));
    try {
      if (!registered) throw new Error(`no handler for job kind ${job.kind}`);
      const { definition, app } = registered;
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PayloadRefused(`payload refused: ${parsed.error.message}`);
      const record: JobRecord = { id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts };
      await definition.run(parsed.data, { app, job: record });
      const now = this.now();
      await this.db
        .update(jobs)
        .set(
          job.repeatSeconds !== null
            ? { runAfter: new Date(now.getTime() + job.repeatSeconds * 1000), leasedUntil: null, attempts: 0, lastError: null }
            : { state: 'done', finishedAt: now, leasedUntil: null, lastError: null },
        )
        .where(ours);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.now();
      // A payload its schema refuses stays refused: no retry, even of a scheduled job.
      const final = error instanceof PayloadRefused || (job.repeatSeconds === null && job.attempts >= job.maxAttempts);
      const retryAt =
        job.repeatSeconds !== null
          ? new Date(now.getTime() + Math.min(job.repeatSeconds * 1000, retryDelayMs(job.attempts)))
          : new Date(now.getTime() + retryDelayMs(job.attempts));
      this.log[final ? 'error' : 'warn'](
        { err: withoutParams(error), jobId: job.id, kind: job.kind, attempts: job.attempts },
        final ? 'job failed for the last time' : 'job failed; will retry',
      );
      await this.db
        .update(jobs)
        .set(
          final
            ? { state: 'failed', finishedAt: now, leasedUntil: null, lastError: message.slice(0, 2000) }
            : { runAfter: retryAt, leasedUntil: null, lastError: message.slice(0, 2000) },
        )
        .where(ours)
        .catch((e: unknown) => this.log.error({ err: withoutParams(e), jobId: job.id }, 'could not record a job failure'));
    }
  }
}
