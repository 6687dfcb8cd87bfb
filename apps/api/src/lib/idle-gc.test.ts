import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, fullGc } from './idle-gc';

describe('collectWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once, a quiet spell after the last activity', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = collectWhenIdle({ quietMs: 1000, collect });
    idle.busy();
    vi.advanceTimersByTime(600);
    idle.busy();
    vi.advanceTimersByTime(600);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(collect).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledOnce();
    // The next busy spell gets its own collection.
    idle.busy();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('collects nothing once stopped', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const idle = collectWhenIdle({ quietMs: 1000, collect });
    idle.busy();
    idle.stop();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('fullGc', () => {
  it('gives back the garbage of this thread', () => {
    let garbage: unknown[] | null = Array.from({ length: 200_000 }, (_, i) => ({
      i,
      s: `row ${i}`,
    }));
    const withGarbage = process.memoryUsage().heapUsed;
    garbage = null;
    fullGc();
    expect(garbage).toBeNull();
    expect(process.memoryUsage().heapUsed).toBeLessThan(withGarbage - 5 * 2 ** 20);
  });

  it('gives back the pages a burst grew, not only its garbage: the live rest moved together', () => {
    fullGc();
    const before = process.memoryUsage().heapTotal;
    let burst: unknown[] | null = Array.from({ length: 800_000 }, (_, i) => ({
      i,
      s: `row ${i}`,
      pair: [i, i + 1],
    }));
    // Every 20th kept: live objects scattered over every page the burst took.
    const kept = burst.filter((_, i) => i % 20 === 0);
    const grown = process.memoryUsage().heapTotal - before;
    burst = null;
    fullGc();
    expect(kept).toHaveLength(40_000);
    expect(grown).toBeGreaterThan(50 * 2 ** 20);
    // A collection that only frees the garbage keeps most of what the burst grew.
    expect(process.memoryUsage().heapTotal - before).toBeLessThan(grown / 2);
  });
});
