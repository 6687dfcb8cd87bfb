import type { FilterWire } from '../filters/filter-table';
import type { View } from '../filters/view';
import type { Cluster } from '../schemas/cluster';
import type { OpenDropdown, RankingResult } from './state';

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
