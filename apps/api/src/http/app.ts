import { type PageRenderer, type SiteRules, siteRules } from '@ark/core';
import { Hono } from 'hono';
import { type CacheBudget, createCacheBudget } from '../lib/cache-budget';
import { type Logger, requestLog, silentLogger } from '../lib/logger';
import { type ServedSite, servedSite } from '../site/site-config';
import type { RankingStore } from '../store/ranking-store';
import { type AnswerCache, createAnswerCache } from './answer-cache';
import { createAnswers } from './answers';
import { errorAnswer } from './api-error';
import { createBoards } from './board-address';
import { servedMethods } from './method-guard';
import { pagePolicy } from './page-policy';
import { createPreviewDrawer, type PreviewDrawer } from './preview/preview-drawer';
import { answerPreflights, corsOf, PUBLIC_READ } from './public-read';
import { type AppFetch, createReadDoor, fetchThrough, type ReadDoor } from './read-door';
import { readTable } from './reads';
import { fallbackRoutes } from './routes/fallback';
import { healthRoutes } from './routes/health';
import { openapiRoutes } from './routes/openapi';
import { preferenceRoutes } from './routes/preferences';
import { siteAssetRoutes } from './routes/site-assets';
import { securityHeaders } from './security-headers';
import { servesBuiltFile, staticRoutes } from './static-files';

export interface AppDeps {
  store: RankingStore;
  logger?: Logger;
  /** Milliseconds, for request timing. */
  clock?: () => number;
  /** The web build to serve at `/`; null = none (answers a hint). */
  staticDir?: string | null;
  /** Serve the page's source maps (ARK_SERVE_SOURCEMAPS=1); off by default. */
  serveSourceMaps?: boolean;
  /**
   * The memory budget the answers' and the drawn pages' caches take their shares of
   * (ARK_CACHE_MB, shared with the store's search terms); a budget of its own by default.
   */
  cache?: CacheBudget;
  /**
   * The page's server-render bundle, loaded from the web build (loadPageRenderer); null = `/`
   * answers the built index.html as it is.
   */
  renderer?: PageRenderer | null;
  /** Extra /healthz fields (the MySQL sync adds its per-cluster last sync and last error here). */
  health?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The community's site: look, logo, public address, embed framers; the page's own by default. */
  site?: ServedSite;
  /**
   * The site's rules for what a read leaves out (the cluster shown, the page's start), bound once
   * here for every reader; `siteRules(site.defaultCluster)` by default.
   */
  rules?: SiteRules;
  /** Draws the link-preview images; by default one whose thread starts with the first image. */
  drawer?: PreviewDrawer;
  /** The clock: which period a range answer is of (the store's own decides what it reads). */
  now?: () => Date;
  /**
   * The one answer cache every reader keeps its answers in (docs/adr/0081-one-answer-cache.md),
   * shared with the layers above (compose-app.ts: Discord's commands); one of `cache` by default.
   */
  answerCache?: AnswerCache;
  /**
   * Route groups of the layers above http/, composed at the top (compose-app.ts: the Discord
   * commands' endpoint), mounted after the page and before /healthz. The app knows none of them.
   */
  routes?: readonly Hono[];
}

/**
 * The server (docs/adr/0075-one-read-door.md): the read door every GET read enters, the Hono app
 * for what is not a read, and both as one fetch, entered as node's request event enters them.
 */
export interface ServedApp {
  /** The server as one fetch: the door, then the Hono app (what tests and tools call). */
  app: AppFetch;
  door: ReadDoor;
  /** What is not a read (node's request event reaches it past the door: main.ts). */
  hono: Hono;
}

/** The reference server as one fetch: the read door, then the app (serveApp's `app`). */
export function createApp(deps: AppDeps): AppFetch {
  return serveApp(deps).app;
}

/**
 * The reference server: the four calls (docs/adr/0005-wire-contract.md), the detail, seasons and
 * ranges calls (docs/adr/0017-detail-view.md, docs/adr/0037-moderation-and-seasons.md,
 * docs/adr/0041-time-ranges.md), /healthz, OpenAPI,
 * the page with its link preview, /og.png, /embed and the community's logo
 * (docs/adr/0049-the-community-site-served.md), each group a sub-app of routes/ joined here in
 * the order a request meets them.
 */
export function serveApp({
  store,
  logger = silentLogger,
  // performance's own method, not an arrow here: a request's path enters no file for it.
  clock = performance.now.bind(performance),
  staticDir = null,
  serveSourceMaps = false,
  cache: budget = createCacheBudget(),
  renderer = null,
  health,
  site = servedSite(),
  rules = siteRules(site.defaultCluster),
  drawer = createPreviewDrawer(),
  now = () => new Date(),
  routes: extra = [],
  answerCache = createAnswerCache({ budget, periods: store.periods, now }),
}: AppDeps): ServedApp {
  // The page's inline theme script and accent style, allowed by their hashes.
  const policy = pagePolicy({ renderer, site: site.branding, webDir: staticDir });
  const rows = readTable({
    answers: createAnswers(store, rules),
    cache: answerCache,
    boards: createBoards({ store, site, rules }),
    drawer,
    site,
    renderer,
    pagePolicy: policy,
    logger,
  });
  const door = createReadDoor({ store, rows, logger, clock });

  // Reads never reach the app: node's request event and the one fetch meet the door first.
  const app = new Hono();
  app.use(securityHeaders());
  app.use(requestLog(logger, clock));
  answerPreflights(app);

  app.route('/', siteAssetRoutes(site));
  app.route('/', preferenceRoutes());
  for (const group of extra) app.route('/', group);
  app.route('/', healthRoutes({ store, logger, extra: health }));
  app.route('/', openapiRoutes(PUBLIC_READ));
  // Past the routes above: wrong methods, unknown API paths; the page's paths go on.
  const files = { root: staticDir, serveSourceMaps, pagePolicy: policy, language: site.language };
  const methodsOf = servedMethods(app, (path) => door.serves(path) || servesBuiltFile(files, path));
  app.route('/', fallbackRoutes(PUBLIC_READ, methodsOf));
  app.route('/', staticRoutes(files));

  // The same one error path as the door's.
  app.onError((error, c) => {
    const { status, body } = errorAnswer(error, { method: c.req.method, path: c.req.path }, logger);
    return c.json(body, status, corsOf(c.req.path));
  });

  return { app: fetchThrough(door, app.fetch), door, hono: app };
}
