// The page's state machine (docs/behaviour.md#states-and-transitions): pure, one case per action.
import { clampSearch } from './contract';
import { defaultFilter, findFilter } from './filters';
import {
  type Action,
  type ClustersLoaded,
  FALLBACK_CLUSTERS,
  type LocationChanged,
  type State,
} from './state';

/**
 * The search a submit makes of the typed text: trimmed, and blank after trimming is no search
 * (docs/behaviour.md#submitting-a-search).
 */
function submitted(text: string): string {
  return text.trim();
}

function searchTextChanged(state: State, raw: string): State {
  const searchText = clampSearch(raw);
  // Emptying the box drops the submitted search so the unsearched list loads (docs/behaviour.md#emptying-the-search-box);
  // when no search was submitted the unsearched list is already what is shown, page kept.
  if (searchText.trim() === '' && state.submittedSearch !== '') {
    return { ...state, searchText, submittedSearch: '', page: 0 };
  }
  return { ...state, searchText };
}

function clustersLoaded(state: State, action: ClustersLoaded): State {
  const clusters = action.clusters.length > 0 ? action.clusters : FALLBACK_CLUSTERS;
  const first = clusters[0];
  if (first && !clusters.some((cluster) => cluster.key === state.cluster)) {
    return { ...state, clusters, cluster: first.key, page: 0 };
  }
  return { ...state, clusters };
}

// The address was read and checked by parseQueryString; its search is already trimmed and cut.
function locationChanged(state: State, action: LocationChanged): State {
  return {
    ...state,
    view: action.view,
    cluster: action.cluster,
    filter: action.filter,
    searchText: action.search,
    submittedSearch: action.search,
    page: action.page,
    openDropdown: null,
    result: action.view === state.view ? state.result : null,
  };
}

function lastPage(state: State): number | null {
  return state.result ? state.result.pagination.total_pages - 1 : null;
}

/**
 * The page's state machine: every transition of docs/behaviour.md#states-and-transitions, pure.
 * @example reducer(initialState(), { type: 'tabSelected', view: 'players' }).filter // "kills"
 */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'tabSelected':
      if (action.view === state.view) return state;
      // Cluster kept; the old view's rows must never render under the new view's headers.
      return {
        ...state,
        view: action.view,
        filter: defaultFilter(action.view),
        page: 0,
        searchText: '',
        submittedSearch: '',
        openDropdown: null,
        result: null,
      };
    case 'searchTextChanged':
      return searchTextChanged(state, action.text);
    case 'searchSubmitted':
      return {
        ...state,
        submittedSearch: submitted(state.searchText),
        page: 0,
        openDropdown: null,
      };
    case 'clusterSelected':
      if (!state.clusters.some((cluster) => cluster.key === action.cluster)) return state;
      return {
        ...state,
        cluster: action.cluster,
        page: 0,
        openDropdown: null,
        submittedSearch: submitted(state.searchText),
      };
    case 'filterSelected':
      if (!findFilter(state.view, action.filter)) return state;
      return {
        ...state,
        filter: action.filter,
        page: 0,
        openDropdown: null,
        submittedSearch: submitted(state.searchText),
      };
    case 'previousPage':
      return state.page > 0 ? { ...state, page: state.page - 1 } : state;
    case 'nextPage': {
      const last = lastPage(state);
      return last !== null && state.page < last ? { ...state, page: state.page + 1 } : state;
    }
    case 'dropdownToggled':
      return {
        ...state,
        openDropdown: state.openDropdown === action.dropdown ? null : action.dropdown,
      };
    case 'dropdownClosed':
      return state.openDropdown === null ? state : { ...state, openDropdown: null };
    case 'clustersLoaded':
      return clustersLoaded(state, action);
    case 'fetchStarted':
      return { ...state, loading: true, requestId: action.requestId };
    case 'fetchSucceeded': {
      if (action.requestId !== state.requestId) return state;
      // A link past the last page (?page=99 on a 3-page board) lands on the last page instead of
      // showing the wipe message under "Page 99 of 3" (docs/decisions.md#links-past-the-end).
      const last = action.result.pagination.total_pages - 1;
      if (action.result.rows.length === 0 && last >= 0 && state.page > last) {
        return { ...state, loading: false, page: last, result: null };
      }
      return { ...state, loading: false, result: action.result };
    }
    case 'fetchFailed':
      // The previous table stays; the client already falls back to sample data on failures.
      if (action.requestId !== state.requestId) return state;
      return { ...state, loading: false };
    case 'locationChanged':
      return locationChanged(state, action);
    default: {
      // A forgotten action fails to compile here; an unknown one at run time changes nothing.
      const unhandled: never = action;
      void unhandled;
      return state;
    }
  }
}
