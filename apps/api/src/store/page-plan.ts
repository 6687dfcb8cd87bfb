import { PAGE_SIZE, type StatField, type View } from '@ark/core';
import type { RangeSlot } from './range-slots';
import { statColumn } from './view-columns';

/**
 * Which board a read names: the current season's all-time board, an archived season's, or a
 * range slot of the current season (docs/adr/0047-range-baselines.md).
 */
export interface BoardChoice {
  /** An archived season's id; null or absent = the current season. */
  season?: number | null;
  /**
   * A range's slot, or `empty` for a range with no rows now (no import since its period began);
   * null or absent = the all-time board.
   */
  slot?: RangeSlot | 'empty' | null;
}

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
  /** Only the players online now: those with an open session in the cluster's game log. */
  online?: boolean;
}

/** What the store knows of a page's term when it plans the page's next statement. */
export interface TermKnowledge {
  /** The term's matches as counted at a data version; null before its first count. */
  term: TermMatches | null;
  /** How often each word of a term of several words occurs in a sample of the ordering. */
  sampled?: readonly number[];
  /** The partition read has no grams (built before them, or by a hide): count by a scan. */
  noGrams?: boolean;
  /**
   * The term is one of its partition's kept terms, as last listed (kept-terms.ts): its first read
   * looks it up; false once a lookup found none (another partition served meanwhile).
   */
  kept?: boolean;
  /** The term was counted again for its positions: if that did not answer, marks will. */
  recounted?: boolean;
  /** A read at the term's positions met another import's rows: the page is read whole. */
  moved?: boolean;
}

/** Where a term's first read finds its matches: `kept` and `grams` were counted at import. */
export type CountSource = 'kept' | 'grams' | 'trigram' | 'scan';

/**
 * The one statement a page needs next (docs/adr/0055-one-read-path.md). Each kind is one
 * statement of page-sql.ts.
 */
export type PagePlan =
  /** An unsearched page: a range scan on the stored position, positions (from, to]. */
  | { kind: 'ranked'; from: number; to: number }
  /**
   * A page of the players online now (searched or not): the few open sessions joined to their
   * rows, counted and paged in one statement; nothing kept (docs/adr/0096-the-online-filter.md).
   */
  | { kind: 'online'; offset: number }
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

/**
 * Terms of at most this many UTF-16 code units are counted at import: no trigram serves them, so
 * counting one at read time scanned every name (docs/adr/0052-cold-reads-and-import-speed.md).
 */
export const GRAM_LENGTH = 2;

/** Whether a read's term is answered from its partition's grams: short, on a current board. */
export const isGramTerm = (lookup: {
  search: string;
  slot?: string | null;
  season?: number | null;
}): boolean =>
  lookup.search.length > 0 &&
  lookup.search.length <= GRAM_LENGTH &&
  !lookup.slot &&
  (lookup.season ?? null) === null;

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
 * The first read of a term: looked up when kept (kept-terms.ts), from its partition's grams when
 * short (name-grams.ts), by a scan
 * when no trigram serves it, else by the trigram index on the term, or on a word of it the
 * sample never saw. A common word (a first name) carries long posting lists: intersecting them
 * costs more than checking the few rows of a rare word (a number) against the whole term.
 */
