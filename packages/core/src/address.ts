// The page's address: the query string <-> State mapping (docs/adr/0013-address-and-history.md).

import { COMPARE_VIEW, readCompare, writeCompare } from './compare-view';
import {
  CLUSTER_KEY,
  clampSearch,
  DEFAULT_VIEW,
  defaultCluster,
  HISTORY_SPANS,
  isHistorySpan,
  isRangeKey,
  isRowId,
  isView,
  LANG_PARAM,
  MAX_SEASON_ID,
  ONLINE_ONLY,
  type RangeKey,
  VIEWS,
  type View,
} from './contract';
import { defaultFilter, type FilterWire, findFilter } from './filters';
import { matchLanguage } from './i18n/choose-language';
import type { Cluster, Season } from './schemas';
import {
  type ComparePlace,
  type DetailTarget,
  HALL_START,
  type HallPlace,
  hasGameLog,
  isRangeOffered,
  type LocationChanged,
  type State,
} from './state';

/** `view=` of the hall of fame tab (docs/adr/0084-the-hall-on-the-page.md). */
export const HALL_VIEW = 'hall';

/** A tab of the page: a board's view, or the hall of fame. */
export type PageTab = View | typeof HALL_VIEW;

/** The page's tabs in order: the two boards, then the hall of fame. */
export const PAGE_TABS: readonly PageTab[] = [...VIEWS, HALL_VIEW];

/** The tab a state shows. */
export const tabOf = (state: Pick<State, 'view' | 'hall'>): PageTab =>
  state.hall === null ? state.view : HALL_VIEW;

const ONE_BASED_PAGE = /^[1-9]\d{0,8}$/;
const SEASON_ID = /^[1-9]\d{0,9}$/;

function readCluster(
  value: string | null,
  clusters: readonly Cluster[] | undefined,
  setting: string | null,
): string {
  // Without a loaded list, a cluster key is accepted when it looks like one (SOLO, 3MAN, 100...).
  if (!clusters || clusters.length === 0) {
    return value !== null && CLUSTER_KEY.test(value) ? value : defaultCluster(null, setting);
  }
  const keys = clusters.map((cluster) => cluster.key);
  if (value !== null && keys.includes(value)) return value;
  // None or an unlisted one in the address: the site's default (docs/adr/0076-default-cluster.md).
  return defaultCluster(keys, setting) ?? defaultCluster(null, setting);
}

// `season=` names an archived season; once the probe has answered, only a listed one counts (and
// none on a backend without seasons).
function readSeason(value: string | null, seasons: readonly Season[] | null | undefined) {
  if (value === null || !SEASON_ID.test(value) || Number(value) > MAX_SEASON_ID) return null;
  const id = Number(value);
  if (seasons === undefined) return id;
  return seasons?.some((season) => season.id === id) ? id : null;
}

// `range=` names a period the backend offers (any, until its ranges probe answers); an archived
// season has none.
function readRange(
  value: string | null,
  ranges: readonly RangeKey[] | null | undefined,
  season: number | null,
): RangeKey {
  return isRangeKey(value) && season === null && isRangeOffered(value, ranges) ? value : 'all';
}

// `online=1` filters the current season's players board; once the list is known, only of a
// cluster with a game log (docs/adr/0096-the-online-filter.md).
function readOnline(
  value: string | null,
  { view, season, cluster }: { view: View; season: number | null; cluster: string },
  clusters: readonly Cluster[] | undefined,
): boolean {
  if (value !== ONLINE_ONLY || view !== 'players' || season !== null) return false;
  return !clusters || clusters.length === 0 || hasGameLog(clusters, cluster);
}

// `player=` or `tribe=`, never both: an address naming two panels names none.
function readDetail(params: URLSearchParams): DetailTarget | null {
  const player = params.get('player');
  const tribe = params.get('tribe');
  if (player !== null && tribe !== null) return null;
  if (isRowId(player)) return { kind: 'player', id: player };
  if (isRowId(tribe)) return { kind: 'tribe', id: tribe };
  return null;
}

// `days=` picks the open panel's history span (docs/adr/0063-history.md); absent when default.
function readHistorySpan(value: string | null): Pick<LocationChanged, 'historySpan'> {
  const days = Number(value);
  return value !== null && isHistorySpan(days) && days !== HISTORY_SPANS[0]
    ? { historySpan: days }
    : {};
}

const onePage = (value: string | null) =>
  value !== null && ONE_BASED_PAGE.test(value) ? Number(value) - 1 : 0;

// The hall's lists: `champions=` and `medals=` their one-based pages, `board=tribes` the medal table's.
function readHall(params: URLSearchParams): HallPlace {
  return {
    championsPage: onePage(params.get('champions')),
    medalsPage: onePage(params.get('medals')),
    medalsBoard: params.get('board') === 'tribes' ? 'tribes' : HALL_START.medalsBoard,
  };
}

/** What the page already knows when it reads an address, to check the params against. */
export interface KnownLists {
  /** The Cluster dropdown's entries; without them a key-like cluster is accepted. */
  clusters?: readonly Cluster[];
  /**
   * The capability probe's answer: the archived seasons, or null for a backend without seasons
   * and detail calls (then `season` and `player`/`tribe` are ignored); undefined while unknown.
   */
  seasons?: readonly Season[] | null;
  /**
   * The ranges probe's answer: the ranges offered, or null for a backend without them (then
   * `range` is ignored); undefined while unknown.
   */
  ranges?: readonly RangeKey[] | null;
  /**
   * The site's `site.defaultCluster` (State's `clusterSetting`), null or absent for none: an
   * address without a listed cluster means defaultCluster of the list and it.
   */
  clusterSetting?: string | null;
}

