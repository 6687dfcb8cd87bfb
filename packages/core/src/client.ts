// The page's API client (docs/adr/0009-page-api-client.md): ky for the GETs, the tolerant reader for the
// answers, and the fallbacks (docs/behaviour.md#fallbacks) instead of errors.
import type { HTTPError } from 'ky';
import {
  clustersPath,
  DETAIL_PATHS,
  type DetailKind,
  HALL_PATH,
  historyPath,
  ONLINE_ONLY,
  POPULATION_PATH,
  RANGES_PATH,
  RANKINGS_PATHS,
  type RangeKey,
  SEASONS_PATH,
  type View,
} from './contract';
import type { DetailAnswer, PlayerAnswer, TribeAnswer } from './detail-answer';
import { askHall, type HallAnswer, type HallRequest, hallQuery } from './hall-answer';
import type { HistoryPoint } from './history-answer';
import { sampleRanking } from './sample';
import {
  type Cluster,
  ClusterListSchema,
  RangesAnswerSchema,
  readErrorCode,
  readRankingAnswer,
  type Season,
  SeasonListSchema,
} from './schemas';
import {
  type DetailRequest,
  FALLBACK_CLUSTERS,
  type RankingRequest,
  type RankingResult,
} from './state';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ClustersCallOptions extends CallOptions {
  /** An archived season's clusters; null or absent = the current season's. */
  season?: number | null;
}

export interface DetailCallOptions extends CallOptions {
  cluster: string;
  /** An archived season; null or absent = the current season. */
  season?: number | null;
  /** The period ranked; `all` or absent = the all-time board (not sent). */
  range?: RangeKey;
}

export interface TribeCallOptions extends DetailCallOptions {
  /** Zero-based page of the tribe's members. */
  page?: number;
}

export interface HistoryCallOptions extends CallOptions {
  cluster: string;
}

/**
 * The page's view of the API. `clusters` and `rankings` fall back (docs/behaviour.md#fallbacks)
 * instead of rejecting; `seasons` and `ranges` answer null for a backend without the call; `player` and
 * `tribe` answer null for a hidden or unknown id and reject on any other failure (there is no
 * sample player). All reject when the signal aborts, with the signal's reason.
 */
export interface LeaderboardClient {
  clusters(view: View, options?: ClustersCallOptions): Promise<Cluster[]>;
  rankings(request: RankingRequest, options?: CallOptions): Promise<RankingResult>;
  seasons(options?: CallOptions): Promise<Season[] | null>;
  ranges(options?: CallOptions): Promise<RangeKey[] | null>;
  player(id: string, options: DetailCallOptions): Promise<PlayerAnswer | null>;
  tribe(id: string, options: TribeCallOptions): Promise<TribeAnswer | null>;
  /**
   * A player's or tribe's history in the current season, oldest first
   * (docs/adr/0063-history.md); null on any failure (a backend without the call, a hidden id):
   * the panel then draws no chart.
   */
  history(
    kind: DetailKind,
    id: string,
    options: HistoryCallOptions,
  ): Promise<HistoryPoint[] | null>;
  /**
   * A cluster's hall of fame: its four sections and the community's week
   * (docs/adr/0084-the-hall-on-the-page.md); rejects on a failure (the tab then says so).
   */
  hall(request: HallRequest, options?: CallOptions): Promise<HallAnswer>;
  /**
   * A cluster's players online each hour of the last 30 days of its game log, as sent (the
   * chart's view reads it: docs/adr/0104-last-seen-and-population-on-the-page.md); null on any
   * failure: no chart.
   */
  population(cluster: string, options?: CallOptions): Promise<unknown>;
  /**
   * The compare call's answer at its address (compareAddress, docs/adr/0083-compare.md), as
   * sent: the view reads it, loaded with it; null on any failure (the view says so).
   */
  compare(address: string, options?: CallOptions): Promise<unknown>;
}

/** How long a call may take before the page falls back (docs/adr/0009-page-api-client.md). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface LeaderboardClientOptions {
  /** Origin (and optional path prefix) of the API; '' calls the page's own origin. */
  baseUrl?: string;
  /** For the whole call, retries included (ky's `timeout`). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** `error` for failures and dropped rows; `warn`, when there, for each retry. */
  logger?: ClientLogger;
  /** Milliseconds to wait before retry `attempt` (1, 2): 250 then 500 by default. */
  retryDelay?: (attempt: number) => number;
}

type ClientLogger = Pick<Console, 'error'> & Partial<Pick<Console, 'warn'>>;

/** The wait before each retry: 250 ms, then 500 ms. */
const backoff = (attempt: number) => 250 * 2 ** (attempt - 1);

