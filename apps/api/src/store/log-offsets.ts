// Where a game-log source's next read starts (migration 16, docs/adr/0085-the-game-log-source.md):
// the file is known by a digest of its first bytes, never by its name or creation time, so a
// rotation is seen however the host renames it.
import type { Queryable } from '../db/db';

/** A cluster's place in its log. */
export interface LogOffset {
  /** sha256 (hex) of the file's first `fingerprintBytes` bytes. */
  fingerprint: string;
  fingerprintBytes: number;
  /** The byte after the last whole line read. */
  position: number;
  /** The last timed line's time: a server start closes the open sessions there. */
  lastAt: Date | null;
  /** The first timed line's time the cluster's reads ever met: its population begins there. */
  firstAt: Date | null;
}

interface OffsetRow {
  fingerprint: string;
  fingerprint_bytes: number;
  position: string | number;
  last_ms: number | null;
  first_ms: number | null;
}

/** The cluster's place in its log; null before its first read. */
export async function readLogOffset(q: Queryable, cluster: string): Promise<LogOffset | null> {
  const [row] = await q.query<OffsetRow>(
    `SELECT fingerprint, fingerprint_bytes, position,
       (extract(epoch FROM last_at) * 1000)::float8 AS last_ms,
       (extract(epoch FROM first_at) * 1000)::float8 AS first_ms
     FROM game_log_offsets WHERE cluster = $1`,
    [cluster],
  );
  if (row === undefined) return null;
  return {
    fingerprint: row.fingerprint,
    fingerprintBytes: row.fingerprint_bytes,
    position: Number(row.position),
    lastAt: row.last_ms === null ? null : new Date(row.last_ms),
    firstAt: row.first_ms === null ? null : new Date(row.first_ms),
  };
}

/**
 * Keeps the cluster's place; in the transaction that writes the sessions read up to it. The first
 * line's time, once kept, stays: a rotation starts a file, not the log.
 */
export async function writeLogOffset(
  q: Queryable,
  cluster: string,
  { fingerprint, fingerprintBytes, position, lastAt, firstAt }: LogOffset,
): Promise<void> {
  await q.query(
    `INSERT INTO game_log_offsets
       (cluster, fingerprint, fingerprint_bytes, position, last_at, first_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)
     ON CONFLICT (cluster) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
       fingerprint_bytes = EXCLUDED.fingerprint_bytes, position = EXCLUDED.position,
       last_at = EXCLUDED.last_at,
       first_at = COALESCE(game_log_offsets.first_at, EXCLUDED.first_at), updated_at = now()`,
    [
      cluster,
      fingerprint,
      fingerprintBytes,
      position,
      lastAt?.toISOString() ?? null,
      firstAt?.toISOString() ?? null,
    ],
  );
}