function firstPlan(lookup: PageLookup, known: TermKnowledge): PagePlan {
  if (known.kept) return countPlan(lookup, 'kept', null);
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
 * path a search takes can be read here and tested without a database. A page of the players
 * online now is one statement whatever its term (they are few). An unsearched page is a
 * range scan; a term not counted yet is counted (its words sampled first when it has several);
 * a counted one is read at its kept positions, by a walk, or from marks made for the page's
 * ordering (planRead, below); a read that met another import reads the page whole.
 * @example planPage({ view: 'players', cluster: 'SOLO', field: 'PlayerKills', search: 'rex', page: 0 }, { term: null })
 * // { kind: 'count', source: 'trigram', like: '%rex%', offset: 0 }
 */
export function planPage(lookup: PageLookup, known: TermKnowledge, rule: MarkRule = {}): PagePlan {
  if (lookup.online) return { kind: 'online', offset: offsetOf(lookup.page) };
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

/**
 * What the store keeps of one search term's matches in one ordering: their number and the stored
 * position of every k-th match in that order (every match when k = 1).
 */
export interface TermMarks {
  /** Matches in all: the exact total the pager shows. */
  total: number;
  /** Every k-th match's position is kept. */
  k: number;
  /** Positions (pos_<stat>) of matches k, 2k, 3k, ... in ascending order. */
  marks: Int32Array;
}

export interface MarkRule {
  /** Up to this many matches, every position is kept: a page is read by its 20 positions. */
  exactMax?: number;
  /** Index entries a page read may walk between two marks (a bound on a page's cost). */
  walkRows?: number;
}

/**
 * The rule by default: a walk of 10,000 index entries stays within a few milliseconds, and a
 * common term's pages up to about 10,000 × density / 20 need no marks
 * (docs/adr/0052-cold-reads-and-import-speed.md; measured: docs/benchmarks.md#cold-reads).
 */
export const DEFAULT_MARK_RULE: Required<MarkRule> = { exactMax: 20_000, walkRows: 10_000 };

/**
 * How many matches apart the kept positions of a term are: 1 (all) for up to `exactMax` matches,
 * else as many as `walkRows` entries of the ordering hold on average, so that walking from one
 * mark to the next reads about `walkRows` index entries however dense the term is.
 * @example markStep(58_000, 1_000_000, { walkRows: 2_000 }) // 116: 500 marks, 2,000 entries apart
 */
export function markStep(
  total: number,
  rows: number,
  { exactMax = DEFAULT_MARK_RULE.exactMax, walkRows = DEFAULT_MARK_RULE.walkRows }: MarkRule = {},
): number {
  if (total <= exactMax) return 1;
  return Math.max(1, Math.floor((total * walkRows) / Math.max(1, rows)));
}

/** The largest value a position column (`integer`) holds. */
export const MAX_POSITION = 2 ** 31 - 1;

/** How to read one page of a term's matches from its marks. */
export type PageRead =
  /** Exactly these positions (k = 1), or none past the last match. */
  | { kind: 'positions'; positions: number[] }
  /** Walk the ordering in (after, upTo], keep matches, skip `skip` of them, take a page. */
  | { kind: 'walk'; after: number; upTo: number; skip: number };

/**
 * The read of zero-based page `page`: matches 20·page .. 20·page + 19 in the ordering. With every
 * position kept they are looked up; otherwise the walk starts after the last mark before the page
 * and ends at the first mark past it, so it reads at most about two marks' worth of entries.
 * @example pageRead({ k: 100, marks, total: 5000 }, 7) // walk after marks[0], skip 40
 */
export function pageRead({ k, marks, total }: TermMarks, page: number): PageRead {
  const first = page * PAGE_SIZE;
  if (first >= total) return { kind: 'positions', positions: [] };
  if (k === 1) {
    return { kind: 'positions', positions: Array.from(marks.subarray(first, first + PAGE_SIZE)) };
  }
  // marks[i] is the position of match number (i + 1)·k (one-based).
  const before = Math.floor(first / k);
  const after = before === 0 ? 0 : (marks[before - 1] as number);
  const last = Math.min(first + PAGE_SIZE, total);
  const upTo = marks[Math.ceil(last / k) - 1] ?? MAX_POSITION;
  return { kind: 'walk', after, upTo, skip: first - before * k };
}

/** What the store knows of a term at one data version (page-reads.ts keeps it). */
export interface TermMatches {
  version: number;
  /** Matches in all. */
  total: number;
  /** Rows of the cluster in the view (the density of the term is total / rows). */
  rows: number;
  /** Per stat column, every match's position (terms of few matches). */
  exact: Map<string, Int32Array> | null;
  /** Per stat column, marks made when a deep page asked for them (terms of many matches). */
  marks: Map<string, { k: number; marks: Int32Array }>;
}

/** How a page of a known term is read, or which statement must first learn more of it. */
export type TermRead = PageRead | { kind: 'exact' } | { kind: 'marks'; k: number };

/**
 * The cheapest read of zero-based page `page` in the ordering `col`: its kept positions; a walk
 * from the start of the ordering when the term is dense enough that the page lies within about
 * `walkRows` entries; a walk between marks (made at import, or by an earlier page); else the
 * statement that makes the positions (few matches) or the marks (many).
 */
export function planRead(
  term: TermMatches,
  col: string,
  page: number,
  rule: MarkRule = {},
): TermRead {
  const { exactMax, walkRows } = { ...DEFAULT_MARK_RULE, ...rule };
  const { total, rows } = term;
  const first = page * PAGE_SIZE;
  if (first >= total) return { kind: 'positions', positions: [] };
  const exact = term.exact?.get(col);
  if (exact) return pageRead({ k: 1, marks: exact, total }, page);
  if (((first + PAGE_SIZE) * rows) / total <= walkRows) {
    return { kind: 'walk', after: 0, upTo: MAX_POSITION, skip: first };
  }
  // Marks kept at import serve a term of any total (kept-terms.ts).
  const marked = term.marks.get(col);
  if (marked) return pageRead({ ...marked, total }, page);
  if (total <= exactMax) return { kind: 'exact' };
  return { kind: 'marks', k: markStep(total, rows, rule) };
}
