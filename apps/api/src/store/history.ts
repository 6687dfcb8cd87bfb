// Each player's and tribe's history (docs/adr/0063-history.md): one point a day per row, the day's
// last values of its ranked statistics and its ranks then, written at import for the rows whose
// statistics changed (and first appearances), read back oldest first for the history calls.
import { HISTORY_KEEP_DAYS, type View } from '@ark/core';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { rankedColumns, rankedFilters, statColumn } from './view-columns';

/** Each board's table of points (migration 11). */
export const HISTORY_TABLE: Readonly<Record<RankTable, string>> = {
  players: 'history_players',
  tribes: 'history_tribes',
};

/**
 * The `site` field of ark.config.json that bounds what history keeps, as a shape config.ts
 * composes into the `site` section: points older than this many days are dropped at import.
 */
export const SITE_HISTORY_FIELDS = {
  historyDays: z
    .number()
    .int('a whole number of days')
    .min(1, 'at least 1 day')
    .max(36_500, 'at most 36500 days')
    .default(HISTORY_KEEP_DAYS),
} as const;

/**
 * The day `at` falls on in the community's time zone, as the store and the wire write it.
 * @example historyDay(new Date('2026-11-20T23:30:00Z'), 'Europe/Berlin') // "2026-11-21"
 */
export function historyDay(at: Date, timezone: string): string {
  return format(at, 'yyyy-MM-dd', { in: tz(timezone) });
}

/** What one import writes to history, in its swap transaction. */
export interface HistoryWrite {
  cluster: string;
  /** The import's day in the community's time zone (`historyDay`). */
  day: string;
  /** The new partitions built by the import (not yet attached): what each row is now. */
  partitions: Readonly<Record<RankTable, string>>;
  /** The partitions served until now (the cluster's state as the import read it); null: none. */
  served: Readonly<Record<RankTable, string>> | null;
  /** Days kept, today included (site.historyDays). */
  keepDays: number;
}

/**
 * Writes an import's history (docs/adr/0063-history.md), in the import's transaction, before its
 * swap takes any lock readers wait on. For each board: the points older than `keepDays` are
 * dropped (a row's newest one is carried to the first kept day instead, its ranks unknown), then
 * one point for today is written, or rewritten, for every row of the new partition whose ranked
 * statistics differ from the served partition's. Every import writes history, so the served
 * partition holds each row's last point's values: the comparison is one join of two partitions,
 * and its cost grows with the rows that changed, not with the history kept. A row the served
 * partition lacks (new, or back) gets a point; so does every row when the cluster has no points
 * yet (a store migrated to history, a season closed).
 */
export async function writeHistory(
  tx: Queryable,
  { cluster, day, partitions, served: held, keepDays }: HistoryWrite,
): Promise<void> {
  for (const table of ['players', 'tribes'] as const) {
    await cutHistory(tx, table, cluster, day, keepDays);
    const [kept] = await tx.query(
      `SELECT 1 FROM ${HISTORY_TABLE[table]} WHERE cluster = $1 LIMIT 1`,
      [cluster],
    );
    const served = kept ? (held?.[table] ?? null) : null;
    await writePoints(tx, table, { cluster, day, partition: partitions[table], served });
  }
}

/**
 * Drops a cluster's points of the days before the last `keepDays`. A row's newest point among
 * them is kept and moved to the first kept day with no ranks: its values were still those on
 * that day (no later point means no change), so a row that has not changed for longer than
 * history keeps still has a line.
 */
async function cutHistory(
  tx: Queryable,
  table: RankTable,
  cluster: string,
  day: string,
  keepDays: number,
): Promise<void> {
  const name = HISTORY_TABLE[table];
  const cut = '($2::date - $3::int)';
  await tx.query(
    `DELETE FROM ${name} h WHERE h.cluster = $1 AND h.day <= ${cut}
       AND EXISTS (SELECT 1 FROM ${name} n WHERE n.cluster = $1 AND n.id = h.id AND n.day > h.day)`,
    [cluster, day, keepDays],
  );
  const unranked = rankedColumns(table)
    .map((c) => `rank_${c} = NULL`)
    .join(', ');
  await tx.query(
    `UPDATE ${name} SET day = ${cut} + 1, ${unranked} WHERE cluster = $1 AND day <= ${cut}`,
    [cluster, day, keepDays],
  );
}

