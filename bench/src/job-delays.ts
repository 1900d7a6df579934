/**
 * How long the storm's background work waited (decision 056), read from the
 * `jobs` and `orders` rows once the queue has drained: per kind of job, the
 * wait from due (`run_after`) to claimed (`started_at`, migration 0028) and
 * to done (`finished_at`); how the backlog of due, unclaimed jobs moved,
 * second by second; and the wait a buyer sees, from fulfilment (the order's
 * `created_at`) to the receipt sent (`receipt_sent_at`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { percentile, rowsOf } from './harness';

type KindDelays = {
  kind: string;
  /** A kind nobody waits for (`background`, decision 058): claimed only when no other job is due. */
  background: boolean;
  jobs: number;
  /** Not done when counted (failed, or still queued). */
  notDone: number;
  start: { p50: number; p95: number; max: number };
  done: { p50: number; p95: number; max: number };
  /** From claimed to done: the job's own time. */
  ran: { p50: number; p95: number; max: number };
  /** Most jobs due and not yet claimed at one sampled second. */
  peakBacklog: number;
  /** The longest stretch (s) over which the backlog sampled each second rose without once falling back to where it began. */
  longestGrowthSampled: number;
  /**
   * The same for the least backlog within each second (decision 058): what
   * the queue could not clear in that second. A worker claims every 250 ms
   * what web instances enqueued, so a sample at an instant nearly always
   * finds a few jobs not yet claimed, even when each waits a tenth of a
   * second; the least level in a second rises only when the queue falls behind.
   */
  longestGrowthS: number;
};

export type JobDelays = {
  kinds: KindDelays[];
  /** Fulfilment → receipt sent, ms, for orders made in the window. */
  receipt: { orders: number; sent: number; p50: number; p95: number; max: number };
};

const SAMPLE_MS = 1000;

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
};

/**
 * The longest time a backlog rose: from a sample, as long as it stays above
 * that sample's level, to its highest point in that time. A queue that keeps
 * up falls back often; one that falls behind rises for as long as the load lasts.
 */
function longestGrowth(samples: number[], stepS: number): number {
  let longest = 0;
  for (let i = 0; i < samples.length; i++) {
    const from = samples[i] ?? 0;
    let peak = from;
    for (let j = i + 1; j < samples.length && (samples[j] ?? 0) > from; j++) {
      if ((samples[j] ?? 0) > peak) {
        peak = samples[j] ?? 0;
        longest = Math.max(longest, (j - i) * stepS);
      }
    }
  }
  return longest;
}

/**
 * The least number of jobs due and not yet claimed at any moment of each
 * second from `from` to `until`: the backlog counted through every due
 * (+1) and claim (−1) in time order.
 */
function leastEachSecond(jobs: { due: number; started: number | null }[], from: number, until: number): number[] {
  const events = jobs.flatMap((j) => [{ at: j.due, step: 1 }, ...(j.started === null ? [] : [{ at: Math.max(j.started, j.due), step: -1 }])]);
  // At one instant, claims before dues: a job claimed as another falls due leaves the backlog where it was.
  events.sort((a, b) => a.at - b.at || a.step - b.step);
  const least: number[] = [];
  let level = 0;
  let next = 0;
  while (next < events.length && (events[next]?.at ?? 0) < from) level += events[next++]?.step ?? 0;
  for (let start = from; start < until; start += SAMPLE_MS) {
    let low = level;
    while (next < events.length && (events[next]?.at ?? 0) < start + SAMPLE_MS) {
      level += events[next++]?.step ?? 0;
      low = Math.min(low, level);
    }
    least.push(low);
  }
  return least;
}

