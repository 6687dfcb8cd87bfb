import { nameKey, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import { rankedColumns, VIEW_SQL } from './view-columns';

/** A row of a board named exactly as asked: its id and its name as the board has it. */
export interface NamedRow {
  id: string;
  name: string;
}

/** The statement that finds `name` on a cluster's board: exported for its EXPLAIN test. */
export function exactNamesSql(
  view: View,
  cluster: string,
  name: string,
  limit: number,
): { text: string; values: unknown[] } {
  const first = rankedColumns(view)[0];
  // `COLLATE "C"` is the name index's own (cluster-partition.ts): an equality on bytes, cheap to
  // build and to compare. A hidden row has no position and is not on the board.
  return {
    text: `SELECT id, name FROM ${VIEW_SQL[view].table}
      WHERE cluster = $1 AND name_key COLLATE "C" = $2 AND pos_${first} IS NOT NULL
      ORDER BY pos_${first} LIMIT $3`,
    values: [cluster, nameKey(name), limit],
  };
}

/**
 * The rows of a cluster's current board whose name is `name` in any case (core's nameKey), best
 * first, at most `limit`: one lookup of the partition's name index, however large the board
 * (docs/adr/0077-exact-names-refused-bodies-lru.md).
 */
export function readExactNames(
  q: Queryable,
  view: View,
  cluster: string,
  name: string,
  limit: number,
): Promise<NamedRow[]> {
  const { text, values } = exactNamesSql(view, cluster, name, limit);
  return q.query<NamedRow>(text, values);
}
