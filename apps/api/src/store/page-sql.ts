// One statement per kind of plan (page-plan.ts), each with named parameters (below), the cluster
// always first, each page's rows given as `out` asks (the board's rows, below).
import { PAGE_SIZE, type View } from '@ark/core';
import { type BoardRelations, boardRelations } from './board-relations';
import type { PageLookup, PagePlan } from './page-plan';
import { DEFAULT_MARK_RULE, MAX_POSITION, type MarkRule } from './page-plan';
import {
  type RankedRow,
  type RowField,
  rankedColumns,
  rowSelect,
  statColumn,
  VIEW_SQL,
} from './view-columns';

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

/** An online page's row: plus how many of the players online now the page is one of. */
export interface OnlineRow extends StatementRow {
  total: number;
}

/**
 * A page of the players online now, searched or not: the cluster's open sessions (a partial
 * index, docs/adr/0085-the-game-log-source.md) joined to their visible rows by id, counted, and
 * the page read at their positions, in one statement. They are a server's players at one moment
 * (tens, a few hundred), so nothing is kept between pages (docs/adr/0096-the-online-filter.md).
 */
export function onlineSql(
  lookup: PageLookup,
  { offset }: Plan<'online'>,
  out: RowsOut = 'typed',
): Statement {
  const { source, table, col } = pageOf(lookup);
  const { $, values } = bind({ cluster: lookup.cluster, offset, term: lookup.search });
  // '' for no search: bound either way (PostgreSQL cannot type a parameter the text never uses).
  const term = `AND (${$.term}::text = '' OR strpos(t.name_key, ${$.term}::text) > 0)`;
  const text = `WITH o AS MATERIALIZED (
      SELECT t.pos_${col} AS pos
      FROM (SELECT DISTINCT player_id FROM game_log_sessions
        WHERE cluster = $1 AND left_at IS NULL) s
      JOIN ${table} t ON t.cluster = $1 AND t.id = s.player_id
      WHERE t.pos_${col} IS NOT NULL ${term}
    ), n AS MATERIALIZED (SELECT count(*)::int AS total FROM o)
    ${statement(lookup.view, source, {
      rows: rowsAt(
        lookup.view,
        source,
        col,
        { positions: `(SELECT pos FROM o ORDER BY pos LIMIT ${PAGE_SIZE} OFFSET ${$.offset})` },
        out,
      ),
      columns: 'n.total,',
      join: 'CROSS JOIN n',
    })}`;
  return { text, values };
}

