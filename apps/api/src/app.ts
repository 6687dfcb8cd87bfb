import {
  API_PREFIX,
  clustersPath,
  HEALTH_PATH,
  OPENAPI_PATH,
  type PageRenderer,
  paginate,
  RANKINGS_PATHS,
  rankingsQuery,
  VIEWS,
  type View,
} from '@ark/core';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { BadRequest, errorBody } from './http/api-error';
import { type AnswerCacheOptions, type Computed, createAnswerCache } from './http/cached-json';
import { clip } from './http/clip';
import { type Logger, silentLogger } from './http/logger';
import { LruCache } from './http/lru-cache';
import { renderedPage } from './http/page-render';
import { parseRankingQuery, type RankingRequest } from './http/parse-ranking-query';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serveBuild } from './http/static-files';
import { OPENAPI_DOCUMENT } from './openapi';
import type { RankingStore } from './store/ranking-store';

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

const API_PATHS = [
  ...VIEWS.flatMap((view) => [RANKINGS_PATHS[view], clustersPath(view)]),
  OPENAPI_PATH,
  HEALTH_PATH,
];

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

/** The reference server: the four calls (docs/decisions.md#wire-contract), /healthz, OpenAPI and the page. */
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

  // Each answer: its cache key and how to compute it. The JSON calls send them; the page's server
  // render reads the same bodies (docs/decisions.md#first-paint).
  const clustersAnswer = async (): Promise<Answer> => {
    const version = await store.version();
    return {
      key: `clusters|${version}`,
      compute: async () => ({
        value: (await store.clusters()).map(({ key, display }) => ({ key, display })),
      }),
    };
  };

  // Checked queries per data version and address: a cached page skips parsing its query again.
  const checked = new LruCache<RankingRequest | null>(10_000);
  /** The rankings answer of an address; null for the empty answer (no cluster at all). */
  const rankingsAnswer = async (view: View, url: string): Promise<Answer | null> => {
    const version = await store.version();
    const address = `${version}|${view}|${url}`;
    let request = checked.get(address);
    if (request === undefined) {
      const clusters = await store.clusters();
      request = parseRankingQuery(
        view,
        new URL(url, 'http://localhost').searchParams,
        clusters.map((cl) => cl.key),
      );
      checked.set(address, request);
    }
    if (!request) return null;
    const { cluster, filter, search, page } = request;
    const keyOf = (v: number) => `${v}|${view}|${cluster}|${filter}|${page}|${search}`;
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
      const { key, compute } = await clustersAnswer();
      return cache.respond(c, key, compute);
    });
    app.get(RANKINGS_PATHS[view], async (c) => {
      const answer = await rankingsAnswer(view, c.req.url);
      if (!answer) return c.json(EMPTY_RANKINGS, 200, PUBLIC_READ);
      return cache.respond(c, answer.key, answer.compute);
    });
  }

  if (renderer) {
    app.get(
      '/',
      renderedPage({
        renderer,
        version: () => store.version(),
        clusters: async () => {
          const { key, compute } = await clustersAnswer();
          return cache.body(key, compute);
        },
        rankings: async (request) => {
          const url = `${RANKINGS_PATHS[request.view]}?${rankingsQuery(request)}`;
          const answer = await rankingsAnswer(request.view, url);
          return answer ? cache.body(answer.key, answer.compute) : JSON.stringify(EMPTY_RANKINGS);
        },
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
    if (!isRead && (API_PATHS.includes(c.req.path) || c.req.path === '/')) {
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