// Retries of a GET after a network error or a 5xx/408/429: two, so a blip does not show the sample.
const RETRY = {
  limit: 2,
  methods: ['get'],
  statusCodes: [408, 429, 500, 502, 503, 504],
  backoffLimit: 1000,
};

/** A query of the given params, leaving out those that are null or absent. */
function queryOf(params: Record<string, string | number | null | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.set(name, String(value));
  }
  return query;
}

/** Logs the parts of an answer a tolerant read left out, one `where: why` each. */
function reportDropped(logger: Pick<Console, 'error'>, what: string, dropped: string[]): void {
  if (dropped.length === 0) return;
  logger.error(`[ark] Dropped ${dropped.length} unreadable ${what}: ${dropped.join('; ')}`);
}

/** A range as a query param: the all-time board sends none, so its calls are the seed's. */
const rangeParam = (range: RangeKey | undefined) => (range === 'all' ? undefined : range);

/**
 * The query string of a rankings call, in the order the client sends it (a preload of the call
 * must name the same address); `season` only for an archived season, `range` only for a period.
 * @example rankingsQuery({ view: 'tribes', search: '', filter: 'tribe_score', cluster: 'SOLO', page: 0, season: null }).toString()
 * // "search=&filter=tribe_score&cluster=SOLO&page=0"
 */
export function rankingsQuery(request: RankingRequest): URLSearchParams {
  return queryOf({
    search: request.search,
    filter: request.filter,
    cluster: request.cluster,
    page: request.page,
    season: request.season,
    range: rangeParam(request.range),
    // Last, so every call without the filter is what it was before it (ADR 0096).
    online: request.online ? ONLINE_ONLY : undefined,
  });
}

/** The signal's reason when the caller aborted: aborts reject and never fall back. */
function rethrowIfAborted(error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? error;
}

/**
 * A rankings answer as the page's result, read tolerantly: rows that cannot be read are dropped
 * and reported to the logger; throws when the answer is unusable. The client reads every live
 * answer with it, and the page reads the answers its server embedded (docs/adr/0016-first-paint.md).
 */
export function readRankingResult(
  view: View,
  body: unknown,
  logger: Pick<Console, 'error'> = console,
): RankingResult {
  const { dropped, ...answer } = readRankingAnswer(view, body);
  reportDropped(
    logger,
    'ranking rows',
    dropped.map((d) => `row ${d.index}: ${d.reason}`),
  );
  // readRankingAnswer reads each view's rows with that view's schema.
  return { ...answer, view, isSample: false } as RankingResult;
}

/**
 * ky, loaded with the client rather than with the page's first load: the page's first answers
 * are embedded in its HTML, so its first call waits for a visitor's action, by which time the
 * client has loaded it (docs/adr/0069-the-page-on-react-again.md).
 */
let kyLoaded: Promise<typeof import('ky')> | undefined;
const loadKy = () => (kyLoaded ??= import('ky'));

/** Whether `error` is ky's answer to a non-2xx status (ky is loaded once a call was made). */
const isHttpError = async (error: unknown): Promise<HTTPError | null> =>
  error instanceof (await loadKy()).HTTPError ? (error as HTTPError) : null;

/** How the client's calls reach the API: one GET of JSON, and where failures are told. */
interface Http {
  /**
   * GETs a path and parses its JSON body, retrying (unless `retry` is false) within the timeout.
   * Rejects on a non-2xx answer that is not retried (ky's HTTPError), a body that is not JSON, or
   * the timeout (a TimeoutError); when the caller's signal aborts, with the signal's reason.
   */
  getJson(
    path: string,
    signal?: AbortSignal,
    query?: URLSearchParams,
    retry?: boolean,
  ): Promise<unknown>;
  logger: ClientLogger;
}

function createHttp({
  baseUrl = '',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch: fetchImpl,
  logger = console,
  retryDelay = backoff,
}: LeaderboardClientOptions): Http {
  const root = baseUrl.replace(/\/+$/, '');
  const retrying = { ...RETRY, delay: retryDelay };
  // Starts loading ky now; a failed load fails the first call instead, as a failed call does.
  loadKy().catch(() => undefined);
  async function getJson(
    path: string,
    signal?: AbortSignal,
    query?: URLSearchParams,
    retry = true,
  ) {
    const search = query?.toString() ?? '';
    const url = `${root}${path}${search === '' ? '' : `?${search}`}`;
    // A path ('/api/ark/...') means the page's own origin, as a browser reads it; ky builds a
    // Request, which needs an absolute address where there is no document (tests, a worker).
    const { location } = globalThis as { location?: { href: string } };
    const target = location ? new URL(url, location.href).href : url;
    try {
      const { default: ky } = await loadKy();
      return await ky
        .get(target, {
          timeout: timeoutMs,
          retry: retry ? retrying : 0,
          headers: { accept: 'application/json' },
          ...(signal ? { signal } : {}),
          // Called through a local function, never as a method, so the browser's fetch keeps its `this`.
          fetch: fetchImpl ?? ((input, init) => fetch(input, init)),
          hooks: {
            beforeRetry: [
              ({ error, retryCount }) => {
                logger.warn?.(`[ark] ${url} failed (${error.message}); retry ${retryCount}`);
              },
            ],
          },
        })
        .json<unknown>();
    } catch (error) {
      rethrowIfAborted(error, signal);
      throw error;
    }
  }
  return { getJson, logger };
}

