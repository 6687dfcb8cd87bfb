import {
  API_PREFIX,
  clustersPath,
  DETAIL_PATHS,
  type DetailKind,
  HEALTH_PATH,
  OPENAPI_PATH,
  type PageRenderer,
  paginate,
  RANKINGS_PATHS,
  rankingsQuery,
  SEASONS_PATH,
  VIEWS,
  type View,
} from '@ark/core';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { clip } from '../lib/clip';
import { type Logger, silentLogger } from '../lib/logger';
import type { RankingStore } from '../store/ranking-store';
import { type AnswerCacheOptions, type Computed, createAnswerCache } from './answer-cache';
import { BadRequest, errorBody, NotFound } from './api-error';
import { LruCache } from './lru-cache';
import { OPENAPI_DOCUMENT } from './openapi';
import { renderedPage } from './page-render';
import { type DetailCall, parseDetailQuery } from './parse-detail-query';
import { parseRankingQuery, type RankingsCall } from './parse-ranking-query';
import { readSeason } from './query-params';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { serveBuild } from './static-files';

export interface AppDeps {
  store: RankingStore;
  logger?: Logger;
  /** Milliseconds, for request timing. */
  clock?: () => number;
  /** The web build to serve at `/`; null = none (answers a hint). */
  staticDir?: string | null;
  /** Serve the page's source maps (ARK_SERVE_SOURCEMAPS=1); off by default. */
  serveSourceMaps?: boolean;
  cache?: AnswerCacheOptions;
  /**
   * The page's server-render bundle, loaded from the web build (loadPageRenderer); null = `/`
   * answers the built index.html as it is.
   */
  renderer?: PageRenderer | null;
  /** The rendered pages' cache (entries, bytes). */
  pageCache?: AnswerCacheOptions;
  /** Extra /healthz fields (the MySQL sync adds its per-cluster last sync and last error here). */
  health?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const DETAIL_KINDS: readonly DetailKind[] = ['player', 'tribe'];

const API_PATHS = [
  ...VIEWS.flatMap((view) => [RANKINGS_PATHS[view], clustersPath(view)]),
  ...DETAIL_KINDS.map((kind) => DETAIL_PATHS[kind]('{id}')),
  SEASONS_PATH,
  OPENAPI_PATH,
  HEALTH_PATH,
];

/** Whether a path is one the API serves (a detail call's path holds any id segment). */
const DETAIL_ROUTE = new RegExp(
  `^(${DETAIL_KINDS.map((kind) => DETAIL_PATHS[kind]('[^/]+')).join('|')})$`,
);
const isApiPath = (path: string) => API_PATHS.includes(path) || DETAIL_ROUTE.test(path);

/**
 * The read API is public: other community sites may show it from their own pages
 * (docs/decisions.md#cors-and-methods). Every API answer carries this header itself and Hono's
 * cors middleware answers the preflights. On GET it is not used: it sets the header on the
 * answer before the handler runs, so the handler's answer is merged into a Headers instance;
 * measured in `pnpm bench:api` (cached page, 50 connections, alternating runs on PostgreSQL, load
 * average 11-14): 3879 req/s this way, 2095 with cors() on every API request (-46 %).
 */
const PUBLIC_READ = { 'Access-Control-Allow-Origin': '*' } as const;

/** The rankings answer when the store holds no cluster at all. */
const EMPTY_RANKINGS = { ranking_data: [], pagination: paginate(0, 0), updated_at: null };

/** An answer of the cache: its key now, and how to compute it on a miss. */
interface Answer {
  key: string;
  compute: () => Promise<Computed>;
}

/**
 * The reference server: the four calls (docs/decisions.md#wire-contract), the detail and seasons
 * calls (docs/decisions.md#detail-view, #moderation-and-seasons), /healthz, OpenAPI and the page.
 */
export function createApp({
  store,
  logger = silentLogger,
  clock = () => performance.now(),
  staticDir = null,
  serveSourceMaps = false,
  cache: cacheOptions = {},
  renderer = null,
  pageCache,
  health,
}: AppDeps): Hono {
  const app = new Hono();
  const cache = createAnswerCache(cacheOptions, PUBLIC_READ);
  const isApi = (path: string) => path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX;
  app.use(securityHeaders());
  app.use(requestLog(logger, clock));
  app.options(
    `${API_PREFIX}/*`,
    cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86_400 }),
  );

  /** The season a query names (checked against the archived ones), or null for the current one. */
  const seasonOf = async (params: URLSearchParams): Promise<number | null> =>
    params.has('season')
      ? readSeason(
          params,
          (await store.seasons()).map((s) => s.id),
        )
      : null;
  const clusterKeys = async (season: number | null) =>
    (await store.clusters(season)).map((cl) => cl.key);

  // Each answer: its cache key and how to compute it. The JSON calls send them; the page's server
  // render reads the same bodies (docs/decisions.md#first-paint).
  const clustersAnswer = async (season: number | null): Promise<Answer> => {
    const version = await store.version();
    return {
      key: `clusters|${version}|${season ?? ''}`,
      compute: async () => ({
        value: (await store.clusters(season)).map(({ key, display }) => ({ key, display })),
      }),
    };
  };
  const seasonsAnswer = async (): Promise<Answer> => {
    const version = await store.version();
    return {
      key: `seasons|${version}`,
      compute: async () => ({
        value: (await store.seasons()).map(({ id, name, closedAt }) => ({
          id,
          name,
          closed_at: closedAt,
        })),
      }),
    };
  };

  app.get(SEASONS_PATH, async (c) => {
    const { key, compute } = await seasonsAnswer();
    return cache.respond(c, key, compute);
  });

  /**
   * A call's query checked once per data version and address (kept in `known`): a cached answer
   * skips parsing its query again. `check` gets the query, the season's cluster keys and season.
   */
  const checkedQuery = async <T>(
    known: LruCache<T | null>,
    address: string,
    url: string,
    check: (params: URLSearchParams, clusters: string[], season: number | null) => T | null,
  ): Promise<T | null> => {
    const hit = known.get(address);
    if (hit !== undefined) return hit;
    const params = new URL(url, 'http://localhost').searchParams;
    const season = await seasonOf(params);
    const checked = check(params, await clusterKeys(season), season);
    known.set(address, checked);
    return checked;
  };

  const rankingQueries = new LruCache<RankingsCall | null>(10_000);
  /** The rankings answer of an address; null for the empty answer (no cluster at all). */
  const rankingsAnswer = async (view: View, url: string): Promise<Answer | null> => {
    const version = await store.version();
    const request = await checkedQuery(
      rankingQueries,
      `${version}|${view}|${url}`,
      url,
      (params, clusters, season) => parseRankingQuery(view, params, clusters, season),
    );
    if (!request) return null;
    const { cluster, filter, search, page, season = null } = request;
    const keyOf = (v: number) =>
      `${v}|${view}|${season ?? ''}|${cluster}|${filter}|${page}|${search}`;
    // Looked up under the version known now; stored under the version the rows were read at, so
    // an entry never pairs one import's rows with another's totals or date.
    const answered = request;
    return {
      key: keyOf(version),
      compute: async () => {
        const snapshot = await store.page(answered);
        return {
          key: keyOf(snapshot.version),
          value: {
            ranking_data: snapshot.rows,
            pagination: paginate(page, snapshot.total),
            updated_at: snapshot.updatedAt,
          },
        };
      },
    };
  };

  for (const view of VIEWS) {
    app.get(clustersPath(view), async (c) => {
      const { key, compute } = await clustersAnswer(
        await seasonOf(new URL(c.req.url).searchParams),
      );
      return cache.respond(c, key, compute);
    });
    app.get(RANKINGS_PATHS[view], async (c) => {
      const answer = await rankingsAnswer(view, c.req.url);
      if (!answer) return c.json(EMPTY_RANKINGS, 200, PUBLIC_READ);
      return cache.respond(c, answer.key, answer.compute);
    });
  }

  // The detail calls (docs/decisions.md#detail-view): cached per data version like the rankings;
  // an unknown or hidden id is a 404 (NotFound, thrown before anything is cached).
  const detailQueries = new LruCache<DetailCall | null>(10_000);
  const detail = async (c: Context, kind: DetailKind): Promise<Response> => {
    const version = await store.version();
    const url = c.req.url;
    const call = await checkedQuery(
      detailQueries,
      `${version}|${kind}|${url}`,
      url,
      (params, clusters, season) =>
        parseDetailQuery(kind, c.req.param('id') ?? '', params, clusters, season),
    );
    if (!call) throw new NotFound(`No ${kind} ${c.req.param('id')}: the store has no cluster`);
    const { id, cluster, season, page } = call;
    const keyOf = (v: number) => `${v}|${kind}|${season ?? ''}|${cluster}|${id}|${page}`;
    const missing = () => new NotFound(`No ${kind} ${id} in ${cluster}`);
    return cache.respond(c, keyOf(version), async () => {
      if (kind === 'player') {
        const { answer, version: v, updatedAt } = await store.player({ id, cluster, season });
        if (!answer) throw missing();
        return { key: keyOf(v), value: { ...answer, updated_at: updatedAt } };
      }
      const { answer, version: v, updatedAt } = await store.tribe({ id, cluster, season, page });
      if (!answer) throw missing();
      const { tribe, ranks, members } = answer;
      return {
        key: keyOf(v),
        value: {
          tribe,
          ranks,
          members: { ranking_data: members.rows, pagination: paginate(page, members.total) },
          updated_at: updatedAt,
        },
      };
    });
  };
  for (const kind of DETAIL_KINDS) {
    app.get(DETAIL_PATHS[kind](':id'), (c) => detail(c, kind));
  }

  if (renderer) {
    const body = async (answer: Promise<Answer>) => {
      const { key, compute } = await answer;
      return cache.body(key, compute);
    };
    app.get(
      '/',
      renderedPage({
        renderer,
        version: () => store.version(),
        clusters: (_view, season) => body(clustersAnswer(season)),
        rankings: async (request) => {
          const url = `${RANKINGS_PATHS[request.view]}?${rankingsQuery(request)}`;
          const answer = await rankingsAnswer(request.view, url);
          return answer ? cache.body(answer.key, answer.compute) : JSON.stringify(EMPTY_RANKINGS);
        },
        seasons: () => body(seasonsAnswer()),
        logger,
        ...(pageCache ? { cache: pageCache } : {}),
      }),
    );
  }

  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const [version, clusters, extra] = await Promise.all([
        store.version(),
        store.clusters(),
        health?.() ?? {},
      ]);
      return c.json({
        ok: true,
        db: store.kind,
        data_version: version,
        clusters: clusters.map((cl) => ({
          key: cl.key,
          display: cl.display,
          players: cl.players,
          tribes: cl.tribes,
          last_import: cl.updatedAt,
        })),
        ...extra,
      });
    } catch (error) {
      logger.error({ msg: 'health check failed', error: String(error) });
      return c.json({ ok: false, db: store.kind }, 503);
    }
  });

  // Compressed by Hono's middleware: served rarely, so compressing it per request costs little.
  app.get(OPENAPI_PATH, compress(), (c) => c.json(OPENAPI_DOCUMENT, 200, PUBLIC_READ));

  // Past the routes above: wrong methods, unknown API paths; the page's paths go on.
  app.all('*', async (c, next) => {
    const api = isApi(c.req.path);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isRead && (isApiPath(c.req.path) || c.req.path === '/')) {
      // The path exists; only reads are served on it (and CORS preflights under the API prefix).
      const allow = api ? 'GET, HEAD, OPTIONS' : 'GET, HEAD';
      const message = `${c.req.method} is not allowed on ${c.req.path}; use ${allow}`;
      return c.json(errorBody('method_not_allowed', message, allow.split(', ')), 405, {
        Allow: allow,
        ...(api ? PUBLIC_READ : {}),
      });
    }
    if (api || !isRead) {
      const body = errorBody('not_found', `No ${c.req.method} ${clip(c.req.path)}`, API_PATHS);
      return c.json(body, 404, api ? PUBLIC_READ : {});
    }
    await next();
  });
  serveBuild(app, { root: staticDir, serveSourceMaps });

  app.onError((error, c) => {
    const cors = isApi(c.req.path) ? PUBLIC_READ : {};
    if (error instanceof BadRequest) return c.json(error.body, 400, cors);
    if (error instanceof NotFound) return c.json(error.body, 404, cors);
    logger.error({
      msg: 'unhandled error',
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return c.json(errorBody('internal', 'Something went wrong on the server.'), 500, cors);
  });

  return app;
}
