import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { withTransaction } from '../../db/transaction';
import { createTestDatabase } from '../../test/app';
import { testClock } from '../../test/clock';
import { defineJob, type JobContext } from './define-job';
import { JOB_CONCURRENCY, JOB_LEASE_MS, JobQueue, retryDelayMs } from './job-queue';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
/** These handlers need nothing of a server. */
const app = {} as FastifyInstance;
const Any = z.object({ n: z.number().optional() });
/** A job of the test's own kind (`test.<name>`) whose handler is `run`. */
const job = (name: string, run: (payload: z.output<typeof Any>, context: JobContext) => Promise<void> = async () => {}, options = {}) =>
  defineJob(`test.${name}`, Any, run, options);

describe('the job queue', () => {
  let database: Database;
  const clock = testClock(new Date('2026-11-23T08:00:00Z'));
  const queue = (log = quiet) => new JobQueue(database.db, log, clock.now);
  const rows = (name: string) =>
    database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, `test.${name}`));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a job enqueued in a transaction exists only if the transaction commits', async () => {
    const q = queue();
    await withTransaction(database.db, (tx) => q.enqueue(tx, job('kept'), {}));
    await withTransaction(database.db, async (tx) => {
      await q.enqueue(tx, job('rolled-back'), {});
      throw new Error('rollback');
    }).catch(() => undefined);
    expect(await rows('kept')).toHaveLength(1);
    expect(await rows('rolled-back')).toHaveLength(0);
  });

  it('a dedupe key enqueues once', async () => {
    const q = queue();
    await q.enqueue(database.db, job('dedupe'), {}, { dedupeKey: 'receipt:1' });
    await q.enqueue(database.db, job('dedupe'), {}, { dedupeKey: 'receipt:1' });
    expect(await rows('dedupe')).toHaveLength(1);
  });

  it('runs due jobs once, not those due later, and marks them done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    const once = job('once', async (payload) => void seen.push(payload));
    q.register([once], app);
    await q.enqueue(database.db, once, { n: 1 });
    await q.enqueue(database.db, once, { n: 2 }, { runAfter: new Date(clock.now().getTime() + 60_000) });
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    clock.advanceMinutes(1);
    await q.runDue();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await rows('once')).map((r) => r.state)).toEqual(['done', 'done']);
  });

  it('a background job waits while other work is due, however long it has waited (decision 058)', async () => {
    const q = queue();
    const unclaimedWhenItRan: number[] = [];
    const mail = job('mail-now', async () => {});
    const drawing = job('draw-ahead', async () => void unclaimedWhenItRan.push((await rows('mail-now')).filter((row) => row.startedAt === null).length), {
      background: true,
    });
    q.register([drawing, mail], app);
    // Due a minute before any mail, yet claimed only once every mail is.
    await q.enqueue(database.db, drawing, {}, { runAfter: new Date(clock.now().getTime() - 60_000) });
    for (let i = 0; i < JOB_CONCURRENCY * 3; i++) await q.enqueue(database.db, mail, {});
    expect((await rows('draw-ahead'))[0]?.priority).toBe(1);
    expect((await rows('mail-now'))[0]?.priority).toBe(0);
    expect(await q.runDue()).toBe(JOB_CONCURRENCY * 3 + 1);
    expect(unclaimedWhenItRan).toEqual([0]);
  });

  it('background jobs take one slot at most, however many are due, and the other slots go on with other work', async () => {
    const q = queue();
    let backgroundNow = 0;
    let backgroundMost = 0;
    let allMost = 0;
    let allNow = 0;
    const busy = async (background: boolean) => {
      allNow++;
      if (background) backgroundNow++;
      backgroundMost = Math.max(backgroundMost, backgroundNow);
      allMost = Math.max(allMost, allNow);
      await new Promise((resolve) => setTimeout(resolve, 15));
      allNow--;
      if (background) backgroundNow--;
    };
    const drawing = job('draw-many', async () => busy(true), { background: true });
    const mail = job('mail-some', async () => busy(false));
    q.register([drawing, mail], app);
    for (let i = 0; i < JOB_CONCURRENCY * 2; i++) await q.enqueue(database.db, drawing, {});
    for (let i = 0; i < JOB_CONCURRENCY * 2; i++) await q.enqueue(database.db, mail, {});
    expect(await q.runDue()).toBe(JOB_CONCURRENCY * 4);
    expect(backgroundMost).toBe(1);
    expect(allMost).toBe(JOB_CONCURRENCY);
  });

  it('a background job waits for the runner to be empty: it never runs beside other work (decision 059)', async () => {
    const q = queue();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = job('receipt-slow', () => held);
    let drawn = 0;
    const drawing = job('draw-after', async () => void drawn++, { background: true });
    q.register([slow, drawing], app);
    await q.enqueue(database.db, slow, {});
    await q.enqueue(database.db, drawing, {});
    // A poll every 20 ms: the runner looks often, with three slots free, and still leaves the drawing.
    q.start(20);
    await expect.poll(async () => (await rows('receipt-slow'))[0]?.startedAt ?? null).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(drawn).toBe(0);
    expect((await rows('draw-after'))[0]?.startedAt).toBeNull();
    release();
    await expect.poll(() => drawn, { timeout: 5000 }).toBe(1);
    await q.stop();
  });

  it('a slow job holds only its own slot: the jobs behind it start as others finish', async () => {
    const q = queue();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = job('slow', () => held);
    let quick = 0;
    const fast = job('fast', async () => {
      quick++;
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    q.register([slow, fast], app);
    await q.enqueue(database.db, slow, {});
    for (let n = 0; n < 5 * JOB_CONCURRENCY; n++) await q.enqueue(database.db, fast, { n });
    const ran = q.runDue();
    await expect.poll(() => quick, { timeout: 5000 }).toBe(5 * JOB_CONCURRENCY);
    expect((await rows('slow'))[0]?.state).toBe('pending'); // still in hand
    release();
    expect(await ran).toBe(5 * JOB_CONCURRENCY + 1);
  });

  it(`runs at most ${JOB_CONCURRENCY} jobs at once, and notes when each started`, async () => {
    const q = queue();
    let now = 0;
    let most = 0;
    const wide = job('wide', async () => {
      most = Math.max(most, ++now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now--;
    });
    q.register([wide], app);
    for (let n = 0; n < 3 * JOB_CONCURRENCY; n++) await q.enqueue(database.db, wide, { n });
    expect(await q.runDue()).toBe(3 * JOB_CONCURRENCY);
    expect(most).toBe(JOB_CONCURRENCY);
    expect((await rows('wide')).every((r) => r.startedAt?.getTime() === clock.now().getTime())).toBe(true);
  });

  it('runDue also runs the jobs its jobs enqueue', async () => {
    const q = queue();
    const seen: number[] = [];
    const chain = job('chain', async ({ n = 0 }) => {
      seen.push(n);
      if (n < 3) await q.enqueue(database.db, chain, { n: n + 1 });
    });
    q.register([chain], app);
    await q.enqueue(database.db, chain, { n: 0 });
    expect(await q.runDue()).toBe(4);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('two runners racing for the same jobs never run one twice', async () => {
    const a = queue();
    const b = queue();
    const runs = new Map<string, number>();
    const race = job('race', async ({ n }) => {
      const key = String(n);
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    a.register([race], app);
    b.register([race], app);
    for (let n = 0; n < 30; n++) await a.enqueue(database.db, race, { n });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('retries a failing job later with backoff, and gives up after its attempts', async () => {
    const q = queue();
    let calls = 0;
    const flaky = job('flaky', async () => {
      calls++;
      throw new Error('mail server down');
    });
    q.register([flaky], app);
    await q.enqueue(database.db, flaky, {}, { maxAttempts: 2 });
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

  it("runs a handler with its payload parsed, the server and the job's row; the definition's attempts are its enqueues' default", async () => {
    const q = queue();
    const seen: { payload: unknown; app: unknown; attempts: number; maxAttempts?: number }[] = [];
    const typed = defineJob(
      'test.typed',
      z.object({ orderId: z.string(), times: z.number().default(1) }),
      async (payload, { app: server, job: row }) => {
        seen.push({ payload, app: server, attempts: row.attempts });
      },
      { maxAttempts: 7 },
    );
    q.register([typed], app);
    await q.enqueue(database.db, typed, { orderId: 'o-1' });
    // @ts-expect-error the payload's type is the definition's: orderId is missing
    await q.enqueue(database.db, typed, { times: 2 }).catch(() => undefined);
    await q.runDue();
    expect(seen[0]).toEqual({ payload: { orderId: 'o-1', times: 1 }, app, attempts: 1 });
    expect((await rows('typed')).map((r) => r.maxAttempts)).toEqual([7, 7]);
  });

  it('fails a job whose payload its schema refuses at once, without running its handler or trying again', async () => {
    const q = queue();
    let calls = 0;
    const strict = defineJob('test.strict', z.object({ refundId: z.uuid() }), async () => void calls++);
    q.register([strict], app);
    await q.enqueue(database.db, strict, { refundId: 'not-a-uuid' });
    await q.runDue();
    expect(calls).toBe(0);
    const [row] = await rows('strict');
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/^payload refused/);
  });

  it('defines only kinds named <module>.<verb-noun>, and registers each kind once', () => {
    for (const kind of ['mail.receipt.resend', 'Payments.refund', 'payments', 'payments.send_receipt', 'payments.'])
      expect(() => defineJob(kind, Any, async () => {})).toThrow(/verb-noun/);
    expect(defineJob('payments.send-receipt', Any, async () => {}).kind).toBe('payments.send-receipt');
    const q = queue();
    q.register([job('twice')], app);
    expect(() => q.register([job('twice')], app)).toThrow(/registered already/);
  });

  it("takes over a job whose runner died, once its lease has run out; the dead runner's late finish changes nothing", async () => {
    const q = queue();
    let finish: () => void = () => {};
    let calls = 0;
    const lease = job('lease', async () => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (finish = resolve));
    });
    q.register([lease], app);
    await q.enqueue(database.db, lease, {});
    const stuck = q.runDue(); // holds the job, as a runner that hangs or died
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = queue();
    other.register([job('lease', async () => void calls++)], app);
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
    const every = job('every', async () => void runs++, { everySeconds: 3600 });
    q.register([every], app);
    await q.scheduleRecurring();
    const another = queue();
    another.register([every], app);
    await another.scheduleRecurring(); // another server starting: still one row
    await q.schedule(every);
    expect(await rows('every')).toMatchObject([{ dedupeKey: 'every:test.every', repeatSeconds: 3600 }]);
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
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    const background = job('background', async () => finished());
    q.register([background], app);
    q.start(20);
    await q.enqueue(database.db, background, {});
    q.poke();
    await done;
    await q.stop();
    expect((await rows('background'))[0]?.state).toBe('done');
  });

  it('a started runner draws background jobs one after another, each as the last ends, not one a poll', async () => {
    const q = queue();
    const count = JOB_CONCURRENCY * 3;
    let ran = 0;
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    const drawing = job('draw-in-turn', async () => void (++ran === count && finished()), { background: true });
    q.register([drawing], app);
    for (let i = 0; i < count; i++) await q.enqueue(database.db, drawing, {});
    // A poll a minute apart: only the ends of jobs can ask for the next.
    q.start(60_000);
    const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000).unref());
    expect(await Promise.race([done.then(() => 'done'), timeout])).toBe('done');
    await q.stop();
    expect((await rows('draw-in-turn')).every((r) => r.state === 'done')).toBe(true);
  });

  it('a started runner fills each slot as its job ends, and stop() waits for a slow job in hand', async () => {
    const q = queue();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let quick = 0;
    const slow = job('runner-slow', () => held);
    const fast = job('runner-fast', async () => void quick++);
    q.register([slow, fast], app);
    await q.enqueue(database.db, slow, {});
    q.start(60_000); // no poll in this test's time: only pokes and ends of jobs
    await expect.poll(async () => (await rows('runner-slow'))[0]?.startedAt ?? null).not.toBeNull();
    for (let n = 0; n < 3 * JOB_CONCURRENCY; n++) await q.enqueue(database.db, fast, { n });
    q.poke();
    await expect.poll(() => quick, { timeout: 5000 }).toBe(3 * JOB_CONCURRENCY);
    let stopped = false;
    const stopping = q.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await rows('runner-slow'))[0]?.state).toBe('done');
  });

  it('stopping finishes the jobs in hand and leaves the backlog to the next runner', async () => {
    const q = queue();
    let ran = 0;
    const backlog = job('backlog', async () => {
      ran++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    q.register([backlog], app);
    for (let n = 0; n < 40; n++) await q.enqueue(database.db, backlog, { n });
    q.start(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await q.stop();
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(40);
    // Every job it had started finished before stop() answered; none was left half done.
    expect((await rows('backlog')).filter((r) => r.state === 'done')).toHaveLength(ran);
    const left = (await rows('backlog')).filter((r) => r.state === 'pending');
    expect(left.length).toBe(40 - ran);
    expect(left.every((r) => r.leasedUntil === null)).toBe(true);
  });
});
