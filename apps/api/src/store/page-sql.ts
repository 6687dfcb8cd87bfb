import { PAGE_SIZE, type StatField, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import { type BoardChoice, type BoardRelations, boardRelations } from './board-relations';
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
 * The page's rows as a JSON array in position order: the rows of the cluster whose position
 * passes `where` (a condition on `x`), or those at the positions a relation `positions` (with a
 * `pos` column) yields, joined on the unique position index.
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
  return `(SELECT json_agg(row_to_json(q) ORDER BY x.pos_${col})
      FROM ${from}, LATERAL (SELECT x.rank_${col} AS rank, ${rowSelect}${movement}) q ${where})`;
}

/** One unsearched page: a range scan on the stored position; the total is the cluster's count. */
export async function readRankedPage(
  db: Queryable,
  {
    view,
    cluster,
    field,
    page,
    ...board
  }: { view: View; cluster: string; field: StatField; page: number } & BoardChoice,
): Promise<StatementRow> {
  const col = statColumn(view, field);
  const source = boardRelations(board);
  // Positions are 32-bit integers: a page past them is empty, and its bounds must not overflow.
  const from = Math.min(page * PAGE_SIZE, MAX_POSITION);
  const to = Math.min(from + PAGE_SIZE, MAX_POSITION);
  const range = { where: `x.pos_${col} > $2 AND x.pos_${col} <= $3` };
  const [row] = await db.query<StatementRow>(
    statement(view, source, { rows: rowsAt(view, source, col, range) }),
    [cluster, from, to],
  );
  return row as StatementRow;
}

/**
 * What a page read asks for, checked: the view, cluster and ordering, the (lowercased, trimmed)
 * search term (empty: none) and the zero-based page.
 */
export interface PageLookup extends BoardChoice {
  view: View;
  cluster: string;
  field: StatField;
  search: string;
  page: number;
}

/**
 * The visible matches of the term in $2: ranked in `col` (a hidden row has no position), a
 * literal substring test (the same match as LIKE with its wildcards escaped), plus a LIKE on
 * parameter `likeParam` only to let the trigram index serve.
 */
function matching(col: string, likeParam: number | null = null): string {
  return `pos_${col} IS NOT NULL AND strpos(name_key, $2) > 0 ${
    likeParam === null ? '' : `AND name_key LIKE $${likeParam}`
  }`;
}

/** One page of a term whose matches are known: its positions looked up, or a walk. */
export async function readMarkedPage(
  db: Queryable,
  { view, cluster, field, search, ...board }: PageLookup,
  read: PageRead,
): Promise<StatementRow> {
  const col = statColumn(view, field);
  const source = boardRelations(board);
  const table = source[view];
  if (read.kind === 'positions') {
    const positions = { where: `x.pos_${col} = ANY($2::int[])` };
    const sql = statement(view, source, { rows: rowsAt(view, source, col, positions) });
    const [row] = await db.query<StatementRow>(sql, [cluster, read.positions]);
    return row as StatementRow;
  }
  // An index-only walk of the ordering (the position index includes name_key).
  const walk = `(SELECT pos_${col} AS pos FROM ${table} t
      WHERE cluster = $1 AND pos_${col} > $3 AND pos_${col} <= $4 AND ${matching(col)}
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET $5)`;
  const sql = statement(view, source, { rows: rowsAt(view, source, col, { positions: walk }) });
  const [row] = await db.query<StatementRow>(sql, [
    cluster,
    search,
    read.after,
    read.upTo,
    read.skip,
  ]);
  return row as StatementRow;
}

/** A counting statement's row: the page and the term's total at the statement's version. */
export interface CountedRow extends StatementRow {
  total: number;
}

/** readCountedPage's row: plus, for a term of up to `exactMax` matches, all their positions. */
export interface ExactRow extends CountedRow {
  /** Per ranked column of the view (rankedColumns order), every match's position, ascending. */
  exact: (number[] | null)[] | null;
  /** Read from grams: false when the served partition has none (then nothing else is read). */
  known: boolean;
}

