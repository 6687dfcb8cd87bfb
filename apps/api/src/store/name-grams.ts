import { PAGE_SIZE, type View } from '@ark/core';
import type { Queryable, Session, SqlCell } from '../db/db';
import { DEFAULT_MARK_RULE, GRAM_LENGTH } from './page-plan';

/** Up to this many matches, a gram keeps every match's position in every ordering. */
export const GRAM_LIST_MAX = 20_000;

/** Pages from the first a gram's walks reach without marks, or else it is listed. */
const WALKED_PAGES = 10;

/**
 * The most matches a gram of `rows` names is listed with: one whose first WALKED_PAGES pages lie
 * within a walk of the default budget is not (its lists would cost the import more than the
 * walks cost its reads), nor one above GRAM_LIST_MAX.
 */
export const gramListMax = (rows: number): number =>
  Math.min(
    GRAM_LIST_MAX,
    Math.ceil((rows * WALKED_PAGES * PAGE_SIZE) / DEFAULT_MARK_RULE.walkRows),
  );

/** One gram of a partition's visible names: their number, and their positions when few. */
export interface NameGram {
  /** One or two UTF-16 code units, never half of a surrogate pair; '' marks a counted partition. */
  gram: string;
  /** Visible rows whose name key contains the gram. */
  total: number;
  /**
   * Up to `listMax` matches: their positions in each ordering of the view (rankedColumns order),
   * each ordering's ascending, one after another (`total` each); null above.
   */
  positions: Int32Array | null;
  /**
   * A kept term's (kept-terms.ts): every k-th match's position is in `marks`, in each ordering of
   * the view (rankedColumns order), ⌊total / k⌋ each, one ordering after another.
   */
  k?: number;
  marks?: Int32Array;
}

/**
 * A word of a name: a maximal run of letters and digits. A term made only of letters and digits
 * matches a name only inside one of its words, so a kept term's matches (kept-terms.ts) are the
 * names whose words contain it.
 */
export const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Whether a read's term may be one its partition keeps (kept-terms.ts): one word longer than a
 * gram, on a current board.
 */
export const mayBeKept = (lookup: {
  search: string;
  slot?: string | null;
  season?: number | null;
}): boolean => {
  if (lookup.search.length <= GRAM_LENGTH || lookup.slot || (lookup.season ?? null) !== null) {
    return false;
  }
  const words = lookup.search.match(WORD);
  return words?.length === 1 && words[0] === lookup.search;
};

