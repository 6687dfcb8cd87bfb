import { describe, expect, it } from 'vitest';
import { CACHE_SHARES, type CacheName, createCacheBudget } from './cache-budget';

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
