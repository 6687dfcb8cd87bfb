// The best of a statistic among compared rows (docs/adr/0083-compare.md): outside compare.ts,
// which core's index loads, so the page's first load does not carry what only the comparison's
// table draws (docs/adr/0084-the-hall-on-the-page.md, 2026-12-04 addendum).
import type { View } from './contract';
import { type FilterWire, findFilter } from './filters';

/**
 * A row's or a detail's value of the statistic a filter ranks by; null where it has none (a
 * statistic its source keeps none of).
 * @example statOf('players', { PlayerKills: 9 }, 'kills') // 9
 */
export function statOf(view: View, stats: object, filter: FilterWire): number | null {
  const option = findFilter(view, filter);
  const value = option && (stats as Record<string, unknown>)[option.field];
  return typeof value === 'number' ? value : null;
}

/** The statistics where less is better: the best value is the lowest. */
export const LOWER_IS_BETTER: readonly FilterWire[] = ['deaths'];

/**
 * The places holding the best of a statistic's values: the highest, or the lowest where less is
 * better; every place of a tie; none when no place has a value.
 * @example bestOf('kills', [3, 9, null, 9]) // [1, 3]
 * @example bestOf('deaths', [3, 9]) // [0]
 */
export function bestOf(stat: FilterWire, values: readonly (number | null)[]): number[] {
  const shown = values.filter((value): value is number => value !== null);
  if (shown.length === 0) return [];
  const best = LOWER_IS_BETTER.includes(stat) ? Math.min(...shown) : Math.max(...shown);
  return values.flatMap((value, at) => (value === best ? [at] : []));
}
