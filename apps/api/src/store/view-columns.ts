import {
  defaultFilter,
  FILTER_TABLE,
  type FilterOption,
  findFilter,
  type StatField,
  type View,
} from '@ark/core';

/** SQL facts of one view: its table and, per row field that can be ranked, its stat column. */
export interface ViewSql<V extends View = View> {
  table: V;
  /**
   * Every rankable row field -> its stat column; position/rank columns are pos_<col>/rank_<col>.
   * Typed by core's fields, so a filter on a field without a column fails to compile.
   */
  statColumns: Readonly<Record<StatField<V>, string>>;
  /**
   * The select list producing the spec's row fields and the row's ids (rank and rank_change are
   * added per statistic).
   */
  rowSelect: string;
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
    rowSelect: `name AS "TribeName", damage_score AS "DamageScore", kills AS "TotalKills",
      deaths AS "TotalDeaths", ${KD('kills', 'deaths')} AS "KD", tame_kills AS "TotalTameKills",
      play_time AS "TotalPlayTime", id AS "TribeID"`,
  },
  players: {
    table: 'players',
    statColumns: {
      PlayerKills: 'kills',
      DeathByPlayer: 'deaths',
      DinoKills: 'dino_kills',
      PlayTime: 'play_time',
    },
    rowSelect: `name AS "PlayerName", tribe_name AS "TribeName", play_time AS "PlayTime",
      kills AS "PlayerKills", dino_kills AS "DinoKills", deaths AS "DeathByPlayer",
      ${KD('kills', 'deaths')} AS "KD", id AS "SteamID", tribe_id AS "TribeID"`,
  },
};

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
