import { PAGE_SIZE, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import { MAX_POSITION, type PageRead } from './search-positions';
import { rankedColumns, statColumn, VIEW_SQL } from './view-columns';

/** The one row every page statement answers: the state of the data and the page's rows. */
export interface StatementRow {
  version: number;
  /** The cluster's row count for the view; null when the cluster is gone. */
  counted: number | null;
  updatedAt: string | null;
  /** The page's rows (spec field names), in order; null when there are none. */
  rows: Record<string, unknown>[] | null;
}

/** The counting statement's extra columns: the term's matches counted and marked. */
export interface CountedRow extends StatementRow {
  total: number;
  k: number;
  /** Per ranked column of the view (rankedColumns order): positions of every k-th match. */
  marks: (number[] | null)[];
}

/**
 * Each page is ONE statement (docs/decisions.md#one-data-version-per-answer): the data version,
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
function statement(
  view: View,
  { rows, columns = '', join = '' }: { rows: string; columns?: string; join?: string },
): string {
  const { table } = VIEW_SQL[view];
  return `SELECT v.version::int AS version, c.${table} AS counted,
      to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
      ${columns} ${rows} AS rows
    FROM data_version v LEFT JOIN clusters c ON c.key = $1 ${join} WHERE v.id = 1`;
}

/**
 * The rows at the positions `positions` (a relation with a `pos` column) yields, as a JSON array
 * in position order: a join on the unique position index per row.
 */
function rowsAt(view: View, col: string, positions: string): string {
  const { table, rowSelect } = VIEW_SQL[view];
  return `(SELECT json_agg(row_to_json(q) ORDER BY x.pos_${col}) FROM ${positions} p
      JOIN ${table} x ON x.cluster = $1 AND x.pos_${col} = p.pos,
      LATERAL (SELECT x.rank_${col} AS rank, ${rowSelect}) q)`;
}

/** One unsearched page: a range scan on the stored position; the total is the cluster's count. */
export async function readRankedPage(
  db: Queryable,
  { view, cluster, field, page }: { view: View; cluster: string; field: string; page: number },
): Promise<StatementRow> {
  const col = statColumn(view, field);
  // Positions are 32-bit integers: a page past them is empty, and its bounds must not overflow.
  const from = Math.min(page * PAGE_SIZE, MAX_POSITION);
  const to = Math.min(from + PAGE_SIZE, MAX_POSITION);
  const range = `(SELECT pos_${col} AS pos FROM ${VIEW_SQL[view].table}
      WHERE cluster = $1 AND pos_${col} > $2 AND pos_${col} <= $3)`;
  const [row] = await db.query<StatementRow>(statement(view, { rows: rowsAt(view, col, range) }), [
    cluster,
    from,
    to,
  ]);
  return row as StatementRow;
}

/** One page of a term whose marks are known: its positions looked up, or a bounded walk. */
export async function readMarkedPage(
  db: Queryable,
  { view, cluster, field, search }: { view: View; cluster: string; field: string; search: string },
  read: PageRead,
): Promise<StatementRow> {
  const col = statColumn(view, field);
  const { table } = VIEW_SQL[view];
  if (read.kind === 'positions') {
    const positions = '(SELECT unnest($2::int[]) AS pos)';
    const sql = statement(view, { rows: rowsAt(view, col, positions) });
    const [row] = await db.query<StatementRow>(sql, [cluster, read.positions]);
    return row as StatementRow;
  }
  // An index-only walk of the ordering between two marks (the index includes name_key); strpos
  // is a literal substring test, the same match as LIKE with its wildcards escaped.
  const walk = `(SELECT pos_${col} AS pos FROM ${table}
      WHERE cluster = $1 AND pos_${col} > $2 AND pos_${col} <= $3 AND strpos(name_key, $4) > 0
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET $5)`;
  const sql = statement(view, { rows: rowsAt(view, col, walk) });
  const [row] = await db.query<StatementRow>(sql, [
    cluster,
    read.after,
    read.upTo,
    search,
    read.skip,
  ]);
  return row as StatementRow;
}

export interface CountOptions {
  /** A LIKE pattern for the trigram index (the term or its rarest word); null = none serves. */
  indexPattern: string | null;
  /** Matches up to which every position is kept. */
  exactMax: number;
  /** Index entries between two marks. */
  walkRows: number;
}

/**
 * A term's first page at a data version, in one statement: its matches found once, counted, and
 * for every ordering of the view sorted into an array of positions of which every k-th is kept
 * (k from markStep's rule, in SQL); the page's rows are read from the requested ordering's array.
 */
export async function readCountedPage(
  db: Queryable,
  request: { view: View; cluster: string; field: string; search: string; page: number },
  { indexPattern, exactMax, walkRows }: CountOptions,
): Promise<CountedRow> {
  const { view, cluster, field, search, page } = request;
  const { table } = VIEW_SQL[view];
  const columns = rankedColumns(view);
  const col = statColumn(view, field);
  const sorted = columns.map((c, i) => `array_agg(pos_${c} ORDER BY pos_${c}) AS s${i}`);
  // Every k-th element, read by subscript from the sorted array (a window function numbering the
  // matches cost ~3x more on a million rows).
  const kept = columns.map(
    (_, i) => `CASE WHEN k.k = 1 THEN a.s${i}
      ELSE ARRAY(SELECT a.s${i}[n] FROM generate_series(k.k, a.total, k.k) n) END AS m${i}`,
  );
  const first = Math.min(page * PAGE_SIZE, MAX_POSITION - PAGE_SIZE);
  const pageOf = `(SELECT unnest(a.s${columns.indexOf(col)}[$5 + 1 : $5 + ${PAGE_SIZE}]) AS pos)`;
  // A term under 3 letters has no trigram: the index would be walked whole, so it is not asked.
  const indexed = indexPattern === null ? '' : 'AND name_key LIKE $6';
  const sql = `WITH a AS (
      SELECT count(*)::int AS total, ${sorted.join(', ')} FROM ${table}
      WHERE cluster = $1 AND strpos(name_key, $2) > 0 ${indexed}
    ), k AS (
      SELECT CASE WHEN a.total <= $3 THEN 1 ELSE greatest(1,
        (a.total::bigint * $4 / greatest(coalesce(c.${table}, 1), 1))::int) END AS k
      FROM a LEFT JOIN clusters c ON c.key = $1
    )
    ${statement(view, {
      rows: rowsAt(view, col, pageOf),
      columns: `a.total, k.k, ${kept.join(', ')},`,
      join: 'CROSS JOIN a CROSS JOIN k',
    })}`;
  const params = [cluster, search, exactMax, walkRows, first];
  const [row] = await db.query<StatementRow & Record<string, unknown>>(
    sql,
    indexPattern === null ? params : [...params, indexPattern],
  );
  const counted = row as StatementRow & { total: number; k: number } & Record<string, unknown>;
  return { ...counted, marks: columns.map((_, i) => counted[`m${i}`] as number[] | null) };
}

/**
 * How often each word occurs among the first `rows` entries of an ordering (an index-only range
 * scan): a cheap estimate of which word of a term the trigram index serves best.
 */
export async function sampleWords(
  db: Queryable,
  { view, cluster, field }: { view: View; cluster: string; field: string },
  words: readonly string[],
  rows: number,
): Promise<number[]> {
  const col = statColumn(view, field);
  const counts = words.map(
    (_, i) => `count(*) FILTER (WHERE strpos(name_key, $${i + 3}) > 0)::int`,
  );
  const [row] = await db.query<{ counts: number[] }>(
    `SELECT ARRAY[${counts.join(', ')}] AS counts FROM ${VIEW_SQL[view].table}
     WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= $2`,
    [cluster, rows, ...words],
  );
  return row?.counts ?? words.map(() => 0);
}
