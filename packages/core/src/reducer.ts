// The page's state machine (docs/behaviour.md#states-and-transitions): pure, one case per action.
import { toQueryString } from './address';
import { compareAdded, compareRemoved } from './compare-view';
import { clampSearch, defaultCluster, HISTORY_SPANS } from './contract';
import { defaultFilter, findFilter } from './filters';
import {
  type Action,
  type ClusterSelected,
  type ClustersLoaded,
  type DetailFetchStarted,
  type DetailLoad,
  type DetailOpened,
  type DetailTarget,
  type DropdownToggled,
  FALLBACK_CLUSTERS,
  type FetchSucceeded,
  type FilterSelected,
  HALL_START,
  type HallPageStep,
  type HallSelected,
  hasGameLog,
  isOnlineOffered,
  isRangeOffered,
  type LocationChanged,
  type RangeSelected,
  type RangesLoaded,
  type SeasonSelected,
  type SeasonsLoaded,
  type State,
  type TabSelected,
} from './state';

const sameTarget = (a: DetailTarget | null, b: DetailTarget | null): boolean =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.id === b.id);

/** No panel: its answer and members page go with it. */
const CLOSED = {
  detail: null,
  detailLoad: { status: 'idle' },
  membersPage: 0,
  historySpan: HISTORY_SPANS[0],
} as const satisfies Partial<State>;

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
  const keys = clusters.map((cluster) => cluster.key);
  // A cluster the list lacks moves to the site's default (docs/adr/0076-default-cluster.md).
  const fallback = defaultCluster(keys, state.clusterSetting);
  const cluster = fallback !== null && !keys.includes(state.cluster) ? fallback : state.cluster;
  // An address's online filter on a cluster with no game log is no filter (ADR 0096).
  const online = state.online && hasGameLog(clusters, cluster);
  if (cluster !== state.cluster || online !== state.online) {
    return { ...state, clusters, cluster, online, page: 0 };
  }
  return { ...state, clusters };
}

// The address was read and checked by parseQueryString; its search is already trimmed and cut.
function locationChanged(state: State, action: LocationChanged): State {
  // The panel's answer belongs to its player or tribe in one cluster, season and range.
  const samePanel =
    sameTarget(action.detail, state.detail) &&
    action.cluster === state.cluster &&
    action.season === state.season &&
    action.range === state.range;
  return {
    ...state,
    view: action.view,
    cluster: action.cluster,
    filter: action.filter,
    searchText: action.search,
    submittedSearch: action.search,
    page: action.page,
    season: action.season,
    range: action.range,
    online: action.online ?? false,
    openDropdown: null,
    result: action.view === state.view ? state.result : null,
    ...(samePanel ? {} : { ...CLOSED, detail: action.detail }),
    historySpan: action.detail ? (action.historySpan ?? HISTORY_SPANS[0]) : HISTORY_SPANS[0],
    lang: action.lang ?? null,
    hall: action.hall ?? null,
    compare: action.compare ?? null,
  };
}

// The probe decides what the backend can do (docs/adr/0017-detail-view.md). Without a seasons
// call there is no panel and no season; a season the list lacks means the current one.
function seasonsLoaded(state: State, { seasons }: SeasonsLoaded): State {
  const probed = { ...state, seasons, seasonsProbed: true };
  if (seasons === null) {
    // Nor a hall of fame: its address shows the board.
    const page = state.season === null ? state.page : 0;
    return { ...probed, ...CLOSED, season: null, page, hall: null };
  }
  if (state.season !== null && !seasons.some((season) => season.id === state.season)) {
    return { ...probed, ...CLOSED, season: null, page: 0 };
  }
  return probed;
}

// The ranges probe (docs/adr/0041-time-ranges.md): a range the backend does not offer (none on a
// backend without the call) means the all-time board, page 1.
function rangesLoaded(state: State, { ranges }: RangesLoaded): State {
  const probed = { ...state, ranges, rangesProbed: true };
  return isRangeOffered(state.range, ranges) ? probed : { ...probed, range: 'all', page: 0 };
}

// A period is chosen like a filter, the search kept as submitted. Ranges belong to the current
// season: a period other than all time leaves an archived season for the current one
// (docs/behaviour.md#period-dropdown).
function rangeSelected(state: State, { range }: RangeSelected): State {
  if (state.hall !== null || state.ranges === null || !isRangeOffered(range, state.ranges))
    return state;
  const leavesSeason = range !== 'all' && state.season !== null;
  return {
    ...state,
    ...(leavesSeason ? { ...CLOSED, season: null } : {}),
    range,
    page: 0,
    openDropdown: null,
  };
}

// Like a filter: page 0, typed text counts as submitted; only where it is offered (ADR 0096).
function onlineToggled(state: State): State {
  if (!isOnlineOffered(state)) return state;
  return {
    ...state,
    online: !state.online,
    page: 0,
    openDropdown: null,
    submittedSearch: submitted(state.searchText),
  };
}

