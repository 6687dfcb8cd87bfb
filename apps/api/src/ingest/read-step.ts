// The import's read step: the source's own reader (sources/), within the time it is given, and
// its rows counted as the normaliser reads them.
import { countedRows, type StepProgress } from '../lib/progress';
import type { PluginRows, PluginTables } from './plugin-rows';

/** Reads one cluster's tables from its source; `signal` aborts when its time is up. */
export type SourceRead = (signal: AbortSignal) => Promise<PluginTables>;

export interface ReadStepOptions {
  /** Names the cluster in a timeout's message. */
  cluster: string;
  /** The read's whole budget (the sync's); none by default. */
  timeoutMs?: number | undefined;
  /** Aborts the read from outside (the sync's stop()). */
  signal?: AbortSignal | undefined;
}

/**
 * Reads through `read`. Past `timeoutMs`, or once `signal` aborts, the read is aborted (the reader
 * closes its connection) and this rejects at once, whether or not the reader notices.
 */
export async function readStep(
  read: SourceRead,
  { cluster, timeoutMs, signal }: ReadStepOptions,
): Promise<PluginTables> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(
          () => controller.abort(new Error(`timed out after ${timeoutMs} ms reading ${cluster}`)),
          timeoutMs,
        );
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  // Settled either way: a rejection nobody awaits must not be reported as unhandled.
  aborted.catch(() => {});
  try {
    return await Promise.race([read(controller.signal), aborted]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * The tables, their rows counted to `progress` as the normaliser reads them (a file is read
 * then, row by row).
 */
export function countedTables(tables: PluginTables, progress: StepProgress): PluginTables {
  const read = { players: 0, tribes: 0 };
  const counted = (rows: PluginRows, table: keyof typeof read) =>
    countedRows(rows, (n) => {
      read[table] = n;
      progress.report(read.players + read.tribes);
    });
  return {
    ...tables,
    players: counted(tables.players, 'players'),
    tribes: tables.tribes && counted(tables.tribes, 'tribes'),
  };
}

/** The rows the tables hold when the reader handed arrays (MySQL); null for rows read lazily. */
export function knownRows({ players, tribes = [] }: PluginTables): number | null {
  return Array.isArray(players) && Array.isArray(tribes) ? players.length + tribes.length : null;
}
