import { PAGE_SIZE, type StatField, type View } from '@ark/core';
import type { BoardChoice } from './board-relations';
import { isGramTerm } from './name-grams';
import {
  MAX_POSITION,
  type MarkRule,
  markStep,
  type PageRead,
  planRead,
  type TermMatches,
} from './search-positions';
import { statColumn } from './view-columns';

/**
 * What a page read asks for, checked: the view, cluster and ordering, the (lowercased, trimmed)
 * search term (empty: none) and the zero-based page, on the board `BoardChoice` names.
 */
export interface PageLookup extends BoardChoice {
  view: View;
  cluster: string;
  field: StatField;
  search: string;
  page: number;
}

/** What the store knows of a page's term when it plans the page's next statement. */
export interface TermKnowledge {
  /** The term's matches as counted at a data version; null before its first count. */
  term: TermMatches | null;
  /** How often each word of a term of several words occurs in a sample of the ordering. */
  sampled?: readonly number[];
  /** The partition read has no grams (built before them, or by a hide): count by a scan. */
  noGrams?: boolean;
  /** The term was counted again for its positions: if that did not answer, marks will. */
  recounted?: boolean;
  /** A read at the term's positions met another import's rows: the page is read whole. */
  moved?: boolean;
}

/** Where a term's first read finds its matches. */
export type CountSource = 'grams' | 'trigram' | 'scan';

/**
 * The one statement a page needs next (docs/adr/0055-one-read-path.md). Each kind is one
 * statement of page-sql.ts.
 */
export type PagePlan =
  /** An unsearched page: a range scan on the stored position, positions (from, to]. */
  | { kind: 'ranked'; from: number; to: number }
  /** How often each word occurs in the first `rows` entries of the ordering. */
  | { kind: 'sample'; words: string[]; rows: number }
  /**
   * A term's first read: its total, every position when few, and the page when it is among them
   * or within the first walk; `like` lets the trigram index find the matches.
   */
  | { kind: 'count'; source: CountSource; like: string | null; offset: number }
  /** A page of a counted term: its 20 positions looked up, or a walk of its ordering. */
  | PageRead
  /** A page of a common term read from its sorted matches, every k-th position kept as a mark. */
  | { kind: 'marks'; k: number; like: string | null; offset: number };

/** Escapes LIKE wildcards so `%` and `_` in a search match literally (escape char `\`). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Entries of an ordering sampled to tell a term's rare word from its common ones. */
export const WORD_SAMPLE_ROWS = 2000;

/** Whether a trigram index serves the term: 3 letters or more, off the range slots (none there). */
const indexed = ({ search, slot }: PageLookup): boolean => search.length >= 3 && !slot;

/** Matches skipped before the page, bounded so that position arithmetic never overflows. */
const offsetOf = (page: number, last = MAX_POSITION) => Math.min(page * PAGE_SIZE, last);

const countPlan = (lookup: PageLookup, source: CountSource, like: string | null): PagePlan => ({
  kind: 'count',
  source,
  like,
  offset: offsetOf(lookup.page),
});

const marksPlan = (lookup: PageLookup, k: number): PagePlan => ({
  kind: 'marks',
  k,
  like: indexed(lookup) ? likePattern(lookup.search) : null,
  offset: offsetOf(lookup.page, MAX_POSITION - PAGE_SIZE),
});

/**
 * The first read of a term: from its partition's grams when short (name-grams.ts), by a scan
 * when no trigram serves it, else by the trigram index on the term, or on a word of it the
 * sample never saw. A common word (a first name) carries long posting lists: intersecting them
 * costs more than checking the few rows of a rare word (a number) against the whole term.
 */
function firstPlan(lookup: PageLookup, known: TermKnowledge): PagePlan {
  if (isGramTerm(lookup) && !known.noGrams) return countPlan(lookup, 'grams', null);
  if (!indexed(lookup)) return countPlan(lookup, 'scan', null);
  const words = [...new Set(lookup.search.split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 3);
  if (words.length < 2) return countPlan(lookup, 'trigram', likePattern(lookup.search));
  if (!known.sampled) return { kind: 'sample', words, rows: WORD_SAMPLE_ROWS };
  const unseen = words.filter((_, i) => known.sampled?.[i] === 0);
  const rarest = unseen.reduce<string | null>((a, b) => (a && a.length >= b.length ? a : b), null);
  return countPlan(lookup, 'trigram', likePattern(rarest ?? lookup.search));
}

/**
 * The next statement of a page, from what the store knows of its term: a pure function, so every
 * path a search takes can be read here and tested without a database. An unsearched page is a
 * range scan; a term not counted yet is counted (its words sampled first when it has several);
 * a counted one is read at its kept positions, by a walk, or from marks made for the page's
 * ordering (search-positions.ts: planRead); a read that met another import reads the page whole.
 * @example planPage({ view: 'players', cluster: 'SOLO', field: 'PlayerKills', search: 'rex', page: 0 }, { term: null })
 * // { kind: 'count', source: 'trigram', like: '%rex%', offset: 0 }
 */
export function planPage(lookup: PageLookup, known: TermKnowledge, rule: MarkRule = {}): PagePlan {
  if (lookup.search === '') {
    const from = offsetOf(lookup.page);
    return { kind: 'ranked', from, to: Math.min(from + PAGE_SIZE, MAX_POSITION) };
  }
  const { term } = known;
  if (term === null) return firstPlan(lookup, known);
  if (known.moved) return marksPlan(lookup, markStep(term.total, term.rows, rule));
  const read = planRead(term, statColumn(lookup.view, lookup.field), lookup.page, rule);
  if (read.kind === 'marks') return marksPlan(lookup, read.k);
  if (read.kind !== 'exact') return read;
  // Few matches known without their positions (marks made across an import): read them all once,
  // by the index or a scan (a term's grams list none past their bound).
  if (known.recounted) return marksPlan(lookup, markStep(term.total, term.rows, rule));
  return indexed(lookup)
    ? countPlan(lookup, 'trigram', likePattern(lookup.search))
    : countPlan(lookup, 'scan', null);
}
