import { DEFAULT_CLUSTER } from '../constants';
import { defaultFilter, type FilterWire, findFilter } from '../filters/filter-table';
import { isView } from '../filters/view';
import type { Cluster } from '../schemas/cluster';
import type { LocationChanged } from './actions';
import { clampSearch } from './clamp-search';

// Without a loaded list, a cluster key is accepted when it looks like one (SOLO, 3MAN, 100...).
const CLUSTER_KEY = /^[A-Za-z0-9_-]{1,32}$/;
const ONE_BASED_PAGE = /^[1-9]\d{0,8}$/;

function readCluster(value: string | null, clusters: readonly Cluster[] | undefined): string {
  if (!clusters || clusters.length === 0) {
    return value !== null && CLUSTER_KEY.test(value) ? value : DEFAULT_CLUSTER;
  }
  const listed = (key: string | null) => clusters.some((cluster) => cluster.key === key);
  if (listed(value)) return value as string;
  // An unlisted cluster in the address: SOLO if listed, else the first (docs/decisions.md#address-and-history).
  return listed(DEFAULT_CLUSTER) ? DEFAULT_CLUSTER : (clusters[0]?.key ?? DEFAULT_CLUSTER);
}

/**
 * Reads page state from the address (docs/decisions.md#address-and-history); a param that makes no sense falls
 * back to its default (an unlisted cluster, when the list is given: SOLO if listed, else the
 * first listed). Page is one-based in the address, zero-based in the state; a search
 * longer than MAX_SEARCH_LENGTH is cut.
 * @example parseQueryString('?view=players&filter=deaths&page=2')
 * // { type: 'locationChanged', view: 'players', cluster: 'SOLO', filter: 'deaths', search: '', page: 1 }
 */
export function parseQueryString(query: string, clusters?: readonly Cluster[]): LocationChanged {
  const params = new URLSearchParams(query);
  const rawView = params.get('view');
  const view = isView(rawView) ? rawView : 'tribes';
  const rawFilter = params.get('filter') ?? '';
  const option = findFilter(view, rawFilter);
  const filter: FilterWire = option ? option.wire : defaultFilter(view);
  const rawPage = params.get('page') ?? '';
  return {
    type: 'locationChanged',
    view,
    cluster: readCluster(params.get('cluster'), clusters),
    filter,
    search: clampSearch(params.get('search') ?? '').trim(),
    page: ONE_BASED_PAGE.test(rawPage) ? Number(rawPage) - 1 : 0,
  };
}
