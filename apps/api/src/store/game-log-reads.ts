// What the answers read of the clusters' game logs (docs/adr/0085-the-game-log-source.md): each
// cluster's players online now, and its players online hour by hour. A cluster has a game log
// when the sync keeps its place in one (game_log_offsets); its sessions are game_log_sessions.
import { POPULATION_HOURS } from '@ark/core';
import type { Queryable } from '../db/db';
import { SESSION_LIMIT_MAX_HOURS } from './game-log-sessions';

/** A cluster's players online in each hour. */
export interface Population {
  /** The first hour's start (ISO 8601, UTC); null where the cluster has no game log. */
  start: string | null;
  /**
   * Players online in each hour from `start`, oldest first: POPULATION_HOURS, or none; null for
   * an hour that ended before the log's first line, which the log knows nothing of.
   */
  hours: (number | null)[];
}

export interface GameLogReads {
  /** Each cluster with a game log, and its open sessions: its players online now. */
  online(): Promise<Map<string, number>>;
  /** A cluster's players online in each hour up to the one of its log's last line. */
  population(cluster: string): Promise<Population>;
}

/** Reads the game logs' sessions of `q`, the population's hours starting in `timezone`. */
export function createGameLogReads(q: Queryable, timezone: string): GameLogReads {
  return {
    async online() {
      // A start and the session cut close sessions as the log is read (ingest/game-log-sessions.ts),
      // so the open ones are who is online as of its last line; each count is read from the open
      // sessions' partial index (migration 16).
      const rows = await q.query<{ cluster: string; online: number }>(
        `SELECT o.cluster, (SELECT count(*)::int FROM game_log_sessions s
           WHERE s.cluster = o.cluster AND s.left_at IS NULL) AS online
         FROM game_log_offsets o`,
      );
      return new Map(rows.map((row) => [row.cluster, row.online]));
    },
    async population(cluster) {
      const [row] = await q.query<Population & { start: string }>(POPULATION_SQL, [
        cluster,
        timezone,
        POPULATION_HOURS,
        SESSION_LIMIT_MAX_HOURS,
      ]);
      return row ? { start: row.start, hours: row.hours } : { start: null, hours: [] };
    },
  };
}

/**
 * One statement: the hours end with the one (in the zone $2) of the log's last line, and begin
 * $3 hours before; only the sessions joined in them or up to a longest session before are read,
 * by the (cluster, joined_at) index (migration 19). A session counts in each hour it overlaps
 * (joined before the hour's end, left after its start); an open one lasts to the last line. The
 * hours step by 60 minutes from the zone's hour, so a day of a clock change has 23 or 25. An
 * hour that ended before the log's first line has no count (null): the log was not yet read then.
 */
export const POPULATION_SQL = `
WITH span AS (
  SELECT o.last_at AS as_of, o.first_at AS began,
    (date_trunc('hour', o.last_at AT TIME ZONE $2::text) AT TIME ZONE $2::text) + interval '1 hour' AS upto
  FROM game_log_offsets o WHERE o.cluster = $1::text AND o.last_at IS NOT NULL
), bounds AS (
  SELECT as_of, began, upto, upto - $3::int * interval '1 hour' AS since FROM span
), stays AS MATERIALIZED (
  SELECT s.player_id, b.since, GREATEST(s.joined_at, b.since) AS came,
    LEAST(COALESCE(s.left_at, b.as_of), b.upto) AS went
  FROM bounds b JOIN game_log_sessions s ON s.cluster = $1
    AND s.joined_at < b.upto AND s.joined_at > b.since - $4::int * interval '1 hour'
), counts AS (
  SELECT h, count(*)::int AS players
  FROM (
    SELECT DISTINCT st.player_id, h
    FROM stays st,
      generate_series(date_bin('1 hour', st.came, st.since), st.went - interval '1 microsecond',
        interval '1 hour') AS h
    WHERE st.went > st.came
  ) seen
  GROUP BY h
)
SELECT to_char(b.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
  ARRAY(SELECT CASE WHEN g + interval '1 hour' <= b.began THEN NULL ELSE COALESCE(c.players, 0) END
    FROM generate_series(b.since, b.upto - interval '1 hour', interval '1 hour') AS g
    LEFT JOIN counts c ON c.h = g ORDER BY g) AS hours
FROM bounds b`;
