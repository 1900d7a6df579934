import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const JOB_STATES = ['pending', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The one job queue (a transactional outbox): a job is a row inserted in the
 * same transaction as the change that causes it, so it exists exactly when
 * that change committed. Runners on every server claim due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease; a runner that dies leaves its lease to
 * run out, and another takes the job over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A job with a key is enqueued once: a second insert with the key does nothing. */
    dedupeKey: text('dedupe_key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    runAfter: timestamptz('run_after').notNull().defaultNow(),
    /** 0, or 1 for a kind nobody waits for (`background`): claimed only when no job of 0 is due (decision 058). */
    priority: smallint('priority').notNull().default(0),
    /** While in the future, a runner holds the job. */
    leasedUntil: timestamptz('leased_until'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Set on scheduled jobs: after each run the job is due again this much later. */
    repeatSeconds: integer('repeat_seconds'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When a runner last claimed it: its wait in the queue is this less `run_after` (the payments bench reads it, decision 056). */
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_uq').on(t.dedupeKey),
    // The claim's order: the due jobs nobody waits for after all the others.
    index('jobs_due_idx')
      .on(t.priority, t.runAfter)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} <> 'pending'`),
    check('jobs_state_ck', sql`${t.state} in ('pending', 'done', 'failed')`),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
