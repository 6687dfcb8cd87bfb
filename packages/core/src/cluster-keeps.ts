// What a cluster's source keeps (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md): whether it
// has tribes and which statistics it counts. The clusters answer may say so in `keeps`; a backend
// that does not is read as keeping everything, so the page is as before.
import * as z from 'zod/mini';
import { KEPT_STATS, type View } from './contract';
import { type FilterOption, type FilterWire, filterOptions, findFilter } from './filters';
import type { FirstCatalog } from './i18n/catalog';
import { translate } from './i18n/translate';
import { boardStatName } from './phrases';

/** What a cluster's source keeps: tribes or not, and the statistics it counts. */
export interface ClusterKeeps {
  /** False for a source with no tribes (PointRewards): its tribe board is always empty. */
  tribes: boolean;
  /** The Filter by wire values it counts; a board by another would rank everyone tied. */
  stats: readonly FilterWire[];
}

/** A backend that says nothing keeps everything. */
export const KEEPS_EVERYTHING: ClusterKeeps = { tribes: true, stats: KEPT_STATS };

/** `keeps` as the reference server sends it, for the API document. */
export function clusterKeepsWireSchema() {
  return z.object({
    tribes: z.boolean().check(z.describe('False when the source keeps no tribes (PointRewards).')),
    stats: z
      .array(z.enum(KEPT_STATS))
      .check(
        z.describe(
          'The Filter by values the source counts; a board by another is answered with no rows.',
        ),
      ),
  });
}

/** The keeps of the cluster `key` in a clusters list; everything when it says nothing. */
export function keepsOf(
  clusters: readonly { key: string; keeps?: ClusterKeeps | undefined }[],
  key: string,
): ClusterKeeps {
  return clusters.find((cluster) => cluster.key === key)?.keeps ?? KEEPS_EVERYTHING;
}

/** The Filter by options of a view the cluster counts, in menu order. */
export function keptFilterOptions(view: View, keeps: ClusterKeeps): readonly FilterOption[] {
  return filterOptions(view).filter((option) => keeps.stats.includes(option.wire));
}

/**
 * What a board of `view` by `filter` on a cluster that keeps `keeps` lacks: `tribes` (a tribe
 * board of a source with none), `stat` (a statistic it does not count), or null.
 * @example boardLack('tribes', 'tribe_score', { tribes: false, stats: ['kills'] }) // "tribes"
 */
export function boardLack(
  view: View,
  filter: string,
  keeps: ClusterKeeps,
): 'tribes' | 'stat' | null {
  if (view === 'tribes' && !keeps.tribes) return 'tribes';
  const option = findFilter(view, filter);
  return option && !keeps.stats.includes(option.wire) ? 'stat' : null;
}

/**
 * The sentence a board says instead of its rows when the cluster lacks what it is ordered by, or
 * null: the tribe tab of a source without tribes, a board by a statistic it does not count.
 * @example lackText('players', 'time_played', { tribes: false, stats: ['kills'] }, en) // "This server’s stats don’t keep time played, so there is no board by it."
 */
export function lackText(
  view: View,
  filter: string,
  keeps: ClusterKeeps,
  catalog: FirstCatalog,
): string | null {
  const lack = boardLack(view, filter, keeps);
  if (lack === 'tribes') return translate(catalog, 'keeps.noTribes');
  const option = findFilter(view, filter);
  if (lack === 'stat' && option) {
    return translate(catalog, 'keeps.missingStat', { stat: boardStatName(catalog, option.wire) });
  }
  return null;
}
