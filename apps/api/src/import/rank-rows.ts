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

/**
 * Ranks rows as docs/decisions.md#rank-rules says, per statistic: descending, ties broken by the
 * name key then the id (both by code point, as `COLLATE "C"`); the position is the row's place in
 * that order (`row_number()`), the rank its standard competition rank (`rank()`: 1, 2, 2, 4).
 * Computed here, in the importing thread, so the store's connection only writes finished rows.
 */
export function rankRows({ nameKeys, ids, stats }: RankInput): Ranks {
  const count = ids.length;
  // The tie-break order once for all statistics; each statistic then sorts on numbers only.
  const byName = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) =>
      compareCodePoints(nameKeys[a] as string, nameKeys[b] as string) ||
      compareCodePoints(ids[a] as string, ids[b] as string),
  );
  const tie = new Int32Array(count);
  byName.forEach((row, place) => {
    tie[row] = place;
  });
  const positions: Int32Array[] = [];
  const ranks: Int32Array[] = [];
  for (const values of stats) {
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => {
      const x = values[a] as number;
      const y = values[b] as number;
      // Descending; -0 equals 0 here as in PostgreSQL's float8 comparison.
      if (x !== y) return x > y ? -1 : 1;
      return (tie[a] as number) - (tie[b] as number);
    });
    const position = new Int32Array(count);
    const rank = new Int32Array(count);
    order.forEach((row, place) => {
      position[row] = place + 1;
      const previous = order[place - 1];
      rank[row] =
        previous !== undefined && values[previous] === values[row]
          ? (rank[previous] as number)
          : place + 1;
    });
    positions.push(position);
    ranks.push(rank);
  }
  return { positions, ranks };
}
