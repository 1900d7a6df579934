import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase } from '../../test/app';
import { testClock } from '../../test/clock';
import { JOB_LEASE_MS, JobQueue, retryDelayMs } from './job-queue';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('the job queue', () => {
  let database: Database;
  const clock = testClock(new Date('2026-11-23T08:00:00Z'));
  const queue = (log = quiet) => new JobQueue(database.db, log, clock.now);
  const rows = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a job enqueued in a transaction exists only if the transaction commits', async () => {
    const q = queue();
    await withTransaction(database.db, (tx) => q.enqueue(tx, { kind: 'tx.kept' }));
    await withTransaction(database.db, async (tx) => {
      await q.enqueue(tx, { kind: 'tx.rolled-back' });
      throw new Error('rollback');
    }).catch(() => undefined);
    expect(await rows('tx.kept')).toHaveLength(1);
    expect(await rows('tx.rolled-back')).toHaveLength(0);
  });

  it('a dedupe key enqueues once', async () => {
    const q = queue();
    await q.enqueue(database.db, { kind: 'dedupe', dedupeKey: 'receipt:1' });
    await q.enqueue(database.db, { kind: 'dedupe', dedupeKey: 'receipt:1' });
    expect(await rows('dedupe')).toHaveLength(1);
  });

  it('runs due jobs once, not those due later, and marks them done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.handle('once', async (payload) => void seen.push(payload));
    await q.enqueue(database.db, { kind: 'once', payload: { n: 1 } });
    await q.enqueue(database.db, { kind: 'once', payload: { n: 2 }, runAfter: new Date(clock.now().getTime() + 60_000) });
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    clock.advanceMinutes(1);
    await q.runDue();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await rows('once')).map((r) => r.state)).toEqual(['done', 'done']);
  });

  it('two runners racing for the same jobs never run one twice', async () => {
    const a = queue();
    const b = queue();
    const runs = new Map<string, number>();
    const handler = async (payload: unknown) => {
      const key = (payload as { n: number }).n.toString();
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    a.handle('race', handler);
    b.handle('race', handler);
    for (let n = 0; n < 30; n++) await a.enqueue(database.db, { kind: 'race', payload: { n } });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('retries a failing job later with backoff, and gives up after its attempts', async () => {
    const q = queue();
    let calls = 0;
    q.handle('flaky', async () => {
      calls++;
      throw new Error('mail server down');
    });
    await q.enqueue(database.db, { kind: 'flaky', maxAttempts: 2 });
    await q.runDue();
    const [first] = await rows('flaky');
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'mail server down' });
    expect(first?.runAfter.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    await q.runDue();
    expect(calls).toBe(1); // not due yet
    clock.advanceSeconds(retryDelayMs(1) / 1000);
    await q.runDue();
    expect(calls).toBe(2);
    expect((await rows('flaky'))[0]).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it("takes over a job whose runner died, once its lease has run out; the dead runner's late finish changes nothing", async () => {
    const q = queue();
    let finish: () => void = () => {};
    let calls = 0;
    q.handle('lease', async () => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (finish = resolve));
    });
    await q.enqueue(database.db, { kind: 'lease' });
    const stuck = q.runDue(); // holds the job, as a runner that hangs or died
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = queue();
    other.handle('lease', async () => void calls++);
    expect(await other.runDue()).toBe(0); // leased
    clock.advanceSeconds(JOB_LEASE_MS / 1000 + 1);
    expect(await other.runDue()).toBe(1);
    expect((await rows('lease'))[0]?.state).toBe('done');
    finish();
    await stuck;
    expect(calls).toBe(2);
    expect((await rows('lease'))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a scheduled job is one row that is due again after each run', async () => {
    const q = queue();
    let runs = 0;
    q.handle('every', async () => void runs++, { everySeconds: 3600 });
    await q.scheduleRecurring();
    await queue().scheduleRecurring(); // another server starting: still one row
    await q.schedule('every', 3600);
    expect(await rows('every')).toHaveLength(1);
    await q.runDue();
    await q.runDue();
    expect(runs).toBe(1);
    clock.advanceMinutes(60);
    await q.runDue();
    expect(runs).toBe(2);
    expect((await rows('every'))[0]?.state).toBe('pending');
  });

  it('a started runner picks up work by itself and stops cleanly', async () => {
    const q = queue();
    const done = new Promise<void>((resolve) => q.handle('background', async () => resolve()));
    q.start(20);
    await q.enqueue(database.db, { kind: 'background' });
    q.poke();
    await done;
    await q.stop();
    expect((await rows('background'))[0]?.state).toBe('done');
  });

  it('stopping finishes the jobs in hand and leaves the backlog to the next runner', async () => {
    const q = queue();
    let ran = 0;
    q.handle('backlog', async () => {
      ran++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    for (let n = 0; n < 40; n++) await q.enqueue(database.db, { kind: 'backlog', payload: { n } });
    q.start(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await q.stop();
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(40);
    const left = (await rows('backlog')).filter((r) => r.state === 'pending');
    expect(left.length).toBe(40 - ran);
    expect(left.every((r) => r.leasedUntil === null)).toBe(true);
  });
});
