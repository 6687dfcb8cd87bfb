// What the answers read of the clusters' game logs (docs/adr/0085-the-game-log-source.md): each
// cluster's players online now. A cluster has a game log when the sync keeps its place in one
// (game_log_offsets); its sessions are game_log_sessions.
import type { Queryable } from '../db/db';

export interface GameLogReads {
  /** Each cluster with a game log, and its open sessions: its players online now. */
  online(): Promise<Map<string, number>>;
}

/** Reads the game logs' sessions of `q`. */
export function createGameLogReads(q: Queryable): GameLogReads {
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
  };
}
