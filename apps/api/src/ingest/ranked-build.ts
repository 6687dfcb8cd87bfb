// A board's rows ranked and ready to be written into a new partition: the prepare step's work on
// each table (docs/adr/0022-partition-swap.md).
import { nameKey, stripNul } from '@ark/core';
import type { SqlCell } from '../db/db';
import { DATA_COLUMNS, type RankTable } from '../store/cluster-partition';
import { type KeptTermRule, keepTerms } from '../store/kept-terms';
import { countGrams, type NameGram } from '../store/name-grams';
import type { PartitionBuild } from '../store/partition-build';
import type { ServedRows } from '../store/served-rows';
import { defaultColumn, rankedColumns } from '../store/view-columns';
import { ImportError } from './import-error';
import type { PlayerInput, TribeInput } from './import-types';
import type { RangeSource } from './range-rows';
import { rankRows } from './rank-rows';

/** In a `u` regex, a surrogate code unit that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A text cell: NUL stripped; a lone surrogate (not Unicode) refuses the import, naming the row. */
function textCell(kind: RankTable, index: number, field: string, text: string): string {
  const cleaned = stripNul(text);
  if (LONE_SURROGATE.test(cleaned)) {
    throw new ImportError(kind, index + 1, `${field} is not valid Unicode (a lone surrogate)`);
  }
  return cleaned;
}

/** The data cells of a player, in DATA_COLUMNS.players order. */
export function playerCells(p: PlayerInput, i: number): SqlCell[] {
  const name = textCell('players', i, 'name', p.name);
  return [
    textCell('players', i, 'id', p.id),
    name,
    nameKey(name),
    textCell('players', i, 'tribeName', p.tribeName),
    p.tribeId === null ? null : textCell('players', i, 'tribeId', p.tribeId),
    p.playTime,
    p.kills,
    p.dinoKills,
    p.deaths,
    p.wildDinoKills ?? 0,
    p.dinosTamed ?? 0,
    p.deathsByDino ?? 0,
    p.deathsByWildDino ?? 0,
  ];
}

/** The data cells of a tribe, in DATA_COLUMNS.tribes order. */
export function tribeCells(t: TribeInput, i: number): SqlCell[] {
  const name = textCell('tribes', i, 'name', t.name);
  return [
    textCell('tribes', i, 'id', t.id),
    name,
    nameKey(name),
    t.damageScore,
    t.kills,
    t.deaths,
    t.tameKills,
    t.playTime,
    t.members ?? 0,
  ];
}

/** Index, among a table's ranked statistics, of the one its board opens with. */
export const defaultStat = (table: RankTable) => rankedColumns(table).indexOf(defaultColumn(table));

/** A partition build whose movement is filled in once the previous ranks are read. */
export interface RankedBuild<T> extends PartitionBuild {
  table: RankTable;
  /** Each input row's id as stored. */
  ids: readonly string[];
  /** The rows and cells, for the range partition's build. */
  source: RangeSource<T>;
  /** Visible rows: the cluster's count for this table. */
  visible: number;
  /** Per ranked statistic (rankedColumns order), each row's value as written; NaN: NULL. */
  values: readonly Float64Array[];
  /**
   * The served partition's rows, read at this build's places (served-rows.ts): its ranks are the
   * movement's previous ranks; null = the cluster's first import (no movement: 0 everywhere).
   */
  useServed(served: ServedRows | null): void;
  /** The visible names' one- and two-letter grams (name-grams.ts) and kept terms (kept-terms.ts). */
  grams(rule?: KeptTermRule): NameGram[];
}

/** What ranking needs of a table's rows: ids, and the visible rows' name keys and statistics. */
interface Collected {
  ids: string[];
  /** Input indexes of the visible rows. */
  shown: number[];
  nameKeys: string[];
  /** The visible rows' ranked statistics, NULL as 0. */
  stats: Float64Array[];
  /** Every row's ranked statistics, NULL as NaN. */
  values: Float64Array[];
}

