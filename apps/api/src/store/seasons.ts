import type { Db, Queryable } from '../db/db';
import { type OnProgress, type StepProgress, stepClock } from '../lib/progress';
import {
  IMPORT_LOCK,
  partitionColumns,
  partitionIndexes,
  type RankTable,
} from './cluster-partition';
import { closeHallSeason } from './hall';
import { endHistory } from './history';

/** One archived season (docs/adr/0037-moderation-and-seasons.md). */
export interface SeasonMeta {
  id: number;
  name: string;
  /** ISO 8601. */
  closedAt: string;
  closedBy: string;
}

/** A season that cannot be closed; nothing was changed. */
export class SeasonError extends Error {}

/** The partition of `season_<table>` holding an archived season's rows (every cluster). */
export function seasonTable(table: RankTable, season: number): string {
  return `season_${table}_s${Math.trunc(season)}`;
}

/** The archived seasons, newest first. */
export function listSeasons(q: Queryable): Promise<SeasonMeta[]> {
  return q.query<SeasonMeta>(
    `SELECT id, name, to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "closedAt",
       closed_by AS "closedBy"
     FROM seasons ORDER BY closed_at DESC, id DESC`,
  );
}

/** What closing a season archived. */
export interface ClosedSeason extends SeasonMeta {
  clusters: number;
  players: number;
  tribes: number;
  version: number;
}

/** A season's close, step by step: each table archived, then the season sealed. */
export const SEASON_STEPS = ['players', 'tribes', 'seal'] as const;

export interface CloseSeasonOptions {
  name: string;
  /** Who closes it (the OS user). */
  by: string;
  /** Told how far each step is as it goes (lib/progress.ts). */
  onProgress?: OnProgress | undefined;
}

/**
 * Archives every cluster's current rows, ranks, movement and hides as a read-only season, in ONE
 * transaction: one partition of season_players / season_tribes per season (every cluster), built
 * with the same indexes as a live partition after the copy and then attached, so reading it is
 * the same reader on another table. The current season is left as it is; the data version is
 * bumped (the seasons list changes).
 */
export function closeSeason(
  db: Db,
  { name, by, onProgress }: CloseSeasonOptions,
): Promise<ClosedSeason> {
  const clock = stepClock<(typeof SEASON_STEPS)[number]>({ work: name, onProgress });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const [taken] = await tx.query('SELECT 1 FROM seasons WHERE name = $1', [name]);
    if (taken) throw new SeasonError(`a season named "${name}" is already closed`);
    const [season] = await tx.query<{ id: number }>(
      'INSERT INTO seasons (name, closed_by) VALUES ($1, $2) RETURNING id',
      [name, by],
    );
    const id = season?.id as number;
    const counts: Record<RankTable, number> = { players: 0, tribes: 0 };
    for (const table of ['players', 'tribes'] as const) {
      counts[table] = await clock.run(table, (progress) => archiveTable(tx, table, id, progress));
    }
    return clock.run('seal', async () => {
      const clusters = await tx.query(
        `INSERT INTO season_clusters (season_id, key, display, sort_order, players, tribes, updated_at)
         SELECT $1, key, display, sort_order, players, tribes, updated_at FROM clusters RETURNING key`,
        [id],
      );
      await tx.query(
        `INSERT INTO season_hidden (season_id, cluster, kind, id, reason, hidden_at, hidden_by)
         SELECT $1, cluster, kind, id, reason, hidden_at, hidden_by FROM hidden_entries`,
        [id],
      );
      // The season's history ends with it; the next import starts each line again.
      await endHistory(tx);
      // So is its hall of fame (docs/adr/0074-the-hall-of-fame.md).
      await closeHallSeason(tx, id);
      const [bumped] = await tx.query<{ version: number }>(
        'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
      );
      const [meta] = (await listSeasons(tx)).filter((s) => s.id === id);
      return {
        ...(meta as SeasonMeta),
        clusters: clusters.length,
        players: counts.players,
        tribes: counts.tribes,
        version: bumped?.version ?? 0,
      };
    });
  });
}

/**
 * Copies every cluster's rows of `table` into the season's partition, builds its indexes and
 * attaches it; resolves to the rows archived.
 */
async function archiveTable(
  tx: Queryable,
  table: RankTable,
  id: number,
  progress: StepProgress,
): Promise<number> {
  const partition = seasonTable(table, id);
  const columns = partitionColumns(table).join(', ');
  progress.part('copy');
  await tx.query(`CREATE TABLE ${partition} (LIKE season_${table}, CHECK (season_id = ${id}))`);
  await tx.query(
    `INSERT INTO ${partition} (season_id, ${columns}) SELECT ${id}, ${columns} FROM ${table}`,
  );
  const indexes = [
    ...partitionIndexes(table, partition, { clusters: 'all' }),
    `CREATE INDEX ON ${partition} USING gin (name_key gin_trgm_ops)`,
  ];
  progress.part('indexes', indexes.length, 'indexes');
  for (const [built, sql] of indexes.entries()) {
    await tx.query(sql);
    progress.report(built + 1);
  }
  progress.part('analyze');
  await tx.query(`ANALYZE ${partition}`);
  await tx.query(`ALTER TABLE season_${table} ATTACH PARTITION ${partition} FOR VALUES IN (${id})`);
  const [counted] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${partition}`);
  return counted?.n ?? 0;
}
