// What the page holds: the State, the actions that change it, the request it implies and the
// state before anything happens (docs/behaviour.md#state). The reducer is in reducer.ts.
import {
  DEFAULT_VIEW,
  type DetailKind,
  defaultCluster,
  HISTORY_SPANS,
  type HistorySpan,
  type LanguageCode,
  type Pagination,
  type RangeKey,
  type View,
} from './contract';
import type { DetailAnswer } from './detail-answer';
import { defaultFilter, type FilterWire } from './filters';
import type { HallAnswer } from './hall-answer';
import type { HistoryPoint } from './history-answer';
import type { Cluster, PlayerRow, Season, TribeRow } from './schemas';

/** Which dropdown is open, if any. */
export type OpenDropdown = 'cluster' | 'filter' | 'range' | 'season' | null;

/** The player or tribe a detail panel shows (docs/adr/0017-detail-view.md). */
export interface DetailTarget {
  kind: DetailKind;
  /** SteamID or TribeID, as text (passes `isRowId`). */
  id: string;
}

/**
 * Where the open panel's call stands. `idle` until its fetch starts (and while no panel is open);
 * `loading` keeps the answer already shown for the same panel (a members page is loading).
 */
export type DetailLoad =
  | { status: 'idle' }
  | { status: 'loading'; answer: DetailAnswer | null }
  | { status: 'loaded'; answer: DetailAnswer }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Where the hall of fame tab stands in its lists (docs/adr/0084-the-hall-on-the-page.md): the
 * champions' page and the medal table's board and page.
 */
export interface HallPlace {
  /** Zero-based. */
  championsPage: number;
  /** Zero-based. */
  medalsPage: number;
  medalsBoard: View;
}

/** The hall at its first lists: page one of champions and of the players' medal table. */
export const HALL_START: HallPlace = { championsPage: 0, medalsPage: 0, medalsBoard: 'players' };

/** Where the hall's calls stand; `loading` keeps the hall shown while another page loads. */
export type HallLoad =
  | { status: 'idle' }
  | { status: 'loading'; answer: HallAnswer | null }
  | { status: 'loaded'; answer: HallAnswer }
  | { status: 'failed' };

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
  /**
   * The site's `site.defaultCluster` as its server embedded it, null for none: with the list,
   * it decides the cluster an address without `cluster` means (defaultCluster,
   * docs/adr/0076-default-cluster.md).
   */
  clusterSetting: string | null;
  /** Zero-based page index. */
  page: number;
  clusters: readonly Cluster[];
  openDropdown: OpenDropdown;
  loading: boolean;
  /** Increments on every fetch start, so only the newest answer may land. */
  requestId: number;
  result: RankingResult | null;
  /** The open detail panel, or null (docs/behaviour.md#detail-panel). */
  detail: DetailTarget | null;
  /** The open panel's call and answer; idle when no panel is open. */
  detailLoad: DetailLoad;
  /** Like `requestId`, for the panel's calls. */
  detailRequestId: number;
  /** Zero-based page of an open tribe panel's members. */
  membersPage: number;
  /** The days an open panel's history chart shows (`days=` in the address: docs/adr/0063-history.md). */
  historySpan: HistorySpan;
  /** The archived season shown, by id; null = the current season. */
  season: number | null;
  /**
   * The archived seasons, newest first, from the capability probe; null while it runs and when
   * the backend has no seasons call, i.e. no detail calls either (docs/adr/0017-detail-view.md).
   */
  seasons: readonly Season[] | null;
  /** True once the probe has answered (seasons or not). */
  seasonsProbed: boolean;
  /** The period ranked (docs/behaviour.md#period-dropdown); `all` = the all-time board. */
  range: RangeKey;
  /**
   * The players board shows only who is online now (`online=1`): offered on the current
   * season's players board of a cluster with a game log (docs/adr/0096-the-online-filter.md).
   */
  online: boolean;
  /**
   * The ranges the backend offers, from the ranges probe; null while it runs and when the
   * backend has no ranges call (docs/adr/0041-time-ranges.md).
   */
  ranges: readonly RangeKey[] | null;
  /** True once the ranges probe has answered (ranges or not). */
  rangesProbed: boolean;
  /**
   * The language the address names (`?lang=`), kept in every address the page makes so a shared
   * link keeps it; null when the address names none (docs/adr/0064-languages-wired.md).
   */
  lang: LanguageCode | null;
  /**
   * The hall of fame tab when it is the one shown (`?view=hall`), else null: `view` then stays
   * the board a board tab comes back to (docs/adr/0084-the-hall-on-the-page.md).
   */
  hall: HallPlace | null;
  /** The hall's calls and answer; idle while no hall was asked for. */
  hallLoad: HallLoad;
  /** Like `requestId`, for the hall's calls. */
  hallRequestId: number;
  /**
   * The comparison when it is the one shown (`?view=compare`), else null: `view` then stays the
   * board it came from (docs/adr/0083-compare.md).
   */
  compare: ComparePlace | null;
  /**
   * The last population answer (as sent: its reader loads with the chart) and its cluster's key,
   * for the chart under a logged cluster's board (docs/adr/0104-last-seen-and-population-on-the-page.md);
   * null before any.
   */
  population: { cluster: string; answer: unknown } | null;
  /**
   * The comparison's last answers (docs/adr/0083-compare.md): the compare call's as sent (its
   * reader loads with the view; null on a failure) and each row's history (null: none), under
   * the call's address; null before any. Shown only while its key is the comparison's.
   */
  compareLoad: CompareLoad | null;
}

