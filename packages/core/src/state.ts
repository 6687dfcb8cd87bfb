// What the page holds: the State, the actions that change it, the request it implies and the
// state before anything happens (docs/behaviour.md#state). The reducer is in reducer.ts.
import { DEFAULT_CLUSTER } from './contract';
import { defaultFilter, type FilterWire, type View } from './filters';
import type { Cluster, Pagination, PlayerRow, TribeRow } from './schemas';

/** Which dropdown is open, if any. */
export type OpenDropdown = 'cluster' | 'filter' | null;

/** Rows of either view; the view of the result says which. */
export type Rows = { view: 'tribes'; rows: TribeRow[] } | { view: 'players'; rows: PlayerRow[] };

/** What the last finished fetch produced for the table. */
export type RankingResult = Rows & {
  pagination: Pagination;
  /** True when the rows are the built-in sample, shown because live rankings failed. */
  isSample: boolean;
  /** When the served data was last imported (ISO 8601), when the server says. */
  updatedAt: string | null;
};

/** Everything the page holds (docs/behaviour.md#state). */
export interface State {
  view: View;
  /** What is typed in the search box now. */
  searchText: string;
  /**
   * The trimmed text of the last submitted search; '' when no search is submitted, so a search
   * is submitted exactly when this is not '' (docs/behaviour.md#state).
   */
  submittedSearch: string;
  filter: FilterWire;
  cluster: string;
  /** Zero-based page index. */
  page: number;
  clusters: readonly Cluster[];
  openDropdown: OpenDropdown;
  loading: boolean;
  /** Increments on every fetch start, so only the newest answer may land. */
  requestId: number;
  result: RankingResult | null;
}

/** The rankings call a state implies: what the page must show now. */
export interface RankingRequest {
  view: View;
  /** Trimmed submitted search, '' for none (the first load and unsearched loads send ''). */
  search: string;
  filter: FilterWire;
  cluster: string;
  /** Zero-based. */
  page: number;
}

export interface TabSelected {
  type: 'tabSelected';
  view: View;
}
export interface SearchTextChanged {
  type: 'searchTextChanged';
  text: string;
}
/** Search button or Enter. */
export interface SearchSubmitted {
  type: 'searchSubmitted';
}
export interface ClusterSelected {
  type: 'clusterSelected';
  cluster: string;
}
export interface FilterSelected {
  type: 'filterSelected';
  filter: FilterWire;
}
export interface PreviousPage {
  type: 'previousPage';
}
export interface NextPage {
  type: 'nextPage';
}
export interface DropdownToggled {
  type: 'dropdownToggled';
  dropdown: Exclude<OpenDropdown, null>;
}
/** Escape, a choice, or a click outside the open dropdown. */
export interface DropdownClosed {
  type: 'dropdownClosed';
}
export interface ClustersLoaded {
  type: 'clustersLoaded';
  clusters: readonly Cluster[];
}
export interface FetchStarted {
  type: 'fetchStarted';
  requestId: number;
}
export interface FetchSucceeded {
  type: 'fetchSucceeded';
  requestId: number;
  result: RankingResult;
}
export interface FetchFailed {
  type: 'fetchFailed';
  requestId: number;
}
/**
 * State read from the address (deep link, Back/Forward), built by `parseQueryString`, which has
 * already checked every field: the reducer takes it as it is.
 */
export interface LocationChanged {
  type: 'locationChanged';
  view: View;
  cluster: string;
  filter: FilterWire;
  search: string;
  page: number;
}

export type Action =
  | TabSelected
  | SearchTextChanged
  | SearchSubmitted
  | ClusterSelected
  | FilterSelected
  | PreviousPage
  | NextPage
  | DropdownToggled
  | DropdownClosed
  | ClustersLoaded
  | FetchStarted
  | FetchSucceeded
  | FetchFailed
  | LocationChanged;

/** Clusters shown when the cluster list cannot be loaded or comes back empty (docs/behaviour.md#fallbacks). */
export const FALLBACK_CLUSTERS: readonly Cluster[] = [
  { key: 'SOLO', display: 'Solos' },
  { key: 'DUO', display: 'Duos' },
  { key: '3MAN', display: '3 Man' },
  { key: '4MAN', display: '4 Man' },
  { key: '100', display: '100x' },
];

/**
 * The page before anything happens, the defaults (docs/behaviour.md#defaults): (Tribe Leaderboard, Tribe Score,
 * SOLO, page 0), the fallback clusters so the dropdown has entries before the list loads, and
 * no result yet. `loading` stays false until `fetchStarted`; the table shows Loading... anyway
 * because no result is there (see `selectTableContent`).
 */
export function initialState(): State {
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
  };
}
