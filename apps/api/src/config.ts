import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Settings read from the environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  webDir: string | null;
  demoPlayers: number;
  /** ARK_SERVE_SOURCEMAPS=1 serves the page's .map files (they hold its whole source). */
  serveSourceMaps: boolean;
}

/** The api package folder (dist/.. or src/..). */
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where relative paths start: the folder pnpm was invoked from (INIT_CWD), so `pnpm ark ...` and
 * `pnpm --filter @ark/api start` run at the repo root use `<repo>/data` like `pnpm start`.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Reads PORT, HOST, ARK_DATA_DIR, DATABASE_URL, ARK_WEB_DIR, ARK_DEMO_PLAYERS. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const webDir = resolve(env.ARK_WEB_DIR ?? resolve(packageDir, '../web/dist'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(invocationDir(env), env.ARK_DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDir: existsSync(resolve(webDir, 'index.html')) ? webDir : null,
    demoPlayers: Number(env.ARK_DEMO_PLAYERS ?? 3000),
    serveSourceMaps: env.ARK_SERVE_SOURCEMAPS === '1',
  };
}
