import { PAGE_SIZE, type RangeWire } from '@ark/core';
import type { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db';
import type { CacheBudget } from '../lib/cache-budget';
import { type Load, loadOnFetch } from '../lib/load-on-fetch';
import { countRows, type StatementRow } from './board-sql';
import type { Statement } from './named-params';
import { type PageLookup, type PagePlan, planPage, type TermKnowledge } from './page-plan';
import {
  type CountRow,
  countSql,
  type MarksRow,
  marksSql,
  positionsSql,
  rankedSql,
  readCountRow,
  sampleSql,
  walkSql,
} from './page-sql';
import type { MarkRule, TermMatches } from './search-positions';
import { rankedColumns, statColumn } from './view-columns';

/** A page read in one snapshot: its rows, total and import time all of data version `version`. */
export interface PageSnapshot {
  /** The wire's rows of the view (TribeRowWire, PlayerRowWire), in order. */
  readonly rows: Record<string, unknown>[];
  /**
   * The same rows as the JSON text of an array, as the store wrote it and byte for byte as
   * JSON.stringify writes `rows`: what an answer sends (docs/adr/0068-the-servers-own-paths.md).
   * Absent when the store wrote a number otherwise (UNLIKE_JS). The store's pages parse `rows`
   * from it only when they are read (the previews and Discord read them).
   */
  json?: string;
  /** Rows matched in all. */
  total: number;
  version: number;
  /** The cluster's last import (ISO 8601), or null when the cluster is gone. */
  updatedAt: string | null;
  /** The period read, when the request named a range (docs/adr/0041-time-ranges.md). */
  range?: RangeWire;
}

/** Rows a page of `total` matches holds: 20, fewer on the last page, none past it. */
export const expectedRows = (total: number, page: number): number =>
  Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE));

/**
 * A number PostgreSQL writes otherwise than JSON.stringify: a float8 below 1e-4 or from 1e15 up
 * with an exponent (`1e-05`, `1e+16`), and -0. Text holding it is parsed and written again; a
 * match inside a name only costs that (docs/adr/0068-the-servers-own-paths.md).
 */
const UNLIKE_JS = /\de[+-]\d|:-0[,}]/;

/** A statement's row as the page's snapshot. */
function snapshot(row: StatementRow, total: number): PageSnapshot {
  const json = row.rows ?? '[]';
  let rows: Record<string, unknown>[] | undefined;
  return {
    ...(!UNLIKE_JS.test(json) && { json }),
    get rows() {
      rows ??= JSON.parse(json) as Record<string, unknown>[];
      return rows;
    },
    total: row.counted === null ? 0 : total,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

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
    marks: new Map(),
  };
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
  /** How a term's matches are kept (search-positions.ts). */
  rule?: MarkRule;
}

/**
 * Pages read as planned (docs/adr/0055-one-read-path.md): plan (page-plan.ts), one statement
 * (page-sql.ts), then the answer, or what the statement taught of the term and a new plan. A term
 * is counted once per data version and what was learnt is kept (every match's position for a rare
 * term, marks per ordering for a common one), so later pages of it, deep ones included, cost a
 * lookup of 20 positions or a walk of about `walkRows` index entries (docs/adr/0024-search.md).
 * `version` is the data version the request read: a term is looked for under it.
 */
export function createPageReads(
  q: Queryable,
  { cache, rule = {} }: PageReadsOptions,
): (lookup: PageLookup, version: number) => Promise<PageSnapshot> {
  const terms = cache.cache('search-terms', termBytes, loadOnFetch<TermMatches>());
  const reads: Reads = { q, terms, marking: new Map(), rule };
  return async (lookup, version) => {
    const plan = planPage(lookup, { term: null }, rule);
    if (plan.kind === 'ranked') {
      const row = await queryOne<StatementRow>(q, rankedSql(lookup, plan));
      return snapshot(row, row.counted ?? 0);
    }
    const first = await firstRead(reads, lookup, version);
    // Short when the page of a common term lies past the first walk: read on.
    if (first.row && answers(first.row, lookup.page)) return snapshot(first.row, first.row.total);
    return readCounted(reads, lookup, first.term);
  };
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
): Promise<{ term: TermMatches; row?: CountRow }> {
  const key = termKey(lookup);
  let row: CountRow | undefined;
  const count = async (): Promise<TermMatches> => {
    let known: TermKnowledge = { term: null };
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
          await queryOne(reads.q, countSql(lookup, plan, reads.rule)),
        );
        if (counted.known) {
          row = counted;
          return keep(reads, key, learnt(lookup, counted));
        }
        known = { ...known, noGrams: true };
      } else {
        throw new Error(`a term's first read never plans a ${plan.kind} statement`);
      }
    }
    throw new Error(`"${lookup.search}" was not counted in 3 statements`);
  };
  const term = await reads.terms.forceFetch(`${version}|${key}`, { context: count });
  return row ? { term, row } : { term };
}

/** A page of a counted term, planned statement by statement until one answers it. */
async function readCounted(
  reads: Reads,
  lookup: PageLookup,
  counted: TermMatches,
): Promise<PageSnapshot> {
  let known: TermKnowledge = { term: counted };
  for (let step = 0; step < MAX_STEPS; step++) {
    const term = known.term as TermMatches;
    const plan = planPage(lookup, known, reads.rule);
    if (plan.kind === 'positions' || plan.kind === 'walk') {
      const sql = plan.kind === 'walk' ? walkSql(lookup, plan) : positionsSql(lookup, plan);
      const row = await queryOne<StatementRow>(reads.q, sql);
      // Rows at positions another import gave out are not this term's: read the page whole.
      if (row.version === term.version) return snapshot(row, term.total);
      known = { ...known, moved: true };
    } else if (plan.kind === 'count') {
      const row = readCountRow(lookup, await queryOne(reads.q, countSql(lookup, plan, reads.rule)));
      if (answers(row, lookup.page)) return snapshot(row, row.total);
      known = { term: keep(reads, termKey(lookup), learnt(lookup, row)), recounted: true };
    } else if (plan.kind === 'marks') {
      const marked = await markOnce(reads, lookup, plan, term);
      if (marked.row) return snapshot(marked.row, marked.row.total);
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
): Promise<{ row?: MarksRow; term: TermMatches }> {
  const key = termKey(lookup);
  const col = statColumn(lookup.view, lookup.field);
  let mine: MarksRow | undefined;
  const mark = async (): Promise<TermMatches> => {
    const row = await queryOne<MarksRow>(reads.q, marksSql(lookup, plan));
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
