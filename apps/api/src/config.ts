import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PgliteSettings } from './db/pglite-db';
import { type DiscordConfig, DiscordConfigSchema } from './discord/discord-config';
import { SUSPECTS_SECTION, type SuspectRules } from './ingest/find-suspects';
import {
  ConfigError,
  expandEnv,
  PATH_MAX_LENGTH,
  parseConfig,
  readJsonFile,
  URL_MAX_LENGTH,
} from './lib/config-file';
import type { MemoryProfile } from './lib/memory-usage';
import { SITE_LOOK_FIELDS } from './site/site-config';
import { DEMO_PLAYERS_MAX } from './sources/generate-demo';
import {
  checkSources,
  resolveSourceDirs,
  SOURCES_SECTION,
  type SourcesConfig,
  SYNC_INTERVAL_MAX_SECONDS,
} from './sources/sources-config';
import { SITE_HISTORY_FIELDS } from './store/history';
import { type PeriodSettings, SITE_PERIOD_FIELDS } from './store/periods';

/** Where the store is: PGlite in `dataDir`, or the PostgreSQL `databaseUrl` names. */
export interface StoreConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** ARK_MEMORY: lean (the default) or stock, to compare (docs/adr/0045-memory-budget.md). */
  memory: MemoryProfile;
  /** ARK_PGLITE_SETTINGS: PostgreSQL settings PGlite starts with, over its defaults. */
  pgliteSettings: PgliteSettings;
}

/** Where ark.config.json is, and the sync interval the environment sets. */
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
  /** ARK_CACHE_MB: the one budget of every in-process cache, in megabytes. */
  cacheMb: number;
  /**
   * ARK_PREVIEW_TIMEOUT_MS: how long a link-preview image may draw before it is refused (503);
   * undefined: the drawer's own limit (PREVIEW_DRAW_TIMEOUT_MS). A slow machine may raise it.
   */
  previewTimeoutMs?: number;
  sync: SyncConfig;
}

/** The longest ARK_PREVIEW_TIMEOUT_MS: ten minutes. */
export const PREVIEW_TIMEOUT_MAX_MS = 600_000;

/** Where the web build keeps its server-render bundle (docs/adr/0016-first-paint.md). */
export const PAGE_RENDERER = 'server/entry-server.js';

/** The file the sync's sources (and the other sections) live in, at the repository root. */
export const DEFAULT_CONFIG_FILE = 'ark.config.json';

/** The api package folder (dist/.. or src/..). */
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `name=value` pairs, space- or comma-separated, as `postgres -c` takes them. */
const SETTINGS = /^[a-z_][a-z0-9_.]*=[^\s,=]+(?:[\s,]+[a-z_][a-z0-9_.]*=[^\s,=]+)*$/;

const whole = (expected: string, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/, expected).transform(Number).pipe(z.number().max(max, expected));

/** A text of at most `max` characters, said as `what` is expected (a longer one is refused). */
const text = (what: string, max: number) =>
  z.string().max(max, `${what} of at most ${max} characters`);

/** The longest host name (DNS's limit). */
const HOST_MAX_LENGTH = 253;

/** The longest ARK_PGLITE_SETTINGS. */
const PGLITE_SETTINGS_MAX_LENGTH = 1024;

/** The largest ARK_CACHE_MB. */
const CACHE_MB_MAX = 1_000_000;

/**
 * Every variable the server reads, each with what it expects and its limit (the error says
 * both; docs/adr/0058-hostile-traffic-and-hard-restarts.md). A blank value is an unset one.
 * Secrets are never echoed (`secret` below).
 */
