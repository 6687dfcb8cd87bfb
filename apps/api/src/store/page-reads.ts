import { PAGE_SIZE, type RangeWire } from '@ark/core';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db';
import type { CacheBudget } from '../lib/cache-budget';
import { type Load, loadOnFetch } from '../lib/cache-budget';
import { mayBeKept, readKeptTerms } from './name-grams';
import type { MarkRule, TermMatches } from './page-plan';
import { type PageLookup, type PagePlan, planPage, type TermKnowledge } from './page-plan';
import type { Statement } from './page-sql';
import {
  type CountRow,
  countRows,
  countSql,
  type MarksRow,
  marksSql,
  type OnlineRow,
  onlineSql,
  positionsSql,
  type RowsOut,
  type RowsText,
  rankedSql,
  readCountRow,
  type StatementRow,
  sampleSql,
  walkSql,
} from './page-sql';
import { type RankedRow, rankedColumns, statColumn } from './view-columns';

/** What every page read says besides its rows: all of data version `version`. */
export interface PageState {
  /** Rows matched in all. */
  total: number;
  version: number;
  /** The cluster's last import (ISO 8601), or null when the cluster is gone. */
  updatedAt: string | null;
  /** The period read, when the request named a range (docs/adr/0041-time-ranges.md). */
  range?: RangeWire;
}

/** A page read in one snapshot: its typed rows, total and import time, all of one data version. */
export interface PageSnapshot extends PageState {
  /** The page's rows in order, each of the lookup's view. */
  rows: RankedRow[];
}

/**
 * A page read in one snapshot with its rows as the JSON text of an array, named as the asked
 * RowsText names them, as PostgreSQL wrote it (docs/adr/0080-typed-rows.md).
 */
export interface PageText extends PageState {
  json: string;
}

/** Rows a page of `total` matches holds: 20, fewer on the last page, none past it. */
export const expectedRows = (total: number, page: number): number =>
  Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE));

/** A statement's row, of a page of `total` matches. */
interface PageRead {
  row: StatementRow;
  total: number;
}

/** What a page read says of the data besides its rows. */
const stateOf = ({ row, total }: PageRead): PageState => ({
  total: row.counted === null ? 0 : total,
  version: row.version,
  updatedAt: row.updatedAt,
});

/** Whether a count's row holds the whole page it was asked for. */
const answers = (row: CountRow, page: number) =>
  countRows(row.rows) === expectedRows(row.total, page);

/** The bytes a term's kept positions and marks take. */
const termBytes = (term: TermMatches): number =>
  [...(term.exact?.values() ?? [])].reduce((n, list) => n + list.byteLength, 0) +
  [...term.marks.values()].reduce((n, { marks }) => n + marks.byteLength, 0);

/** What a count or marks statement says of its term, at the version it read. */
function learnt(lookup: PageLookup, row: CountRow | MarksRow): TermMatches {
  const exact = 'exact' in row ? row.exact : null;
  const columns = rankedColumns(lookup.view);
  return {
    version: row.version,
    total: row.total,
    rows: row.counted ?? 0,
    exact: exact && new Map(columns.map((col, i) => [col, Int32Array.from(exact[i] ?? [])])),
    marks: 'exact' in row ? keptMarks(columns, row) : new Map(),
  };
}

/** A kept term's marks per ordering, as its row lists them one ordering after another. */
function keptMarks(
  columns: readonly string[],
  { k, marks, total }: CountRow,
): TermMatches['marks'] {
  if (!k || !marks) return new Map();
  const each = Math.floor(total / k);
  const all = Int32Array.from(marks);
  return new Map(
    columns.map((col, i) => [col, { k, marks: all.subarray(i * each, (i + 1) * each) }]),
  );
}

/** A term as a search reads it: per view, board, cluster and text (the version goes before). */
const termKey = ({ view, season, slot, cluster, search }: PageLookup) =>
  `${view}|${season ?? ''}|${slot ?? ''}|${cluster}|${search}`;

/** Statements a counted term's page may take: a read, marks, a count again, a read again. */
const MAX_STEPS = 6;

/** What the reads of one store share: its database, its kept terms and its rule. */
interface Reads {
  q: Queryable;
  /** Per data version and term (termKey), what was learnt of it. */
  terms: LRUCache<string, TermMatches, Load<TermMatches>>;
  /** The marks statements under way, per version, term and ordering (markOnce). */
  marking: Map<string, Promise<TermMatches>>;
  rule: MarkRule;
  /** Per data version, view and cluster, the kept terms of the partition served (keptAt). */
  kept: LRUCache<string, ReadonlySet<string>, Load<ReadonlySet<string>>>;
}

