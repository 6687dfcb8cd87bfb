import type { Queryable } from '../db/db';

/** The data version every import, hide and season close bumps, as this process knows it. */
export interface DataVersion {
  /** The version, re-read at most every `ttlMs`. */
  current(): Promise<number>;
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
 * Tracks the data version: one read per `ttlMs`, shared by the calls meanwhile. While a re-read
 * is in flight (PGlite blocks it during an import) the known version is served.
 */
export function trackDataVersion(
  q: Queryable,
  { ttlMs = 1000, now = Date.now }: DataVersionOptions = {},
): DataVersion {
  let known: { version: number; at: number } | null = null;
  let pending: Promise<number> | null = null;
  return {
    current() {
      // A clock set back counts as expired, never as fresh for that long.
      const age = known ? now() - known.at : -1;
      if (known && age >= 0 && age < ttlMs) return Promise.resolve(known.version);
      if (known && pending) return Promise.resolve(known.version);
      pending ??= readDataVersion(q)
        .then((v) => {
          known = { version: v, at: now() };
          return v;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    forget() {
      known = null;
    },
  };
}
