// A game-log source's sessions in the store (migration 16, docs/adr/0085-the-game-log-source.md):
// written by player and join time, so a log read twice writes the same rows; the open ones read
// back to go on from, and each player's totals read for the board. The session's shape lives here,
// below ingest/ that folds the lines into it (DESIGN.md §8: one way down).
import type { Queryable } from '../db/db';

/** The longest a source may let a session count, in hours (a week). */
export const SESSION_LIMIT_MAX_HOURS = 7 * 24;

/** How a session ended; null while it is open. */
export type SessionEnd = 'leave' | 'start' | 'rejoin' | 'cut';

/** One player's stay on the server, keyed by player and join time. */
export interface Session {
  /** The EOS id, or an id made from the name when the line has none (`byName`). */
  playerId: string;
  /** The name the join line gave. */
  name: string;
  /** True when the player is keyed by name (a Survival Evolved line). */
  byName: boolean;
  joinedAt: Date;
  /** Null while open. */
  leftAt: Date | null;
  ended: SessionEnd | null;
}

/** What a read of the log carries over to the next one. */
export interface SessionState {
  /** The sessions still open, by player id. */
  open: Map<string, Session>;
  /** The time of the last timed line read: a start closes the open sessions there. */
  lastAt: Date | null;
}

/** Rows per INSERT: a day of 200 players is a few thousand sessions. */
const BATCH = 500;

/** Writes `sessions` of `cluster`, each replacing the row of its player and join time. */
export async function writeSessions(
  q: Queryable,
  cluster: string,
  sessions: readonly Session[],
): Promise<void> {
  for (let from = 0; from < sessions.length; from += BATCH) {
    const batch = sessions.slice(from, from + BATCH);
    const params: unknown[] = [cluster];
    const values = batch.map((session) => {
      const at = params.length;
      params.push(
        session.playerId,
        session.joinedAt.toISOString(),
        session.leftAt?.toISOString() ?? null,
        session.name,
        session.byName,
        session.ended,
      );
      return `($1, $${at + 1}, $${at + 2}::timestamptz, $${at + 3}::timestamptz, $${at + 4}, $${at + 5}::boolean, $${at + 6})`;
    });
    await q.query(
      `INSERT INTO game_log_sessions (cluster, player_id, joined_at, left_at, name, by_name, ended)
       VALUES ${values.join(', ')}
       ON CONFLICT (cluster, player_id, joined_at) DO UPDATE
       SET left_at = EXCLUDED.left_at, name = EXCLUDED.name, ended = EXCLUDED.ended`,
      params,
    );
  }
}

interface SessionRow {
  player_id: string;
  name: string;
  by_name: boolean;
  joined_ms: number;
}

/** The sessions of `cluster` still open, and the last line's time the last read kept. */
export async function readSessionState(
  q: Queryable,
  cluster: string,
  lastAt: Date | null,
): Promise<SessionState> {
  const rows = await q.query<SessionRow>(
    `SELECT player_id, name, by_name, (extract(epoch FROM joined_at) * 1000)::float8 AS joined_ms
     FROM game_log_sessions WHERE cluster = $1 AND left_at IS NULL`,
    [cluster],
  );
  const open = new Map<string, Session>();
  for (const row of rows) {
    open.set(row.player_id, {
      playerId: row.player_id,
      name: row.name,
      byName: row.by_name,
      joinedAt: new Date(row.joined_ms),
      leftAt: null,
      ended: null,
    });
  }
  return { open, lastAt };
}

/** One player's sessions summed up, as the board shows them. */
export interface PlayerSessions {
  id: string;
  /** The name of their latest session. */
  name: string;
  /** True when keyed by name (no id on their lines). */
  byName: boolean;
  /** Whole minutes over every session, an open one counted to `asOf`. */
  minutes: number;
  sessions: number;
  /** Their latest leave; null while a session is open (online now). */
  lastSeen: Date | null;
}

interface TotalsRow {
  player_id: string;
  name: string;
  by_name: boolean;
  seconds: number;
  sessions: number;
  online: boolean;
  last_ms: number | null;
}

/** Every player's totals in `cluster`, an open session counted up to `asOf`. */
export async function readPlayerSessions(
  q: Queryable,
  cluster: string,
  asOf: Date | null,
): Promise<PlayerSessions[]> {
  const rows = await q.query<TotalsRow>(
    `SELECT player_id,
       (array_agg(name ORDER BY joined_at DESC))[1] AS name,
       bool_or(by_name) AS by_name,
       sum(GREATEST(0, extract(epoch FROM COALESCE(left_at, GREATEST($2::timestamptz, joined_at)) - joined_at)))::float8 AS seconds,
       count(*)::int AS sessions,
       bool_or(left_at IS NULL) AS online,
       (extract(epoch FROM max(left_at)) * 1000)::float8 AS last_ms
     FROM game_log_sessions WHERE cluster = $1
     GROUP BY player_id ORDER BY player_id`,
    [cluster, (asOf ?? new Date(0)).toISOString()],
  );
  return rows.map((row) => ({
    id: row.player_id,
    name: row.name,
    byName: row.by_name,
    minutes: Math.floor(row.seconds / 60),
    sessions: row.sessions,
    lastSeen: row.online || row.last_ms === null ? null : new Date(row.last_ms),
  }));
}
