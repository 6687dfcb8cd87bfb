import type { Queryable } from '../db/db';
import { createMemo } from '../lib/memo';

/** The data version every import, hide and season close bumps, as this process knows it. */
export interface DataVersion {
  /** The version, re-read at most every `ttlMs`. */
  current(): Promise<number>;
  /** The version read less than `ttlMs` ago, without reading it; null when there is none. */
  fresh(): number | null;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  forget(): void;
}

export interface DataVersionOptions {
  /** How long a read version is trusted; imports by other processes show after this. */
  ttlMs?: number;
  now?: () => number;
}

/** The store's data version, read from the database. */
export async function readDataVersion(q: Queryable): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    'SELECT version::int AS version FROM data_version WHERE id = 1',
  );
  return row?.version ?? 0;
}

/**
 * Tracks the data version: one read per `ttlMs`, shared by the calls meanwhile (lib/memo.ts). While
 * a re-read is in flight (PGlite blocks it during an import) the known version is served.
 */
export function trackDataVersion(
  q: Queryable,
  { ttlMs = 1000, now = Date.now }: DataVersionOptions = {},
): DataVersion {
  const reads = createMemo<{ version: number; at: number }>();
  // A clock set back counts as expired, never as fresh for that long.
  const expired = ({ at }: { at: number }) => {
    const age = now() - at;
    return age < 0 || age >= ttlMs;
  };
  const read = async () => ({ version: await readDataVersion(q), at: now() });
  return {
    current: async () => (await reads.get(KEY, read, expired)).version,
    fresh: () => {
      const known = reads.peek(KEY);
      return known && !expired(known) ? known.version : null;
    },
    forget: () => reads.forget(KEY),
  };
}

/** The memo's one key: the data version has no version of its own. */
const KEY = 'data_version';
