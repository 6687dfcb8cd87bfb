import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db';
import { trackDataVersion } from './data-version';

/** A store whose version reads the test answers by hand, one at a time, counting them. */
function pausedStore() {
  const pending: { resolve: (version: number) => void; reject: (error: Error) => void }[] = [];
  const q = {
    query: () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve: (version) => resolve([{ version }]), reject });
      }),
  } as unknown as Queryable;
  const next = () => {
    const read = pending.shift();
    if (!read) throw new Error('no version read is under way');
    return read;
  };
  return {
    q,
    answer: (version: number) => next().resolve(version),
    fail: (error: Error) => next().reject(error),
    reads: () => pending.length,
  };
}

/** Lets the microtasks run: a read started by a call shows in `reads()`. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A tracker on a paused store, with a clock the test moves (`clock.now`). */
function tracker(at = 0) {
  const store = pausedStore();
  const clock = { now: at };
  const tracked = trackDataVersion(store.q, { ttlMs: 1000, now: () => clock.now });
  /** What `current()` gets when the store answers `version` to the read the call starts. */
  const readAs = async (version: number) => {
    const asked = tracked.current();
    await settled();
    store.answer(version);
    return asked;
  };
  return { store, clock, tracked, readAs };
}

describe('trackDataVersion', () => {
  it('reads the version once for the calls that ask together, then trusts it for ttlMs', async () => {
    const { store, clock, tracked } = tracker();
    const asked = [tracked.current(), tracked.current()];
    await settled();
    expect(store.reads()).toBe(1);
    store.answer(3);
    expect(await Promise.all(asked)).toEqual([3, 3]);
    clock.now = 999;
    expect(await tracked.current()).toBe(3);
    expect(tracked.fresh()).toBe(3);
    expect(store.reads()).toBe(0);
  });

  it('makes the call that finds it expired wait for the new version, and serves the known one meanwhile', async () => {
    const { store, clock, tracked, readAs } = tracker();
    expect(await readAs(3)).toBe(3);
    clock.now = 1000;
    expect(tracked.fresh()).toBeNull();
    const reloading = tracked.current();
    // Asked while the read is under way (an import holds PGlite): the known version, at once.
    expect(await tracked.current()).toBe(3);
    await settled();
    expect(store.reads()).toBe(1);
    store.answer(4);
    expect(await reloading).toBe(4);
    expect(await tracked.current()).toBe(4);
  });

  it('keeps the known version when a read fails, and the failing call sees the failure', async () => {
    const { store, clock, tracked, readAs } = tracker();
    await readAs(3);
    clock.now = 2000;
    const failing = tracked.current();
    await settled();
    store.fail(new Error('store busy'));
    await expect(failing).rejects.toThrow('store busy');
    clock.now = 0;
    expect(tracked.fresh()).toBe(3);
  });

  it('reads again after forget(), and counts a clock set back as expired', async () => {
    const { clock, tracked, readAs } = tracker(5000);
    await readAs(3);
    tracked.forget();
    expect(tracked.fresh()).toBeNull();
    expect(await readAs(4)).toBe(4);
    clock.now = 4000;
    expect(tracked.fresh()).toBeNull();
    expect(await readAs(5)).toBe(5);
  });
});
