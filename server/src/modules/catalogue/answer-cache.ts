import { compressText, type ContentEncoding } from '../../http/encoding';

/**
 * Serialised catalogue answers, kept per catalogue revision.
 *
 * A listing page, a product page or a search is the same for every visitor
 * and changes only when the catalogue does; triggers move the revision on
 * every such change (their functions, each defined once in server/src/db/functions:
 * chitra_products_inserted/_updated/_deleted.sql,
 * chitra_product_categories_changed.sql and chitra_catalogue_changed.sql,
 * all through chitra_bump_catalogue_revision.sql). Each request reads the
 * revision first (one primary-key lookup) and then, on a miss, the data, so
 * an answer is only ever stored under a revision no newer than its data:
 * never stale, and every copy of the server agrees without talking to the
 * others. Seeing a newer revision drops everything kept for the old one.
 *
 * Bounded by bytes, least recently used first; concurrent misses for the
 * same answer share one computation.
 *
 * An answer that also shows what does not move the revision (sales, orders)
 * is given a maximum age: past it, the next request makes it again (once,
 * however many ask meanwhile).
 */
export class AnswerCache {
  private revision = -1;
  private readonly answers = new Map<string, Kept>();
  private readonly pending = new Map<string, Promise<string>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** `fresh`: keep the answer at most `maxAgeMs` from `now` (milliseconds, the caller's clock). */
  async get(revision: number, key: string, compute: () => Promise<string>, fresh?: Freshness): Promise<string> {
    if (revision > this.revision) this.reset(revision);
    // A request that read an older revision than others already saw: answer, but keep nothing.
    if (revision < this.revision) return compute();
    const found = this.answers.get(key);
    if (found !== undefined) {
      this.answers.delete(key);
      if (!fresh || fresh.now < found.until) {
        this.answers.set(key, found);
        return found.json;
      }
      this.bytes -= size(found);
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    // Aged from when the data is read, not from when the answer is ready.
    const until = fresh ? fresh.now + fresh.maxAgeMs : Infinity;
    const answer = compute();
    this.pending.set(key, answer);
    answer.then(
      (json) => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
        this.keep(revision, key, { json, until });
      },
      () => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
      },
    );
    return answer;
  }

  /**
   * The answer `json` (as `get` gave it for `key`) in `encoding`: compressed
   * once per kept answer, not once per request. An answer no longer kept, or
   * kept anew since, is compressed for this request alone.
   */
  compressed(revision: number, key: string, json: string, encoding: ContentEncoding): Buffer {
    const kept = revision === this.revision ? this.answers.get(key) : undefined;
    if (kept === undefined || kept.json !== json) return compressText(json, encoding);
    const found = kept.copies?.get(encoding);
    if (found) return found;
    const copy = compressText(json, encoding);
    (kept.copies ??= new Map()).set(encoding, copy);
    this.bytes += copy.length;
    this.trim();
    return copy;
  }

  private keep(revision: number, key: string, kept: Kept): void {
    if (revision !== this.revision || kept.json.length > this.maxBytes / 8) return;
    const replaced = this.answers.get(key);
    if (replaced) this.bytes -= size(replaced);
    this.answers.delete(key);
    this.answers.set(key, kept);
    this.bytes += size(kept);
    this.trim();
  }

  /** Drops the least recently used answers until the cache fits. */
  private trim(): void {
    for (const [oldest, old] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= size(old);
    }
  }

  private reset(revision: number): void {
    this.revision = revision;
    this.answers.clear();
    this.pending.clear();
    this.bytes = 0;
  }
}

/**
 * Reads of the catalogue revision, coalesced. A request never uses a read
 * that began before it arrived (so a customer who has just rated a product
 * sees the new average), but every request that arrives while one read is
 * under way shares the next one. Under load that is at most one read running
 * and one waiting, instead of one per request queueing for the pool's
 * connections ahead of the queries that make answers.
 */
export class RevisionReader {
  private running: Promise<number> | undefined;
  private waiting: Promise<number> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  get(): Promise<number> {
    if (this.waiting) return this.waiting;
    const running = this.running;
    if (!running) return this.start();
    const settled = () => undefined;
    const waiting = running.then(settled, settled).then(() => {
      this.waiting = undefined;
      return this.start();
    });
    this.waiting = waiting;
    return waiting;
  }

  private start(): Promise<number> {
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then(done, done);
    return read;
  }
}

/** An answer, with its compressed copies as browsers asked for them. */
type Kept = { json: string; until: number; copies?: Map<ContentEncoding, Buffer> };

/** What a kept answer holds, in bytes (its text counted a byte a character, as before). */
function size(kept: Kept): number {
  let bytes = kept.json.length;
  for (const copy of kept.copies?.values() ?? []) bytes += copy.length;
  return bytes;
}
export type Freshness = { now: number; maxAgeMs: number };

const caches = new WeakMap<object, AnswerCache>();
const readers = new WeakMap<object, RevisionReader>();

/** One cache per database, shared by the catalogue and search routes. */
export function answerCacheFor(database: object): AnswerCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(database, cache);
  }
  return cache;
}

/** One revision reader per database, shared like the cache. */
export function revisionReaderFor(database: object, read: () => Promise<number>): RevisionReader {
  let reader = readers.get(database);
  if (!reader) {
    reader = new RevisionReader(read);
    readers.set(database, reader);
  }
  return reader;
}