/** A count's row: the page and the term's total at the statement's version. */
export interface CountRow extends StatementRow {
  total: number;
  /** False when the partition read has no grams (then nothing else was read). */
  known: boolean;
  /** Per ranked column of the view (rankedColumns order), every match's position, ascending. */
  exact: (number[] | null)[] | null;
  /** A kept term's marks (every ordering's, `k` apart, kept-terms.ts); absent otherwise. */
  k?: number | null;
  marks?: number[] | null;
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
 * A first read of a kept term (kept-terms.ts), from the row the import wrote for the partition the
 * clusters row serves: its total and marks (`n.marks`, every ordering's, `n.k` apart); `known` is
 * false when that partition keeps no such term. The page is walked to only when it lies within
 * about `walkRows` entries at the term's density, as planRead would walk to it; else the marks
 * find it (a walk of twice that bound would read entries the page is not among).
 */
function matchesFromKept(
  view: PageLookup['view'],
  $: Record<'term' | 'walkRows' | 'offset', string>,
) {
  const near = `(${$.offset}::float8 + ${PAGE_SIZE}) * g.rows / greatest(g.total, 1)`;
  return `g AS MATERIALIZED (
      SELECT t.total, t.k, t.marks,
        (SELECT total FROM name_grams WHERE partition = p.name AND gram = '') AS rows
      FROM (SELECT (SELECT ${view}_table FROM clusters WHERE key = $1) AS name) p
      LEFT JOIN name_grams t ON t.partition = p.name AND t.gram = ${$.term} AND t.k IS NOT NULL
    ), n AS MATERIALIZED (
      SELECT coalesce(total, 0) AS total, false AS exact, total IS NOT NULL AS known, k, marks,
        CASE WHEN ${near} <= ${$.walkRows} THEN least(${near} * 2, ${MAX_POSITION})::int ELSE 0 END
          AS walk
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
 * short when it lies further on. A kept term's total and marks are looked up (keptSql).
 */
export function countSql(
  lookup: PageLookup,
  { source: from, like, offset }: Plan<'count'>,
  rule: MarkRule = {},
  out: RowsOut = 'typed',
): Statement {
  const { exactMax, walkRows } = { ...DEFAULT_MARK_RULE, ...rule };
  if (from === 'kept') return keptSql(lookup, { walkRows, offset }, out);
  const { source, table, col } = pageOf(lookup);
  const named = { cluster: lookup.cluster, term: lookup.search, exactMax, walkRows, offset };
  const { $, values } = like === null ? bind(named) : bind({ ...named, like });
  const columns = rankedColumns(lookup.view);
  const picked = columns.map((c) => `pos_${c}`).join(', ');
  const walk = firstWalk(lookup, $, out);
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
  const text = `WITH ${matches}
    ${statement(lookup.view, source, {
      rows: `CASE WHEN NOT n.known THEN NULL WHEN n.exact THEN ${fromMatches} ELSE ${walk} END`,
      columns: `n.total, n.known, ${exact.join(' ')}`,
      join: 'CROSS JOIN n',
    })}`;
  return { text, values };
}

/**
 * The first read's walk to its page among the ordering's first `n.walk` entries (every match of
 * the term on the way, by the position index, which holds the name key).
 */
function firstWalk(lookup: PageLookup, $: Record<'term' | 'offset', string>, out: RowsOut) {
  const { source, table, col } = pageOf(lookup);
  const positions = `(SELECT pos_${col} AS pos FROM ${table} t
      WHERE cluster = $1 AND pos_${col} > 0 AND pos_${col} <= n.walk AND ${matching(col, $.term)}
      ORDER BY pos_${col} LIMIT ${PAGE_SIZE} OFFSET ${$.offset})`;
  return rowsAt(lookup.view, source, col, { positions }, out);
}

/** A kept term's first read (matchesFromKept): its total and marks, and its page when near. */
function keptSql(
  lookup: PageLookup,
  { walkRows, offset }: { walkRows: number; offset: number },
  out: RowsOut,
): Statement {
  const named = { cluster: lookup.cluster, term: lookup.search, walkRows, offset };
  const { $, values } = bind(named);
  const rows = `CASE WHEN n.known THEN ${firstWalk(lookup, $, out)} END`;
  const columns = 'n.total, n.known, n.k, n.marks,';
  const { source } = pageOf(lookup);
  const found = statement(lookup.view, source, { rows, columns, join: 'CROSS JOIN n' });
  return { text: `WITH ${matchesFromKept(lookup.view, $)} ${found}`, values };
}

/** A count's row as the statement answers it: its exact lists in columns e0, e1, ... */
export function readCountRow(lookup: PageLookup, row: Record<string, unknown>): CountRow {
  const counted = row as unknown as CountRow;
  // A kept term's row has no lists (page-sql's countSql): its marks say where its matches are.
  const lists = rankedColumns(lookup.view).map((_, i) => (row[`e${i}`] ?? null) as number[] | null);
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

/** A statement ready to send: its text, and its parameters' values in `$n` order. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Names a statement's parameters: each gets its `$n` in the order given, so a statement says
 * `${$.cluster}` where it once said `$1` (docs/adr/0055-one-read-path.md). Name only the ones the
 * text uses: PostgreSQL cannot type a parameter it never sees.
 * @example const { $, values } = bind({ cluster: 'SOLO', from: 40 }); // $.from === '$2', values ['SOLO', 40]
 */
export function bind<const Name extends string>(
  named: Readonly<Record<Name, unknown>>,
): { $: Readonly<Record<Name, string>>; values: unknown[] } {
  const names = Object.keys(named) as Name[];
  const $ = Object.fromEntries(names.map((name, i) => [name, `$${i + 1}`])) as Record<Name, string>;
  return { $, values: names.map((name) => named[name]) };
}

// Every board statement names its cluster as its first parameter, `$1` (named parameters above: bind the
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
} & {
  /** The names of a player's game-log fields, written at the row's end where it has sessions. */
  readonly seen?: { readonly lastSeen: string; readonly sessions: string };
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
 * The player row `x`'s sessions in the game log of the statement's cluster (`$1`), joined as `g`:
 * their count, whether one is open, the latest leave. Read with the row, so a cluster with no log
 * finds none (docs/adr/0085-the-game-log-source.md).
 */
export const SEEN_JOIN = `LEFT JOIN LATERAL (SELECT count(*)::int AS sessions,
    bool_or(s.left_at IS NULL) AS online, max(s.left_at) AS last
  FROM game_log_sessions s WHERE s.cluster = $1 AND s.player_id = x.id) g ON true`;

/** The joined sessions as a row's fields: null where the player has none in the log. */
export const SEEN_FIELDS = {
  sessions: 'CASE WHEN g.sessions > 0 THEN g.sessions END',
  // Null while a session is open: online now.
  lastSeen: `CASE WHEN g.sessions > 0 AND NOT g.online
    THEN to_char(g.last AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`,
} as const;

/** SEEN_FIELDS as the end of a typed row's select list. */
export const SEEN_SELECT = `, ${SEEN_FIELDS.sessions} AS "sessions", ${SEEN_FIELDS.lastSeen} AS "lastSeen"`;

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
  const seen = view === 'players' && source.seen;
  const joined = seen ? `${from} ${SEEN_JOIN}` : from;
  if (out === 'typed') {
    const moved = source.movement ? `, ${movement} AS "rankChange"` : '';
    const fields = seen ? SEEN_SELECT : '';
    return `(SELECT json_agg(q ${order})
      FROM ${joined}, LATERAL (SELECT x.rank_${col} AS rank, ${rowSelect(view)}${moved}${fields}) q ${where})`;
  }
  const columns: Readonly<Record<string, string>> = VIEW_SQL[view].rowColumns;
  const named = out[view]
    .filter(([field]) => field !== 'rankChange' || source.movement)
    .map(([field, name]) => `${field === 'rankChange' ? movement : columns[field]} AS "${name}"`);
  const row = seen && out.seen ? seenText(out.seen) : 'row_to_json(q)::text';
  return `(SELECT '[' || string_agg(${row}, ',' ${order}) || ']'
      FROM ${joined}, LATERAL (SELECT x.rank_${col} AS rank, ${named.join(', ')}) q ${where})`;
}

/**
 * A player row's JSON text with its sessions and last seen at its end, named as `names` says,
 * only where the game log has sessions of theirs: as JSON.stringify writes the typed row's.
 */
function seenText(names: NonNullable<RowsText['seen']>): string {
  const lastSeen = `coalesce(to_json(${SEEN_FIELDS.lastSeen})::text, 'null')`;
  return `CASE WHEN g.sessions > 0 THEN rtrim(row_to_json(q)::text, '}')
      || ',"${names.lastSeen}":' || ${lastSeen} || ',"${names.sessions}":' || g.sessions || '}'
    ELSE row_to_json(q)::text END`;
}
