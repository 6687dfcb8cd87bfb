import type { View } from '@ark/core';
import type { BoardRelations } from './board-relations';
import { VIEW_SQL } from './view-columns';

// Every board statement names its cluster as its first parameter, `$1` (named-params.ts: bind the
// cluster first): the envelope below and the range slots' relations (board-relations.ts) read it so.

/** The one row every page statement answers: the state of the data and the page's rows. */
export interface StatementRow {
  version: number;
  /** The cluster's row count for the view; null when the cluster is gone. */
  counted: number | null;
  updatedAt: string | null;
  /**
   * The page's rows (the wire's fields: TribeRowWire, PlayerRowWire), in order, as the JSON text
   * of an array (rowsAt); null when none.
   */
  rows: string | null;
}

/**
 * How many rows the JSON text of rowsAt holds: every row's first key is `rank`, and `{"rank":`
 * cannot occur inside a JSON string (its quotes would be escaped), so each one starts a row.
 */
export function countRows(json: string | null): number {
  if (json === null) return 0;
  let rows = 0;
  for (let at = json.indexOf(ROW_START); at !== -1; at = json.indexOf(ROW_START, at + 1)) rows++;
  return rows;
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
 * The page's rows as the text of a JSON array in position order, written as JSON.stringify writes
 * it (no spaces), so an answer splices it in as it is: PostgreSQL's own JSON is never parsed and
 * written again on the server's thread (docs/adr/0068-the-servers-own-paths.md). The rows of the
 * cluster whose position passes `where` (a condition on `x`), or those at the positions a
 * relation `positions` (with a `pos` column) yields, joined on the unique position index.
 */
export function rowsAt(
  view: View,
  source: BoardRelations,
  col: string,
  rows: { where: string } | { positions: string },
): string {
  const { rowSelect } = VIEW_SQL[view];
  const table = source[view];
  const from =
    'positions' in rows
      ? `${rows.positions} p JOIN ${table} x ON x.cluster = $1 AND x.pos_${col} = p.pos`
      : `${table} x`;
  const where = 'where' in rows ? `WHERE x.cluster = $1 AND ${rows.where}` : '';
  // Movement: the previous import's rank minus this one, null for a row new since then; none on a
  // board named by a range.
  const movement = source.movement ? `, x.prev_rank_${col} - x.rank_${col} AS rank_change` : '';
  return `(SELECT '[' || string_agg(row_to_json(q)::text, ',' ORDER BY x.pos_${col}) || ']'
      FROM ${from}, LATERAL (SELECT x.rank_${col} AS rank, ${rowSelect}${movement}) q ${where})`;
}