// A members page step within the open tribe's loaded pages.
function membersPage(state: State, step: 1 | -1): State {
  const load = state.detailLoad;
  const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  if (answer?.kind !== 'tribe') return state;
  const page = state.membersPage + step;
  if (page < 0 || page >= answer.members.pagination.total_pages) return state;
  return { ...state, membersPage: page };
}

function tabSelected(state: State, { view }: TabSelected): State {
  if (view === state.view && state.hall === null && state.compare === null) return state;
  // Cluster kept; the old view's rows must never render under the new view's headers.
  return {
    ...state,
    view,
    filter: defaultFilter(view),
    online: false,
    page: 0,
    searchText: '',
    submittedSearch: '',
    openDropdown: null,
    result: null,
    hall: null,
    compare: null,
    ...CLOSED,
  };
}

// The hall is a tab of its own (docs/adr/0084-the-hall-on-the-page.md): the cluster and season
// kept, no search, no period (the hall is of whole days, weeks and months), no panel.
function hallSelected(state: State, { board = HALL_START.medalsBoard }: HallSelected): State {
  if (state.hall !== null && state.hall.medalsBoard === board) {
    // A panel's medals link to the hall under it: the panel closes, the hall stays as it is.
    return state.detail === null ? state : { ...state, ...CLOSED };
  }
  return {
    ...state,
    hall: { ...HALL_START, medalsBoard: board },
    compare: null,
    page: 0,
    range: 'all',
    online: false,
    searchText: '',
    submittedSearch: '',
    openDropdown: null,
    ...CLOSED,
  };
}

// A page step within the loaded hall's pages of that list.
function hallPageStep(state: State, { list, step }: HallPageStep): State {
  const load = state.hallLoad;
  const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  if (state.hall === null || answer === null) return state;
  const key = list === 'champions' ? 'championsPage' : 'medalsPage';
  const page = state.hall[key] + step;
  if (page < 0 || page >= answer[list].pagination.total_pages) return state;
  return { ...state, hall: { ...state.hall, [key]: page } };
}

/** The hall at its first pages, when it is shown: another cluster or season has other lists. */
const hallRestarted = (state: State) =>
  state.hall === null ? null : { ...state.hall, championsPage: 0, medalsPage: 0 };

function searchSubmitted(state: State): State {
  return { ...state, submittedSearch: submitted(state.searchText), page: 0, openDropdown: null };
}

// A cluster or a filter: page 0, the dropdown closed, and typed text counts as submitted.
function clusterSelected(state: State, { cluster }: ClusterSelected): State {
  if (!state.clusters.some((listed) => listed.key === cluster)) return state;
  return {
    ...state,
    cluster,
    // Another cluster with a game log keeps the filter; one without has nobody online.
    online: state.online && hasGameLog(state.clusters, cluster),
    page: 0,
    openDropdown: null,
    submittedSearch: submitted(state.searchText),
    hall: hallRestarted(state),
  };
}

function filterSelected(state: State, { filter }: FilterSelected): State {
  if (!findFilter(state.view, filter)) return state;
  return {
    ...state,
    filter,
    page: 0,
    openDropdown: null,
    submittedSearch: submitted(state.searchText),
  };
}

function lastPage(state: State): number | null {
  return state.result ? state.result.pagination.total_pages - 1 : null;
}

function pageStep(state: State, step: 1 | -1): State {
  if (step < 0) return state.page > 0 ? { ...state, page: state.page - 1 } : state;
  const last = lastPage(state);
  return last !== null && state.page < last ? { ...state, page: state.page + 1 } : state;
}

function dropdownToggled(state: State, { dropdown }: DropdownToggled): State {
  return { ...state, openDropdown: state.openDropdown === dropdown ? null : dropdown };
}

function fetchSucceeded(state: State, { requestId, result }: FetchSucceeded): State {
  if (requestId !== state.requestId) return state;
  // A link past the last page (?page=99 on a 3-page board) lands on the last page instead of
  // showing the wipe message under "Page 99 of 3" (docs/behaviour.md#links-past-the-end).
  const last = result.pagination.total_pages - 1;
  if (result.rows.length === 0 && last >= 0 && state.page > last) {
    return { ...state, loading: false, page: last, result: null };
  }
  return { ...state, loading: false, result };
}

function detailOpened(state: State, { kind, id }: DetailOpened): State {
  const target = { kind, id };
  if (sameTarget(target, state.detail)) return state;
  return { ...state, ...CLOSED, detail: target, openDropdown: null };
}

function detailFetchStarted(state: State, { requestId }: DetailFetchStarted): State {
  const load = state.detailLoad;
  // A members page keeps the tribe on screen while the next page loads.
  const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  return { ...state, detailRequestId: requestId, detailLoad: { status: 'loading', answer } };
}

