import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

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