/**
 * The matches (as `m`) and their total and whether `m` holds them all (as `n`) of a first read:
 * - found by the trigram index (`like`): all of them, counted as they are collected;
 * - found by a scan: up to `exactMax` + 1, counted by a second pass when there are more;
 * - with `gram`, read from the grams counted at import for the partition the clusters row serves
 *   (name-grams.ts): the total, and when listed every match's position in every ordering
 *   (`n.lists`: gramLists). `n.walk` bounds the walk to the page at twice the entries the gram's
 *   density predicts.
 */
function firstMatches(
  view: View,
  table: string,
  col: string,
  { like, gram }: { like: string | null; gram: boolean },
): string {
  const columns = rankedColumns(view);
  const picked = columns.map((c) => `pos_${c}`).join(', ');
  if (!gram && like !== null) {
    // The trigram index finds every candidate before the first is checked: one pass over all of
    // them both collects and counts, where a LIMIT and a second count built the bitmap twice.
    return `m AS MATERIALIZED (
      SELECT ${picked} FROM ${table} t WHERE cluster = $1 AND ${matching(col, 6)}
    ), n AS MATERIALIZED (
      SELECT total, total <= $3 AS exact, true AS known, $4::int AS walk
      FROM (SELECT count(*)::int AS total FROM m) c
    )`;
  }
  if (!gram) {
    const match = matching(col, null);
    return `m AS MATERIALIZED (
      SELECT ${picked} FROM ${table} t WHERE cluster = $1 AND ${match} LIMIT $3 + 1
    ), n AS MATERIALIZED (
      SELECT total, total <= $3 AS exact, true AS known, $4::int AS walk FROM (
        SELECT CASE WHEN f.found <= $3 THEN f.found
          ELSE (SELECT count(*)::int FROM ${table} t WHERE cluster = $1 AND ${match}) END AS total
        FROM (SELECT count(*)::int AS found FROM m) f) c
    )`;
  }
  const of = (column: string, gramText: string) =>
    `(SELECT ${column} FROM name_grams WHERE partition = p.name AND gram = ${gramText})`;
  return `g AS MATERIALIZED (
      SELECT ${of('total', '$2')} AS total, ${of('positions', '$2')} AS positions,
        ${of('total', "''")} AS rows
      FROM (SELECT (SELECT ${view}_table FROM clusters WHERE key = $1) AS name) p
    ), n AS MATERIALIZED (
      SELECT coalesce(total, 0) AS total, positions AS lists,
        total IS NULL OR (positions IS NOT NULL AND total <= $3) AS exact,
        rows IS NOT NULL AS known,
        least($4::bigint * 2, ($5::float8 + ${PAGE_SIZE}) * rows / greatest(total, 1) * 2,
          ${MAX_POSITION})::int AS walk
      FROM g
    )`;
}

/**
 * The listed positions of a gram (`n.lists`) in the i-th ordering of its view: matches `from`
 * (zero-based, included) to `to` (excluded) of that ordering's `n.total`, all by default.
 */
function gramList(i: number, from = '0', to = 'n.total'): string {
  return `n.lists[(${i} * n.total + 1 + least(${from}, n.total))::int
    : (${i} * n.total + least(${to}, n.total))::int]`;
}

/**
 * A term's first read at a data version, in one statement. Its matches are collected up to
 * `exactMax` + 1 (or read from its grams: firstMatches): when that is all of them (a rare term,
 * the usual search) they are the total, every position in every ordering of the view and the
 * page; otherwise (a common term) they are counted by a second pass (or known from the grams) and
 * the page is looked for among the ordering's first `walkRows` entries (`n.walk`), so the rows
 * fall short when it lies further on. `like` lets the trigram index find the matches (null: none
 * serves a term under 3 letters).
 */
