import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full, compacting garbage collection of the calling thread's heap. V8 grows a busy heap far
 * past what is live and, with no allocation to start its own shrinking, keeps it that size when
 * the traffic stops; a plain full collection frees the garbage but keeps the pages the live rest
 * is scattered over (a 1M churn left 364 MB of heap for 70 MB live), so this one moves the live
 * objects together and gives the emptied pages back (docs/adr/0045-memory-budget.md).
 */
export function fullGc(): void {
  gcOfThisThread ??= loadGc();
  gcOfThisThread();
}

let gcOfThisThread: (() => void) | undefined;

/** V8's `gc` for this thread: exposed at run time, read from a fresh context. */
function loadGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // Called bare: on Node 20's V8 the options form (`{ type: 'major', … }`) leaves the garbage.
  // Compacting only for this collection: V8 reads the flag at each full GC, and the ones it
  // starts itself under traffic keep their own heuristics.
  return () => {
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

/** Collects a thread's garbage once it has been quiet for a while. */
export interface IdleCollector {
  /** Marks activity: the collection waits for the next quiet spell. */
  busy(): void;
  /** Cancels a collection that is waiting. */
  stop(): void;
}

export interface IdleCollectorOptions {
  /** How long the thread must be quiet (no `busy()`) before it collects, in milliseconds. */
  quietMs?: number;
  /** What collecting does; a full GC of this thread by default. */
  collect?: () => void;
}

/**
 * Collects once after each busy spell, `quietMs` after the last `busy()`: a heap grown by a burst
 * of requests or statements goes back to what is live, while nothing waits for it. The timer
 * never keeps the process alive.
 */
export function collectWhenIdle({
  quietMs = 5000,
  collect = fullGc,
}: IdleCollectorOptions = {}): IdleCollector {
  let timer: NodeJS.Timeout | undefined;
  return {
    busy() {
      if (timer) {
        timer.refresh();
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        collect();
      }, quietMs);
      timer.unref();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
