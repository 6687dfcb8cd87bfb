// What the page derives from its State: the rankings call it implies and the key that call is
// fetched under, what the table area shows, and the pagination bar. Pure, like the reducer.
import { PAGE_TABS, type PageTab, toQueryString } from './address';
import { keepsOf, lackText } from './cluster-keeps';
import { type Pagination, type RangeKey, VIEWS } from './contract';
import { formatCount } from './format';
import type { HallRequest } from './hall-answer';
import type { FirstCatalog } from './i18n/catalog';
import en from './i18n/catalogs/en';
import { type MessagePart, translate } from './i18n/translate';
import { emptyBoardText, noMatchParts, pagerText, rangeLabel } from './phrases';
import {
  type DetailRequest,
  isOnlineOffered,
  isRangeOffered,
  type RankingRequest,
  type Rows,
  type State,
} from './state';

/** The rankings call the state implies; the search is sent only once submitted, else ''. */
export function selectRequest(state: State): RankingRequest {
  return {
    view: state.view,
    search: state.submittedSearch,
    filter: state.filter,
    cluster: state.cluster,
    page: state.page,
    season: state.season,
    range: state.range,
    ...(state.online ? { online: true } : {}),
  };
}

/**
 * A stable string for a request: equal keys mean the same rows, so the store refetches only
 * when the key changes. It keys the answers a server render embeds; a period is appended, so an
 * all-time request keeps the key it had before ranges.
 * @example requestKey({ view: 'tribes', search: '', filter: 'kills', cluster: 'SOLO', page: 0, season: null, range: 'all' })
 * // '["tribes","SOLO","kills","",0,null]'
 */
export function requestKey(request: RankingRequest): string {
  const { view, cluster, filter, search, page, season, range, online } = request;
  const key: unknown[] = [view, cluster, filter, search, page, season];
  if (range !== 'all' || online) key.push(range);
  // The online filter after the period: every request without it keeps its key.
  if (online) key.push('online');
  return JSON.stringify(key);
}

/** A link that selects an archived season (docs/behaviour.md#messages). */
export interface SeasonLink {
  season: number;
  name: string;
  /** The page's address with that season selected, for a link that also opens in a new tab. */
  href: string;
}

/** What the table area shows, derived from the state (docs/behaviour.md#table-area). */
export type TableContent =
  | { kind: 'loading'; text: string }
  | {
      kind: 'message';
      text: string;
      isSample: boolean;
      /**
       * A no-match search's message in parts, the visitor's text the part `{ param: 'query' }`,
       * to isolate as such (whatever quotes the language puts around it).
       */
      parts?: MessagePart[];
      /** With the wipe message, when an archived season exists: a link to its final standings. */
      lastSeason?: SeasonLink;
    }
  | (Rows & {
      kind: 'rows';
      pagination: Pagination;
      isSample: boolean;
      updatedAt: string | null;
      /** Whether the rows show LAST SEEN: the current players board of a cluster with a game log. */
      seen?: boolean;
    });

/**
 * What the table area shows, in the catalog's language: Loading... while a fetch runs (or before
 * the first one lands), a message when there are no rows, the rows otherwise.
 */
export function selectTableContent(state: State, catalog: FirstCatalog = en): TableContent {
  const { result, submittedSearch } = state;
  if (state.loading || result === null || result.view !== state.view) {
    return { kind: 'loading', text: translate(catalog, 'results.loading') };
  }
  // A board the cluster's source cannot have says so, not a wipe or a board of ties (ADR 0070).
  const lack = lackText(state.view, state.filter, keepsOf(state.clusters, state.cluster), catalog);
  if (lack !== null) return { kind: 'message', text: lack, isSample: result.isSample };
  if (result.rows.length === 0) {
    if (submittedSearch !== '') {
      const parts = noMatchParts(catalog, state.view, submittedSearch);
      const text = parts.map((part) => (typeof part === 'string' ? part : part.value)).join('');
      return { kind: 'message', text, isSample: result.isSample, parts };
    }
    // An empty online board is nobody on the server now, not a wipe (ADR 0096).
    if (state.online) {
      return {
        kind: 'message',
        text: translate(catalog, 'log.nobodyOnline'),
        isSample: result.isSample,
      };
    }
    // An empty period is no wipe: nobody has gained anything in it (yet).
    const text = emptyBoardText(catalog, state.range);
    const last = state.season === null && !result.isSample ? state.seasons?.[0] : undefined;
    if (state.range === 'all' && last) {
      const href = toQueryString({ ...state, season: last.id, page: 0, detail: null }) || '?';
      const lastSeason = { season: last.id, name: last.name, href };
      return { kind: 'message', text, isSample: false, lastSeason };
    }
    return { kind: 'message', text, isSample: result.isSample };
  }
  return { ...result, kind: 'rows', seen: isOnlineOffered(state) };
}

/**
 * "N online" beside the cluster chooser: the cluster's open sessions in its game log; null for a
 * cluster the answer gives no count (no log, an archived season: docs/adr/0090-the-game-log-on-the-page.md).
 * @example selectOnline(state) // "12 online"
 */
export function selectOnline(state: State, catalog: FirstCatalog = en): string | null {
  const online = state.clusters.find((cluster) => cluster.key === state.cluster)?.online;
  return online === undefined
    ? null
    : translate(catalog, 'log.online', { count: formatCount(online, catalog) });
}