const ENV_SCHEMA = z.object({
  PORT: whole('a port, a whole number from 0 to 65535', 65_535).optional(),
  HOST: text('a host name or address', HOST_MAX_LENGTH).optional(),
  ARK_DATA_DIR: text('a folder path', PATH_MAX_LENGTH).optional(),
  DATABASE_URL: text('a postgres:// URL', URL_MAX_LENGTH)
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  ARK_WEB_DIR: text('a folder path', PATH_MAX_LENGTH).optional(),
  ARK_DEMO_PLAYERS: whole(
    `a whole number of players from 0 to ${DEMO_PLAYERS_MAX} (0 = no demo)`,
    DEMO_PLAYERS_MAX,
  ).optional(),
  ARK_CONFIG: text('a file path', PATH_MAX_LENGTH).optional(),
  ARK_SYNC_INTERVAL: whole(
    `whole seconds from 0 to ${SYNC_INTERVAL_MAX_SECONDS} (a week)`,
    SYNC_INTERVAL_MAX_SECONDS,
  ).optional(),
  ARK_SERVE_SOURCEMAPS: z.enum(['0', '1'], '1 (serve them) or 0').optional(),
  ARK_CACHE_MB: whole(`a whole number of megabytes from 1 to ${CACHE_MB_MAX}`, CACHE_MB_MAX)
    .pipe(z.number().min(1, `a whole number of megabytes from 1 to ${CACHE_MB_MAX}`))
    .optional(),
  ARK_MEMORY: z.enum(['lean', 'stock'], 'lean or stock').optional(),
  ARK_PREVIEW_TIMEOUT_MS: whole(
    `whole milliseconds from 1 to ${PREVIEW_TIMEOUT_MAX_MS}`,
    PREVIEW_TIMEOUT_MAX_MS,
  )
    .pipe(z.number().min(1, `whole milliseconds from 1 to ${PREVIEW_TIMEOUT_MAX_MS}`))
    .optional(),
  ARK_PGLITE_SETTINGS: text('PostgreSQL settings', PGLITE_SETTINGS_MAX_LENGTH)
    .regex(SETTINGS, 'PostgreSQL settings as name=value pairs, e.g. shared_buffers=32MB')
    .transform(
      (text): PgliteSettings =>
        Object.fromEntries(text.split(/[\s,]+/).map((pair) => pair.split('=') as [string, string])),
    )
    .optional(),
});

type Env = z.infer<typeof ENV_SCHEMA>;

/** The longest value an error shows; a longer one is named by its length. */
const ECHO_MAX = 80;

/** Variables whose value may hold a password: named in an error, never shown. */
const SECRET = new Set(['DATABASE_URL']);

/**
 * The server's variables, checked: blank ones dropped, a bad one a ConfigError of one line
 * naming the variable, its value and what it expects.
 */
function readEnv(env: NodeJS.ProcessEnv): Env {
  const given: Record<string, string> = {};
  for (const name of Object.keys(ENV_SCHEMA.shape)) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const result = ENV_SCHEMA.safeParse(given);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const name = String(issue?.path[0]);
  const value = given[name] ?? '';
  const shown = SECRET.has(name)
    ? '(not shown: it may hold a password)'
    : value.length > ECHO_MAX
      ? `${value.length} characters`
      : `"${value}"`;
  throw new ConfigError(`${name}: expected ${issue?.message}, got ${shown}`);
}

/**
 * Where relative paths start: the folder pnpm or npm was invoked from (INIT_CWD), so `pnpm ark
 * ...`, `npm start` and `pnpm --filter @ark/api start` run at the repo root use `<repo>/data`.
 */
function invocationDir(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

/**
 * Reads ARK_DATA_DIR (default `data`, relative to where pnpm was invoked), DATABASE_URL,
 * ARK_MEMORY and ARK_PGLITE_SETTINGS.
 */
export function readStoreConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const {
    ARK_DATA_DIR = 'data',
    DATABASE_URL,
    ARK_MEMORY = 'lean',
    ARK_PGLITE_SETTINGS = {},
  } = readEnv(env);
  return {
    dataDir: resolve(invocationDir(env), ARK_DATA_DIR),
    databaseUrl: DATABASE_URL,
    memory: ARK_MEMORY,
    pgliteSettings: ARK_PGLITE_SETTINGS,
  };
}

/** The nearest folder at or above `cwd` holding pnpm-workspace.yaml, else `cwd`. */
export function findRepoRoot(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}

/** Reads ARK_CONFIG and ARK_SYNC_INTERVAL; throws ConfigError for an interval that is not whole seconds. */
export function readSyncConfig(env: NodeJS.ProcessEnv = process.env): SyncConfig {
  const { ARK_CONFIG, ARK_SYNC_INTERVAL } = readEnv(env);
  const base = invocationDir(env);
  return {
    sourcesFile: ARK_CONFIG
      ? resolve(base, ARK_CONFIG)
      : join(findRepoRoot(base), DEFAULT_CONFIG_FILE),
    sourcesFileNamed: ARK_CONFIG !== undefined,
    intervalSeconds: ARK_SYNC_INTERVAL,
  };
}