export async function readCountedPage(
  db: Queryable,
  { view, cluster, field, search, page, ...board }: PageLookup,
  {
    like,
    exactMax,
    walkRows,
    gram = false,
  }: { like: string | null; exactMax: number; walkRows: number; gram?: boolean },
): Promise<ExactRow> {
  const source = boardRelations(board);
  const table = source[view];
  const columns = rankedColumns(view);
  const col = statColumn(view, field);
  // A CASE evaluates a subquery only in the branch taken, and n is materialised so that its count
  // runs once, not once per reference.
  const exact = columns.map(
    (c, i) =>
      `CASE WHEN n.exact THEN ${
        gram ? gramList(i) : `(SELECT array_agg(pos_${c} ORDER BY pos_${c}) FROM m)`
      } END AS e${i},`,
  );
  const k = columns.indexOf(col);
  const fromMatches = rowsAt(view, source, col, {
    positions: gram
      ? `(SELECT unnest(${gramList(k, '$5::bigint', `$5::bigint + ${PAGE_SIZE}`)}) AS pos)`
      : `(SELECT pos_${col} AS pos FROM m ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET $5)`,
  });
  const walk = rowsAt(view, source, col, {
    positions: `(SELECT pos_${col} AS pos FROM ${table} t
      WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= n.walk AND ${matching(col)}
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET $5)`,
  });
  const sql = `WITH ${firstMatches(view, table, col, { like, gram })}
    ${statement(view, source, {
      rows: `CASE WHEN NOT n.known THEN NULL WHEN n.exact THEN ${fromMatches} ELSE ${walk} END`,
      columns: `n.total, n.known, ${exact.join(' ')}`,
      join: 'CROSS JOIN n',
    })}`;
  const params = [cluster, search, exactMax, walkRows, Math.min(page * PAGE_SIZE, MAX_POSITION)];
  const [row] = await db.query<CountedRow & Record<string, unknown>>(
    sql,
    like === null || gram ? params : [...params, like],
  );
  const counted = row as CountedRow & { known: boolean } & Record<string, unknown>;
  const lists = columns.map((_, i) => counted[`e${i}`] as number[] | null);
  const whole = lists.some((list) => list !== null) || counted.total === 0;
  return { ...counted, exact: whole ? lists : null };
}

/** readMarksPage's row: plus the positions of every k-th match in the page's ordering. */
export interface MarksRow extends CountedRow {
  marks: number[] | null;
}

/**
 * A deep page of a common term: its matches sorted in the page's ordering, every k-th position
 * kept as a mark, the page read from the sorted positions and the matches counted again, all in
 * one statement (so the marks carry their own total and version).
 */
export async function readMarksPage(
  db: Queryable,
  { view, cluster, field, search, page, ...board }: PageLookup,
  { like, k }: { like: string | null; k: number },
): Promise<MarksRow> {
  const source = boardRelations(board);
  const table = source[view];
  const col = statColumn(view, field);
  // Every k-th element by subscript: a window function numbering the matches costs more
  // (measured: docs/benchmarks.md#search-marks).
  const marks = 'ARRAY(SELECT a.s[n] FROM generate_series($3::int, a.total, $3::int) n) AS marks,';
  const pageOf = `(SELECT unnest(a.s[$4 + 1 : $4 + ${PAGE_SIZE}]) AS pos)`;
  const sql = `WITH a AS (
      SELECT count(*)::int AS total, array_agg(pos_${col} ORDER BY pos_${col}) AS s FROM ${table} t
      WHERE cluster = $1 AND ${matching(col, like === null ? null : 5)}
    )
    ${statement(view, source, { rows: rowsAt(view, source, col, { positions: pageOf }), columns: `a.total, ${marks}`, join: 'CROSS JOIN a' })}`;
  const params = [cluster, search, k, Math.min(page * PAGE_SIZE, MAX_POSITION - PAGE_SIZE)];
  const [row] = await db.query<MarksRow>(sql, like === null ? params : [...params, like]);
  return row as MarksRow;
}

/**
 * How often each word occurs among the first `rows` entries of an ordering (an index-only range
 * scan): a cheap estimate of which word of a term the trigram index serves best.
 */
export async function sampleWords(
  db: Queryable,
  {
    view,
    cluster,
    field,
    ...board
  }: { view: View; cluster: string; field: StatField } & BoardChoice,
  words: readonly string[],
  rows: number,
): Promise<number[]> {
  const col = statColumn(view, field);
  const counts = words.map(
    (_, i) => `count(*) FILTER (WHERE strpos(name_key, $${i + 3}) > 0)::int`,
  );
  const [row] = await db.query<{ counts: number[] }>(
    `SELECT ARRAY[${counts.join(', ')}] AS counts FROM ${boardRelations(board)[view]} t
     WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= $2`,
    [cluster, rows, ...words],
  );
  return row?.counts ?? words.map(() => 0);
}
