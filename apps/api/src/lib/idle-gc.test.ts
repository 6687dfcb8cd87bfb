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
});