/** The one row a statement answers. */
async function queryOne<Row>(q: Queryable, { text, values }: Statement): Promise<Row> {
  const [row] = await q.query<Row>(text, values);
  return row as Row;
}

/** Keeps `term` under the version it was read at; returns it. */
function keep({ terms }: Reads, key: string, term: TermMatches): TermMatches {
  terms.set(`${term.version}|${key}`, term);
  return term;
}

export interface PageReadsOptions {
  /** The budget the terms' positions take their share of (the `search-terms` cache). */
  cache: CacheBudget;
  /** How a term's matches are kept (page-plan.ts). */
  rule?: MarkRule;
}

/** A store's page reads: typed rows, or (for an answer that sends them as they are) JSON text. */
export interface PageReads {
  rows(lookup: PageLookup, version: number): Promise<PageSnapshot>;
  text(lookup: PageLookup, version: number, names: RowsText): Promise<PageText>;
}

/**
 * Pages read as planned (docs/adr/0055-one-read-path.md): plan (page-plan.ts), one statement
 * (page-sql.ts), then the answer, or what the statement taught of the term and a new plan. A term
 * is counted once per data version and what was learnt is kept (every match's position for a rare
 * term, marks per ordering for a common one), so later pages of it, deep ones included, cost a
 * lookup of 20 positions or a walk of about `walkRows` index entries (docs/adr/0024-search.md).
 * `version` is the data version the request read: a term is looked for under it.
 */
export function createPageReads(q: Queryable, { cache, rule = {} }: PageReadsOptions): PageReads {
  const terms = cache.cache('search-terms', termBytes, loadOnFetch<TermMatches>());
  const kept = new LRUCache<string, ReadonlySet<string>, Load<ReadonlySet<string>>>({
    max: KEPT_LISTS,
    ...loadOnFetch<ReadonlySet<string>>(),
  });
  const reads: Reads = { q, terms, marking: new Map(), rule, kept };
  return {
    async rows(lookup, version) {
      const read = await readPage(reads, lookup, version, 'typed');
      // The statement's rows are the view's: its select list is the view's (page-sql.ts).
      const rows = (read.row.rows ?? []) as RankedRow[];
      return { ...stateOf(read), rows };
    },
    async text(lookup, version, names) {
      const read = await readPage(reads, lookup, version, names);
      return { ...stateOf(read), json: (read.row.rows as string | null) ?? '[]' };
    },
  };
}

/** A page's statement row, its rows as `out` asks. */
async function readPage(
  reads: Reads,
  lookup: PageLookup,
  version: number,
  out: RowsOut,
): Promise<PageRead> {
  const plan = planPage(lookup, { term: null }, reads.rule);
  if (plan.kind === 'ranked') {
    const row = await queryOne<StatementRow>(reads.q, rankedSql(lookup, plan, out));
    return { row, total: row.counted ?? 0 };
  }
  if (plan.kind === 'online') {
    const row = await queryOne<OnlineRow>(reads.q, onlineSql(lookup, plan, out));
    return { row, total: row.total };
  }
  const first = await firstRead(reads, lookup, version, out);
  // Short when the page of a common term lies past the first walk: read on.
  if (first.row && answers(first.row, lookup.page))
    return { row: first.row, total: first.row.total };
  return readCounted(reads, lookup, first.term, out);
}

/**
 * A term's first read at the version asked, one for all the pages that ask together: its words
 * sampled when it has several, then counted (from grams, by the index, or by a scan where the
 * partition has no grams). The term is kept under the version asked, which lags an import by up
 * to the store's version TTL, and under the version it read (later reads check they read that
 * one). `row` is the count's own row, for the page that ran it.
 */
async function firstRead(
  reads: Reads,
  lookup: PageLookup,
  version: number,
  out: RowsOut,
): Promise<{ term: TermMatches; row?: CountRow }> {
  const key = termKey(lookup);
  let row: CountRow | undefined;
  const count = async (): Promise<TermMatches> => {
    let known: TermKnowledge = { term: null, kept: await isKept(reads, lookup, version) };
    for (let step = 0; step < 3; step++) {
      const plan = planPage(lookup, known, reads.rule);
      if (plan.kind === 'sample') {
        const sample = await queryOne<{ counts: number[] } | undefined>(
          reads.q,
          sampleSql(lookup, plan),
        );
        known = { ...known, sampled: sample?.counts ?? plan.words.map(() => 0) };
      } else if (plan.kind === 'count') {
        const counted = readCountRow(
          lookup,
          await queryOne(reads.q, countSql(lookup, plan, reads.rule, out)),
        );
        if (counted.known) {
          row = counted;
          return keep(reads, key, learnt(lookup, counted));
        }
        known = plan.source === 'kept' ? { ...known, kept: false } : { ...known, noGrams: true };
      } else {
        throw new Error(`a term's first read never plans a ${plan.kind} statement`);
      }
    }
    throw new Error(`"${lookup.search}" was not counted in 3 statements`);
  };
  const term = await reads.terms.forceFetch(`${version}|${key}`, { context: count });
  return row ? { term, row } : { term };
}