/** A view's cluster list; a failed, invalid or empty one gives the fallback clusters (logged). */
async function loadClusters(
  { getJson, logger }: Http,
  view: View,
  { signal, season }: ClustersCallOptions = {},
): Promise<Cluster[]> {
  try {
    const query = queryOf({ season });
    const list = ClusterListSchema.parse(await getJson(clustersPath(view), signal, query));
    if (list.length > 0) return list;
    logger.error('[ark] The cluster list came back empty; using the fallback clusters.');
  } catch (error) {
    rethrowIfAborted(error, signal);
    logger.error('[ark] Loading the cluster list failed; using the fallback clusters.', error);
  }
  return FALLBACK_CLUSTERS.map((cluster) => ({ ...cluster }));
}

/** A page of rankings; a failed call gives the built-in sample (logged). */
async function loadRankings(
  { getJson, logger }: Http,
  request: RankingRequest,
  { signal }: CallOptions = {},
): Promise<RankingResult> {
  try {
    const body = await getJson(RANKINGS_PATHS[request.view], signal, rankingsQuery(request));
    return readRankingResult(request.view, body, logger);
  } catch (error) {
    rethrowIfAborted(error, signal);
    logger.error('[ark] Loading rankings failed; showing sample data.', error);
    return sampleRanking(request);
  }
}

/**
 * A probe of what the backend can do (docs/adr/0017-detail-view.md): asked once, never retried,
 * and any failure (404, an HTML page, a timeout, an answer of another shape) means the backend
 * has no such call, which `missing` says in the console.
 */
async function probe<T>(
  { getJson, logger }: Http,
  path: string,
  read: (body: unknown) => T,
  missing: string,
  signal: AbortSignal | undefined,
): Promise<T | null> {
  try {
    return read(await getJson(path, signal, undefined, false));
  } catch (error) {
    rethrowIfAborted(error, signal);
    logger.error(`[ark] This backend has no ${missing}.`, error);
    return null;
  }
}

/**
 * The query string of a detail call, in the order the client sends it: the cluster, an archived
 * season, a tribe's members page, a period (`all` sends none).
 * @example detailQuery({ kind: 'tribe', id: '1001', cluster: 'SOLO', season: null, range: 'week', page: 1 }).toString()
 * // "cluster=SOLO&page=1&range=week"
 */
export function detailQuery({
  kind,
  cluster,
  season,
  page,
  range,
}: DetailRequest): URLSearchParams {
  return queryOf({
    cluster,
    season,
    page: kind === 'tribe' ? page : undefined,
    range: rangeParam(range),
  });
}

/**
 * A detail call's answer read tolerantly (parts that cannot be read dropped and reported); throws
 * when it is unusable. The reader is loaded with the first panel, not with the page
 * (docs/adr/0012-page-budget.md); the page reads an answer its server embedded with it too.
 */
export async function readDetailResult(
  kind: DetailKind,
  body: unknown,
  logger: Pick<Console, 'error'> = console,
): Promise<DetailAnswer> {
  const { answer, dropped } = (await import('./detail-answer')).readDetailAnswer(kind, body);
  reportDropped(
    logger,
    `parts of the ${kind} details`,
    dropped.map((d) => d.reason),
  );
  return answer;
}

/** A player's or tribe's details; null for a 404 not_found (hidden or unknown), else rejects. */
async function loadDetail(
  { getJson, logger }: Http,
  request: DetailRequest,
  signal: AbortSignal | undefined,
): Promise<DetailAnswer | null> {
  const { kind, id } = request;
  // The reader loads while the call is under way; a failed load fails the call, as a failed
  // call does.
  const reader = import('./detail-answer');
  reader.catch(() => undefined);
  try {
    const body = await getJson(DETAIL_PATHS[kind](id), signal, detailQuery(request));
    return await readDetailResult(kind, body, logger);
  } catch (error) {
    rethrowIfAborted(error, signal);
    // A 404 not_found is an answer: the id is hidden or was never on the board.
    const http = await isHttpError(error).catch(() => null);
    if (http?.response.status === 404) {
      const body: unknown = await http.response.json().catch(() => null);
      if (readErrorCode(body) === 'not_found') return null;
    }
    logger.error(`[ark] Loading the ${kind} details failed.`, error);
    throw error;
  }
}

