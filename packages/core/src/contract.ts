// The contract between the page and any server that answers it: the views, call paths, limits,
// the pagination block and the name rule. Written here once; the page and the reference server
// import it, and no other source file writes a call path or a limit
// (docs/adr/0003-one-contract.md). It is the ground floor of core: it imports no other module,
// and re-exports the language codes from the one below it (i18n/catalogs/language-codes.ts).

/** The two leaderboards; also the `view` value in the address (docs/adr/0013-address-and-history.md). */
export type View = 'tribes' | 'players';

/** Every view, in tab order. */
export const VIEWS: readonly View[] = ['tribes', 'players'];

/** The view an address naming none shows (docs/behaviour.md#defaults): the first tab. */
export const DEFAULT_VIEW: View = 'tribes';

/** Narrows an untrusted string to a View. */
export function isView(value: unknown): value is View {
  return value === 'tribes' || value === 'players';
}

/** Rows per page, on the server and in the sample slicing (docs/adr/0005-wire-contract.md). */
export const PAGE_SIZE = 20;

/** Longest search text the page sends and the server accepts (docs/adr/0005-wire-contract.md). */
export const MAX_SEARCH_LENGTH = 64;

/**
 * The `online` param's one value: the players board of the current season filtered to who is
 * online now (docs/adr/0096-the-online-filter.md); missing or empty = every player.
 */
export const ONLINE_ONLY = '1';

/** Highest page number a rankings call accepts; past it the server answers 400 (bad_page). */
export const MAX_PAGE = 999_999_999;

/** The wire values of every statistic a board can be ordered by, either view's. */
export const KEPT_STATS = [
  'tribe_score',
  'kills',
  'deaths',
  'tamed_dino_kills',
  'time_played',
] as const;

/** The cluster a page starts on, and the one a rankings call without `cluster` means when listed (docs/behaviour.md#defaults). */
export const DEFAULT_CLUSTER = 'SOLO';

/** A cluster key's shape: 1 to 32 letters, digits, `_` or `-` (SOLO, 3MAN, 100...). */
export const CLUSTER_KEY = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The cluster a read that names none means, decided here once for the API, the page, /embed,
 * /og.png and Discord (docs/adr/0076-default-cluster.md): the site's `site.defaultCluster`
 * (`setting`) when listed, else SOLO when listed, else the first; null when none is listed.
 * @example defaultCluster(['DUO', 'SOLO']) // "SOLO"
 * @example defaultCluster(['DUO', 'SOLO', '3MAN'], '3MAN') // "3MAN"
 * @example defaultCluster(['DUO', 'SOLO'], 'PVE') // "SOLO" (the setting is not listed)
 * @example defaultCluster(['DUO', '3MAN']) // "DUO"
 * @example defaultCluster([]) // null
 * @example defaultCluster(null, '3MAN') // "3MAN" (no list known yet)
 */
export function defaultCluster(keys: null, setting?: string | null): string;
export function defaultCluster(keys: readonly string[], setting?: string | null): string | null;
export function defaultCluster(
  keys: readonly string[] | null,
  setting?: string | null,
): string | null {
  // No list known yet (the page before its clusters call): the setting, else SOLO.
  if (keys === null) return setting ?? DEFAULT_CLUSTER;
  if (setting && keys.includes(setting)) return setting;
  return keys.includes(DEFAULT_CLUSTER) ? DEFAULT_CLUSTER : (keys[0] ?? null);
}

/** Everything the reference server answers lives under this prefix (JSON, never the page). */
export const API_PREFIX = '/api';

/** The rankings call of each view (docs/behaviour.md#calls); its cluster list is `${path}/clusters`. */
export const RANKINGS_PATHS: Readonly<Record<View, string>> = {
  tribes: `${API_PREFIX}/ark/tribe_rankings`,
  players: `${API_PREFIX}/ark/player_rankings`,
};

/**
 * The cluster-list call of a view (docs/behaviour.md#calls).
 * @example clustersPath('tribes') // "/api/ark/tribe_rankings/clusters"
 */
export function clustersPath(view: View): string {
  return `${RANKINGS_PATHS[view]}/clusters`;
}

/** The two kinds of detail the page can open: a player or a tribe, each by its id. */
export type DetailKind = 'player' | 'tribe';

/** Longest player or tribe id, in characters. */
export const MAX_ROW_ID_LENGTH = 64;

