import { PAGE_SIZE } from '@ark/core';
import { boardRelations } from './board-relations';
import { type RowsOut, rowsAt, type StatementRow, statement } from './board-sql';
import { bind, type Statement } from './named-params';
import type { PageLookup, PagePlan } from './page-plan';
import { DEFAULT_MARK_RULE, MAX_POSITION, type MarkRule } from './search-positions';
import { rankedColumns, statColumn } from './view-columns';

// One statement per kind of plan (page-plan.ts), each with named parameters (named-params.ts),
// the cluster always first, each page's rows given as `out` asks (board-sql.ts).

type Plan<K extends PagePlan['kind']> = Extract<PagePlan, { kind: K }>;

/** What every statement of a page starts from: its relations, table and ordering column. */
function pageOf(lookup: PageLookup) {
  const source = boardRelations(lookup);
  return { source, table: source[lookup.view], col: statColumn(lookup.view, lookup.field) };
}

/**
 * The visible matches of the term `term` in `col` (a hidden row has no position): a literal
 * substring test (the same match as LIKE with its wildcards escaped), plus a LIKE on `like` only
 * to let the trigram index serve.
 */
function matching(col: string, term: string, like: string | null = null): string {
  return `pos_${col} IS NOT NULL AND strpos(name_key, ${term}) > 0 ${
    like === null ? '' : `AND name_key LIKE ${like}`
  }`;
}

/** An unsearched page: a range scan on the stored position; the total is the cluster's count. */
export function rankedSql(
  lookup: PageLookup,
  { from, to }: Plan<'ranked'>,
  out: RowsOut = 'typed',
): Statement {
  const { source, col } = pageOf(lookup);
  const { $, values } = bind({ cluster: lookup.cluster, from, to });
  const where = `x.pos_${col} > ${$.from} AND x.pos_${col} <= ${$.to}`;
  return {
    text: statement(lookup.view, source, {
      rows: rowsAt(lookup.view, source, col, { where }, out),
    }),
    values,
  };
}

/** A page of a term whose positions are known: a lookup of those 20 positions. */
export function positionsSql(
  lookup: PageLookup,
  { positions }: Plan<'positions'>,
  out: RowsOut = 'typed',
): Statement {
  const { source, col } = pageOf(lookup);
  const { $, values } = bind({ cluster: lookup.cluster, positions });
  const where = `x.pos_${col} = ANY(${$.positions}::int[])`;
  return {
    text: statement(lookup.view, source, {
      rows: rowsAt(lookup.view, source, col, { where }, out),
    }),
    values,
  };
}

/** A page of a term by an index-only walk of its ordering (the position index holds name_key). */
export function walkSql(
  lookup: PageLookup,
  { after, upTo, skip }: Plan<'walk'>,
  out: RowsOut = 'typed',
): Statement {
  const { source, table, col } = pageOf(lookup);
  const { $, values } = bind({ cluster: lookup.cluster, term: lookup.search, after, upTo, skip });
  const walk = `(SELECT pos_${col} AS pos FROM ${table} t
      WHERE cluster = $1 AND pos_${col} > ${$.after} AND pos_${col} <= ${$.upTo}
        AND ${matching(col, $.term)}
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET ${$.skip})`;
  const rows = rowsAt(lookup.view, source, col, { positions: walk }, out);
  return { text: statement(lookup.view, source, { rows }), values };
}

/** A count's row: the page and the term's total at the statement's version. */
export interface CountRow extends StatementRow {
  total: number;
  /** False when the partition read has no grams (then nothing else was read). */
  known: boolean;
  /** Per ranked column of the view (rankedColumns order), every match's position, ascending. */
  exact: (number[] | null)[] | null;
}

/** The parameters of a count, and the relation (`m` or grams) its matches and `n` come from. */
type CountParams = Record<'cluster' | 'term' | 'exactMax' | 'walkRows' | 'offset', string>;

/**
 * The matches of a first read found by the trigram index (`like`): the index finds every
 * candidate before the first is checked, so one pass both collects and counts them.
 */