/**
 * Reads page state from the address (docs/adr/0013-address-and-history.md); a param that makes no sense falls
 * back to its default (no cluster, or an unlisted one when the list is given: core's
 * defaultCluster of the list and the site's setting, docs/adr/0076-default-cluster.md). Page is one-based in the address, zero-based in the state; a search
 * longer than MAX_SEARCH_LENGTH is cut. `season` must be a listed season when the list is known;
 * `range` an offered range, and none with a season; `online` 1 on the current season's players
 * board (of a cluster with a game log, when the list is given); `player` or `tribe` (not both) an id; `lang`
 * a language of the board (docs/adr/0064-languages-wired.md).
 * @example parseQueryString('?view=players&filter=deaths&range=week&page=2&player=7656')
 * // { type: 'locationChanged', view: 'players', cluster: 'SOLO', filter: 'deaths', search: '',
 * //   page: 1, season: null, range: 'week', detail: { kind: 'player', id: '7656' }, lang: null }
 */
export function parseQueryString(
  query: string,
  { clusters, seasons, ranges, clusterSetting = null }: KnownLists = {},
): LocationChanged {
  const params = new URLSearchParams(query);
  const rawView = params.get('view');
  const season = readSeason(params.get('season'), seasons);
  const cluster = readCluster(params.get('cluster'), clusters, clusterSetting);
  const common = {
    type: 'locationChanged',
    cluster,
    season,
    detail: seasons === null ? null : readDetail(params),
    ...readHistorySpan(params.get('days')),
    // An unknown language is dropped quietly; a tag of one of ours (`de-AT`) is its code.
    lang: matchLanguage(params.get(LANG_PARAM)),
  } as const;
  if (rawView === HALL_VIEW) {
    // The hall has no filter, search, page or period of a board's: the board tab starts afresh.
    const board = { view: DEFAULT_VIEW, filter: defaultFilter(DEFAULT_VIEW), search: '', page: 0 };
    return { ...common, ...board, range: 'all', hall: readHall(params) };
  }
  const compare = rawView === COMPARE_VIEW ? readCompare(params) : null;
  if (compare !== null) {
    // A comparison is of its board's rows in the cluster, season and period: no filter, search
    // or page of the board's (docs/adr/0083-compare.md).
    const board = {
      view: compare.board,
      filter: defaultFilter(compare.board),
      search: '',
      page: 0,
    };
    return { ...common, ...board, range: readRange(params.get('range'), ranges, season), compare };
  }
  const view = isView(rawView) ? rawView : DEFAULT_VIEW;
  const option = findFilter(view, params.get('filter') ?? '');
  const filter: FilterWire = option ? option.wire : defaultFilter(view);
  return {
    ...common,
    view,
    filter,
    search: clampSearch(params.get('search') ?? '').trim(),
    page: onePage(params.get('page')),
    range: readRange(params.get('range'), ranges, season),
    ...(readOnline(params.get('online'), { view, season, cluster }, clusters)
      ? { online: true }
      : {}),
  };
}

/**
 * The address query for a state, inverse of `parseQueryString`: only non-default params, the
 * submitted search (not what is being typed), page one-based, the period, the season, the
 * open panel and the address's language; '' for the defaults.
 * @example toQueryString({ ...initialState(), view: 'players', page: 1 }) // "?view=players&page=2"
 */
export function toQueryString(state: State): string {
  const params = new URLSearchParams();
  const { hall, compare } = state;
  if (hall !== null) params.set('view', HALL_VIEW);
  else if (compare !== null) params.set('view', COMPARE_VIEW);
  else if (state.view !== DEFAULT_VIEW) params.set('view', state.view);
  // The cluster an address without one means first (docs/adr/0076-default-cluster.md).
  if (state.cluster !== defaultCluster(null, state.clusterSetting)) {
    params.set('cluster', state.cluster);
  }
  if (hall !== null) return hallQueryString(state, hall, params);
  if (compare !== null) return compareQueryString(state, compare, params);
  if (state.filter !== defaultFilter(state.view)) params.set('filter', state.filter);
  if (state.range !== 'all') params.set('range', state.range);
  if (state.online) params.set('online', ONLINE_ONLY);
  if (state.submittedSearch !== '') params.set('search', state.submittedSearch);
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.season !== null) params.set('season', String(state.season));
  return withPanelAndLanguage(state, params);
}

// The hall's address: its season and lists' pages, beside the panel and the language.
function hallQueryString(state: State, hall: HallPlace, params: URLSearchParams): string {
  if (state.season !== null) params.set('season', String(state.season));
  if (hall.championsPage > 0) params.set('champions', String(hall.championsPage + 1));
  if (hall.medalsBoard !== HALL_START.medalsBoard) params.set('board', hall.medalsBoard);
  if (hall.medalsPage > 0) params.set('medals', String(hall.medalsPage + 1));
  return withPanelAndLanguage(state, params);
}

// The comparison's address: its period, its season and its rows, beside the panel and the language.
function compareQueryString(state: State, compare: ComparePlace, params: URLSearchParams): string {
  if (state.range !== 'all') params.set('range', state.range);
  if (state.season !== null) params.set('season', String(state.season));
  writeCompare(compare, params);
  return withPanelAndLanguage(state, params);
}

function withPanelAndLanguage(state: State, params: URLSearchParams): string {
  if (state.detail) params.set(state.detail.kind, state.detail.id);
  if (state.detail && state.historySpan !== HISTORY_SPANS[0]) {
    params.set('days', String(state.historySpan));
  }
  // Last, so every address without a language is what it was before languages.
  if (state.lang !== null) params.set(LANG_PARAM, state.lang);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