/**
 * The id rule of players and tribes: opaque text of 1 to 64 letters, digits, `-` and `_`. A
 * SteamID64 (Survival Evolved), an EOS id (Survival Ascended: 32 hexadecimal characters) or a
 * plugin's own key all pass; ids are compared as text, ties broken in `"C"` (byte) order
 * (docs/adr/0060-opaque-ids.md). Safe in a URL path, a query string, HTML and a shell word as is.
 */
export const ROW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id rule in words, for descriptions and refusals. */
export const ROW_ID_RULE = `1 to ${MAX_ROW_ID_LENGTH} letters, digits, - or _`;

/** Narrows an untrusted value to an id that passes ROW_ID. */
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && ROW_ID.test(value);
}

/**
 * The player detail call (docs/adr/0017-detail-view.md). The id must pass ROW_ID (so it needs no
 * escaping); a route placeholder gives the route itself.
 * @example playerPath('76561198000000001') // "/api/ark/players/76561198000000001"
 * @example playerPath('0002a1b2c3d4e5f60718293a4b5c6d7e') // an EOS id, as is
 * @example playerPath('{id}') // "/api/ark/players/{id}" (the OpenAPI path)
 */
export function playerPath(id: string): string {
  return `${API_PREFIX}/ark/players/${id}`;
}

/**
 * The tribe detail call, members included (docs/adr/0017-detail-view.md). The id must pass
 * ROW_ID; a route placeholder gives the route itself.
 * @example tribePath('1001') // "/api/ark/tribes/1001"
 */
export function tribePath(id: string): string {
  return `${API_PREFIX}/ark/tribes/${id}`;
}

/** The detail call of each kind. */
export const DETAIL_PATHS: Readonly<Record<DetailKind, (id: string) => string>> = {
  player: playerPath,
  tribe: tribePath,
};

/**
 * The history call of a player or tribe (docs/adr/0063-history.md): one point a day, oldest
 * first. The id must pass ROW_ID; a route placeholder gives the route itself.
 * @example historyPath('player', '76561198000000001') // "/api/ark/players/76561198000000001/history"
 */
export function historyPath(kind: DetailKind, id: string): string {
  return `${DETAIL_PATHS[kind](id)}/history`;
}

/** Days of history a store keeps when `site.historyDays` does not say (docs/adr/0063-history.md). */
export const HISTORY_KEEP_DAYS = 400;

/** The spans, in days, a detail panel's history chart offers; the first is the default. */
export const HISTORY_SPANS = [30, 90, 365] as const;
export type HistorySpan = (typeof HISTORY_SPANS)[number];

/** Narrows an untrusted value (an address's `days=`) to a HistorySpan. */
export function isHistorySpan(value: unknown): value is HistorySpan {
  return HISTORY_SPANS.includes(value as HistorySpan);
}

/**
 * The archived seasons (docs/adr/0037-moderation-and-seasons.md); the page calls it once as its
 * capability probe: a valid answer means the backend has the detail calls and seasons.
 */
export const SEASONS_PATH = `${API_PREFIX}/ark/seasons`;

/**
 * The periods a board can be ranked over (docs/adr/0041-time-ranges.md): `all` is the all-time
 * board, what a call without `range` answers; the others rank what was gained today, this week,
 * this month, last week or last month.
 */