/** Reads each row's cells once: its id, and for a visible row its name key and statistics. */
function collect<T>(
  table: RankTable,
  input: readonly T[],
  cells: (row: T, index: number) => SqlCell[],
  hidden: ReadonlySet<string>,
): Collected {
  const cellOf = rankedColumns(table).map((c) => DATA_COLUMNS[table].indexOf(c));
  const ids: string[] = new Array(input.length);
  const shown: number[] = [];
  const nameKeys: string[] = [];
  const values = cellOf.map(() => new Float64Array(input.length));
  input.forEach((row, i) => {
    const cellsOfRow = cells(row, i);
    const id = cellsOfRow[0] as string;
    ids[i] = id;
    cellOf.forEach((cell, s) => {
      const value = cellsOfRow[cell] as number | null;
      (values[s] as Float64Array)[i] = value === null ? Number.NaN : value;
    });
    if (hidden.has(id)) return;
    shown.push(i);
    nameKeys.push(cellsOfRow[2] as string);
  });
  const stats = values.map((all) =>
    Float64Array.from(shown, (i) => {
      const value = all[i] as number;
      return Number.isNaN(value) ? 0 : value;
    }),
  );
  return { ids, shown, nameKeys, stats, values };
}

/** Each input row's position and rank per statistic: 0 for a hidden row. */
interface Placed {
  positions: Int32Array[];
  ranks: Int32Array[];
}

/** Spreads the visible rows' positions and ranks back over every input row. */
function place(
  ranked: { positions: Int32Array[]; ranks: Int32Array[] },
  shown: readonly number[],
  count: number,
): Placed {
  const positions = ranked.positions.map(() => new Int32Array(count));
  const ranks = ranked.ranks.map(() => new Int32Array(count));
  shown.forEach((i, v) => {
    for (let s = 0; s < positions.length; s++) {
      (positions[s] as Int32Array)[i] = (ranked.positions[s] as Int32Array)[v] as number;
      (ranks[s] as Int32Array)[i] = (ranked.ranks[s] as Int32Array)[v] as number;
    }
  });
  return { positions, ranks };
}

/**
 * The order rows are written in: the board's default statistic's, so that index only grows at
 * its end (less index upkeep in steps; measured: docs/benchmarks.md#partition-builds) and a
 * default page's 20 rows share a few heap pages. Hidden rows go last.
 */
function writeOrder(
  defaultPositions: Int32Array,
  { ids, shown }: Collected,
  hidden: ReadonlySet<string>,
): Int32Array {
  const order = new Int32Array(ids.length);
  shown.forEach((i, v) => {
    order[(defaultPositions[v] as number) - 1] = i;
  });
  let last = shown.length;
  ids.forEach((id, i) => {
    if (hidden.has(id)) order[last++] = i;
  });
  return order;
}

/**
 * Ranks a table's visible rows (in this thread) and returns its build: rows handed out in chunks,
 * each with its cluster, data cells, position and rank per statistic (NULL for a hidden row,
 * which stays in the partition: docs/adr/0037-moderation-and-seasons.md), then its previous rank
 * per statistic (docs/adr/0018-movement.md).
 */
export function rankBuild<T>(
  table: RankTable,
  cluster: string,
  name: string,
  input: readonly T[],
  cells: (row: T, index: number) => SqlCell[],
  hidden: ReadonlySet<string>,
): RankedBuild<T> {
  const collected = collect(table, input, cells, hidden);
  const { ids, shown, nameKeys, stats, values } = collected;
  const ranked = rankRows({ nameKeys, ids: shown.map((i) => ids[i] as string), stats });
  const { positions, ranks } = place(ranked, shown, input.length);
  const order = writeOrder(ranked.positions[defaultStat(table)] as Int32Array, collected, hidden);
  let served: ServedRows | null = null;
  /** The row's previous rank in statistic s: its own on a first import, null when it is new. */
  const prevRank = (i: number, s: number): number | null => {
    const rank = (served ? served.ranks[s] : ranks[s])?.[i] ?? 0;
    return rank === 0 ? null : rank;
  };
  return {
    table,
    cluster,
    name,
    rowCount: input.length,
    ids,
    source: { input, cells, ids, hidden },
    visible: shown.length,
    values,
    useServed(rows) {
      served = rows;
    },
    grams: (rule) => [
      ...countGrams(nameKeys, ranked.positions),
      ...keepTerms(nameKeys, ranked.positions, rule),
    ],
    rows(start, end) {
      const out: SqlCell[][] = [];
      for (let at = start; at < end; at++) {
        const i = order[at] as number;
        const row: SqlCell[] = [cluster, ...cells(input[i] as T, i)];
        for (let s = 0; s < positions.length; s++) {
          const position = (positions[s] as Int32Array)[i] as number;
          row.push(
            position === 0 ? null : position,
            position === 0 ? null : ((ranks[s] as Int32Array)[i] as number),
          );
        }
        for (let s = 0; s < positions.length; s++) row.push(prevRank(i, s));
        out.push(row);
      }
      return out;
    },
  };
}
