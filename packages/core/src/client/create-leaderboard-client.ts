import { FALLBACK_CLUSTERS } from '../constants';
import { clustersPath, RANKINGS_PATHS } from '../contract';
import type { View } from '../filters/view';
import { sampleRanking } from '../sample/sample-ranking';
import { type Cluster, ClusterListSchema } from '../schemas/cluster';
import { type DroppedRow, readRankingAnswer } from '../schemas/ranking-response';
import type { RankingRequest } from '../state/ranking-request';
import type { RankingResult } from '../state/state';
import { getJson as fetchJson } from './get-json';
import type { CallOptions, LeaderboardClient } from './leaderboard-client';

/** How long a call may take before the page falls back (docs/decisions.md#api-client). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface LeaderboardClientOptions {
  /** Origin (and optional path prefix) of the API; '' calls the page's own origin. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** `error` for failures and dropped rows; `warn`, when there, for each retry. */
  logger?: Pick<Console, 'error'> & Partial<Pick<Console, 'warn'>>;
}

/**
 * A rankings answer as the page's result, read tolerantly: rows that cannot be read are dropped
 * and reported to the console; throws when the answer is unusable.
 */
function toLiveResult(view: View, body: unknown, logger: Pick<Console, 'error'>): RankingResult {
  const live = { isSample: false };
  const report = (dropped: readonly DroppedRow[]) => {
    if (dropped.length === 0) return;
    const list = dropped.map((d) => `row ${d.index}: ${d.reason}`).join('; ');
    logger.error(`[ark] Dropped ${dropped.length} unreadable ranking rows: ${list}`);
  };
  if (view === 'tribes') {
    const { rows, pagination, updatedAt, dropped } = readRankingAnswer('tribes', body);
    report(dropped);
    return { ...live, view, rows, pagination, updatedAt };
  }
  const { rows, pagination, updatedAt, dropped } = readRankingAnswer('players', body);
  report(dropped);
  return { ...live, view, rows, pagination, updatedAt };
}

/** The signal's reason when the caller aborted: aborts reject and never fall back. */
function rethrowIfAborted(error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? error;
}

/**
 * The page's API client (docs/decisions.md#api-client) with the fallbacks (docs/behaviour.md#fallbacks): a failed, invalid
 * or empty cluster list gives the fallback clusters, a failed rankings call gives the sample;
 * both log the error. A GET that meets a network error or a 5xx is retried twice with a short
 * backoff inside the timeout (ky), so a blip does not show the sample.
 * @example createLeaderboardClient({ baseUrl: 'https://ark.example.org' }).rankings(request)
 */
export function createLeaderboardClient({
  baseUrl = '',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch: fetchImpl,
  logger = console,
}: LeaderboardClientOptions = {}): LeaderboardClient {
  const root = baseUrl.replace(/\/+$/, '');
  const getJson = (path: string, signal?: AbortSignal, query?: URLSearchParams): Promise<unknown> =>
    fetchJson(`${root}${path}${query ? `?${query}` : ''}`, {
      timeoutMs,
      ...(signal ? { signal } : {}),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      logger,
    });

  async function clusters(view: View, { signal }: CallOptions = {}): Promise<Cluster[]> {
    try {
      const list = ClusterListSchema.parse(await getJson(clustersPath(view), signal));
      if (list.length > 0) return list;
      logger.error('[ark] The cluster list came back empty; using the fallback clusters.');
    } catch (error) {
      rethrowIfAborted(error, signal);
      logger.error('[ark] Loading the cluster list failed; using the fallback clusters.', error);
    }
    return FALLBACK_CLUSTERS.map((cluster) => ({ ...cluster }));
  }

  async function rankings(
    request: RankingRequest,
    { signal }: CallOptions = {},
  ): Promise<RankingResult> {
    const query = new URLSearchParams({
      search: request.search,
      filter: request.filter,
      cluster: request.cluster,
      page: String(request.page),
    });
    try {
      const body = await getJson(RANKINGS_PATHS[request.view], signal, query);
      return toLiveResult(request.view, body, logger);
    } catch (error) {
      rethrowIfAborted(error, signal);
      logger.error('[ark] Loading rankings failed; showing sample data.', error);
      return sampleRanking(request);
    }
  }

  return { clusters, rankings };
}