/**
 * The population answer (as sent) to chart under the board: the shown cluster's, on a board that offers
 * "Online now" (the current players board of a cluster with a game log: docs/adr/0104); null
 * otherwise, and before it lands.
 */
export function selectPopulation(state: State): unknown {
  if (!isOnlineOffered(state) || state.population?.cluster !== state.cluster) return null;
  return state.population.answer ?? null;
}

/** What the pagination bar shows. */
export interface Pager {
  /** Only when the result has more than one page (docs/behaviour.md#pager). */
  show: boolean;
  /** "Page X of N", X one-based. */
  text: string;
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * A pager over `total` pages at zero-based `page`: shown when there is more than one page.
 * @example toPager(0, 2) // { show: true, text: "Page 1 of 2", canPrevious: false, canNext: true }
 */
export function toPager(page: number, total: number, catalog: FirstCatalog = en): Pager {
  return {
    show: total > 1,
    text: pagerText(catalog, page, total),
    canPrevious: page > 0,
    canNext: page + 1 < total,
  };
}

/**
 * The pagination bar: shown when total_pages is above 1; Previous disabled on page 0, Next on
 * the last page (docs/behaviour.md#previous-and-next).
 * @example selectPager(state).text // "Page 1 of 2"
 */
export function selectPager(state: State, catalog: FirstCatalog = en): Pager {
  const result = state.result?.view === state.view ? state.result : null;
  return toPager(state.page, result ? result.pagination.total_pages : 0, catalog);
}

/**
 * Whether names open detail panels: only on a backend whose capability probe answered a season
 * list (docs/adr/0017-detail-view.md); rows still need an id of their own.
 */
export function canOpenDetails(state: State): boolean {
  return state.seasons !== null;
}

/**
 * The page's tabs: the hall of fame's too, unless the capability probe found a backend without
 * the detail calls, which has no hall either (docs/adr/0084-the-hall-on-the-page.md).
 */
export function selectTabs(state: State): readonly PageTab[] {
  return state.seasonsProbed && state.seasons === null ? VIEWS : PAGE_TABS;
}

/** The hall of fame call the state implies, or null on a board tab. */
export function selectHallRequest(state: State): HallRequest | null {
  if (state.hall === null) return null;
  return { cluster: state.cluster, season: state.season, ...state.hall };
}

/** Whether a detail panel is open: one is asked for and the backend can answer it. */
export function isPanelOpen(state: State): boolean {
  return state.detail !== null && canOpenDetails(state);
}

/** The detail call the state implies, or null when no panel can be open. */
export function selectDetailRequest(state: State): DetailRequest | null {
  const { detail } = state;
  if (detail === null || !isPanelOpen(state)) return null;
  const page = detail.kind === 'tribe' ? state.membersPage : 0;
  const { cluster, season, range } = state;
  return { ...detail, cluster, season, range, page };
}

/**
 * A stable string for a detail request, like `requestKey`.
 * @example detailRequestKey({ kind: 'tribe', id: '1001', cluster: 'SOLO', season: null, range: 'week', page: 0 })
 * // '["tribe","1001","SOLO",null,"week",0]'
 */
export function detailRequestKey(request: DetailRequest): string {
  const { kind, id, cluster, season, range, page } = request;
  return JSON.stringify([kind, id, cluster, season, range, page]);
}

/** The Season dropdown: its options and the chosen one's value. */
export interface SeasonDropdown {
  /** `Current season` (value '', season null), then the archived seasons, newest first. */
  options: { value: string; label: string; season: number | null }[];
  value: string;
}

/**
 * The Season dropdown, or null when it is not shown: only when an archived season exists
 * (docs/behaviour.md#season-dropdown).
 * @example selectSeasonDropdown(state)?.options.map((o) => o.label) // ["Current season", "Season 4"]
 */
export function selectSeasonDropdown(
  state: State,
  catalog: FirstCatalog = en,
): SeasonDropdown | null {
  const { seasons } = state;
  if (!seasons || seasons.length === 0) return null;
  return {
    options: [
      { value: '', label: translate(catalog, 'season.current'), season: null },
      ...seasons.map((season) => ({
        value: String(season.id),
        label: season.name,
        season: season.id,
      })),
    ],
    value: state.season === null ? '' : String(state.season),
  };
}

/** The Period dropdown: the ranges offered, in dropdown order, and the chosen one. */
export interface RangeDropdown {
  options: { value: RangeKey; label: string }[];
  value: RangeKey;
}

/**
 * The Period dropdown's order: the all-time board (the default), the running periods from the
 * longest, then the finished ones.
 */
export const RANGE_ORDER: readonly RangeKey[] = [
  'all',
  'month',
  'week',
  'day',
  'last_week',
  'last_month',
];

/**
 * The Period dropdown, or null when it is not shown: only when the ranges probe offered a range
 * besides the all-time board (docs/behaviour.md#period-dropdown).
 * @example selectRangeDropdown(state)?.options.map((o) => o.label) // ["All time", "This week"]
 */
export function selectRangeDropdown(
  state: State,
  catalog: FirstCatalog = en,
): RangeDropdown | null {
  const { ranges } = state;
  if (!ranges?.some((range) => range !== 'all')) return null;
  return {
    options: RANGE_ORDER.filter((key) => isRangeOffered(key, ranges)).map((key) => ({
      value: key,
      label: rangeLabel(catalog, key),
    })),
    value: state.range,
  };
}
