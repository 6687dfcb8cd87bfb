import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import {
  CACHE_SHARES,
  type CacheName,
  createCacheBudget,
  type Load,
  loadOnFetch,
} from './cache-budget';

describe('createCacheBudget', () => {
  it('bounds each cache by its share, so the caches together never pass the budget', () => {
    const budget = createCacheBudget({ megabytes: 1 });
    const names = Object.keys(CACHE_SHARES) as CacheName[];
    const caches = names.map((name) => budget.cache<Buffer>(name, (value) => value.length));
    let stored = 0;
    for (let i = 0; i < 3000; i++) {
      const value = Buffer.alloc(1 + ((i * 7919) % 20_000));
      caches[i % caches.length]?.set(`key ${i}`, value);
      stored += value.length;
      expect(budget.used()).toBeLessThanOrEqual(budget.bytes);
    }
    expect(stored).toBeGreaterThan(10 * budget.bytes);
    // Full: the least recently used went, the newest stayed.
    expect(budget.used()).toBeGreaterThan(budget.bytes * 0.9);
    expect(caches[2999 % caches.length]?.has('key 2999')).toBe(true);
    expect(caches[0]?.has('key 0')).toBe(false);
    // Each cache within its own share, and the shares add up to the whole.
    const sizes = budget.sizes();
    for (const name of names) {
      expect(sizes[name]).toBeLessThanOrEqual(budget.bytes * CACHE_SHARES[name]);
    }
    expect(Object.values(sizes).reduce((a, b) => a + b, 0)).toBe(budget.used());
    expect(Object.values(CACHE_SHARES).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('shares out the whole budget', () => {
    expect(Object.values(CACHE_SHARES).reduce((sum, share) => sum + share, 0)).toBe(1);
  });

  it('weighs an entry by its bytes, its key and a fixed overhead', () => {
    const budget = createCacheBudget();
    const cache = budget.cache<Buffer>('answers', (value) => value.length);
    cache.set('ab', Buffer.alloc(1000));
    expect(budget.used()).toBe(1000 + 2 * 2 + 128);
  });

  it('hands out each cache once', () => {
    const budget = createCacheBudget();
    budget.cache('pages', () => 1);
    expect(() => budget.cache('pages', () => 1)).toThrow(/already made/);
  });
});

/** A load the test finishes by hand, counting how often it was started. */
function pausedLoad<V>() {
  let started = 0;
  let finish: (value: V) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = () => {
    started += 1;
    return new Promise<V>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    load,
    finish: (value: V) => finish(value),
    fail: (e: Error) => fail(e),
    started: () => started,
  };
}

/** A cache of lists loaded by fetch, as the store's cluster list keeps them. */
const listCache = (max = 16) =>
  new LRUCache<string, number[], Load<number[]>>({ max, ...loadOnFetch<number[]>() });

describe('loadOnFetch', () => {
  it('loads a key once for callers that ask together, and keeps the value', async () => {
    const cache = listCache();
    const { load, finish, started } = pausedLoad<number[]>();
    const asked = [1, 2, 3].map(() => cache.forceFetch('1|a', { context: load }));
    finish([42]);
    expect(await Promise.all(asked)).toEqual([[42], [42], [42]]);
    expect(await cache.forceFetch('1|a', { context: load })).toEqual([42]);
    expect(started()).toBe(1);
    expect(cache.peek('1|a')).toEqual([42]);
  });

  it('keeps nothing of a failed load, fails every caller waiting, and loads again on the next ask', async () => {
    const cache = listCache();
    const first = pausedLoad<number[]>();
    const asked = [1, 2].map(() => cache.forceFetch('k', { context: first.load }));
    first.fail(new Error('store down'));
    for (const one of asked) await expect(one).rejects.toThrow('store down');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.forceFetch('k', { context: async () => [7] })).toEqual([7]);
  });

  it('gives the waiting callers their value when the load keeps it itself, or it is forgotten meanwhile', async () => {
    const cache = listCache();
    const kept = pausedLoad<number[]>();
    // A search term's first read keeps what it learnt under the version it read (page-reads.ts).
    const keeping = async () => {
      const value = await kept.load();
      cache.set('2|term', value);
      return value;
    };
    const asked = [1, 2].map(() => cache.forceFetch('2|term', { context: keeping }));
    kept.finish([2]);
    expect(await Promise.all(asked)).toEqual([[2], [2]]);
    expect(cache.peek('2|term')).toEqual([2]);
    const forgotten = pausedLoad<number[]>();
    const waiting = cache.forceFetch('3|term', { context: forgotten.load });
    cache.delete('3|term');
    forgotten.finish([3]);
    expect(await waiting).toEqual([3]);
    expect(cache.peek('3|term')).toBeUndefined();
  });

  it("keeps a budget cache's loaded values within its share, the least recently used evicted", async () => {
    const budget = createCacheBudget({ megabytes: 1 });
    const terms = budget.cache(
      'search-terms',
      (value: number[]) => value.length * 8,
      loadOnFetch(),
    );
    const share = budget.bytes * (5 / 16);
    for (let version = 1; version <= 40; version++) {
      await terms.forceFetch(`${version}|term`, { context: async () => new Array(2_000).fill(0) });
    }
    expect(budget.used()).toBeLessThanOrEqual(share);
    expect(terms.peek('1|term')).toBeUndefined();
    expect(terms.peek('40|term')).toHaveLength(2_000);
  });
});
