import { DEFAULT_CLUSTER, FALLBACK_CLUSTERS } from '../constants';
import { defaultFilter } from '../filters/filter-table';
import type { State } from './state';

/**
 * The page before anything happens, the defaults (docs/behaviour.md#defaults): (Tribe Leaderboard, Tribe Score,
 * SOLO, page 0), the fallback clusters so the dropdown has entries before the list loads, and
 * no result yet. `loading` stays false until `fetchStarted`; the table shows Loading... anyway
 * because no result is there (see `selectTableContent`).
 */
export function initialState(overrides: Partial<State> = {}): State {
  return {
    view: 'tribes',
    searchText: '',
    submittedSearch: '',
    filter: defaultFilter('tribes'),
    cluster: DEFAULT_CLUSTER,
    page: 0,
    clusters: FALLBACK_CLUSTERS,
    openDropdown: null,
    loading: false,
    requestId: 0,
    result: null,
    ...overrides,
  };
}
