import type { View } from '@ark/core';
import type { Queryable } from '../db/db';
import type { CacheBudget } from '../lib/cache-budget';
import { isGramTerm } from './name-grams';
import {
  type CountedRow,
  type PageLookup,
  readCountedPage,
  readMarkedPage,
  readMarksPage,
  sampleWords,
} from './page-sql';
import { expectedRows, type PageSnapshot, snapshot } from './ranked-pages';
import {
  DEFAULT_MARK_RULE,
  type MarkRule,
  markStep,
  planRead,
  type TermMatches,
} from './search-positions';
import { rankedColumns, statColumn } from './view-columns';

/** Escapes LIKE wildcards so `%` and `_` in a search match literally (escape char `\`). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether no trigram index serves a term: under 3 letters, or in a range slot (none there). */
const unindexed = (request: PageLookup): boolean => request.search.length < 3 || !!request.slot;

/** Entries of an ordering sampled to tell a term's rare word from its common ones. */
const WORD_SAMPLE_ROWS = 2000;

/** The bytes a term's kept positions and marks take. */
const termBytes = (term: TermMatches): number =>
  [...(term.exact?.values() ?? [])].reduce((n, list) => n + list.byteLength, 0) +
  [...term.marks.values()].reduce((n, { marks }) => n + marks.byteLength, 0);

export interface TermSearchOptions {
  /** The store's data version as this process knows it. */
  version: () => Promise<number>;
  /** The budget the term positions take their share of (the `search-terms` cache). */
  cache: CacheBudget;
  /** How a term's matches are kept (search-positions.ts). */
  rule?: MarkRule;
}

/**
 * Searched pages. A term is counted once per data version and what was learnt is kept (every
 * match's position for a rare term, marks per ordering for a common one), so later pages of it,
 * deep ones included, cost a lookup of 20 positions or a walk of about `walkRows` index entries,
 * not a pass over every match (docs/adr/0024-search.md).
 */
