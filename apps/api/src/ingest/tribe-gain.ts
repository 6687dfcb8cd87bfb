// A gain over a period, and a tribe's, defined once (docs/adr/0047-range-baselines.md,
// docs/adr/0074-the-hall-of-fame.md): the import's range boards (range-rows.ts) and the hall's
// rebuild from history (hall-rebuild.ts) both count so, so the two always agree.

/** What was gained since a baseline: `value - base`, or `value` after a reset (counted from 0). */
export const gain = (value: number, base: number): number => (value >= base ? value - base : value);

/**
 * A tribe's gain of each statistic but its score: the sum of its current members' gains of the
 * player statistic named here (hidden members included, as the plugin's totals include them),
 * never the tribe's own totals, which an export need not keep equal to its members' sums. Its
 * score's gain is its own. Keyed by the tribe's column, in its data order.
 */
export const TRIBE_MEMBER_SUMS = {
  kills: 'kills',
  deaths: 'deaths',
  tame_kills: 'dino_kills',
  play_time: 'play_time',
} as const;

/** The tribe statistic whose gain is the tribe's own. */
export const TRIBE_OWN_GAIN = 'damage_score';
