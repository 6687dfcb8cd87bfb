/** What ranking needs of a table's rows: their name keys, ids and ranked statistics. */
export interface RankInput {
  nameKeys: readonly string[];
  ids: readonly string[];
  /** One array per ranked statistic, one value per row (finite numbers). */
  stats: readonly Float64Array[];
}

/** Per statistic, each row's unique position and its competition rank (both from 1). */
export interface Ranks {
  positions: Int32Array[];
  ranks: Int32Array[];
}

// UTF-16 puts surrogates (D800-DFFF) below E000-FFFF; code points put them above. Shifting both
// ranges gives code-point order, which is UTF-8 byte order: PostgreSQL's COLLATE "C".
const codePointUnit = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000);

/**
 * Compares two strings by code point, as PostgreSQL's `COLLATE "C"` compares their UTF-8 bytes.
 * @example compareCodePoints('\uffff', '\u{10000}') // < 0 (UTF-16 order would say > 0)
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x >= 0xd800 && y >= 0xd800 ? codePointUnit(x) - codePointUnit(y) : x - y;
  }
  return a.length - b.length;
}

/** A code unit from D800 up: where UTF-16 order and code-point order can part. */
const HIGH_UNIT = /[\ud800-\uffff]/;

/**
 * Row indices in (name key, id) order by code point. V8's own string comparison (UTF-16 order) is
 * used wherever it agrees with code-point order: unless both strings hold a unit from D800 up,
 * their first difference has a unit below D800 on one side, and both orders agree there.
 */
function nameOrder(nameKeys: readonly string[], ids: readonly string[]): number[] {
  const high = (list: readonly string[]) => list.map((text) => HIGH_UNIT.test(text));
  const [keyHigh, idHigh] = [high(nameKeys), high(ids)];
  const compare = (list: readonly string[], flags: boolean[], a: number, b: number) => {
    const x = list[a] as string;
    const y = list[b] as string;
    if (x === y) return 0;
    if (flags[a] && flags[b]) return compareCodePoints(x, y);
    return x < y ? -1 : 1;
  };
  return Array.from({ length: ids.length }, (_, i) => i).sort(
    (a, b) => compare(nameKeys, keyHigh, a, b) || compare(ids, idHigh, a, b),
  );
}

/**
 * Row indices by value descending, ties in `tie` order. Whole values that fit (the usual
 * statistics) are packed with their tie place into one number and sorted natively, far faster
 * than a comparator (measured: docs/benchmarks.md#search-and-ranks); others take the comparator.
 */
function statOrder(values: Float64Array, tie: Int32Array, byName: number[]): ArrayLike<number> {
  const count = values.length;
  let max = 0;
  let min = 0;
  let whole = true;
  for (const value of values) {
    if (!Number.isInteger(value)) whole = false;
    if (value > max) max = value;
    if (value < min) min = value;
  }
  if (whole && (max - min + 1) * count < Number.MAX_SAFE_INTEGER) {
    // (max - value) ascending is value descending; -0 packs as 0, equal to 0 as in PostgreSQL.
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++)
      keys[i] = (max - (values[i] as number)) * count + (tie[i] as number);
    keys.sort();
    const order = new Int32Array(count);
    for (let place = 0; place < count; place++) {
      order[place] = byName[(keys[place] as number) % count] as number;
    }
    return order;
  }
  return Array.from({ length: count }, (_, i) => i).sort((a, b) => {
    const x = values[a] as number;
    const y = values[b] as number;
    // Descending; -0 equals 0 here as in PostgreSQL's float8 comparison.
    if (x !== y) return x > y ? -1 : 1;
    return (tie[a] as number) - (tie[b] as number);
  });
}

/**
 * Ranks rows as docs/adr/0006-rank-rules.md says, per statistic: descending, ties broken by the
 * name key then the id (both by code point, as `COLLATE "C"`); the position is the row's place in
 * that order (`row_number()`), the rank its standard competition rank (`rank()`: 1, 2, 2, 4).
 * Computed here, in the importing thread, so the store's connection only writes finished rows.
 */
export function rankRows({ nameKeys, ids, stats }: RankInput): Ranks {
  const count = ids.length;
  // The tie-break order once for all statistics; each statistic then sorts on numbers only.
  const byName = nameOrder(nameKeys, ids);
  const tie = new Int32Array(count);
  byName.forEach((row, place) => {
    tie[row] = place;
  });
  const positions: Int32Array[] = [];
  const ranks: Int32Array[] = [];
  for (const values of stats) {
    const order = statOrder(values, tie, byName);
    const position = new Int32Array(count);
    const rank = new Int32Array(count);
    for (let place = 0; place < count; place++) {
      const row = order[place] as number;
      position[row] = place + 1;
      const previous = order[place - 1];
      rank[row] =
        previous !== undefined && values[previous] === values[row]
          ? (rank[previous] as number)
          : place + 1;
    }
    positions.push(position);
    ranks.push(rank);
  }
  return { positions, ranks };
}
