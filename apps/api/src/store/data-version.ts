import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db';
import { type Load, loadOnFetch } from '../lib/load-on-fetch';

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

/** A version as read, and when. */
interface Known {
  version: number;
  at: number;
}

/**
 * Tracks the data version: one read per `ttlMs`, shared by the calls meanwhile
 * (lib/load-on-fetch.ts). The call that finds the known version expired reads it again and waits
 * for it; while that read is in flight (PGlite blocks it during an import) the other calls are
 * served the known version. A failed read keeps the known one.
 */
export function trackDataVersion(
  q: Queryable,
  { ttlMs = 1000, now = Date.now }: DataVersionOptions = {},
): DataVersion {
  const reads = new LRUCache<string, Known, Load<Known>>({
    max: 1,
    ...loadOnFetch<Known>(),
    noDeleteOnFetchRejection: true,
  });
  // A clock set back counts as expired, never as fresh for that long.
  const expired = ({ at }: Known) => {
    const age = now() - at;
    return age < 0 || age >= ttlMs;
  };
  const read = async () => ({ version: await readDataVersion(q), at: now() });
  const current = async () => {
    const known = reads.peek(KEY);
    const status: LRUCache.Status<string, Known, Load<Known>> = {};
    const forceRefresh = known !== undefined && expired(known);
    const served = reads.forceFetch(KEY, { context: read, forceRefresh, allowStale: true, status });
    // 'refresh': this call started the read again, and is the one that waits for it.
    const mine = status.fetch === 'refresh' ? reads.forceFetch(KEY, { context: read }) : served;
    return (await mine).version;
  };
  return {
    current,
    fresh: () => {
      const known = reads.peek(KEY);
      return known && !expired(known) ? known.version : null;
    },
    forget: () => {
      reads.delete(KEY);
    },
  };
}

/** The cache's one key: the data version has no version of its own. */
const KEY = 'data_version';