/**
 * A history answer read tolerantly (points that cannot be read dropped and reported); the reader
 * is loaded with the first panel, as the detail reader is; the page reads an answer its server
 * embedded with it too.
 */
export async function readHistoryResult(
  kind: DetailKind,
  body: unknown,
  logger: Pick<Console, 'error'> = console,
): Promise<HistoryPoint[]> {
  const { points, dropped } = (await import('./history-answer')).readHistoryAnswer(body);
  reportDropped(
    logger,
    `history points of the ${kind}`,
    dropped.map((d) => d.reason),
  );
  return points;
}

/** A player's or tribe's history; null on any failure (logged): the panel draws no chart. */
async function loadHistory(
  { getJson, logger }: Http,
  kind: DetailKind,
  id: string,
  { signal, cluster }: HistoryCallOptions,
): Promise<HistoryPoint[] | null> {
  const reader = import('./history-answer');
  reader.catch(() => undefined);
  try {
    const body = await getJson(historyPath(kind, id), signal, queryOf({ cluster }));
    return await readHistoryResult(kind, body, logger);
  } catch (error) {
    rethrowIfAborted(error, signal);
    logger.error(`[ark] Loading the ${kind}'s history failed; no chart.`, error);
    return null;
  }
}

/**
 * The detail request a `player` or `tribe` call names: the current season, the all-time board
 * and members page 0 where its options say none.
 */
export function detailRequestOf(
  kind: DetailKind,
  id: string,
  { cluster, season = null, range = 'all', page = 0 }: TribeCallOptions,
): DetailRequest {
  return { kind, id, cluster, season, range, page: kind === 'tribe' ? page : 0 };
}

/**
 * The page's API client (docs/adr/0009-page-api-client.md) with the fallbacks (docs/behaviour.md#fallbacks): a failed, invalid
 * or empty cluster list gives the fallback clusters, a failed rankings call gives the sample;
 * both log the error. A GET that meets a network error or a 5xx is retried twice with a short
 * backoff inside the timeout (ky), so a blip does not show the sample.
 * @example createLeaderboardClient({ baseUrl: 'https://ark.example.org' }).rankings(request)
 */
export function createLeaderboardClient(options: LeaderboardClientOptions = {}): LeaderboardClient {
  const http = createHttp(options);
  return {
    clusters: (view, callOptions) => loadClusters(http, view, callOptions),
    rankings: (request, callOptions) => loadRankings(http, request, callOptions),
    seasons: ({ signal } = {}) =>
      probe(
        http,
        SEASONS_PATH,
        (body) => SeasonListSchema.parse(body),
        'seasons call: names stay plain text, no Season dropdown',
        signal,
      ),
    // The range probe (docs/adr/0041-time-ranges.md).
    ranges: ({ signal } = {}) =>
      probe(
        http,
        RANGES_PATH,
        (body) => RangesAnswerSchema.parse(body).ranges,
        'ranges call: no Period dropdown',
        signal,
      ),
    player: async (id, { signal, ...options }) => {
      const answer = await loadDetail(http, detailRequestOf('player', id, options), signal);
      return answer?.kind === 'player' ? answer : null;
    },
    tribe: async (id, { signal, ...options }) => {
      const answer = await loadDetail(http, detailRequestOf('tribe', id, options), signal);
      return answer?.kind === 'tribe' ? answer : null;
    },
    history: (kind, id, callOptions) => loadHistory(http, kind, id, callOptions),
    // As sent: its reader loads with the chart (docs/adr/0104). A failure is no chart, unlogged:
    // the first load has no room for its words.
    population: (cluster, { signal } = {}) =>
      http.getJson(POPULATION_PATH, signal, queryOf({ cluster })).catch(() => null),
    compare: (address, { signal } = {}) => http.getJson(address, signal).catch(() => null),
    hall: async (request, { signal } = {}) => {
      try {
        return await askHall(
          request,
          (section) => http.getJson(HALL_PATH, signal, hallQuery(section)),
          () => http.getJson(RANGES_PATH, signal, undefined, false),
        );
      } catch (error) {
        rethrowIfAborted(error, signal);
        http.logger.error('[ark] Loading the hall of fame failed.', error);
        throw error;
      }
    },
  };
}