/**
 * Writes today's point of every row of `partition` whose ranked statistics differ from `served`
 * (each row's last point), or of every row when nothing is served: one INSERT ... SELECT, a
 * second import of the day rewriting the point it finds.
 */
async function writePoints(
  tx: Queryable,
  table: RankTable,
  {
    cluster,
    day,
    partition,
    served,
  }: { cluster: string; day: string; partition: string; served: string | null },
): Promise<void> {
  const stats = rankedColumns(table);
  const ranks = stats.map((c) => `rank_${c}`);
  const columns = [...stats, ...ranks];
  const changed = served
    ? `LEFT JOIN ${served} p ON p.id = n.id
       WHERE p.id IS NULL OR (${stats.map((c) => `n.${c}`).join(', ')})
         IS DISTINCT FROM (${stats.map((c) => `p.${c}`).join(', ')})`
    : '';
  await tx.query(
    `INSERT INTO ${HISTORY_TABLE[table]} (cluster, id, day, ${columns.join(', ')})
     SELECT $1, n.id, $2::date, ${columns.map((c) => `n.${c}`).join(', ')}
     FROM ${partition} n ${changed}
     ON CONFLICT (cluster, id, day) DO UPDATE SET
       ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [cluster, day],
  );
}

/**
 * Ends every cluster's history (a season closed: docs/adr/0063-history.md): the points go, and
 * the next import of each cluster starts its line again with every row.
 */
export async function endHistory(tx: Queryable): Promise<void> {
  // A store not migrated to history yet (migration 11) has none to end.
  const [kept] = await tx.query<{ kept: boolean }>(
    `SELECT to_regclass('${HISTORY_TABLE.players}') IS NOT NULL AS kept`,
  );
  if (kept?.kept) await tx.query(`TRUNCATE ${Object.values(HISTORY_TABLE).join(', ')}`);
}

/** One point as the history calls send it: its day, the row's statistic fields, its ranks. */
export type HistoryPointRecord = { day: string; ranks: Record<string, number | null> } & Record<
  string,
  unknown
>;

/** A history read in one snapshot; `points` null when the id is unknown or hidden (404). */
export interface HistorySnapshot {
  version: number;
  points: HistoryPointRecord[] | null;
}

/**
 * The JSON of one point: `day`, each ranked statistic under its row field (PlayerKills...), and
 * `ranks` under each Filter by option's wire value (kills...), as the detail calls name them.
 */
function pointJson(view: View): string {
  const fields = rankedFilters(view).flatMap((option) => {
    const column = statColumn(view, option.field);
    return [`'${option.field}', h.${column}`];
  });
  const ranks = rankedFilters(view).flatMap((option) => {
    const column = statColumn(view, option.field);
    return [`'${option.wire}', h.rank_${column}`];
  });
  return `json_build_object('day', to_char(h.day, 'YYYY-MM-DD'), ${fields.join(', ')},
    'ranks', json_build_object(${ranks.join(', ')}))`;
}

/**
 * One player's or tribe's points in a cluster, oldest first, with the data version, in ONE
 * statement (docs/adr/0010-one-data-version-per-answer.md); points null when the row is not a
 * visible row of the cluster's current board (unknown, or hidden: a hidden row has no public
 * history). A primary-key range scan.
 */
export async function readHistory(
  q: Queryable,
  view: View,
  { cluster, id }: { cluster: string; id: string },
): Promise<HistorySnapshot> {
  const first = rankedColumns(view)[0] as string;
  const [row] = await q.query<{
    version: number;
    shown: boolean;
    points: HistoryPointRecord[] | null;
  }>(
    `SELECT v.version::int AS version,
       EXISTS (SELECT 1 FROM ${view} r WHERE r.cluster = $1 AND r.id = $2
         AND r.pos_${first} IS NOT NULL) AS shown,
       (SELECT coalesce(json_agg(${pointJson(view)} ORDER BY h.day), '[]'::json)
         FROM ${HISTORY_TABLE[view]} h WHERE h.cluster = $1 AND h.id = $2) AS points
     FROM data_version v WHERE v.id = 1`,
    [cluster, id],
  );
  return { version: row?.version ?? 0, points: row?.shown ? (row.points ?? []) : null };
}