export function createTermSearch(
  q: Queryable,
  { version, cache, rule = {} }: TermSearchOptions,
): (lookup: PageLookup) => Promise<PageSnapshot> {
  const { exactMax, walkRows } = { ...DEFAULT_MARK_RULE, ...rule };
  // Per data version, view, season, cluster and term.
  const matches = cache.cache<TermMatches>('search-terms', termBytes);
  // First reads of a term, and marks of an ordering, under way: later reads wait for them.
  const counting = new Map<string, Promise<TermMatches>>();
  const marking = new Map<string, Promise<unknown>>();

  /**
   * The LIKE pattern to ask the trigram index: the term, or a word of it the sample never saw;
   * null under 3 letters, where no trigram serves.
   */
  const indexPattern = async (request: PageLookup): Promise<string | null> => {
    // A range slot has no trigram index: its matches are found walking its ordering.
    if (unindexed(request)) return null;
    const words = [...new Set(request.search.split(/[^\p{L}\p{N}]+/u))].filter(
      (word) => word.length >= 3,
    );
    if (words.length < 2) return likePattern(request.search);
    // A common word (a first name) carries long posting lists: intersecting them costs more than
    // checking the few rows of a rare word (a number) against the whole term.
    const counts = await sampleWords(q, request, words, WORD_SAMPLE_ROWS);
    const unseen = words.filter((_, i) => counts[i] === 0);
    if (unseen.length === 0) return likePattern(request.search);
    return likePattern(unseen.reduce((a, b) => (b.length > a.length ? b : a)));
  };

  /** Keeps what a counting statement learnt of a term, under the version it read. */
  const remember = (
    key: string,
    view: View,
    row: CountedRow,
    exact: (number[] | null)[] | null = null,
  ): TermMatches => {
    const columns = rankedColumns(view);
    const term: TermMatches = {
      version: row.version,
      total: row.total,
      rows: row.counted ?? 0,
      exact: exact && new Map(columns.map((col, i) => [col, Int32Array.from(exact[i] ?? [])])),
      marks: new Map(),
    };
    matches.set(`${row.version}|${key}`, term);
    return term;
  };

  /**
   * A term's first read at a data version (readCountedPage), kept under that version; a short
   * term's from the grams its partition was built with (name-grams.ts).
   */
  const firstRead = async (request: PageLookup, key: string, like: string | null) => {
    const options = { like, exactMax, walkRows };
    let row = await readCountedPage(q, request, { ...options, gram: isGramTerm(request) });
    // A partition built without grams (before they existed, or by a hide): counted by a scan.
    if (!row.known) row = await readCountedPage(q, request, options);
    return { row, term: remember(key, request.view, row, row.exact) };
  };

  /**
   * A page of a term known at `term.version`, in one statement; null when the data changed since
   * (the positions and total known are of another import).
   */
  const readKnown = async (
    request: PageLookup,
    key: string,
    term: TermMatches,
  ): Promise<PageSnapshot | null> => {
    const col = statColumn(request.view, request.field);
    const plan = planRead(term, col, request.page, rule);
    if (plan.kind === 'positions' || plan.kind === 'walk') {
      const row = await readMarkedPage(q, request, plan);
      return row.version === term.version ? snapshot(row, term.total) : null;
    }
    const like = unindexed(request) ? null : likePattern(request.search);
    if (plan.kind === 'exact') {
      // Few matches known without their positions (marks made across an import): read them all.
      const { row } = await firstRead(request, key, like);
      const whole = (row.rows?.length ?? 0) === expectedRows(row.total, request.page);
      return whole ? snapshot(row, row.total) : null;
    }
    const slot = `${term.version}|${key}|${col}`;
    const started = marking.get(slot);
    if (started) {
      await started.catch(() => {});
      const marked = matches.get(`${term.version}|${key}`);
      if (marked?.marks.has(col)) return readKnown(request, key, marked);
    }
    const read = markedRead(request, key, like, plan.k);
    marking.set(slot, read);
    return read.finally(() => marking.delete(slot));
  };

  /**
   * A page read from its ordering's sorted matches, every k-th position kept as marks for later
   * pages; counted again in the same statement, so the answer is whole whatever landed meanwhile.
   */
  const markedRead = async (
    request: PageLookup,
    key: string,
    like: string | null,
    k: number,
  ): Promise<PageSnapshot> => {
    const row = await readMarksPage(q, request, { like, k });
    const kept = matches.get(`${row.version}|${key}`) ?? remember(key, request.view, row);
    const col = statColumn(request.view, request.field);
    const marks = new Map(kept.marks).set(col, { k, marks: Int32Array.from(row.marks ?? []) });
    matches.set(`${row.version}|${key}`, { ...kept, marks });
    return snapshot(row, row.total);
  };

  /** The first read of a term at known version `v`; one at a time per term (later ones wait). */
  const countOnce = (request: PageLookup, key: string, slot: string) => {
    const first = indexPattern(request)
      .then((like) => firstRead(request, key, like))
      .then((read) => {
        // Also under the version asked with, which lags an import by up to versionTtlMs: reads
        // meanwhile find the term (and check that they read its version) instead of counting.
        matches.set(slot, read.term);
        return read;
      });
    const shared = first.then(({ term }) => term);
    shared.catch(() => {});
    counting.set(slot, shared);
    return first.finally(() => counting.delete(slot));
  };

  return async (request) => {
    const { view, cluster, search, page, season = null, ranged = false } = request;
    const key = `${view}|${season ?? ''}|${request.slot ?? ''}|${ranged}|${cluster}|${search}`;
    const slot = `${await version()}|${key}`;
    let term = matches.get(slot);
    const started = term ? undefined : counting.get(slot);
    // No await between looking for a first read under way and starting one.
    if (started) term = await started.catch(() => undefined);
    if (!term) {
      const { row, term: counted } = await countOnce(request, key, slot);
      // Short when the page of a common term lies past the first walk: read on below.
      if ((row.rows?.length ?? 0) === expectedRows(row.total, page)) {
        return snapshot(row, row.total);
      }
      term = counted;
    }
    const known = await readKnown(request, key, term);
    if (known) return known;
    // An import landed since the term was counted: the statement that reads any page whole.
    const like = unindexed(request) ? null : likePattern(search);
    return markedRead(request, key, like, markStep(term.total, term.rows, rule));
  };
}