function matchesByTrigram(
  table: string,
  col: string,
  picked: string,
  $: CountParams & { like: string },
) {
  return `m AS MATERIALIZED (
      SELECT ${picked} FROM ${table} t WHERE cluster = $1 AND ${matching(col, $.term, $.like)}
    ), n AS MATERIALIZED (
      SELECT total, total <= ${$.exactMax} AS exact, true AS known, ${$.walkRows}::int AS walk
      FROM (SELECT count(*)::int AS total FROM m) c
    )`;
}

/** The matches of a first read found by a scan: up to exactMax + 1, counted again past that. */
function matchesByScan(table: string, col: string, picked: string, $: CountParams) {
  const match = matching(col, $.term);
  return `m AS MATERIALIZED (
      SELECT ${picked} FROM ${table} t WHERE cluster = $1 AND ${match} LIMIT ${$.exactMax} + 1
    ), n AS MATERIALIZED (
      SELECT total, total <= ${$.exactMax} AS exact, true AS known, ${$.walkRows}::int AS walk FROM (
        SELECT CASE WHEN f.found <= ${$.exactMax} THEN f.found
          ELSE (SELECT count(*)::int FROM ${table} t WHERE cluster = $1 AND ${match}) END AS total
        FROM (SELECT count(*)::int AS found FROM m) f) c
    )`;
}

/**
 * A first read from the grams counted at import for the partition the clusters row serves
 * (name-grams.ts): the total, and when listed every match's position in every ordering
 * (`n.lists`: gramList). `n.walk` bounds the walk to the page at twice the entries the gram's
 * density predicts.
 */
