// Each player's and tribe's history (docs/adr/0063-history.md): one point a day per row, the day's
// last values of its ranked statistics and its ranks then, written at import for the rows whose
// statistics changed (and first appearances), read back oldest first for the history calls. A
// row's points of a month are one packed value in that month's partition
// (docs/adr/0072-history-by-month.md).
import { HISTORY_KEEP_DAYS, type View } from '@ark/core';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { cutMonths, HISTORY_TABLE, monthOf, writeInMonth } from './history-months';
import {
  type HistoryPointRecord,
  lastOfEachDay,
  type PackedMonth,
  pointSql,
  unpackMonth,
} from './history-points';
import { rankedColumns } from './view-columns';

export { HISTORY_TABLE } from './history-months';
export type { HistoryPointRecord } from './history-points';

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
  /**
   * Per board, the ids of the rows whose point is written: those the served partition lacks or
   * whose ranked statistics differ from its (`changedIds`, from the import's one read of it);
   * null: every row (the cluster had no served partition).
   */
  changed: Readonly<Record<RankTable, readonly string[] | null>>;
  /** Days kept, today included (site.historyDays). */
  keepDays: number;
}

/**
 * Writes an import's history (docs/adr/0063-history.md, docs/adr/0072-history-by-month.md), in
 * the import's transaction, before its swap takes any lock readers wait on. For each board: the
 * months older than `keepDays` are dropped (`cutMonths`), then one point for today is written, or
 * rewritten, for each changed row of the new partition: no row, and no statement, when none
 * changed. Every import writes history, so the served partition holds each row's last point's
 * values, and the import told the changed rows from its one read of it
 * (docs/adr/0097-one-read-of-the-served-partition.md): the cost grows with the rows that changed,
 * not with the history kept. Every row gets a point when the cluster has no points yet (a store
 * migrated to history, a season closed).
 */
export async function writeHistory(
  tx: Queryable,
  { cluster, day, partitions, changed, keepDays }: HistoryWrite,
): Promise<void> {
  for (const table of ['players', 'tribes'] as const) {
    await cutMonths(tx, table, day, keepDays);
    const [kept] = await tx.query(
      `SELECT 1 FROM ${HISTORY_TABLE[table]} WHERE cluster = $1 LIMIT 1`,
      [cluster],
    );
    const ids = kept ? changed[table] : null;
    if (ids?.length === 0) continue;
    await appendPoints(tx, table, { cluster, day, partition: partitions[table], ids });
  }
}

const UPSERT = 'ON CONFLICT (cluster, id, month, day) DO UPDATE SET points = EXCLUDED.points';

/** Which rows `appendPoints` writes the point of. */
export interface PointSource {
  cluster: string;
  /** YYYY-MM-DD */
  day: string;
  /** A board partition (trusted SQL, never a request's text): the rows' values and ranks. */
  partition: string;
  /** The ids of its rows to write; null: every row. */
  ids: readonly string[] | null;
}

/**
 * Writes the point of `day` of each row of `partition` (or of those `ids` name) in the month's
 * partition, a row per row and day: a second import the same day rewrites the day's point. One
 * INSERT into the month's partition only (`writeInMonth`); a month the import opens needs no
 * conflict check, as each row comes once. Into a month already holding points the rows come in
 * key order: the primary key's pages are then visited once each, not at random (about a third of
 * the insert's time at 1M; docs/benchmarks.md, History).
 */
export async function appendPoints(
  tx: Queryable,
  table: RankTable,
  { cluster, day, partition, ids }: PointSource,
): Promise<void> {
  const month = monthOf(day);
  // The ids as one array parameter, joined (a hash of them), however many they are.
  const only = ids ? 'JOIN unnest($4::text[]) AS c(id) ON c.id = n.id' : '';
  await writeInMonth(tx, table, month, (target, fresh) =>
    tx.query(
      `INSERT INTO ${target} (cluster, id, month, day, points)
       SELECT $1, n.id, $3::date, extract(day FROM $2::date)::int, ${pointSql(table, 'n', '$2::date')}
       FROM ${partition} n ${only}
       ${fresh ? '' : `ORDER BY n.id ${UPSERT}`}`,
      ids ? [cluster, day, month, ids] : [cluster, day, month],
    ),
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

/** A history read in one snapshot; `points` null when the id is unknown or hidden (404). */
export interface HistorySnapshot {
  version: number;
  points: HistoryPointRecord[] | null;
}

/**
 * One player's or tribe's points in a cluster, oldest first, with the data version, in ONE
 * statement (docs/adr/0010-one-data-version-per-answer.md); points null when the row is not a
 * visible row of the cluster's current board (unknown, or hidden: a hidden row has no public
 * history). A primary-key range scan: one row a month kept.
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
    months: PackedMonth[] | null;
  }>(
    `SELECT v.version::int AS version,
       EXISTS (SELECT 1 FROM ${view} r WHERE r.cluster = $1 AND r.id = $2
         AND r.pos_${first} IS NOT NULL) AS shown,
       (SELECT json_agg(json_build_object('month', to_char(h.month, 'YYYY-MM'),
           'points', encode(h.points, 'hex')) ORDER BY h.month, h.day)
         FROM ${HISTORY_TABLE[view]} h WHERE h.cluster = $1 AND h.id = $2) AS months
     FROM data_version v WHERE v.id = 1`,
    [cluster, id],
  );
  if (!row?.shown) return { version: row?.version ?? 0, points: null };
  return {
    version: row.version,
    points: lastOfEachDay((row.months ?? []).flatMap((m) => unpackMonth(view, m))),
  };
}
