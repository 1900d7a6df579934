import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, RevisionReader } from './answer-cache';

describe('AnswerCache', () => {
  it('keeps an answer for its revision and makes it again for a newer one', async () => {
    const cache = new AnswerCache();
    let made = 0;
    const make = async () => `answer ${++made}`;
    expect(await cache.get(1, 'k', make)).toBe('answer 1');
    expect(await cache.get(1, 'k', make)).toBe('answer 1');
    expect(await cache.get(2, 'k', make)).toBe('answer 2');
    expect(await cache.get(2, 'k', make)).toBe('answer 2');
  });

  it('keeps nothing for a request that read an older revision', async () => {
    const cache = new AnswerCache();
    await cache.get(5, 'k', async () => 'new');
    expect(await cache.get(4, 'k', async () => 'old')).toBe('old');
    expect(await cache.get(5, 'k', async () => 'other')).toBe('new');
  });

  it('makes an answer once however many ask at the same time', async () => {
    const cache = new AnswerCache();
    let made = 0;
    const make = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${++made}`), 10));
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get(1, 'k', make)));
    expect(new Set(answers)).toEqual(new Set(['answer 1']));
    expect(made).toBe(1);
  });

  it('keeps no failure', async () => {
    const cache = new AnswerCache();
    await expect(cache.get(1, 'k', async () => Promise.reject(new Error('no such product')))).rejects.toThrow('no such product');
    expect(await cache.get(1, 'k', async () => 'found')).toBe('found');
  });

  it('makes an answer with a maximum age again once it is past, once however many ask', async () => {
    const cache = new AnswerCache();
    let made = 0;
    const make = async () => `answer ${++made}`;
    const at = (now: number) => ({ now, maxAgeMs: 60_000 });
    expect(await cache.get(1, 'top', make, at(0))).toBe('answer 1');
    expect(await cache.get(1, 'top', make, at(59_999))).toBe('answer 1');
    const again = await Promise.all([60_000, 60_001, 60_002].map((now) => cache.get(1, 'top', make, at(now))));
    expect(again).toEqual(['answer 2', 'answer 2', 'answer 2']);
    expect(await cache.get(1, 'top', make, at(119_999))).toBe('answer 2');
    // A new revision drops it however young it is.
    expect(await cache.get(2, 'top', make, at(119_999))).toBe('answer 3');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const cache = new AnswerCache(100);
    await cache.get(1, 'a', async () => 'a'.repeat(10));
    await cache.get(1, 'b', async () => 'b'.repeat(10));
    await cache.get(1, 'a', async () => 'changed');
    for (let i = 0; i < 9; i++) await cache.get(1, `x${i}`, async () => 'x'.repeat(10));
    expect(await cache.get(1, 'a', async () => 'made again')).toBe('a'.repeat(10));
    expect(await cache.get(1, 'b', async () => 'made again')).toBe('made again');
  });
});

describe('AnswerCache: compressed copies', () => {
  const json = JSON.stringify({ success: true, users: Array.from({ length: 50 }, (_, i) => ({ title: `Photograph ${i}` })) });

  it('compresses a kept answer once per encoding, and sends that copy to every later request', async () => {
    const cache = new AnswerCache();
    const kept = await cache.get(1, 'list', async () => json);
    const br = cache.compressed(1, 'list', kept, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(json);
    expect(cache.compressed(1, 'list', kept, 'br')).toBe(br);
    const gzip = cache.compressed(1, 'list', kept, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(json);
    expect(cache.compressed(1, 'list', kept, 'gzip')).toBe(gzip);
  });

  it('never sends a copy of another text: an answer made again gets its own, one not kept is compressed for its request alone', async () => {
    const cache = new AnswerCache();
    const at = (now: number) => ({ now, maxAgeMs: 60_000 });
    const first = await cache.get(1, 'top', async () => json, at(0));
    const old = cache.compressed(1, 'top', first, 'br');
    const newer = await cache.get(1, 'top', async () => json.replace('Photograph 0', 'Sunset 0'), at(60_000));
    // A request still holding the first text gets that text, not the kept one's copy.
    expect(brotliDecompressSync(cache.compressed(1, 'top', first, 'br')).toString('utf8')).toBe(json);
    const copy = cache.compressed(1, 'top', newer, 'br');
    expect(copy).not.toBe(old);
    expect(brotliDecompressSync(copy).toString('utf8')).toContain('Sunset 0');
    // Under an older revision than the cache has seen: compressed, not kept.
    const stale = cache.compressed(0, 'top', newer, 'br');
    expect(brotliDecompressSync(stale).toString('utf8')).toBe(newer);
    expect(cache.compressed(0, 'top', newer, 'br')).not.toBe(stale);
  });

  it('counts the copies in its size, forgetting the least recently used answers to fit them', async () => {
    // Text that hardly compresses, so each copy weighs about as much as the answer.
    const text = (tag: string) => tag + randomBytes(90).toString('base64');
    const cache = new AnswerCache(1000);
    await cache.get(1, 'a', async () => text('a'));
    const b = await cache.get(1, 'b', async () => text('b'));
    cache.compressed(1, 'b', b, 'gzip');
    cache.compressed(1, 'b', b, 'br');
    // Seven answers of 121 bytes fit in 1000; with b's two copies (some 200 bytes) they do not, and 'a' goes.
    for (const key of ['c', 'd', 'e', 'f', 'g']) await cache.get(1, key, async () => text(key));
    expect(await cache.get(1, 'a', async () => 'made again')).toBe('made again');
    expect(await cache.get(1, 'b', async () => 'made again')).toBe(b);
  });
});

describe('RevisionReader', () => {
  /** A read the test finishes when it chooses. */
  function controlledReads() {
    const finish: ((revision: number) => void)[] = [];
    let fail: ((error: Error) => void)[] = [];
    const read = () =>
      new Promise<number>((resolve, reject) => {
        finish.push(resolve);
        fail.push(reject);
      });
    return {
      read,
      finish,
      failAll: (error: Error) => {
        fail.forEach((f) => f(error));
        fail = [];
      },
    };
  }

  it('never hands a request a read that began before it arrived', async () => {
    const reads = controlledReads();
    const reader = new RevisionReader(reads.read);
    const first = reader.get();
    // Arrives while the first read runs: it must wait for a read of its own.
    const second = reader.get();
    expect(reads.finish).toHaveLength(1);
    reads.finish[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads.finish).toHaveLength(2);
    reads.finish[1]!(2);
    expect(await second).toBe(2);
  });

  it('lets every request that arrives during one read share the next', async () => {
    const reads = controlledReads();
    const reader = new RevisionReader(reads.read);
    const first = reader.get();
    const waiting = Array.from({ length: 31 }, () => reader.get());
    reads.finish[0]!(7);
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(reads.finish).toHaveLength(2);
    reads.finish[1]!(8);
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 31 }, () => 8));
    // Nothing under way now: the next request reads at once.
    const later = reader.get();
    expect(reads.finish).toHaveLength(3);
    reads.finish[2]!(9);
    expect(await later).toBe(9);
  });

  it('passes a failed read on to the requests that shared it, and reads afresh after', async () => {
    const reads = controlledReads();
    const reader = new RevisionReader(reads.read);
    const first = reader.get();
    reads.failAll(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const next = reader.get();
    expect(reads.finish).toHaveLength(2);
    reads.finish[1]!(3);
    expect(await next).toBe(3);
  });
});