/** Kept-term lists kept: a few clusters' two views at a few versions. */
const KEPT_LISTS = 64;

/**
 * Whether the term may be one of the kept terms of the partition the cluster serves: their list
 * is read once per data version, view and cluster (a few hundred words at most), so a term that
 * is not kept (the usual search) costs no statement more. The count that looks the term up reads
 * in its own snapshot, and falls back to counting when that partition keeps none.
 */
async function isKept(reads: Reads, lookup: PageLookup, version: number): Promise<boolean> {
  if (!mayBeKept(lookup)) return false;
  const { view, cluster } = lookup;
  const terms = await reads.kept.forceFetch(`${version}|${view}|${cluster}`, {
    context: async () => new Set(await readKeptTerms(reads.q, view, cluster)),
  });
  return terms.has(lookup.search);
}

/** A page of a counted term, planned statement by statement until one answers it. */
async function readCounted(
  reads: Reads,
  lookup: PageLookup,
  counted: TermMatches,
  out: RowsOut,
): Promise<PageRead> {
  let known: TermKnowledge = { term: counted };
  for (let step = 0; step < MAX_STEPS; step++) {
    const term = known.term as TermMatches;
    const plan = planPage(lookup, known, reads.rule);
    if (plan.kind === 'positions' || plan.kind === 'walk') {
      const sql =
        plan.kind === 'walk' ? walkSql(lookup, plan, out) : positionsSql(lookup, plan, out);
      const row = await queryOne<StatementRow>(reads.q, sql);
      // Rows at positions another import gave out are not this term's: read the page whole.
      if (row.version === term.version) return { row, total: term.total };
      known = { ...known, moved: true };
    } else if (plan.kind === 'count') {
      const row = readCountRow(
        lookup,
        await queryOne(reads.q, countSql(lookup, plan, reads.rule, out)),
      );
      if (answers(row, lookup.page)) return { row, total: row.total };
      known = { term: keep(reads, termKey(lookup), learnt(lookup, row)), recounted: true };
    } else if (plan.kind === 'marks') {
      const marked = await markOnce(reads, lookup, plan, term, out);
      if (marked.row) return { row: marked.row, total: marked.row.total };
      known = { term: marked.term };
    } else {
      throw new Error(`a counted term never plans a ${plan.kind} statement`);
    }
  }
  throw new Error(
    `no answer for page ${lookup.page} of "${lookup.search}" in ${MAX_STEPS} statements`,
  );
}

/**
 * A page read from its ordering's sorted matches, every k-th position kept as marks for later
 * pages: one statement per term, version and ordering however many pages ask at once (the one
 * that ran it gets its row; the others plan again with the marks).
 */
async function markOnce(
  reads: Reads,
  lookup: PageLookup,
  plan: Extract<PagePlan, { kind: 'marks' }>,
  term: TermMatches,
  out: RowsOut,
): Promise<{ row?: MarksRow; term: TermMatches }> {
  const key = termKey(lookup);
  const col = statColumn(lookup.view, lookup.field);
  let mine: MarksRow | undefined;
  const mark = async (): Promise<TermMatches> => {
    const row = await queryOne<MarksRow>(reads.q, marksSql(lookup, plan, out));
    mine = row;
    const kept = reads.terms.peek(`${row.version}|${key}`) ?? learnt(lookup, row);
    const marks = new Map(kept.marks).set(col, {
      k: plan.k,
      marks: Int32Array.from(row.marks ?? []),
    });
    // A new object: the cache weighs an entry again only when its value changes.
    return keep(reads, key, { ...kept, marks });
  };
  const flight = `${term.version}|${key}|${col}`;
  const marked = await (reads.marking.get(flight) ?? markRun(reads, flight, mark));
  return mine ? { row: mine, term: marked } : { term: marked };
}

/** Runs `mark` as the flight `flight`, which later asks join until it settles; nothing is kept. */
function markRun(
  { marking }: Reads,
  flight: string,
  mark: () => Promise<TermMatches>,
): Promise<TermMatches> {
  const run = mark().finally(() => marking.delete(flight));
  marking.set(flight, run);
  return run;
}
