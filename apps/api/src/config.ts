import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, DEFAULT_CONFIG_FILE, findRepoRoot } from './sources/sources-config';

/** Where the store is: PGlite in `dataDir`, or the PostgreSQL `databaseUrl` names. */
export interface StoreConfig {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Where the sync's sources config is, and the interval the environment sets. */
export interface SyncConfig {
  /** ARK_CONFIG, else ark.config.json at the repository root. */
  sourcesFile: string;
  /** True when ARK_CONFIG named the file: then it must exist. */
  sourcesFileNamed: boolean;
  /** ARK_SYNC_INTERVAL in seconds (0 = no periodic sync); wins over the file's own setting. */
  intervalSeconds: number | undefined;
}

/** Settings read from the environment, with the defaults of the README. */
export interface ServerConfig extends StoreConfig {
  port: number;
  host: string;
  webDir: string | null;
  /** The page's server-render bundle in the web build (`server/entry-server.js`), if built. */
  pageRenderer: string | null;
  demoPlayers: number;
  /** ARK_SERVE_SOURCEMAPS=1 serves the page's .map files (they hold its whole source). */
  serveSourceMaps: boolean;
  sync: SyncConfig;
}

/** Where the web build keeps its server-render bundle (docs/decisions.md#first-paint). */
export const PAGE_RENDERER = 'server/entry-server.js';

/** The api package folder (dist/.. or src/..). */
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where relative paths start: the folder pnpm or npm was invoked from (INIT_CWD), so `pnpm ark
 * ...`, `npm start` and `pnpm --filter @ark/api start` run at the repo root use `<repo>/data`.
 */
function invocationDir(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Reads ARK_DATA_DIR (default `data`, relative to where pnpm was invoked) and DATABASE_URL. */
export function readStoreConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  return {
    dataDir: resolve(invocationDir(env), env.ARK_DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/** Reads ARK_CONFIG and ARK_SYNC_INTERVAL; throws ConfigError for an interval that is not whole seconds. */
export function readSyncConfig(env: NodeJS.ProcessEnv = process.env): SyncConfig {
  const named = env.ARK_CONFIG?.trim();
  const interval = env.ARK_SYNC_INTERVAL?.trim();
  if (interval && !/^\d+$/.test(interval)) {
    throw new ConfigError(`ARK_SYNC_INTERVAL: expected whole seconds >= 0, got "${interval}"`);
  }
  const base = invocationDir(env);
  return {
    sourcesFile: named ? resolve(base, named) : join(findRepoRoot(base), DEFAULT_CONFIG_FILE),
    sourcesFileNamed: Boolean(named),
    intervalSeconds: interval ? Number(interval) : undefined,
  };
}

/** The server's whole configuration: the store, PORT, HOST, ARK_WEB_DIR, ARK_DEMO_PLAYERS, the sync. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const webDir = resolve(env.ARK_WEB_DIR ?? resolve(packageDir, '../web/dist'));
  const hasPage = existsSync(resolve(webDir, 'index.html'));
  const renderer = resolve(webDir, PAGE_RENDERER);
  return {
    ...readStoreConfig(env),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    webDir: hasPage ? webDir : null,
    pageRenderer: hasPage && existsSync(renderer) ? renderer : null,
    demoPlayers: Number(env.ARK_DEMO_PLAYERS ?? 3000),
    serveSourceMaps: env.ARK_SERVE_SOURCEMAPS === '1',
    sync: readSyncConfig(env),
  };
}
