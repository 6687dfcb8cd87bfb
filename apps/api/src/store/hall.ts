// The hall of fame's writes (docs/adr/0074-the-hall-of-fame.md): at the first import after a day,
// week or month closes, that period's top gains of every board are copied from the served range
// board's slot of it, the one the import is about to move back or replace. Cost: two short
// index walks per board and statistic, whatever the number of players.
import { FILTER_TABLE, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import type { ServedTables } from './cluster-state';
import { historyDay } from './history';
import { PERIOD_KINDS, type PeriodKind, type PeriodSettings, periodStart } from './periods';
import { storedSlot } from './range-slots';
import { statColumn } from './view-columns';

/** How many shown rows a closed period keeps per board and statistic: enough for any unhide. */
export const HALL_KEEP = 10;

/** The season the hall's rows of the current season are kept under. */
export const CURRENT_SEASON = 0;

/** Each board's statistics as the hall names them (the filter's wire value) and their columns. */
export function hallStats(board: RankTable): { stat: string; column: string }[] {
  return FILTER_TABLE[board as View].map((option) => ({
    stat: option.wire,
    column: statColumn(board as View, option.field as never),
  }));
}

/** One period that closed at an import: its kind and its start (ms). */
export interface ClosedPeriod {
  kind: PeriodKind;
  start: number;
}

/**
 * The periods an import at `at` closes: each kind whose served period start is before the
 * import's own (a skipped week still closes, with its gains as of its last import).
 */
export function closedPeriods(
  served: Pick<ServedTables, 'starts'> | null,
  at: Date,
  settings: PeriodSettings,
): ClosedPeriod[] {
  if (!served) return [];
  return PERIOD_KINDS.flatMap((kind) => {
    const start = served.starts[kind];
    if (start === null || start >= periodStart(kind, at, settings).getTime()) return [];
    return [{ kind, start }];
  });
}

/** What one import writes to the hall, in its swap transaction. */
export interface HallWrite {
  cluster: string;
  /** The cluster's served tables as the import read them; null for its first import. */
  served: ServedTables | null;
  /** The import's time. */
  at: Date;
  periods: PeriodSettings;
}

/**
 * Writes the hall's rows of every period the import closes, replacing any already written for
 * them (so a rebuild and an import agree). Resolves to the number of periods written.
 */
export async function writeHall(tx: Queryable, write: HallWrite): Promise<number> {
  const { served } = write;
  if (!served?.rangePlayers) return 0;
  const closed = closedPeriods(served, write.at, write.periods);
  for (const { kind, start } of closed) {
    const day = historyDay(new Date(start), write.periods.timezone);
    await tx.query(
      'DELETE FROM hall_results WHERE cluster = $1 AND season = $2 AND span = $3 AND start = $4',
      [write.cluster, CURRENT_SEASON, kind, day],
    );
    const slot = storedSlot(kind, served.aliases);
    const tables: Record<RankTable, string | null> = {
      players: served.rangePlayers,
      tribes: served.rangeTribes,
    };
    for (const board of ['players', 'tribes'] as const) {
      const table = tables[board];
      if (!table) continue;
      for (const { stat, column } of hallStats(board)) {
        await tx.query(topSql(table, column), [write.cluster, kind, day, board, stat, slot]);
      }
    }
  }
  return closed.length;
}

/**
 * One board's and statistic's top rows of a range slot (the slot a parameter `$<slot>`): the
 * shown top HALL_KEEP by position (the board's own order, ties by name) and the hidden rows (no
 * position) that would place among them, numbered as `place`. A gain of zero, or a statistic the
 * source lacks (NULL), is not kept. The one definition of a closed period's rows: the import
 * copies it (writeHall), a post reads it of a period no import has closed yet (hall-reads.ts).
 * `table` and `column` come from the store and the filter table, never from a request.
 */
export function closingTopSql(table: string, column: string, slot: string): string {
  return `SELECT row_number() OVER (ORDER BY value DESC, pos NULLS LAST, id)::int AS place,
      id, name, value
    FROM (
      (SELECT id, name, ${column}::float8 AS value, pos_${column} AS pos FROM ${table}
       WHERE slot = ${slot} AND pos_${column} <= ${HALL_KEEP} AND ${column} > 0
       ORDER BY pos_${column})
      UNION ALL
      (SELECT id, name, ${column}::float8, NULL FROM ${table}
       WHERE slot = ${slot} AND pos_${column} IS NULL AND ${column} > 0
       ORDER BY ${column} DESC, id LIMIT ${HALL_KEEP})
    ) top`;
}

/** Copies one board's and statistic's top rows of a range slot ($6) as the period's hall rows. */
const topSql = (table: string, column: string): string =>
  `INSERT INTO hall_results (cluster, season, span, start, board, stat, place, id, name, value)
    SELECT $1, ${CURRENT_SEASON}, $2, $3::date, $4, $5, place, id, name, value
    FROM (${closingTopSql(table, column, '$6')}) closing`;

/** Numbers the current season's hall rows as the season `id` (at the season's close). */
export async function closeHallSeason(tx: Queryable, id: number): Promise<void> {
  // A store not migrated to the hall yet (migration 14) has none to number.
  const [kept] = await tx.query<{ kept: boolean }>(
    "SELECT to_regclass('hall_results') IS NOT NULL AS kept",
  );
  if (!kept?.kept) return;
  await tx.query('UPDATE hall_results SET season = $1 WHERE season = $2', [id, CURRENT_SEASON]);
}
