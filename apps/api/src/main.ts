import { dirname } from 'node:path';
import { siteRules } from '@ark/core';
import { composeApp } from './compose-app';
import { auditSettings, loadArkConfig, periodsOf, readConfig } from './config';
import { isNewPgliteDir } from './db/open-db';
import { StoreBusyError } from './db/store-lock';
import { startPostScheduler } from './discord/post-scheduler';
import { claimPort } from './http/claim-port';
import { loadPageRenderer } from './http/page-render';
import { createPreviewDrawer } from './http/preview/preview-drawer';
import { listenThrough } from './http/read-door';
import { createCacheBudget } from './lib/cache-budget';
import { ConfigError } from './lib/config-file';
import { collectWhenIdle } from './lib/idle-gc';
import { jsonLogger } from './lib/logger';
import { processMemory, threadMemory } from './lib/memory-usage';
import { defaultClusterWarning, loadSite, localUrl } from './site/site-config';
import { importDemoAside } from './sources/demo-import';
import { importDemoIfEmpty } from './sources/seed-demo';
import { openStore } from './store/open-store';
import { countClusters, createRankingStore } from './store/ranking-store';
import { startSyncThread } from './sync/sync-thread';

const logger = jsonLogger();
/** Stops the start with one line (no stack trace) for what it cannot run with. */
const refuse = (error: unknown): never => {
  // By name too: the demo's thread sends its errors over as plain ones.
  const { name } = error as Error;
  const known = name === 'ConfigError' || name === 'StoreBusyError';
  if (!(error instanceof ConfigError || error instanceof StoreBusyError || known)) throw error;
  logger.error({ msg: (error as Error).message });
  process.exit(1);
};
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    return refuse(error);
  }
})();
// The port before the store: a port in use stops the start before anything is migrated or seeded
// (docs/adr/0058-hostile-traffic-and-hard-restarts.md). Requests get a 503 until the app is ready.
const port = await claimPort({ port: config.port, host: config.host }).catch(refuse);
// Loaded once: it decides the demo and drives the sync. A bad file stops the start, not silently.
const file = await loadArkConfig(config.sync).catch(refuse);
// A config without clusters (only `site`, say) has nothing to sync.
const sources =
  file && file.sources.clusters.length > 0 ? { path: file.path, config: file.sources } : undefined;
// Where the community's periods start: ranges, imports and the sync follow it.
const periods = periodsOf(file);
// The community's site: its logo is read and checked now, so nothing is served half-configured.
const site = await loadSite({
  look: file?.site,
  configDir: file ? dirname(file.path) : process.cwd(),
  source: file?.path ?? 'ark.config.json',
  localUrl: localUrl(config.host, port.port),
  timeZone: periods.timezone,
}).catch(refuse);
const where = {
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  memory: config.memory,
  pgliteSettings: config.pgliteSettings,
};
// With real sources configured, no demo rows are mixed in with the community's data.
const demoPlayers = sources === undefined ? config.demoPlayers : 0;
// A new embedded store is created, migrated and given its demo by a process of its own that ends
// before the server's store opens: PGlite's memory never shrinks, and none of what that work
// touched stays (docs/adr/0045-memory-budget.md).
if (!config.databaseUrl && isNewPgliteDir(config.dataDir)) {
  const open = { store: { open: where }, players: demoPlayers, logger, periods };
  await importDemoAside(open).catch(refuse);
}
// PGlite in a worker thread, so an import's statements never block the server's event loop
// (docs/adr/0020-single-connection-store.md).
const db = await openStore({ ...where, worker: true, serving: true, logger }).catch(refuse);
if (demoPlayers > 0 && (await countClusters(db)) === 0) {
  const handle = db.share?.();
  if (handle) await importDemoAside({ store: { handle }, players: demoPlayers, logger, periods });
  else await importDemoIfEmpty(db, logger, demoPlayers, { periods });
}
// One memory budget (ARK_CACHE_MB) for every cache: the answers, the pages, the search terms.
const cache = createCacheBudget({ megabytes: config.cacheMb });
const store = createRankingStore(db, { cache, periods });
// A default cluster not imported is a warning, not a refusal: the rule decides meanwhile
// (docs/adr/0076-default-cluster.md).
const clusterWarning = defaultClusterWarning(
  site,
  (await store.clusters()).map((c) => c.key),
);
if (clusterWarning) logger.info({ msg: clusterWarning });
if (!config.webDir) {
  logger.info({
    msg: 'no web build found: / answers a hint',
    hint: 'build @ark/web or set ARK_WEB_DIR',
  });
}
// The sync (if configured) imports in its own thread; each import that landed refreshes the cache.
// Its imports keep their fixes and suspects, and post new suspects to discord.alerts.
const sync = await startSyncThread({
  db,
  logger,
  sources,
  intervalSeconds: config.sync.intervalSeconds,
  settings: { ...auditSettings(file), periods },
  onImported: () => store.invalidate(),
});
// The page drawn on the server for each address (docs/adr/0016-first-paint.md), when built.
const renderer = await loadPageRenderer(config.pageRenderer, logger);
// Link-preview images, drawn in a thread of their own that stops when idle.
// A slow machine may give a preview image longer to draw (ARK_PREVIEW_TIMEOUT_MS).
const drawer = createPreviewDrawer(
  config.previewTimeoutMs === undefined ? {} : { timeoutMs: config.previewTimeoutMs },
);
// The site's rules (the cluster a read naming none shows, the page's start), bound once here for
// every reader: the app, the commands and the posts (docs/adr/0076-default-cluster.md).
const rules = siteRules(site.defaultCluster);
const { hono, door } = composeApp({
  store,
  logger,
  cache,
  renderer,
  staticDir: config.webDir,
  serveSourceMaps: config.serveSourceMaps,
  site,
  rules,
  drawer,
  // Slash commands answered at POST /discord/interactions (docs/adr/0071-discord-commands.md).
  ...(file?.discord?.commands ? { discord: { commands: file.discord.commands } } : {}),
  health: () => {
    const status = sync.status();
    return status ? { sync: status } : {};
  },
});
// Discord posts at each period's start, once per period (docs/adr/0051-discord-posts.md).
const posts = file?.discord?.posts.length
  ? startPostScheduler({ posts: file.discord.posts, db, store, site, rules, logger })
  : undefined;
// A burst of requests grows the heap far past what the caches and the app hold: given back once
// the requests stop (docs/adr/0045-memory-budget.md).
const idle = config.memory === 'lean' ? collectWhenIdle() : null;
// Every request meets the read door first; what is not a read goes on to the app
// (docs/adr/0075-one-read-door.md).
const readFirst = listenThrough(door);
port.serve(hono.fetch, (req, res, next) => {
  idle?.busy();
  readFirst(req, res, next);
});
const server = port.server;
logger.info({
  msg: 'listening',
  url: `${localUrl(config.host, port.port)}/`,
  db: db.kind,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  logger.info({ msg: 'shutting down', signal });
  idle?.stop();
  server.close(async () => {
    await posts?.stop();
    await sync.stop();
    await drawer.close();
    await db.close();
    process.exit(0);
  });
  // Keep-alive sockets must not hold the process open forever.
  setTimeout(() => process.exit(0), 5000).unref();
};
// SIGUSR2 logs where the memory is (docs/adr/0045-memory-budget.md): the process, each thread's
// V8 heap, PGlite's WebAssembly memory and each cache's bytes.
process.on('SIGUSR2', async () => {
  logger.info({
    msg: 'memory',
    ...processMemory(),
    main: threadMemory(),
    store: await db.memory?.().catch(() => undefined),
    caches: cache.sizes(),
  });
});
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
