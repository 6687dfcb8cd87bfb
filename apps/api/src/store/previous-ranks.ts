import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { rankedColumns } from './view-columns';

/**
 * The ranks of a cluster's previous import, by row id: what the next import's movement is
 * measured from (docs/adr/0018-movement.md). `ranks[s][index.get(id)]` is the row's rank in
 * statistic s (rankedColumns order); a row absent (or hidden) there has no entry.
 */
export interface PreviousRanks {
  index: Map<string, number>;
  ranks: number[][];
}

/**
 * Rows read per statement by default. PGlite runs one statement at a time: its imports ask for
 * smaller chunks (PGLITE_CHUNK), so readers wait at most one short statement.
 */
const CHUNK = 50_000;
export const PGLITE_CHUNK = 5_000;

/**
 * Reads the visible rows' ranks of `partition` (a cluster's served partition), in chunks of the
 * first statistic's positions (its index): each chunk is one statement whose columns come back
 * as JSON arrays (one aggregate node, so they share their row order), parsed by the driver in
 * one go rather than as a million row objects.
 */
export async function readPreviousRanks(
  q: Queryable,
  table: RankTable,
  partition: string,
  { chunk = CHUNK }: { chunk?: number } = {},
): Promise<PreviousRanks> {
  const columns = rankedColumns(table);
  const first = `pos_${columns[0]}`;
  const index = new Map<string, number>();
  const ranks: number[][] = columns.map(() => []);
  const aggregates = columns.map((c) => `json_agg(rank_${c})`).join(', ');
  for (let from = 0; ; from += chunk) {
    const [row] = await q.query<{ ids: string[] | null; r: number[][] | null }>(
      `SELECT json_agg(id) AS ids, json_build_array(${aggregates}) AS r
       FROM ${partition} WHERE ${first} > $1 AND ${first} <= $2`,
      [from, from + chunk],
    );
    const ids = row?.ids ?? [];
    if (ids.length === 0 || !row?.r) break;
    const read = row.r;
    for (let i = 0; i < ids.length; i++) {
      index.set(ids[i] as string, ranks[0]?.length ?? 0);
      read.forEach((values, s) => {
        ranks[s]?.push(values[i] as number);
      });
    }
  }
  return { index, ranks };
}
