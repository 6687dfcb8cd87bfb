import {
  ClustersQuerySchema,
  type ListedClusters,
  type PeriodRange,
  pickCluster,
  RANGE_KEYS,
  type RangeKey,
  stripNul,
} from '@ark/core';
import { BadRequest } from './api-error';

/**
 * The named params of a query, each given at most once (else 400 repeated_param), NUL removed
 * (PostgreSQL text cannot hold it, and stored names have it stripped too).
 */
export function readParams(
  params: URLSearchParams,
  names: readonly string[],
): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {};
  for (const name of names) {
    const values = params.getAll(name);
    if (values.length > 1) {
      throw new BadRequest('repeated_param', `${name} may be given once, got ${values.length}`);
    }
    raw[name] = values[0] === undefined ? undefined : stripNul(values[0]);
  }
  return raw;
}

/**
 * The `season` param: null (absent or empty: the current season) or an archived season's id;
 * anything else is a 400 unknown_season naming the ids allowed
 * (docs/adr/0037-moderation-and-seasons.md).
 */
export function readSeason(params: URLSearchParams, seasonIds: readonly number[]): number | null {
  const parsed = ClustersQuerySchema.safeParse(readParams(params, ['season']));
  const season = parsed.success ? parsed.data.season : undefined;
  if (season === null) return null;
  if (season !== undefined && seasonIds.includes(season)) return season;
  throw new BadRequest(
    'unknown_season',
    seasonIds.length === 0
      ? 'season must be absent: no season was archived'
      : 'season must be the id of an archived season',
    seasonIds.map(String),
  );
}

/**
 * The cluster a call's query names, by core's one rule (`pickCluster`,
 * docs/adr/0076-default-cluster.md), an unlisted one refused with a 400 unknown_cluster; null when
 * none is named and none is listed. Discord's commands say theirs is no longer offered instead.
 */
export function checkedCluster(named: string | undefined, listed: ListedClusters): string | null {
  const picked = pickCluster(named, listed);
  if (picked === undefined) throw unknownCluster(listed.keys);
  return picked;
}

/** The 400 for a cluster the store does not list (none at all on a new store). */
export function unknownCluster(clusterKeys: readonly string[]): BadRequest {
  return new BadRequest('unknown_cluster', 'cluster must be one of the listed clusters', [
    ...clusterKeys,
  ]);
}

/** The 400 for a `range` not in RANGE_KEYS, or given twice (docs/adr/0041-time-ranges.md). */
export function unknownRange(): BadRequest {
  return new BadRequest('unknown_range', `range must be one of ${RANGE_KEYS.join(', ')}`, [
    ...RANGE_KEYS,
  ]);
}

/** Refuses a `range` given more than once: which one was meant is not known. */
export function refuseRepeatedRange(params: URLSearchParams): void {
  if (params.getAll('range').length > 1) throw unknownRange();
}

/**
 * The range of a checked query against its season: the period range asked, or undefined for the
 * all-time board (`all` or none: `range=all` answers byte for byte what no `range` answers,
 * docs/adr/0068-the-servers-own-paths.md). An archived season is its final all-time board, so
 * any range but `all` is a 400 unknown_range allowing only `all`.
 */
export function rangeOfSeason(
  range: RangeKey | undefined,
  season: number | null,
): PeriodRange | undefined {
  if (range === undefined || range === 'all') return undefined;
  if (season === null) return range;
  throw new BadRequest(
    'unknown_range',
    'an archived season has only its all-time board: range must be all or absent',
    ['all'],
  );
}