/** The open panel's call ended as `load`, if it is still the newest call of an open panel. */
function detailSettled(state: State, requestId: number, load: DetailLoad): State {
  if (requestId !== state.detailRequestId || state.detail === null) return state;
  return { ...state, detailLoad: load };
}

// Like a cluster: page 0, typed text counts as submitted; and another season's board has no
// panel open on it. An archived season is its final all-time board: no range.
function seasonSelected(state: State, { season }: SeasonSelected): State {
  if (season !== null && !state.seasons?.some((listed) => listed.id === season)) return state;
  return {
    ...state,
    ...CLOSED,
    season,
    range: season === null ? state.range : 'all',
    // Nobody is online in an archived season.
    online: season === null && state.online,
    page: 0,
    openDropdown: null,
    submittedSearch: submitted(state.searchText),
    hall: hallRestarted(state),
  };
}

/**
 * The page's state machine: every transition of docs/behaviour.md#states-and-transitions, pure.
 * @example reducer(initialState(), { type: 'tabSelected', view: 'players' }).filter // "kills"
 */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'tabSelected':
      return tabSelected(state, action);
    case 'searchTextChanged':
      return searchTextChanged(state, action.text);
    case 'searchSubmitted':
      return searchSubmitted(state);
    case 'clusterSelected':
      return clusterSelected(state, action);
    case 'filterSelected':
      return filterSelected(state, action);
    case 'previousPage':
      return pageStep(state, -1);
    case 'nextPage':
      return pageStep(state, 1);
    case 'dropdownToggled':
      return dropdownToggled(state, action);
    case 'dropdownClosed':
      return state.openDropdown === null ? state : { ...state, openDropdown: null };
    case 'clustersLoaded':
      return clustersLoaded(state, action);
    case 'fetchStarted':
      return { ...state, loading: true, requestId: action.requestId };
    case 'fetchSucceeded':
      return fetchSucceeded(state, action);
    case 'fetchFailed':
      // The previous table stays; the client already falls back to sample data on failures.
      return action.requestId === state.requestId ? { ...state, loading: false } : state;
    case 'detailOpened':
      return detailOpened(state, action);
    case 'detailClosed':
      return state.detail === null ? state : { ...state, ...CLOSED };
    case 'detailFetchStarted':
      return detailFetchStarted(state, action);
    case 'detailFetchSucceeded':
      return detailSettled(state, action.requestId, { status: 'loaded', answer: action.answer });
    case 'detailNotFound':
      return detailSettled(state, action.requestId, { status: 'notFound' });
    case 'detailFetchFailed':
      return detailSettled(state, action.requestId, { status: 'failed' });
    case 'membersPreviousPage':
      return membersPage(state, -1);
    case 'membersNextPage':
      return membersPage(state, 1);
    case 'historySpanSelected':
      // A span belongs to an open panel (docs/adr/0063-history.md).
      if (state.detail === null || action.span === state.historySpan) return state;
      return { ...state, historySpan: action.span };
    case 'seasonsLoaded':
      return seasonsLoaded(state, action);
    case 'seasonSelected':
      return seasonSelected(state, action);
    case 'rangesLoaded':
      return rangesLoaded(state, action);
    case 'rangeSelected':
      return rangeSelected(state, action);
    case 'onlineToggled':
      return onlineToggled(state);
    case 'hallSelected':
      return hallSelected(state, action);
    case 'compareAdded':
      return compareAdded(state, action);
    case 'compareRemoved':
      return compareRemoved(state, action);
    case 'hallPageStep':
      return hallPageStep(state, action);
    case 'hallBoardSelected':
      if (state.hall === null || state.hall.medalsBoard === action.board) return state;
      return { ...state, hall: { ...state.hall, medalsBoard: action.board, medalsPage: 0 } };
    case 'hallFetchStarted': {
      const load = state.hallLoad;
      const answer = load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
      return { ...state, hallRequestId: action.requestId, hallLoad: { status: 'loading', answer } };
    }
    case 'hallFetchSucceeded':
      if (action.requestId !== state.hallRequestId) return state;
      return { ...state, hallLoad: { status: 'loaded', answer: action.answer } };
    case 'hallFetchFailed':
      if (action.requestId !== state.hallRequestId) return state;
      return { ...state, hallLoad: { status: 'failed' } };
    case 'compareLoaded': {
      const { type, ...load } = action;
      return { ...state, compareLoad: load };
    }
    case 'populationLoaded':
      return { ...state, population: { cluster: action.cluster, answer: action.answer } };
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

/**
 * The address a control leads to: the query of the state the reducer reaches from `state` with
 * `action`, so a link or a form the server answers keeps the rules of the state machine (a
 * cluster or filter resets the page, a blank search is none); '?' for the defaults, since an
 * empty link would keep the current query (docs/adr/0057-the-page-before-its-script.md).
 * @example addressAfter(initialState(), { type: 'tabSelected', view: 'players' }) // "?view=players"
 */
export function addressAfter(state: State, action: Action): string {
  return toQueryString(reducer(state, action)) || '?';
}
