import { FILTER_TABLE, type View } from '@ark/core';

/** SQL facts of one view: its table and, per row field that can be ranked, its stat column. */
export interface ViewSql {
  table: 'tribes' | 'players';
  /** Row field of core's filter table -> stat column. Position/rank columns are pos_<col>/rank_<col>. */
  statColumns: Record<string, string>;
  /** The select list producing the spec's row fields (rank is added per statistic). */
  rowSelect: string;
}

// Text with exactly two decimals ("1999.00", "2.50"): numeric keeps its scale, a float would not
// (docs/decisions.md#kd).
const KD = (kills: string, deaths: string) =>
  `round(${kills}::numeric / greatest(${deaths}, 1)::numeric, 2)::text`;

/** Tables and columns per view; the column names never come from a request. */
export const VIEW_SQL: Record<View, ViewSql> = {
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
      play_time AS "TotalPlayTime"`,
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
      ${KD('kills', 'deaths')} AS "KD"`,
  },
};

/** The stat column a filter option of core's table orders by; throws if the tables disagree. */
export function statColumn(view: View, field: string): string {
  const column = VIEW_SQL[view].statColumns[field];
  if (!column) throw new Error(`no stat column for ${view}.${field}`);
  return column;
}

/** Every stat column of a view that core's filter table can ask for. */
export function rankedColumns(view: View): string[] {
  return FILTER_TABLE[view].map((option) => statColumn(view, option.field));
}
