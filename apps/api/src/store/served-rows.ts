// The served partition of a cluster's board as an import reads it: once, in pieces, at the places
// of the import's own rows (docs/adr/0097-one-read-of-the-served-partition.md). Movement, the
// rows that changed (history), the suspects' gains and a range baseline that is the served
// partition all read this one read.
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { type Block, readInBlocks } from './read-in-blocks';
import { rankedColumns } from './view-columns';

/** Rows a piece holds on PGlite, which runs one statement at a time: its readers wait one short one. */
export const PGLITE_CHUNK = 5_000;

/**
 * A board's served rows, each at the place of the import's row with its id (`at`): the served
 * rows the import no longer has are left out, as nothing the import writes reads them.
 */
export interface ServedRows {
  table: RankTable;
  /** The served partition read. */
  partition: string;
  /** The import's row ids -> their places (the import's order). */
  at: ReadonlyMap<string, number>;
  /** Per place: 1 where the served partition holds the row (hidden or not). */
  held: Uint8Array;
  /** The columns read, as `values` holds them. */
  columns: readonly string[];
  /** `values[c][place]`: column c's served value; NaN where absent or NULL. */
  values: Float64Array[];
  /** `ranks[s][place]`: the served rank in ranked statistic s (rankedColumns); 0: absent or hidden. */
  ranks: Int32Array[];
}

/**
 * Reads `partition` (the cluster's served `table` partition) once, every row in pieces of about
 * `chunk` rows (`readInBlocks`): its `columns` and its ranks, at the places of `ids` (the import's
 * rows). A hidden row has no rank (`docs/adr/0037-moderation-and-seasons.md`).
 */
export async function readServedRows(
  q: Queryable,
  {
    table,
    partition,
    ids,
    columns,
    chunk,
  }: {
    table: RankTable;
    partition: string;
    ids: readonly string[];
    columns: readonly string[];
    chunk?: number | undefined;
  },
): Promise<ServedRows> {
  const at = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) at.set(ids[i] as string, i);
  const ranked = rankedColumns(table);
  const served: ServedRows = {
    table,
    partition,
    at,
    held: new Uint8Array(ids.length),
    columns,
    values: columns.map(() => new Float64Array(ids.length).fill(Number.NaN)),
    ranks: ranked.map(() => new Int32Array(ids.length)),
  };
  const expressions = [...columns, ...ranked.map((c) => `rank_${c}`)];
  await readInBlocks(q, partition, expressions, (block) => place(served, block), {
    ...(chunk === undefined ? {} : { rows: chunk }),
  });
  return served;
}

/** Puts a piece's rows at their places; a NULL stays NaN (values) or 0 (ranks). */
function place(served: ServedRows, { ids, values }: Block): void {
  const width = served.values.length;
  for (let i = 0; i < ids.length; i++) {
    const to = served.at.get(ids[i] as string);
    if (to === undefined) continue;
    served.held[to] = 1;
    for (let c = 0; c < width; c++) {
      const value = (values[c] as (number | null)[])[i];
      if (value !== null && value !== undefined) (served.values[c] as Float64Array)[to] = value;
    }
    served.ranks.forEach((ranks, s) => {
      ranks[to] = (values[width + s] as (number | null)[])[i] ?? 0;
    });
  }
}

/**
 * The served values of `column` at the import's places with NULL and absence as 0: a range
 * baseline's values when it is the served partition (`readBaselineValues` reads a kept one so).
 */
export function servedBaseline(served: ServedRows, column: string): Float64Array {
  const values = served.values[served.columns.indexOf(column)];
  if (!values) throw new Error(`${column} was not read from ${served.partition}`);
  return values.map((value) => (Number.isNaN(value) ? 0 : value));
}

/** Whether two values as read differ as SQL's IS DISTINCT FROM says: NULL (NaN) equals only NULL. */
const distinct = (a: number, b: number): boolean =>
  a !== b && !(Number.isNaN(a) && Number.isNaN(b));

/**
 * The ids of the import's rows (`ids`, with `values`: each ranked statistic per row as written,
 * NaN: NULL) that the served partition lacks, or whose ranked statistics differ from its: the
 * rows whose point of the day history writes (docs/adr/0063-history.md). None when every row is
 * as served.
 */
export function changedIds(
  served: ServedRows,
  ids: readonly string[],
  values: readonly Float64Array[],
): string[] {
  const before = rankedColumns(served.table).map((c) => {
    const column = served.values[served.columns.indexOf(c)];
    if (!column) throw new Error(`${c} was not read from ${served.partition}`);
    return column;
  });
  const changed: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const differs =
      served.held[i] === 0 ||
      before.some((column, s) =>
        distinct((values[s] as Float64Array)[i] as number, column[i] as number),
      );
    if (differs) changed.push(ids[i] as string);
  }
  return changed;
}

/** Both boards' served rows, as one import read them. */
export type ServedBoards = Readonly<Record<RankTable, ServedRows>>;
