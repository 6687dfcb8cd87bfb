import type { View } from '@ark/core';
import { DATA_COLUMNS, RANGE_TABLE, type RankTable, sqlLiteral } from './cluster-partition';
import type { BoardChoice } from './page-plan';
import type { RangeSlot } from './range-slots';
import { seasonTable } from './seasons';
import { rankedColumns } from './view-columns';

/**
 * The relations a read names: the current season's tables, an archived season's partitions and
 * clusters, or a range slot's rows. Reading a season or a slot is the same statement on other
 * relations, with the same kind of indexes (docs/adr/0037-moderation-and-seasons.md). Names come
 * from a checked season id or a slot constant, never a request's text.
 */
export interface BoardRelations {
  readonly players: string;
  readonly tribes: string;
  /** A relation with the clusters table's columns (key, display, sort_order, counts, updated_at). */
  readonly clusters: string;
  /** Rows carry their previous import's ranks (movement): the all-time boards' do. */
  readonly movement: boolean;
  /** Players carry their game log's sessions and last seen: the current season's boards do. */
  readonly seen: boolean;
  /**
   * Per view, the relation a detail call's subject is read from: every row of the cluster's board
   * with its statistics and ranks on this board (a slot's row, or zeros and no ranks), and a
   * `shown` condition on it (false for a hidden row).
   */
  readonly subjects: Readonly<Record<View, { relation: string; shown: string }>>;
}

const shownOnBoard = (view: View) => `x.pos_${rankedColumns(view)[0]} IS NOT NULL`;

const CURRENT: BoardRelations = {
  players: 'players',
  tribes: 'tribes',
  clusters: 'clusters',
  movement: true,
  seen: true,
  subjects: {
    players: { relation: 'players', shown: shownOnBoard('players') },
    tribes: { relation: 'tribes', shown: shownOnBoard('tribes') },
  },
};

/** The relations of `season` (an archived season's id, checked by the caller), or the current ones. */
function seasonRelations(season: number | null | undefined): BoardRelations {
  if (season === null || season === undefined) return CURRENT;
  const id = Math.trunc(season);
  const players = seasonTable('players', id);
  const tribes = seasonTable('tribes', id);
  return {
    players,
    tribes,
    clusters: `(SELECT key, display, sort_order, players, tribes, updated_at, NULL::jsonb AS keeps
      FROM season_clusters
      WHERE season_id = ${id})`,
    movement: true,
    seen: false,
    subjects: {
      players: { relation: players, shown: shownOnBoard('players') },
      tribes: { relation: tribes, shown: shownOnBoard('tribes') },
    },
  };
}

/** A slot's rows of a board's range table, as a relation (`slot` an SQL literal or FALSE). */
const slotRows = (table: RankTable, slot: string) =>
  `(SELECT * FROM ${RANGE_TABLE[table]} WHERE slot = ${slot})`;

/**
 * Every row of a board with its slot's statistics and ranks: identity from the all-time row (a
 * hidden row is hidden there too), statistics from the slot's row, 0 where it has none.
 */
function slotSubjects(table: RankTable, slot: string): string {
  const identity = table === 'players' ? 5 : 3;
  const data = DATA_COLUMNS[table];
  const stats = data
    .slice(identity)
    .map((c) => (c === 'members' ? `a.${c}` : `coalesce(r.${c}, 0) AS ${c}`));
  const ranks = rankedColumns(table).flatMap((c) => [`r.pos_${c}`, `r.rank_${c}`]);
  return `(SELECT a.cluster, ${data
    .slice(0, identity)
    .map((c) => `a.${c}`)
    .join(', ')}, ${stats.join(', ')}, ${ranks.join(', ')},
      a.pos_${rankedColumns(table)[0]} AS board_pos
    FROM ${table} a LEFT JOIN ${RANGE_TABLE[table]} r
      ON r.cluster = a.cluster AND r.slot = ${slot} AND r.id = a.id)`;
}

/**
 * The relations of a range slot: its rows; the clusters with each view's count being the slot's
 * visible rows (its highest position, an index lookup; `$1` is every statement's cluster).
 */
function slotRelations(slot: RangeSlot | 'empty'): BoardRelations {
  // No slot is NULL: the empty board's relations have no rows.
  const literal = slot === 'empty' ? 'NULL' : sqlLiteral(slot);
  const count = (table: RankTable) =>
    `coalesce((SELECT max(pos_${rankedColumns(table)[0]}) FROM ${RANGE_TABLE[table]}
      WHERE cluster = $1 AND slot = ${literal}), 0)`;
  return {
    players: slotRows('players', literal),
    tribes: slotRows('tribes', literal),
    clusters: `(SELECT key, display, sort_order, ${count('players')} AS players,
      ${count('tribes')} AS tribes, updated_at FROM clusters)`,
    movement: false,
    seen: true,
    subjects: {
      players: { relation: slotSubjects('players', literal), shown: 'x.board_pos IS NOT NULL' },
      tribes: { relation: slotSubjects('tribes', literal), shown: 'x.board_pos IS NOT NULL' },
    },
  };
}

/** The relations a read of `choice` names. */
export function boardRelations({ season, slot }: BoardChoice): BoardRelations {
  return slot ? slotRelations(slot) : seasonRelations(season);
}