/** The kept terms of the partition a cluster's row serves for `view` (none: an empty list). */
export async function readKeptTerms(q: Queryable, view: View, cluster: string): Promise<string[]> {
  const rows = await q.query<{ gram: string }>(
    `SELECT gram FROM name_grams WHERE k IS NOT NULL
       AND partition = (SELECT ${view}_table FROM clusters WHERE key = $1)`,
    [cluster],
  );
  return rows.map(({ gram }) => gram);
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
/** Code units under this pair up in a dense table (Latin, Greek, Cyrillic); others in a Map. */
const DENSE = 1024;

/** Slots of a gram: a unigram's is its code unit, then dense bigrams, then the others. */
const DENSE_BASE = 65536;
const WIDE_BASE = DENSE_BASE + DENSE * DENSE;

/**
 * Visits every distinct gram of every name once per name, by slot (a unigram, a dense bigram
 * `DENSE_BASE + a·DENSE + b`, or another `WIDE_BASE + a·65536 + b`). A bigram that would split a
 * surrogate pair is skipped (no search term holds half of one), as is a lone surrogate.
 */
function eachGram(nameKeys: readonly string[], visit: (slot: number, row: number) => void): void {
  const last = new Int32Array(WIDE_BASE).fill(-1);
  const wideLast = new Map<number, number>();
  for (let row = 0; row < nameKeys.length; row++) {
    const key = nameKeys[row] as string;
    for (let i = 0; i < key.length; i++) {
      const a = key.charCodeAt(i);
      if (!isHigh(a) && !isLow(a) && last[a] !== row) {
        last[a] = row;
        visit(a, row);
      }
      if (i + 1 === key.length) break;
      const b = key.charCodeAt(i + 1);
      if (isLow(a) || isHigh(b) || isHigh(a) !== isLow(b)) continue;
      if (a < DENSE && b < DENSE) {
        const slot = DENSE_BASE + a * DENSE + b;
        if (last[slot] === row) continue;
        last[slot] = row;
        visit(slot, row);
      } else {
        const slot = WIDE_BASE + a * 65536 + b;
        if (wideLast.get(slot) === row) continue;
        wideLast.set(slot, row);
        visit(slot, row);
      }
    }
  }
}

/** The text of a gram's slot (see eachGram). */
function gramText(slot: number): string {
  if (slot < DENSE_BASE) return String.fromCharCode(slot);
  if (slot < WIDE_BASE) {
    const at = slot - DENSE_BASE;
    return String.fromCharCode(Math.floor(at / DENSE), at % DENSE);
  }
  const at = slot - WIDE_BASE;
  return String.fromCharCode(Math.floor(at / 65536), at % 65536);
}

/**
 * Counts the one- and two-unit grams of the visible names `nameKeys` (one per row), and lists
 * where each gram matched at most `listMax` (gramListMax) times is in every ordering (`orderings[s][row]`: the
 * row's position in statistic s). The '' gram counts every row: its presence marks the partition
 * as counted.
 */
export function countGrams(
  nameKeys: readonly string[],
  orderings: readonly ArrayLike<number>[],
  { listMax = gramListMax(nameKeys.length) }: { listMax?: number } = {},
): NameGram[] {
  const dense = new Int32Array(WIDE_BASE);
  const wide = new Map<number, number>();
  eachGram(nameKeys, (slot) => {
    if (slot < WIDE_BASE) dense[slot] = (dense[slot] as number) + 1;
    else wide.set(slot, (wide.get(slot) ?? 0) + 1);
  });
  const counts = new Map(wide);
  dense.forEach((total, slot) => {
    if (total > 0) counts.set(slot, total);
  });
  // The rows of each gram matched at most listMax times.
  const lists = new Map<number, { rows: Int32Array; filled: number }>();
  // A dense slot's list is found by a typed-array test first: most grams are common.
  const listed = new Uint8Array(WIDE_BASE);
  for (const [slot, total] of counts) {
    if (total > listMax) continue;
    lists.set(slot, { rows: new Int32Array(total), filled: 0 });
    if (slot < WIDE_BASE) listed[slot] = 1;
  }
  if (lists.size > 0) {
    eachGram(nameKeys, (slot, row) => {
      if (slot < WIDE_BASE && listed[slot] === 0) return;
      const entry = lists.get(slot);
      if (entry) entry.rows[entry.filled++] = row;
    });
  }
  /** Each ordering's positions of `rows`, ascending, one ordering after another. */
  const placed = (rows: Int32Array): Int32Array => {
    const out = new Int32Array(rows.length * orderings.length);
    orderings.forEach((ordering, s) => {
      const part = out.subarray(s * rows.length, (s + 1) * rows.length);
      rows.forEach((row, i) => {
        part[i] = ordering[row] as number;
      });
      part.sort();
    });
    return out;
  };
  const grams: NameGram[] = [{ gram: '', total: nameKeys.length, positions: null }];
  for (const [slot, total] of counts) {
    const entry = lists.get(slot);
    grams.push({ gram: gramText(slot), total, positions: entry ? placed(entry.rows) : null });
  }
  return grams;
}

/** Rows of grams per statement. */
const GRAM_CHUNK = 5_000;

/** Writes a built partition's grams and kept terms (before its swap: no reader sees them until then). */
export async function writeGrams(
  session: Session,
  partition: string,
  grams: readonly NameGram[],
): Promise<void> {
  const columns = ['partition', 'gram', 'total', 'positions', 'k', 'marks'];
  const list = (values: Int32Array | null | undefined) => (values ? `{${values.join(',')}}` : null);
  for (let start = 0; start < grams.length; start += GRAM_CHUNK) {
    const rows = grams
      .slice(start, start + GRAM_CHUNK)
      .map(({ gram, total, positions, k, marks }): SqlCell[] => [
        partition,
        gram,
        total,
        list(positions),
        k ?? null,
        list(marks),
      ]);
    await session.appendRows('name_grams', columns, rows);
  }
}

/** Forgets the grams of `partitions` (dropped, or no longer served). */
export async function dropGrams(q: Queryable, partitions: readonly string[]): Promise<void> {
  if (partitions.length === 0) return;
  await q.query('DELETE FROM name_grams WHERE partition = ANY($1::text[])', [partitions]);
}

/**
 * Forgets the grams of every partition no cluster serves (a killed import's, a hide's or a
 * season's predecessor). Call it holding the import lock.
 */
export async function dropUnservedGrams(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM name_grams WHERE partition NOT IN (
       SELECT players_table FROM clusters WHERE players_table IS NOT NULL
       UNION ALL SELECT tribes_table FROM clusters WHERE tribes_table IS NOT NULL)`,
  );
}