/** The compare call's answer and the rows' histories, as CompareLoaded brings them. */
export interface CompareLoad {
  key: string;
  answer: unknown;
  histories: readonly (HistoryPoint[] | null)[];
}

/** A comparison's place: the board its rows are of and their ids, in order, 1 to COMPARE_MAX. */
export interface ComparePlace {
  board: View;
  ids: readonly string[];
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
  /** An archived season's id; null = the current season (not sent). */
  season: number | null;
  /** The period ranked; `all` is not sent, so the all-time call is the seed's. */
  range: RangeKey;
  /** Only the players online now; absent or false is not sent. */
  online?: boolean;
}

/** The detail call a state implies: the open panel, in the shown cluster, season and range. */
export interface DetailRequest extends DetailTarget {
  cluster: string;
  season: number | null;
  range: RangeKey;
  /** Zero-based page of a tribe's members; 0 for a player. */
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
/** A name button (row, member, a player's tribe) was activated. */
export interface DetailOpened extends DetailTarget {
  type: 'detailOpened';
}
/** Escape, the close button, or a click outside the panel. */
export interface DetailClosed {
  type: 'detailClosed';
}
export interface DetailFetchStarted {
  type: 'detailFetchStarted';
  requestId: number;
}
export interface DetailFetchSucceeded {
  type: 'detailFetchSucceeded';
  requestId: number;
  answer: DetailAnswer;
}
/** The server answered 404 not_found: the id is hidden or unknown. */
export interface DetailNotFound {
  type: 'detailNotFound';
  requestId: number;
}
export interface DetailFetchFailed {
  type: 'detailFetchFailed';
  requestId: number;
}
export interface MembersPreviousPage {
  type: 'membersPreviousPage';
}
export interface MembersNextPage {
  type: 'membersNextPage';
}
/** A span of the history chart (30, 90 or 365 days) was picked. */
export interface HistorySpanSelected {
  type: 'historySpanSelected';
  span: HistorySpan;
}
/** The capability probe answered: the archived seasons, or null for a seed-only backend. */
export interface SeasonsLoaded {
  type: 'seasonsLoaded';
  seasons: readonly Season[] | null;
}
/** A Season dropdown choice or the wipe message's link; null = the current season. */
export interface SeasonSelected {
  type: 'seasonSelected';
  season: number | null;
}
/** The ranges probe answered: the ranges offered, or null for a backend without them. */
export interface RangesLoaded {
  type: 'rangesLoaded';
  ranges: readonly RangeKey[] | null;
}
/** A Period dropdown choice. */
export interface RangeSelected {
  type: 'rangeSelected';
  range: RangeKey;
}
/** The "Online now" toggle: the players board filtered to who is online now, or not. */
export interface OnlineToggled {
  type: 'onlineToggled';
}
/** The Hall of fame tab, or a panel's medal count (with the medal table of its board). */
export interface HallSelected {
  type: 'hallSelected';
  board?: View;
}
/** Previous or Next under the hall's champions or its medal table. */
export interface HallPageStep {
  type: 'hallPageStep';
  list: 'champions' | 'medals';
  step: 1 | -1;
}
/** The medal table's board was chosen. */
export interface HallBoardSelected {
  type: 'hallBoardSelected';
  board: View;
}
export interface HallFetchStarted {
  type: 'hallFetchStarted';
  requestId: number;
}
export interface HallFetchSucceeded {
  type: 'hallFetchSucceeded';
  requestId: number;
  answer: HallAnswer;
}
export interface HallFetchFailed {
  type: 'hallFetchFailed';
  requestId: number;
}
/** A cluster's population answer landed, as sent (null: none to draw). */
export interface PopulationLoaded {
  type: 'populationLoaded';
  cluster: string;
  answer: unknown;
}
/** The comparison's answers landed (null: that call failed). */
export interface CompareLoaded extends CompareLoad {
  type: 'compareLoaded';
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
  season: number | null;
  range: RangeKey;
  /** Only the players online now (`online=1`); absent = every player. */
  online?: boolean;
  detail: DetailTarget | null;
  /** The history chart's span of the panel named (the default when absent). */
  historySpan?: HistorySpan;
  /** The language the address names; absent or null when none. */
  lang?: LanguageCode | null;
  /** The hall's place when the address names the hall tab; absent or null for a board. */
  hall?: HallPlace | null;
  /** The comparison the address names (`view=compare`); absent or null for none. */
  compare?: ComparePlace | null;
}

/** A panel's "Compare": its player or tribe added to the comparison, which is then shown. */
export interface CompareAdded {
  type: 'compareAdded';
  target: DetailTarget;
}

/** A column's "remove": that row out of the comparison; the board again once none is left. */
export interface CompareRemoved {
  type: 'compareRemoved';
  id: string;
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
  | DetailOpened
  | DetailClosed
  | DetailFetchStarted
  | DetailFetchSucceeded
  | DetailNotFound
  | DetailFetchFailed
  | MembersPreviousPage
  | MembersNextPage
  | HistorySpanSelected
  | SeasonsLoaded
  | SeasonSelected
  | RangesLoaded
  | RangeSelected
  | OnlineToggled
  | HallSelected
  | HallPageStep
  | HallBoardSelected
  | HallFetchStarted
  | HallFetchSucceeded
  | HallFetchFailed
  | CompareAdded
  | CompareRemoved
  | CompareLoaded
  | PopulationLoaded
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
 * SOLO, page 0, the current season), the fallback clusters so the dropdown has entries before
 * the list loads, no result yet, no panel, and the capability probe not answered yet. `loading` stays false until `fetchStarted`; the table shows Loading... anyway
 * because no result is there (see `selectTableContent`). With the site's `site.defaultCluster`
 * (`clusterSetting`), the page starts on that cluster instead of SOLO (docs/adr/0076-default-cluster.md).
 * @example initialState('3MAN').cluster // "3MAN"
 */
export function initialState(clusterSetting: string | null = null): State {
  return {
    view: DEFAULT_VIEW,
    searchText: '',
    submittedSearch: '',
    filter: defaultFilter(DEFAULT_VIEW),
    cluster: defaultCluster(null, clusterSetting),
    clusterSetting,
    page: 0,
    clusters: FALLBACK_CLUSTERS,
    openDropdown: null,
    loading: false,
    requestId: 0,
    result: null,
    detail: null,
    detailLoad: { status: 'idle' },
    detailRequestId: 0,
    membersPage: 0,
    historySpan: HISTORY_SPANS[0],
    season: null,
    seasons: null,
    seasonsProbed: false,
    range: 'all',
    online: false,
    ranges: null,
    rangesProbed: false,
    lang: null,
    hall: null,
    hallLoad: { status: 'idle' },
    compare: null,
    hallRequestId: 0,
    population: null,
    compareLoad: null,
  };
}

/**
 * Whether a backend that offers `ranges` (null: none, undefined: not known yet, so any) ranks
 * over `range`; the all-time board is always there.
 * @example isRangeOffered('week', ['all', 'day']) // false
 */
export function isRangeOffered(
  range: RangeKey,
  ranges: readonly RangeKey[] | null | undefined,
): boolean {
  return range === 'all' || ranges === undefined || ranges?.includes(range) === true;
}

/**
 * Whether `cluster` has a game log: the clusters answer gives its players online now
 * (docs/adr/0090-the-game-log-on-the-page.md).
 */
export function hasGameLog(clusters: readonly Cluster[], cluster: string): boolean {
  return clusters.find((listed) => listed.key === cluster)?.online !== undefined;
}

/**
 * Whether the board shown can be filtered to who is online now: the current season's players
 * board of a cluster with a game log (docs/adr/0096-the-online-filter.md).
 */
export function isOnlineOffered(
  state: Pick<State, 'view' | 'season' | 'hall' | 'clusters' | 'cluster'>,
): boolean {
  return (
    state.view === 'players' &&
    state.season === null &&
    state.hall === null &&
    hasGameLog(state.clusters, state.cluster)
  );
}