/** Jobs due in [from, to) (scheduled ones left out) and orders made in it. */
export async function jobDelays(db: Db, from: Date, to: Date): Promise<JobDelays> {
  const rows = rowsOf<{ kind: string; background: boolean; due: number; started: number | null; finished: number | null; done: boolean }>(
    await db.execute(sql`
      select kind, priority > 0 as background, extract(epoch from run_after) * 1000 as due, extract(epoch from started_at) * 1000 as started,
        extract(epoch from finished_at) * 1000 as finished, state = 'done' as done
      from jobs where repeat_seconds is null and run_after >= ${from.toISOString()}::timestamptz and run_after < ${to.toISOString()}::timestamptz`),
  ).map((r) => ({
    ...r,
    due: Number(r.due),
    started: r.started === null ? null : Number(r.started),
    finished: r.finished === null ? null : Number(r.finished),
  }));
  const last = Math.max(to.getTime(), ...rows.map((r) => r.started ?? r.due));
  const kinds = [...new Set(rows.map((r) => r.kind))].sort().map((kind): KindDelays => {
    const own = rows.filter((r) => r.kind === kind);
    const samples: number[] = [];
    for (let t = from.getTime(); t <= last + SAMPLE_MS; t += SAMPLE_MS) {
      samples.push(own.filter((r) => r.due <= t && (r.started === null || r.started > t)).length);
    }
    const least = leastEachSecond(own, from.getTime(), last + SAMPLE_MS);
    return {
      kind,
      background: own.some((r) => r.background),
      jobs: own.length,
      notDone: own.filter((r) => !r.done).length,
      start: spread(own.flatMap((r) => (r.started === null ? [] : [r.started - r.due]))),
      done: spread(own.flatMap((r) => (r.finished === null || !r.done ? [] : [r.finished - r.due]))),
      ran: spread(own.flatMap((r) => (r.finished === null || r.started === null || !r.done ? [] : [r.finished - r.started]))),
      peakBacklog: Math.max(0, ...samples),
      longestGrowthSampled: longestGrowth(samples, SAMPLE_MS / 1000),
      longestGrowthS: longestGrowth(least, SAMPLE_MS / 1000),
    };
  });
  const orders = rowsOf<{ ms: number | null }>(
    await db.execute(sql`
      select extract(epoch from receipt_sent_at - created_at) * 1000 as ms from orders
      where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`),
  );
  const sent = orders.flatMap((o) => (o.ms === null ? [] : [Number(o.ms)]));
  return { kinds, receipt: { orders: orders.length, sent: sent.length, ...spread(sent) } };
}

/** Polls until no job is due and unfinished (scheduled ones aside), or `timeoutMs` passes; answers the seconds it took. */
export async function drained(db: Db, timeoutMs: number): Promise<number> {
  const began = Date.now();
  while (Date.now() - began < timeoutMs) {
    const [left] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from jobs where state = 'pending' and repeat_seconds is null and run_after <= now()`),
    );
    if ((left?.n ?? 0) === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return (Date.now() - began) / 1000;
}

/** The table of decision 056, in Markdown. */
export function delayTable(target: string, delays: JobDelays, drainedAfterS: number): string[] {
  const s = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));
  const { receipt } = delays;
  return [
    `| database | kind | jobs | not done | due → started p50 / p95 / max s | due → done p50 / p95 / max s | ran p50 / p95 ms | peak backlog | longest growth s, sampled each second | longest growth s, least each second |`,
    '|---|---|---:|---:|---|---|---|---:|---:|---:|',
    ...delays.kinds.map(
      (k) =>
        `| ${target} | ${k.kind}${k.background ? ' (background)' : ''} | ${k.jobs} | ${k.notDone} | ${s(k.start.p50)} / ${s(k.start.p95)} / ${s(k.start.max)} | ` +
        `${s(k.done.p50)} / ${s(k.done.p95)} / ${s(k.done.max)} | ${k.ran.p50.toFixed(0)} / ${k.ran.p95.toFixed(0)} | ${k.peakBacklog} | ${k.longestGrowthSampled} | ${k.longestGrowthS} |`,
    ),
    '',
    `${target}: fulfil → receipt sent, ${receipt.sent} of ${receipt.orders} orders: p50 ${s(receipt.p50)} s, p95 ${s(receipt.p95)} s, max ${s(receipt.max)} s ` +
      `(queue drained ${drainedAfterS.toFixed(1)} s after the storm's last webhooks)`,
  ];
}
