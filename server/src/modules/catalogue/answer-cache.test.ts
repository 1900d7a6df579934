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
    return { read, finish, failAll: (error: Error) => { fail.forEach((f) => f(error)); fail = []; } };
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
