import {
  defaultFilter,
  FILTER_TABLE,
  type FilterOption,
  findFilter,
  type StatField,
  type View,
} from '@ark/core';

/**
 * A tribe's row of a board as the store reads it: data under the store's own names; the answers
 * name it as the wire does (draw/rankings-answer.ts, docs/adr/0080-typed-rows.md).
 */
export interface RankedTribe {
  /** Competition rank by the statistic the page is ordered by. */
  rank: number;
  name: string;
  /** Null where the source keeps no score (docs/adr/0059-layouts-and-sqlite.md). */
  damageScore: number | null;
  kills: number;
  deaths: number;
  /** kills / max(deaths, 1) with exactly two decimals, as text (KD). */
  kd: string;
  tameKills: number;
  /** Minutes summed over the tribe's players; null where the source keeps none. */
  playTime: number | null;
  id: string;
  /** Places moved up since the previous import, null for a new row; only on boards with movement. */
  rankChange?: number | null;
}

/** A player's row of a board as the store reads it. */
export interface RankedPlayer {
  rank: number;
  name: string;
  tribeName: string;
  /** Minutes; null where the source keeps none. */
  playTime: number | null;
  /** Null, as dinoKills, deaths and so KD, where the source keeps none (the game log). */
  kills: number | null;
  dinoKills: number | null;
  deaths: number | null;
  kd: string | null;
  id: string;
  /** The player's tribe; null for none. */
  tribeId: string | null;
  rankChange?: number | null;
  /** Their sessions in the cluster's game log; null (or absent) where it has none of them. */
  sessions?: number | null;
  /** Their latest leave (ISO 8601) where `sessions` is given; null there while online now. */
  lastSeen?: string | null;
}

/** The row of a board of `view`. */
export type RankedRow<V extends View = View> = V extends 'tribes' ? RankedTribe : RankedPlayer;

/** A page's or board's rows, typed by their view. */
export type RankedRows = { [V in View]: { view: V; rows: RankedRow<V>[] } }[View];

/** The fields of a row read from its own columns (rank and movement are per statistic). */
export type RowField<V extends View> = Exclude<
  keyof RankedRow<V>,
  'rank' | 'rankChange' | 'sessions' | 'lastSeen'
>;

/** SQL facts of one view: its table and, per row field that can be ranked, its stat column. */
export interface ViewSql<V extends View = View> {
  table: V;
  /**
   * Every rankable row field -> its stat column; position/rank columns are pos_<col>/rank_<col>.
   * Typed by core's fields, so a filter on a field without a column fails to compile.
   */
  statColumns: Readonly<Record<StatField<V>, string>>;
  /** Each field of the view's row -> the SQL that reads it from the row `x`'s table. */
  rowColumns: Readonly<Record<RowField<V>, string>>;
}

// Text with exactly two decimals ("1999.00", "2.50"): numeric keeps its scale, a float would not
// (docs/adr/0005-wire-contract.md).
export const KD = (kills: string, deaths: string) =>
  `round(${kills}::numeric / greatest(${deaths}, 1)::numeric, 2)::text`;

/** Tables and columns per view; the column names never come from a request. */
export const VIEW_SQL: { readonly [V in View]: ViewSql<V> } = {
  tribes: {
    table: 'tribes',
    statColumns: {
      DamageScore: 'damage_score',
      TotalKills: 'kills',
      TotalDeaths: 'deaths',
      TotalTameKills: 'tame_kills',
      TotalPlayTime: 'play_time',
    },
    rowColumns: {
      name: 'name',
      damageScore: 'damage_score',
      kills: 'kills',
      deaths: 'deaths',
      kd: KD('kills', 'deaths'),
      tameKills: 'tame_kills',
      playTime: 'play_time',
      id: 'id',
    },
  },
  players: {
    table: 'players',
    statColumns: {
      PlayerKills: 'kills',
      DeathByPlayer: 'deaths',
      DinoKills: 'dino_kills',
      PlayTime: 'play_time',
    },
    rowColumns: {
      name: 'name',
      tribeName: 'tribe_name',
      playTime: 'play_time',
      kills: 'kills',
      dinoKills: 'dino_kills',
      deaths: 'deaths',
      kd: KD('kills', 'deaths'),
      id: 'id',
      tribeId: 'tribe_id',
    },
  },
};

/** A select list of a view's row fields, each under its own name (`name AS "name", ...`). */
export function rowSelect(view: View): string {
  return Object.entries(VIEW_SQL[view].rowColumns as Record<string, string>)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');
}

/**
 * The stat column a field of `view` orders by. The types tie field to view; a caller holding
 * only the union (a request) is checked at run time too, so tribes.PlayerKills never reaches SQL.
 */
export function statColumn<V extends View>(view: V, field: StatField<V>): string {
  const columns: Readonly<Record<string, string>> = VIEW_SQL[view].statColumns;
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (column === undefined) throw new Error(`no stat column for ${view}.${field}`);
  return column;
}

/** Core's Filter by options of a view, with their fields typed for the server. */
export function rankedFilters(view: View): readonly FilterOption<StatField>[] {
  return FILTER_TABLE[view];
}

/** Every stat column of a view that core's filter table can ask for, in menu order. */
export function rankedColumns(view: View): string[] {
  return rankedFilters(view).map((option) => statColumn(view, option.field));
}

/** The statistic a board opens with (its rows are written in this order). */
export function defaultColumn(view: View): string {
  const option = findFilter(view, defaultFilter(view));
  return option ? statColumn(view, option.field) : (rankedColumns(view)[0] as string);
}