function matchesFromGrams(view: PageLookup['view'], $: CountParams) {
  const of = (column: string, gram: string) =>
    `(SELECT ${column} FROM name_grams WHERE partition = p.name AND gram = ${gram})`;
  return `g AS MATERIALIZED (
      SELECT ${of('total', $.term)} AS total, ${of('positions', $.term)} AS positions,
        ${of('total', "''")} AS rows
      FROM (SELECT (SELECT ${view}_table FROM clusters WHERE key = $1) AS name) p
    ), n AS MATERIALIZED (
      SELECT coalesce(total, 0) AS total, positions AS lists,
        total IS NULL OR (positions IS NOT NULL AND total <= ${$.exactMax}) AS exact,
        rows IS NOT NULL AS known,
        least(${$.walkRows}::bigint * 2, (${$.offset}::float8 + ${PAGE_SIZE}) * rows / greatest(total, 1) * 2,
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
 * `exactMax` + 1 (or read from its grams): when that is all of them (a rare term, the usual
 * search) they are the total, every position in every ordering of the view and the page;
 * otherwise (a common term) they are counted by a second pass (or known from the grams) and the
 * page is looked for among the ordering's first `walkRows` entries (`n.walk`), so the rows fall
 * short when it lies further on.
 */
export function countSql(
  lookup: PageLookup,
  { source: from, like, offset }: Plan<'count'>,
  rule: MarkRule = {},
  out: RowsOut = 'typed',
): Statement {
  const { exactMax, walkRows } = { ...DEFAULT_MARK_RULE, ...rule };
  const { source, table, col } = pageOf(lookup);
  const named = { cluster: lookup.cluster, term: lookup.search, exactMax, walkRows, offset };
  const { $, values } = like === null ? bind(named) : bind({ ...named, like });
  const columns = rankedColumns(lookup.view);
  const picked = columns.map((c) => `pos_${c}`).join(', ');
  const grams = from === 'grams';
  const matches = grams
    ? matchesFromGrams(lookup.view, $)
    : 'like' in $
      ? matchesByTrigram(table, col, picked, $ as CountParams & { like: string })
      : matchesByScan(table, col, picked, $);
  // A CASE evaluates a subquery only in the branch taken; n is materialised so that its count runs
  // once, not once per reference.
  const exact = columns.map(
    (c, i) =>
      `CASE WHEN n.exact THEN ${
        grams ? gramList(i) : `(SELECT array_agg(pos_${c} ORDER BY pos_${c}) FROM m)`
      } END AS e${i},`,
  );
  const page = `${$.offset}::bigint`;
  const fromMatches = rowsAt(
    lookup.view,
    source,
    col,
    {
      positions: grams
        ? `(SELECT unnest(${gramList(columns.indexOf(col), page, `${page} + ${PAGE_SIZE}`)}) AS pos)`
        : `(SELECT pos_${col} AS pos FROM m ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET ${$.offset})`,
    },
    out,
  );
  const walk = rowsAt(
    lookup.view,
    source,
    col,
    {
      positions: `(SELECT pos_${col} AS pos FROM ${table} t
      WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= n.walk AND ${matching(col, $.term)}
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET ${$.offset})`,
    },
    out,
  );
  const text = `WITH ${matches}
    ${statement(lookup.view, source, {
      rows: `CASE WHEN NOT n.known THEN NULL WHEN n.exact THEN ${fromMatches} ELSE ${walk} END`,
      columns: `n.total, n.known, ${exact.join(' ')}`,
      join: 'CROSS JOIN n',
    })}`;
  return { text, values };
}

/** A count's row as the statement answers it: its exact lists in columns e0, e1, ... */
export function readCountRow(lookup: PageLookup, row: Record<string, unknown>): CountRow {
  const counted = row as unknown as CountRow;
  const lists = rankedColumns(lookup.view).map((_, i) => row[`e${i}`] as number[] | null);
  const whole = lists.some((list) => list !== null) || counted.total === 0;
  return { ...counted, exact: whole ? lists : null };
}

/** A marks statement's row: plus the positions of every k-th match in the page's ordering. */
export interface MarksRow extends StatementRow {
  total: number;
  marks: number[] | null;
}

/**
 * A deep page of a common term: its matches sorted in the page's ordering, every k-th position
 * kept as a mark, the page read from the sorted positions and the matches counted again, all in
 * one statement (so the marks carry their own total and version).
 */
export function marksSql(
  lookup: PageLookup,
  { k, like, offset }: Plan<'marks'>,
  out: RowsOut = 'typed',
): Statement {
  const { source, table, col } = pageOf(lookup);
  const named = { cluster: lookup.cluster, term: lookup.search, k, offset };
  const { $, values } = like === null ? bind(named) : bind({ ...named, like });
  const likeParam = 'like' in $ ? ($.like as string) : null;
  // Every k-th element by subscript: a window function numbering the matches costs more
  // (measured: docs/benchmarks.md#search-and-ranks).
  const marks = `ARRAY(SELECT a.s[n] FROM generate_series(${$.k}::int, a.total, ${$.k}::int) n) AS marks,`;
  const pageOfMarks = `(SELECT unnest(a.s[${$.offset} + 1 : ${$.offset} + ${PAGE_SIZE}]) AS pos)`;
  const text = `WITH a AS (
      SELECT count(*)::int AS total, array_agg(pos_${col} ORDER BY pos_${col}) AS s FROM ${table} t
      WHERE cluster = $1 AND ${matching(col, $.term, likeParam)}
    )
    ${statement(lookup.view, source, {
      rows: rowsAt(lookup.view, source, col, { positions: pageOfMarks }, out),
      columns: `a.total, ${marks}`,
      join: 'CROSS JOIN a',
    })}`;
  return { text, values };
}

/**
 * How often each word occurs among the first `rows` entries of an ordering (an index-only range
 * scan): a cheap estimate of which word of a term the trigram index serves best.
 */
export function sampleSql(lookup: PageLookup, { words, rows }: Plan<'sample'>): Statement {
  const { table, col } = pageOf(lookup);
  const named: Record<string, unknown> = { cluster: lookup.cluster, rows };
  words.forEach((word, i) => {
    named[`word${i}`] = word;
  });
  const { $, values } = bind(named);
  const counts = words.map(
    (_, i) => `count(*) FILTER (WHERE strpos(name_key, ${$[`word${i}`]}) > 0)::int`,
  );
  const text = `SELECT ARRAY[${counts.join(', ')}] AS counts FROM ${table} t
     WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= ${$.rows}`;
  return { text, values };
}
