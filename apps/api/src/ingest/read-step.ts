// The import's read step: the source's own reader (sources/), within the time it is given.
import type { PluginTables } from './plugin-rows';

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
