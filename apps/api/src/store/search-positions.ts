import { PAGE_SIZE } from '@ark/core';

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
 * `walkRows` entries; a walk between marks; else the statement that makes the positions (few
 * matches) or the marks (many).
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
  if (total <= exactMax) return { kind: 'exact' };
  const marked = term.marks.get(col);
  if (marked) return pageRead({ ...marked, total }, page);
  return { kind: 'marks', k: markStep(total, rows, rule) };
}
