import type { View } from '@ark/core';
import type { BoardRelations } from './board-relations';
import { type RankedRow, type RowField, rowSelect, VIEW_SQL } from './view-columns';

// Every board statement names its cluster as its first parameter, `$1` (named-params.ts: bind the
// cluster first): the envelope below and the range slots' relations (board-relations.ts) read it so.

/**
 * How a statement gives its page's rows: as typed rows (the driver reads the array PostgreSQL
 * writes as JSON), or as the JSON text of an array, each row's fields named and ordered as
 * `RowsText` says, rank first as `rank` (countRows reads it), written by PostgreSQL for an answer
 * to send as it is (draw/rankings-answer.ts, docs/adr/0080-typed-rows.md).
 */
export type RowsOut = 'typed' | RowsText;

/** Per view, each field of its rows after `rank` and the name the JSON text gives it, in order. */
export type RowsText = {
  readonly [V in View]: readonly (readonly [RowField<V> | 'rankChange', string])[];
};

/** The one row every page statement answers: the state of the data and the page's rows. */
export interface StatementRow {
  version: number;
  /** The cluster's row count for the view; null when the cluster is gone. */
  counted: number | null;
  updatedAt: string | null;
  /** The page's rows in order (typed, or the JSON text of RowsText); null when none. */
  rows: RankedRow[] | string | null;
}

/**
 * How many rows a page's rows hold. In the JSON text every row's first key is `rank`, and
 * `{"rank":` cannot occur inside a JSON string (its quotes would be escaped), so each one starts
 * a row.
 */
export function countRows(rows: StatementRow['rows']): number {
  if (rows === null) return 0;
  if (typeof rows !== 'string') return rows.length;
  let count = 0;
  for (let at = rows.indexOf(ROW_START); at !== -1; at = rows.indexOf(ROW_START, at + 1)) count++;
  return count;
}

const ROW_START = '{"rank":';

/**
 * Each page is ONE statement (docs/adr/0010-one-data-version-per-answer.md): the data version,
 * the cluster's counts and import time and the page's rows, all read in the statement's snapshot.
 * In READ COMMITTED PostgreSQL takes that snapshot after the statement's parse analysis and
 * planning have locked every table it names (exec_simple_query and exec_bind_message pop the
 * planning snapshot and start the portal with a fresh one: src/backend/tcop/postgres.c). An
 * import swapping the cluster's partition holds ACCESS EXCLUSIVE on the parent from its DETACH to
 * its commit, so a statement arriving meanwhile waits, then plans and reads after the commit; one
 * that locked first is waited for by the import. A cluster's first import only ATTACHes (SHARE
 * UPDATE EXCLUSIVE, no wait), but a request names a cluster only once the store has listed it,
 * i.e. after that import committed.
 */
export function statement(
  view: View,
  source: BoardRelations,
  { rows, columns = '', join = '' }: { rows: string; columns?: string; join?: string },
): string {
  const { table } = VIEW_SQL[view];
  return `SELECT v.version::int AS version, c.${table} AS counted,
      to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
      ${columns} ${rows} AS rows
    FROM data_version v LEFT JOIN ${source.clusters} c ON c.key = $1 ${join} WHERE v.id = 1`;
}

/**
 * The page's rows in position order, typed (`json_agg`, read by the driver) or as the JSON text
 * `out` names (`string_agg` of row_to_json: no spaces, strings escaped as JSON.stringify escapes
 * them; docs/adr/0068-the-servers-own-paths.md). The rows of the cluster whose position passes
 * `where` (a condition on `x`), or those at the positions a relation `positions` (with a `pos`
 * column) yields, joined on the unique position index.
 */
export function rowsAt(
  view: View,
  source: BoardRelations,
  col: string,
  rows: { where: string } | { positions: string },
  out: RowsOut = 'typed',
): string {
  const table = source[view];
  const from =
    'positions' in rows
      ? `${rows.positions} p JOIN ${table} x ON x.cluster = $1 AND x.pos_${col} = p.pos`
      : `${table} x`;
  const where = 'where' in rows ? `WHERE x.cluster = $1 AND ${rows.where}` : '';
  // Movement: the previous import's rank minus this one, null for a row new since then; none on a
  // board named by a range.
  const movement = `x.prev_rank_${col} - x.rank_${col}`;
  const order = `ORDER BY x.pos_${col}`;
  if (out === 'typed') {
    const moved = source.movement ? `, ${movement} AS "rankChange"` : '';
    return `(SELECT json_agg(q ${order})
      FROM ${from}, LATERAL (SELECT x.rank_${col} AS rank, ${rowSelect(view)}${moved}) q ${where})`;
  }
  const columns: Readonly<Record<string, string>> = VIEW_SQL[view].rowColumns;
  const named = out[view]
    .filter(([field]) => field !== 'rankChange' || source.movement)
    .map(([field, name]) => `${field === 'rankChange' ? movement : columns[field]} AS "${name}"`);
  return `(SELECT '[' || string_agg(row_to_json(q)::text, ',' ${order}) || ']'
      FROM ${from}, LATERAL (SELECT x.rank_${col} AS rank, ${named.join(', ')}) q ${where})`;
}
