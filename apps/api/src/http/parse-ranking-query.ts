import {
  defaultFilter,
  type FilterWire,
  filterOptions,
  type ListedClusters,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  nameKey,
  ONLINE_ONLY,
  type RangeKey,
  RankingQuerySchema,
  type StatField,
  type View,
} from '@ark/core';
import { BadRequest } from './api-error';
import {
  checkedCluster,
  rangeOfSeason,
  readParams,
  refuseRepeatedRange,
  unknownRange,
} from './query-params';

const PARAMS = ['search', 'filter', 'cluster', 'page', 'range', 'online'] as const;

/** A checked rankings request: what the store's page read takes, and the filter's wire value. */
export interface RankingsCall {
  view: View;
  cluster: string;
  filter: FilterWire;
  /** The row field the filter orders by. */
  field: StatField;
  /** Trimmed and lowercased (core's nameKey); '' for none. */
  search: string;
  /** Zero-based. */
  page: number;
  /** An archived season's id; null for the current one. */
  season: number | null;
  /** The range asked; undefined = not asked (the answer has no `range` block). */
  range?: RangeKey;
  /** Only the players online now (docs/adr/0096-the-online-filter.md). */
  online: boolean;
}

/**
 * Reads and checks the rankings query against core's schema, core's filter table and the
 * store's clusters of `season` (`listed`; the season read and checked first, by readSeason).
 * Missing or empty `cluster` means the one the site's rules show (docs/adr/0076-default-cluster.md);
 * missing or empty `filter` means the view's default. Returns null
 * when the store holds no cluster at all and none was named. Throws BadRequest otherwise.
 */
export function parseRankingQuery(
  view: View,
  params: URLSearchParams,
  listed: ListedClusters,
  season: number | null = null,
): RankingsCall | null {
  refuseRepeatedRange(params);
  const parsed = RankingQuerySchema.safeParse(readParams(params, PARAMS));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    if (field === 'range') throw unknownRange();
    if (field === 'online') throw badOnline(`online must be ${ONLINE_ONLY}, or absent`);
    if (field === 'search') {
      throw new BadRequest(
        'search_too_long',
        `search must be at most ${MAX_SEARCH_LENGTH} characters after trimming`,
      );
    }
    throw new BadRequest('bad_page', `page must be a whole number from 0 to ${MAX_PAGE}`);
  }
  const { search, page, online } = parsed.data;
  if (online && view !== 'players') throw badOnline('online filters the players board only');
  if (online && season !== null) throw badOnline('nobody is online in an archived season');
  const range = rangeOfSeason(parsed.data.range, season);
  const filterWire = parsed.data.filter || defaultFilter(view);
  const options = filterOptions(view);
  const option = options.find((o) => o.wire === filterWire);
  if (!option) {
    throw new BadRequest(
      'unknown_filter',
      `filter must be one of the ${view} filters`,
      options.map((o) => o.wire),
    );
  }
  const cluster = checkedCluster(parsed.data.cluster, listed);
  if (cluster === null) return null;
  return {
    view,
    cluster,
    filter: option.wire,
    field: option.field,
    search: nameKey(search),
    page,
    season,
    ...(range === undefined ? {} : { range }),
    online,
  };
}

const badOnline = (message: string) => new BadRequest('bad_online', message);
