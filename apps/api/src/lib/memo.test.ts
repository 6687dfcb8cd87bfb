import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { createMemo } from './memo';

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

describe('createMemo', () => {
  it('loads a key once for callers that ask together, and keeps the value', async () => {
    const memo = createMemo<number>();
    const { load, finish, started } = pausedLoad<number>();
    const asked = [memo.get('1|a', load), memo.get('1|a', load), memo.get('1|a', load)];
    expect(memo.loading('1|a')).toBeDefined();
    finish(42);
    expect(await Promise.all(asked)).toEqual([42, 42, 42]);
    expect(await memo.get('1|a', load)).toBe(42);
    expect(started()).toBe(1);
    expect(memo.peek('1|a')).toBe(42);
    expect(memo.loading('1|a')).toBeUndefined();
  });

  it('keeps nothing of a failed load, and loads again on the next ask', async () => {
    const memo = createMemo<number>();
    const first = pausedLoad<number>();
    const asked = [memo.get('k', first.load), memo.get('k', first.load)];
    first.fail(new Error('store down'));
    for (const one of asked) await expect(one).rejects.toThrow('store down');
    expect(memo.peek('k')).toBeUndefined();
    expect(await memo.get('k', async () => 7)).toBe(7);
  });

  it('serves an expired value to everyone but the caller that reloads it, until the reload lands', async () => {
    const memo = createMemo<{ value: number; fresh: boolean }>();
    await memo.get('v', async () => ({ value: 1, fresh: false }));
    const reload = pausedLoad<{ value: number; fresh: boolean }>();
    const stale = (kept: { fresh: boolean }) => !kept.fresh;
    const reloading = memo.get('v', reload.load, stale);
    // Asked while the reload is under way: the known value, at once.
    expect((await memo.get('v', reload.load, stale)).value).toBe(1);
    reload.finish({ value: 2, fresh: true });
    expect((await reloading).value).toBe(2);
    expect((await memo.get('v', reload.load, stale)).value).toBe(2);
    expect(reload.started()).toBe(1);
  });

  it('keeps a value under a second key, and forgets one', async () => {
    const memo = createMemo<string>();
    memo.set('2|term', 'counted at 2');
    expect(await memo.get('2|term', async () => 'again')).toBe('counted at 2');
    memo.forget('2|term');
    expect(await memo.get('2|term', async () => 'again')).toBe('again');
  });

  it('keeps its values in the bounded store it is given', async () => {
    const memo = createMemo<number>(new LRUCache<string, number>({ max: 2 }));
    for (const version of [1, 2, 3]) await memo.get(`${version}|list`, async () => version);
    expect(memo.peek('1|list')).toBeUndefined();
    expect(memo.peek('3|list')).toBe(3);
  });

  it('runs one flight per key at a time and keeps nothing after it', async () => {
    const memo = createMemo<number>();
    const { load, finish, started } = pausedLoad<string>();
    const both = [memo.once('marks', load), memo.once('marks', load)];
    finish('marked');
    expect(await Promise.all(both)).toEqual(['marked', 'marked']);
    expect(started()).toBe(1);
    expect(await memo.once('marks', async () => 'again')).toBe('again');
  });
});
