// A history point packed in bytes (docs/adr/0072-history-by-month.md): a row's points of a month
// are one bytea, oldest first, each point its day of the month (1 byte), its ranked statistics
// (float8 each, NaN: none) and its ranks (int4 each, 0: none), big-endian as PostgreSQL's
// float8send and int4send write them. Migration 12 packs the same way.
import type { View } from '@ark/core';
import type { RankTable } from './cluster-partition';
import { rankedFilters, statColumn } from './view-columns';

/** The statistics of a point, in the order they are packed (frozen with migration 12). */
export const HISTORY_POINT_COLUMNS: Readonly<Record<RankTable, readonly string[]>> = {
  players: ['kills', 'deaths', 'dino_kills', 'play_time'],
  tribes: ['damage_score', 'kills', 'deaths', 'tame_kills', 'play_time'],
};

/** Bytes of one packed point of `table`: its day, a float8 per statistic, an int4 per rank. */
export function pointWidth(table: RankTable): number {
  return 1 + HISTORY_POINT_COLUMNS[table].length * 12;
}

/**
 * The SQL of one packed point of the row `alias` (a board partition's row: its statistics and
 * rank_ columns) on the date `day` (an SQL expression).
 */
export function pointSql(table: RankTable, alias: string, day: string): string {
  const columns = HISTORY_POINT_COLUMNS[table];
  return [
    `set_byte(decode('00', 'hex'), 0, extract(day FROM ${day})::int)`,
    ...columns.map((c) => `float8send(coalesce(${alias}.${c}, 'NaN'))`),
    ...columns.map((c) => `int4send(coalesce(${alias}.rank_${c}, 0))`),
  ].join(' || ');
}

/**
 * The SQL of the last point of `points` (an SQL expression) moved to the 1st of its month with
 * no ranks: what the retention cut carries (docs/adr/0072-history-by-month.md).
 */
export function carriedPointSql(table: RankTable, points: string): string {
  const width = pointWidth(table);
  const stats = HISTORY_POINT_COLUMNS[table].length;
  const last = `substr(${points}, length(${points}) - ${width - 1}, ${width})`;
  const noRanks = `decode(repeat('00', ${stats * 4}), 'hex')`;
  return `set_byte(overlay(${last} placing ${noRanks} from ${2 + stats * 8}), 0, 1)`;
}

/** One point as the history calls send it: its day, the row's statistic fields, its ranks. */
export type HistoryPointRecord = { day: string; ranks: Record<string, number | null> } & Record<
  string,
  unknown
>;

/** A row's points of one month (or day), as the store keeps them (`points` in hex). */
export interface PackedMonth {
  /** YYYY-MM */
  month: string;
  points: string;
}

/**
 * A row's points of a month unpacked as the history calls send them, oldest first: `day`, each
 * ranked statistic under its row field (PlayerKills...), `ranks` under each Filter by option's
 * wire value (kills...), as the detail calls name them.
 */
export function unpackMonth(view: View, { month, points }: PackedMonth): HistoryPointRecord[] {
  const bytes = Buffer.from(points, 'hex');
  const columns = HISTORY_POINT_COLUMNS[view];
  const width = pointWidth(view);
  const fields = rankedFilters(view).map((option) => {
    const at = columns.indexOf(statColumn(view, option.field));
    return {
      field: option.field,
      wire: option.wire,
      value: 1 + at * 8,
      rank: 1 + columns.length * 8 + at * 4,
    };
  });
  const out: HistoryPointRecord[] = [];
  for (let start = 0; start + width <= bytes.length; start += width) {
    const day = String(bytes.readUInt8(start)).padStart(2, '0');
    const point: Record<string, unknown> = { day: `${month}-${day}` };
    const ranks: Record<string, number | null> = {};
    for (const { field, wire, value, rank } of fields) {
      const stat = bytes.readDoubleBE(start + value);
      point[field] = Number.isNaN(stat) ? null : stat;
      ranks[wire] = bytes.readInt32BE(start + rank) || null;
    }
    point.ranks = ranks;
    out.push(point as HistoryPointRecord);
  }
  return out;
}

/**
 * `points` (oldest first) with one point a day, the day's last: a point carried by the retention
 * cut, or packed by migration 12, may share its day with one an import wrote after it.
 */
export function lastOfEachDay(points: HistoryPointRecord[]): HistoryPointRecord[] {
  return points.filter((point, i) => points[i + 1]?.day !== point.day);
}
