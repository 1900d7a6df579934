import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limitCounters } from '../../db/schema/limits';
import { tooManyRequests } from '../../errors';
import type { Worded } from '@chitra/contract/worded';

/**
 * The security limits (docs/security.md): counters in the database, one row
 * per limit and key, counted in a fixed window by one atomic upsert. Every
 * server counts together, and no flood of other keys can evict a count, as
 * a memory cache of the newest entries would. The generic per-address request
 * limit (@fastify/rate-limit) stays apart: it only sheds load.
 */

export type Window = { max: number; windowMs: number };

/** A count taken: `release` gives it back (a login that turned out right). */
export type Reservation = { count: number; over: boolean; retryAfterSeconds: number; release: () => Promise<void> };

const MINUTE_MS = 60_000;
/** Ended windows are kept a little before the sweep, so a count read at the edge still finds its row. */
const LIMIT_ROW_GRACE_MS = 60 * MINUTE_MS;

/** The row key: the limit's name in the clear, the key (an address, an e-mail) as a digest. */
const counterKey = (limit: string, key: string) => `${limit}:${createHash('sha256').update(key).digest('base64url')}`;

export class LimitCounters {
  constructor(private readonly db: Db) {}

  /**
   * Adds one to the key's count in its current window (a new window when the
   * last has ended) and answers the count and when the window ends: one
   * statement, so concurrent hits are counted one by one.
   */
  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; windowEndsAt: Date }> {
    const ends = new Date(now.getTime() + windowMs);
    const fresh = sql`${limitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(limitCounters)
      .values({ key, count: 1, windowEndsAt: ends })
      .onConflictDoUpdate({
        target: limitCounters.key,
        set: {
          count: sql`case when ${fresh} then 1 else ${limitCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${fresh} then ${ends.toISOString()}::timestamptz else ${limitCounters.windowEndsAt} end`,
        },
      })
      .returning({ count: limitCounters.count, windowEndsAt: limitCounters.windowEndsAt });
    if (!row) throw new Error('limit counter upsert returned no row');
    return row;
  }

  /** The key's count in its current window (0 when there is none). */
  async peek(key: string, now: Date): Promise<{ count: number; windowEndsAt: Date | undefined }> {
    const [row] = await this.db
      .select({ count: limitCounters.count, windowEndsAt: limitCounters.windowEndsAt })
      .from(limitCounters)
      .where(and(eq(limitCounters.key, key), gt(limitCounters.windowEndsAt, now)));
    return row ?? { count: 0, windowEndsAt: undefined };
  }

  /** Takes one count back, within the same window only. */
  async release(key: string, windowEndsAt: Date): Promise<void> {
    await this.db
      .update(limitCounters)
      .set({ count: sql`greatest(${limitCounters.count} - 1, 0)` })
      .where(and(eq(limitCounters.key, key), eq(limitCounters.windowEndsAt, windowEndsAt)));
  }

  /** Deletes counters whose window ended over an hour ago (the hourly housekeeping). */
  async sweep(now: Date): Promise<number> {
    const rows = await this.db
      .delete(limitCounters)
      .where(lt(limitCounters.windowEndsAt, new Date(now.getTime() - LIMIT_ROW_GRACE_MS)))
      .returning({ key: limitCounters.key });
    return rows.length;
  }
}

/** A named limit: at most `max` counted events per key in each window. */
export class Limit {
  constructor(
    private readonly counters: LimitCounters,
    readonly name: string,
    readonly window: Window,
    private readonly now: () => Date,
    /** The 429's words; the default says how many seconds to wait. */
    private readonly message?: (seconds: number) => string | Worded,
  ) {}

  /** Counts one event for `key` and answers where that leaves it, refusing nothing. */
  async count(key: string): Promise<Reservation> {
    const row = counterKey(this.name, key);
    const now = this.now();
    const { count, windowEndsAt } = await this.counters.hit(row, this.window.windowMs, now);
    return {
      count,
      over: count > this.window.max,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)),
      release: () => this.counters.release(row, windowEndsAt),
    };
  }

  /**
   * Counts one event for `key` and refuses it past the limit (429 with
   * Retry-After). The count is taken before the work it guards, so any number
   * of concurrent requests get at most `max` through.
   */
  async take(key: string): Promise<Reservation> {
    const reservation = await this.count(key);
    if (reservation.over) throw this.refusal(reservation.retryAfterSeconds);
    return reservation;
  }

  /** Refuses when `key` has reached the limit, without counting. */
  async check(key: string): Promise<void> {
    const now = this.now();
    const { count, windowEndsAt } = await this.counters.peek(counterKey(this.name, key), now);
    if (count >= this.window.max && windowEndsAt) {
      throw this.refusal(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)));
    }
  }

  refusal(seconds: number) {
    return tooManyRequests(seconds, this.message?.(seconds));
  }
}

/** Makes the app's limits, all on one table. */
export function createLimits(db: Db, now: () => Date) {
  const counters = new LimitCounters(db);
  return {
    counters,
    define: (name: string, window: Window, message?: (seconds: number) => string | Worded) => new Limit(counters, name, window, now, message),
  };
}

export type Limits = ReturnType<typeof createLimits>;