export const RANGE_KEYS = ['all', 'day', 'week', 'month', 'last_week', 'last_month'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
/** A range other than the all-time board: a period's gains. */
export type PeriodRange = Exclude<RangeKey, 'all'>;

/** Narrows an untrusted value to a RangeKey. */
export function isRangeKey(value: unknown): value is RangeKey {
  return RANGE_KEYS.includes(value as RangeKey);
}

/**
 * The range capability probe and the facts of the community's periods: the ranges offered, its
 * time zone and the first day of its week. A backend without it has no ranges.
 */
export const RANGES_PATH = `${API_PREFIX}/ark/ranges`;

/** The days a community's week may start on (`site.weekStart`), in the ranges call's spelling. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The hall of fame call (docs/adr/0074-the-hall-of-fame.md); its contract is hall.ts's. */
export const HALL_PATH = `${API_PREFIX}/ark/hall`;

/**
 * A cluster's players online hour by hour, from its game log's sessions
 * (docs/adr/0085-the-game-log-source.md): POPULATION_HOURS hours in site.timezone, the last one
 * the hour of the log's last line.
 */
export const POPULATION_PATH = `${API_PREFIX}/ark/population`;

/** The days the population call looks back over. */
export const POPULATION_DAYS = 30;

/** The hours of a population answer: every hour of POPULATION_DAYS days. */
export const POPULATION_HOURS = POPULATION_DAYS * 24;

/** Highest season id a `season` param may name (season ids are PostgreSQL serials). */
export const MAX_SEASON_ID = 2_147_483_647;

/**
 * Every `error.code` the reference server answers (docs/adr/0007-errors.md): the 400s for bad
 * input (`unknown_range`: a range not in RANGE_KEYS, or any but `all` with an archived season), 404 `not_found` (an unknown path, or an unknown or hidden id), 405, 500.
 */
export const ERROR_CODES = [
  'unknown_cluster',
  'unknown_filter',
  'unknown_season',
  'unknown_range',
  'bad_page',
  'bad_id',
  'search_too_long',
  'repeated_param',
  'not_found',
  'method_not_allowed',
  'internal',
  // The hall of fame call's section and board (docs/adr/0074-the-hall-of-fame.md).
  'unknown_section',
  'unknown_board',
  // The compare call's list: none or both, or an entry that is not an id (docs/adr/0083-compare.md).
  'bad_compare_list',
  // The players board's online filter: a value but 1, the tribes board or an archived season
  // (docs/adr/0096-the-online-filter.md).
  'bad_online',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The reference server's OpenAPI document. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** The reference server's health report (not under /api: load balancers probe it). */
export const HEALTH_PATH = '/healthz';

/**
 * A whole number in text, as backends send BIGINT columns and as import files carry numbers:
 * an optional minus, digits, an optional fraction. No exponent, no grouping.
 */
export const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Paging facts of a rankings answer, as the page holds them: pages are zero-based, `next`/`prev`
 * null at the ends, `total_records` absent when a backend does not send it.
 */
export interface Pagination {
  total_pages: number;
  current_page: number;
  next: number | null;
  prev: number | null;
  total_records?: number | undefined;
}

/**
 * The pagination block for a zero-based page of `total` rows, PAGE_SIZE a page. A page past the
 * end keeps the true totals, and `prev` then points at the last page that has rows.
 * @example paginate(1, 45) // { total_pages: 3, current_page: 1, next: 2, prev: 0, total_records: 45 }
 */
export function paginate(page: number, total: number): Pagination {
  const totalPages = Math.ceil(total / PAGE_SIZE);
  return {
    total_pages: totalPages,
    current_page: page,
    next: page + 1 < totalPages ? page + 1 : null,
    prev: page > 0 ? Math.min(page - 1, Math.max(totalPages - 1, 0)) : null,
    total_records: total,
  };
}

/**
 * The key a name is searched and tie-broken by: NUL removed (PostgreSQL text cannot hold it) and
 * lower-cased. The import stores it and the server applies it to the search text, so both sides
 * agree on what "case-insensitive" means.
 * @example nameKey('Rex\u0000 Hunter') // "rex hunter"
 */
export function nameKey(name: string): string {
  return stripNul(name).toLowerCase();
}

/** Text without NUL characters (PostgreSQL text cannot hold them; names from the wild sometimes do). */
export function stripNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}

/**
 * Search text cut to MAX_SEARCH_LENGTH UTF-16 units (what the server counts), never splitting
 * an emoji's surrogate pair.
 * @example clampSearch('x'.repeat(100)).length // 64
 */
export function clampSearch(text: string): string {
  if (text.length <= MAX_SEARCH_LENGTH) return text;
  const cut = text.slice(0, MAX_SEARCH_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

// The languages, by code: kept beside the catalogs, so i18n/ imports nothing above it.
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from './i18n/catalogs/language-codes';

/** The address parameter that picks the language: `/?lang=de`. Shared links keep it. */
export const LANG_PARAM = 'lang';

/**
 * The cookie that remembers a visitor's own choice of language. Its value is one LanguageCode as
 * written there (`de`, `pt-BR`, `zh-Hans`: cookie-safe characters only), read as a language tag
 * (`matchLanguage`); a value naming no language of the board is ignored.
 * Not HttpOnly: the page's language picker writes it (`preferenceCookie('lang', code)`) as the
 * server does; it lasts as long as every choice (PREFERENCE_MAX_AGE_SECONDS).
 */
export const LANG_COOKIE = 'ark-lang';
