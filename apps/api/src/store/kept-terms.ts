// The common words of a partition's names and their prefixes, counted and marked at import so that
// their first read is a lookup, not a count of tens of thousands of matches
// (docs/adr/0086-kept-terms.md, docs/adr/0092-drawing-in-one-room.md).
import { type NameGram, WORD } from './name-grams';
import { DEFAULT_MARK_RULE, GRAM_LENGTH } from './page-plan';

/**
 * A term (a word or a word's prefix) at least this many visible names contain is kept: counting
 * that many matches through the trigram index costs more than a first read's budget (measured:
 * docs/benchmarks.md#cold-reads).
 */
export const KEPT_TERM_MIN = 5_000;

/** Names sampled per word of a sampled name a kept word is expected to hold at `min`, at least. */
const SAMPLED_AT_MIN = 200;

export interface KeptTermRule {
  /** The fewest names that contain a term for it to be kept. */
  min?: number;
  /** Index entries a walk between two of a kept term's marks reads (page-plan.ts's walkRows). */
  walkRows?: number;
}

/** A kept term is a gram row with marks: its every k-th match's position in each ordering. */
export type KeptTerm = NameGram & Required<Pick<NameGram, 'k' | 'marks'>>;

/**
 * The terms a kept term may be: the words of every `stride`-th name (a sample that holds a word at
 * `min` about SAMPLED_AT_MIN times) and each word's prefixes longer than a gram ("storm" of
 * "stormborn": what a search types of a common name), held by at least half the sampled names
 * `min` predicts. A term the sample misses is not kept, and is counted at its first read as before.
 */
function candidateTerms(nameKeys: readonly string[], min: number): string[] {
  const stride = Math.max(1, Math.floor(min / SAMPLED_AT_MIN));
  const held = new Map<string, number>();
  for (let row = 0; row < nameKeys.length; row += stride) {
    const terms = new Set<string>();
    for (const word of (nameKeys[row] as string).match(WORD) ?? []) {
      for (let end = GRAM_LENGTH + 1; end <= word.length; end++) terms.add(word.slice(0, end));
    }
    for (const term of terms) held.set(term, (held.get(term) ?? 0) + 1);
  }
  const least = min / stride / 2;
  return [...held].filter(([, n]) => n >= least).map(([term]) => term);
}

/** The three code units at `at`, as one of 65,536 slots (terms that may start there). */
const headOf = (key: string, at: number) =>
  ((key.charCodeAt(at) * 31 + key.charCodeAt(at + 1)) * 31 + key.charCodeAt(at + 2)) & 0xffff;

/**
 * The rows whose name key contains each term anywhere (the count's own substring test), rows one
 * after another: row r's terms are ids[start[r] .. start[r + 1]). A place of a name is compared
 * only with the terms whose first three units fall in its slot (headOf).
 */
function matchesOfRows(nameKeys: readonly string[], terms: readonly string[]) {
  const heads: (number[] | undefined)[] = new Array(0x10000);
  terms.forEach((term, t) => {
    const slot = headOf(term, 0);
    heads[slot] = [...(heads[slot] ?? []), t];
  });
  const start = new Int32Array(nameKeys.length + 1);
  // Grown by doubling: a name holds a word's prefixes too, so ids run to a few per match.
  let ids = new Int32Array(1 << 16);
  let used = 0;
  const totals = new Int32Array(terms.length);
  const lastRow = new Int32Array(terms.length).fill(-1);
  for (let row = 0; row < nameKeys.length; row++) {
    const key = nameKeys[row] as string;
    for (let at = 0; at + GRAM_LENGTH < key.length; at++) {
      const starting = heads[headOf(key, at)];
      if (starting === undefined) continue;
      for (const t of starting) {
        if (lastRow[t] === row || !key.startsWith(terms[t] as string, at)) continue;
        lastRow[t] = row;
        totals[t] = (totals[t] as number) + 1;
        if (used === ids.length) {
          const grown = new Int32Array(ids.length * 2);
          grown.set(ids);
          ids = grown;
        }
        ids[used++] = t;
      }
    }
    start[row + 1] = used;
  }
  return { start, ids: ids.subarray(0, used), totals };
}

/**
 * The kept terms of the visible names `nameKeys` (one per row): each word of the sampled names and
 * each word's prefix, longer than a gram (candidateTerms), that at least `min` names contain
 * anywhere, with that number and, in every ordering (`orderings[s][row]`: the row's position in
 * statistic s, 1 to rows), the position of its k-th,
 * 2k-th, ... match, k chosen so that about `walkRows` entries of the ordering lie between two
 * marks (page-plan.ts's markStep). Each ordering's marks follow the previous ordering's.
 * Ordering by ordering, the names are visited in position order and each term's matches counted,
 * so no term's matches are sorted; nor are the names split into words, but in the sample.
 */
export function keepTerms(
  nameKeys: readonly string[],
  orderings: readonly ArrayLike<number>[],
  { min = KEPT_TERM_MIN, walkRows = DEFAULT_MARK_RULE.walkRows }: KeptTermRule = {},
): KeptTerm[] {
  const terms = candidateTerms(nameKeys, min);
  if (terms.length === 0) return [];
  const rows = nameKeys.length;
  const matches = matchesOfRows(nameKeys, terms);
  const steps = Array.from(matches.totals, (total) =>
    Math.max(1, Math.floor((total * walkRows) / rows)),
  );
  const perOrdering = steps.map((k, t) => Math.floor((matches.totals[t] as number) / k));
  const marks = perOrdering.map((m) => new Int32Array(m * orderings.length));
  const rowAt = new Int32Array(rows);
  const seen = new Int32Array(terms.length);
  orderings.forEach((ordering, s) => {
    for (let row = 0; row < rows; row++) rowAt[(ordering[row] as number) - 1] = row;
    seen.fill(0);
    for (let at = 0; at < rows; at++) {
      const row = rowAt[at] as number;
      for (let j = matches.start[row] as number; j < (matches.start[row + 1] as number); j++) {
        const t = matches.ids[j] as number;
        const n = (seen[t] as number) + 1;
        seen[t] = n;
        const k = steps[t] as number;
        if (n % k === 0) {
          (marks[t] as Int32Array)[s * (perOrdering[t] as number) + n / k - 1] = at + 1;
        }
      }
    }
  });
  return terms.flatMap((gram, t) => {
    const total = matches.totals[t] as number;
    if (total < min) return [];
    return [{ gram, total, positions: null, k: steps[t] as number, marks: marks[t] as Int32Array }];
  });
}
