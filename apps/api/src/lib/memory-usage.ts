import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';

/**
 * How the server spends memory (ARK_MEMORY): `lean` (the default) sizes PGlite's buffers for a
 * small host, bounds the store thread's young generation and collects garbage when quiet;
 * `stock` leaves PGlite's and V8's own settings, to compare (docs/adr/0045-memory-budget.md).
 */
export type MemoryProfile = 'lean' | 'stock';

/** One thread's memory, in bytes: its V8 heap and the buffers outside it. */
export interface ThreadMemory {
  /** Bytes the thread's V8 heap holds live. */
  heapUsed: number;
  /** Bytes the thread's V8 heap has taken from the system (live, garbage and free space). */
  heapTotal: number;
  /** Bytes of ArrayBuffers and other memory outside the heap that its objects hold. */
  external: number;
  /** A WebAssembly instance's linear memory (PGlite's), when the thread runs one. */
  wasm?: number;
}

/** The calling thread's memory (each worker thread has a V8 heap of its own). */
export function threadMemory(wasm?: number): ThreadMemory {
  const heap = getHeapStatistics();
  return {
    heapUsed: heap.used_heap_size,
    heapTotal: heap.total_heap_size,
    external: heap.external_memory,
    ...(wasm === undefined ? {} : { wasm }),
  };
}

/** The whole process's resident memory now (`rss`) and at its peak (`peak`), in bytes. */
export interface ProcessMemory {
  rss: number;
  /** The highest resident size so far (VmHWM); equal to `rss` where /proc is missing. */
  peak: number;
}

/** Reads VmRSS and VmHWM from /proc/<pid>/status; undefined when it cannot (no /proc, gone). */
export function readProcessMemory(pid: number | 'self' = 'self'): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const rss = kb('VmRSS');
  const peak = kb('VmHWM');
  return Number.isFinite(rss) && Number.isFinite(peak)
    ? { rss: rss * 1024, peak: peak * 1024 }
    : undefined;
}

/** This process's memory: from /proc where there is one, else Node's resident set size. */
export function processMemory(): ProcessMemory {
  const rss = process.memoryUsage.rss();
  return readProcessMemory() ?? { rss, peak: rss };
}
