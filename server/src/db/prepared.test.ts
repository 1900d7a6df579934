import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app';
import type { Database } from './client';
import { equalsConstant } from './prepared';
import { jobs } from './schema/jobs';
import { withTransaction } from './transaction';

// A named statement runs on a generic plan once PostgreSQL finds it no
// dearer than planning each run. Such a plan knows nothing of a parameter's
// value, so only a constant written into the statement lets it use a partial
// index whose predicate names that value (the job queue's claim, the
// reconciler's queue). On PGlite, and on TEST_DATABASE_URL's server when set.

describe('equalsConstant', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The plan PostgreSQL uses for a prepared claim of due jobs whose state test is `stateTest`, forced generic. */
  async function genericPlan(stateTest: string, params: string): Promise<string> {
    return withTransaction(database.db, async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      // The table is nearly empty: without this the planner would read it whole with either form.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(
        sql.raw(`prepare due_jobs_test(smallint, timestamptz${params}) as
          select id from jobs where ${stateTest} and priority = $1 and run_after <= $2 order by run_after limit 4`),
      );
      const result = await tx.execute(sql.raw(`explain execute due_jobs_test(0, now()${params ? `, 'pending'` : ''})`));
      await tx.execute(sql`deallocate due_jobs_test`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('writes the value into the statement, so a generic plan can use the partial index it names', async () => {
    const constant = new PgDialect().sqlToQuery(equalsConstant(jobs.state, 'pending'));
    expect(constant.params).toEqual([]);
    expect(constant.sql).toBe(`"jobs"."state" = 'pending'`);
    expect(await genericPlan(constant.sql, '')).toContain('jobs_due_idx');
    // The same test with the value bound, as eq() binds it: the index is out of reach.
    expect(await genericPlan('state = $3', ', text')).not.toContain('jobs_due_idx');
  });

  it('takes only constants of the code', () => {
    expect(() => equalsConstant(jobs.state, "pending' or true --")).toThrow('not a constant of the code');
  });
});
