import {
  DEFAULT_CLUSTER,
  defaultFilter,
  type FilterWire,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  nameKey,
  RankingQuerySchema,
  stripNul,
  type View,
} from '@ark/core';
import type { PageRequest } from '../store/ranking-store';
import { rankedFilters } from '../store/view-columns';
import { BadRequest } from './api-error';

const PARAMS = ['search', 'filter', 'cluster', 'page'] as const;

/** A checked rankings request, plus the filter's wire value (for the cache key). */
export interface RankingRequest extends PageRequest {
  filter: FilterWire;
}

/**
 * Reads and checks the rankings query against core's schema, core's filter table and the
 * store's clusters. Missing or empty `cluster` means SOLO (docs/decisions.md#missing-cluster-and-filter) or, when the store has
 * no SOLO, its first cluster; missing or empty `filter` means the view's default. Returns null
 * when the store holds no cluster at all and none was named. Throws BadRequest otherwise.
 */
export function parseRankingQuery(
  view: View,
  params: URLSearchParams,
  clusterKeys: readonly string[],
): RankingRequest | null {
  const raw: Record<string, string | undefined> = {};
  for (const name of PARAMS) {
    const values = params.getAll(name);
    if (values.length > 1) {
      throw new BadRequest('repeated_param', `${name} may be given once, got ${values.length}`);
    }
    // PostgreSQL text cannot hold NUL, and stored names have it stripped too.
    raw[name] = values[0] === undefined ? undefined : stripNul(values[0]);
  }
  const parsed = RankingQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    if (field === 'search') {
      throw new BadRequest(
        'search_too_long',
        `search must be at most ${MAX_SEARCH_LENGTH} characters after trimming`,
      );
    }
    throw new BadRequest('bad_page', `page must be a whole number from 0 to ${MAX_PAGE}`);
  }
  const { search, page } = parsed.data;
  const filterWire = parsed.data.filter || defaultFilter(view);
  const option = rankedFilters(view).find((o) => o.wire === filterWire);
  if (!option) {
    throw new BadRequest(
      'unknown_filter',
      `filter must be one of the ${view} filters`,
      rankedFilters(view).map((o) => o.wire),
    );
  }
  let cluster = parsed.data.cluster;
  if (!cluster) {
    cluster = clusterKeys.includes(DEFAULT_CLUSTER) ? DEFAULT_CLUSTER : clusterKeys[0];
    if (cluster === undefined) return null;
  } else if (!clusterKeys.includes(cluster)) {
    throw new BadRequest('unknown_cluster', 'cluster must be one of the listed clusters', [
      ...clusterKeys,
    ]);
  }
  return {
    view,
    cluster,
    filter: option.wire,
    field: option.field,
    search: nameKey(search),
    page,
  };
}