/**
 * The server's whole configuration: the store, PORT, HOST, ARK_WEB_DIR, ARK_DEMO_PLAYERS,
 * ARK_CACHE_MB, ARK_PREVIEW_TIMEOUT_MS, the sync. Throws ConfigError (one line) for a value it cannot use.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const {
    PORT = 8080,
    HOST = '127.0.0.1',
    ARK_WEB_DIR,
    ARK_DEMO_PLAYERS = 3000,
    ARK_SERVE_SOURCEMAPS,
    ARK_CACHE_MB = 64,
    ARK_PREVIEW_TIMEOUT_MS,
  } = readEnv(env);
  const webDir = resolve(ARK_WEB_DIR ?? resolve(packageDir, '../web/dist'));
  const hasPage = existsSync(resolve(webDir, 'index.html'));
  const renderer = resolve(webDir, PAGE_RENDERER);
  return {
    ...readStoreConfig(env),
    port: PORT,
    host: HOST,
    webDir: hasPage ? webDir : null,
    pageRenderer: hasPage && existsSync(renderer) ? renderer : null,
    demoPlayers: ARK_DEMO_PLAYERS,
    serveSourceMaps: ARK_SERVE_SOURCEMAPS === '1',
    cacheMb: ARK_CACHE_MB,
    ...(ARK_PREVIEW_TIMEOUT_MS === undefined ? {} : { previewTimeoutMs: ARK_PREVIEW_TIMEOUT_MS }),
    sync: readSyncConfig(env),
  };
}

/**
 * The `site` section: the community's own settings, one object each room adds its fields to
 * (the periods' time zone and week start: store/periods.ts; its look, address and embeds:
 * site/site-config.ts).
 */
const SiteSchema = z
  .strictObject({ ...SITE_PERIOD_FIELDS, ...SITE_HISTORY_FIELDS, ...SITE_LOOK_FIELDS })
  .prefault({});

/** ark.config.json's `site` section, defaults filled in. */
export type SiteConfig = z.infer<typeof SiteSchema>;

/**
 * ark.config.json's schema, composed of each room's section: the sources', the suspect rules',
 * `site` and `discord`.
 */
const ArkConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  ...SOURCES_SECTION,
  ...SUSPECTS_SECTION,
  site: SiteSchema,
  discord: DiscordConfigSchema.optional(),
});

/** ark.config.json, each section parsed by its room's schema. */
export interface ArkConfig {
  /** The sync's clusters and interval (sources/sources-config.ts); no clusters = no sync. */
  sources: SourcesConfig;
  /** The suspect rules, defaults filled in (ingest/find-suspects.ts). */
  suspects: SuspectRules;
  /** The community's settings, defaults filled in. */
  site: SiteConfig;
  /** Discord posts and alerts (discord/discord-config.ts); undefined when the file has none. */
  discord: DiscordConfig | undefined;
}

/** ark.config.json as read from its file. */
export interface LoadedArkConfig extends ArkConfig {
  /** Absolute path of the file read. */
  path: string;
}

export interface ParseArkConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** Names the config in error messages (a file path). */
  source?: string;
}

/** Validates a parsed config after expanding `${NAME}` placeholders; throws ConfigError. */
export function parseArkConfig(
  raw: unknown,
  { env = process.env, source = 'config' }: ParseArkConfigOptions = {},
): ArkConfig {
  const {
    $schema: _,
    suspects,
    site,
    discord,
    ...sources
  } = parseConfig(ArkConfigSchema, expandEnv(raw, env, source), source);
  return { sources: checkSources(sources, source), suspects, site, discord };
}

/** What an audited import takes from the file: the suspect rules and the alerts webhook. */
export function auditSettings(config: ArkConfig | undefined): {
  rules?: SuspectRules;
  alertWebhook?: string;
} {
  const alertWebhook = config?.discord?.alerts?.webhook;
  return {
    ...(config ? { rules: config.suspects } : {}),
    ...(alertWebhook ? { alertWebhook } : {}),
  };
}

export interface LoadArkConfigOptions extends Pick<SyncConfig, 'sourcesFile' | 'sourcesFileNamed'> {
  /** Fills `${NAME}` placeholders. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Reads ark.config.json (readSyncConfig says where). Resolves to undefined when the default file
 * does not exist; a named one must. `${NAME}` placeholders are filled from the environment and
 * files dirs resolved against the file's folder.
 */
export async function loadArkConfig({
  sourcesFile: path,
  sourcesFileNamed = false,
  env = process.env,
}: LoadArkConfigOptions): Promise<LoadedArkConfig | undefined> {
  if (!existsSync(path)) {
    if (sourcesFileNamed) {
      throw new ConfigError(`ARK_CONFIG points to ${path}, which does not exist`);
    }
    return undefined;
  }
  const { sources, ...sections } = parseArkConfig(await readJsonFile(path), { env, source: path });
  return { path, sources: resolveSourceDirs(sources, dirname(path)), ...sections };
}

/** The periods a config's `site` section sets; UTC and Monday without a config. */
export function periodsOf(config: ArkConfig | undefined): PeriodSettings {
  const site = config?.site ?? SiteSchema.parse({});
  return { timezone: site.timezone, weekStart: site.weekStart, historyDays: site.historyDays };
}
