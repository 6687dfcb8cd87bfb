import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { LAYOUT_NAMES, type MAPPED_FIELDS } from '../ingest/table-layouts';
import {
  ConfigError,
  listWithin,
  PATH_MAX_LENGTH,
  textWithin,
  URL_MAX_LENGTH,
} from '../lib/config-file';
import { SESSION_LIMIT_MAX_HOURS } from '../store/game-log-sessions';
import { isTimeZone } from '../store/periods';

export const DEFAULT_SYNC_INTERVAL_SECONDS = 300;

/**
 * The longest sync interval, a week (in seconds): Node's timers hold at most 24.8 days, and
 * longer asked would sync every millisecond.
 */
export const SYNC_INTERVAL_MAX_SECONDS = 7 * 24 * 60 * 60;

/** The most clusters a config lists (each is a dropdown entry and a partition of the store). */
export const CLUSTERS_MAX = 100;

/** The longest cluster display name (shown in the dropdown, titles and Discord posts). */
export const CLUSTER_DISPLAY_MAX = 64;

/** The longest MySQL password given apart from its URL. */
const PASSWORD_MAX = 1024;

/** A table or column name as a source names it (quoted wherever it reaches SQL). */
const SqlName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^\P{Cc}+$/u, 'a table or column name, without control characters');

/** Any other stats table: its name and its columns, by the filter's wire words. */
const ColumnMappingSchema = z.strictObject({
  table: SqlName,
  columns: z.strictObject({
    id: SqlName,
    name: SqlName,
    tribe_id: SqlName.optional(),
    tribe: SqlName.optional(),
    kills: SqlName.optional(),
    deaths: SqlName.optional(),
    tamed_dino_kills: SqlName.optional(),
    time_played: SqlName.optional(),
  } satisfies Record<(typeof MAPPED_FIELDS)[number], z.ZodType>),
});

/**
 * What a source says of its tables (docs/adr/0059-layouts-and-sqlite.md): a `layout` by name
 * (`advanced-achievements`, the default, or `point-rewards`), with `table` for PointRewards' table
 * under another name; or `players`, a column mapping of any other table.
 */
const LAYOUT_FIELDS = {
  layout: z.enum(LAYOUT_NAMES).optional(),
  table: SqlName.optional(),
  players: ColumnMappingSchema.optional(),
};

const MysqlSourceSchema = z.strictObject({
  type: z.literal('mysql'),
  /** `mysql://user[:password]@host[:port]/database`; `mariadb://` is accepted too. */
  url: textWithin(URL_MAX_LENGTH).min(1),
  /** Overrides the URL's password; handy for a `${ENV}` holding characters a URL must escape. */
  password: textWithin(PASSWORD_MAX).optional(),
  ...LAYOUT_FIELDS,
});

const FilesSourceSchema = z.strictObject({
  type: z.literal('files'),
  /** Folder holding one export per table (`<table>.json` or `.csv`); relative to the config file. */
  dir: textWithin(PATH_MAX_LENGTH).min(1),
  ...LAYOUT_FIELDS,
});

const SqliteSourceSchema = z.strictObject({
  type: z.literal('sqlite'),
  /** The plugin's own database file, read but never written or locked; relative to the config file. */
  path: textWithin(PATH_MAX_LENGTH).min(1),
  ...LAYOUT_FIELDS,
});

/** The game's log file, as every ARK server names it. */
export const GAME_LOG_FILE = 'ShooterGame.log';

/** The FTP or FTPS server a host gives its customers, where a game log's folder is. */
const FtpSchema = z.strictObject({
  host: textWithin(253).min(1),
  port: z.number().int().min(1).max(65_535).default(21),
  user: textWithin(256).min(1),
  /** Give it as `${ENV}`: it is masked in every message. */
  password: textWithin(PASSWORD_MAX).optional(),
  /** `true`: FTPS (AUTH TLS); `"implicit"`: FTPS on a TLS port; `false`: plain FTP. */
  secure: z.union([z.boolean(), z.literal('implicit')]).default(false),
  /** Accepts a certificate no authority signed (a host's own). */
  allowSelfSigned: z.boolean().default(false),
});

/**
 * An ARK server's own log, `ShooterGame/Saved/Logs/ShooterGame.log`, read as it grows
 * (docs/adr/0085-the-game-log-source.md).
 */
const GameLogFields = {
  /**
   * The folder holding ShooterGame.log and its backups: on this machine, relative to the config
   * file; or, with `ftp`, on that server.
   */
  dir: textWithin(PATH_MAX_LENGTH).min(1),
  ftp: FtpSchema.optional(),
  /** The log file's name in `dir`. */
  file: textWithin(255)
    .regex(/^[^/\\\p{Cc}]+$/u, 'a file name, without a folder')
    .default(GAME_LOG_FILE),
  /** The time zone of the log's timestamps: the game server's clock. */
  timezone: z
    .string()
    .refine(isTimeZone, 'an IANA time zone such as UTC or Europe/Berlin')
    .default('UTC'),
  /** A session longer than this is cut to it (a lost leave line must not count for days). */
  sessionLimitHours: z
    .number()
    .positive()
    .max(SESSION_LIMIT_MAX_HOURS, `at most ${SESSION_LIMIT_MAX_HOURS} hours (a week)`)
    .default(24),
};
const GameLogSourceSchema = z.strictObject({ type: z.literal('game-log'), ...GameLogFields });

/**
 * A cluster's game log beside its PointRewards source: a game-log source's fields, `type` needed
 * not. Its players join the plugin's rows by EOS id (ingest/game-log-merge.ts).
 */
const GameLogBesideSchema = z.strictObject({
  type: z.literal('game-log').optional(),
  ...GameLogFields,
});

export const ClusterSourceSchema = z
  .discriminatedUnion('type', [
    MysqlSourceSchema,
    FilesSourceSchema,
    SqliteSourceSchema,
    GameLogSourceSchema,
  ])
  .superRefine((source, ctx) => {
    if (source.type === 'game-log') return;
    if (source.players && (source.layout || source.table)) {
      ctx.addIssue({
        code: 'custom',
        path: ['players'],
        message: 'a column mapping (players) names its own table: give it without layout or table',
      });
    }
    if (source.table && source.layout !== 'point-rewards') {
      ctx.addIssue({
        code: 'custom',
        path: ['table'],
        message: `table renames the point-rewards layout's table (layout: "point-rewards")`,
      });
    }
  });

export const ClusterConfigSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32'),
  display: textWithin(CLUSTER_DISPLAY_MAX).trim().min(1),
  order: z.number().int(),
  source: ClusterSourceSchema,
  /**
   * The cluster's game log too, beside a PointRewards source (`"layout": "point-rewards"`): one
   * board with the plugin's kills and the log's play time, last seen and online now
   * (docs/adr/0085-the-game-log-source.md).
   */
  gameLog: GameLogBesideSchema.optional(),
  /**
   * Lets a sync leave the cluster with fewer than half its players, for a real wipe; without it
   * such a sync is refused and the old data stays (docs/adr/0034-ingestion-rules.md).
   */
  allowShrink: z.boolean().optional(),
});

/**
 * Why a cluster's `gameLog` cannot be read beside its source, or null: the log names players by
 * EOS id, which only PointRewards' rows carry (AdvancedAchievements keys them by SteamID).
 */
function gameLogRefusal({ source, gameLog }: z.infer<typeof ClusterConfigSchema>): string | null {
  if (gameLog === undefined) return null;
  if (source.type === 'game-log')
    return 'the source is a game log already: give gameLog beside a point-rewards source';
  if (source.layout !== 'point-rewards' || source.players) {
    return 'gameLog joins players by EOS id: only a point-rewards source ("layout": "point-rewards") carries them';
  }
  return null;
}

/** A cluster's key, once: the sync and the page tell clusters apart by it. */
const ClusterListSchema = listWithin(ClusterConfigSchema, CLUSTERS_MAX, 'clusters')
  .refine((clusters) => clusters.length > 0, 'expected at least one cluster')
  .superRefine((clusters, ctx) => {
    const seen = new Set<string>();
    clusters.forEach((cluster, index) => {
      const besideLog = gameLogRefusal(cluster);
      if (besideLog) ctx.addIssue({ code: 'custom', path: [index, 'gameLog'], message: besideLog });
      if (seen.has(cluster.key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `duplicate cluster key ${cluster.key}`,
        });
      }
      seen.add(cluster.key);
    });
  });

/**
 * The sync's fields of ark.config.json, as a shape the top composes into the file's schema
 * (config.ts): each section's schema lives with the code that uses it. Without `clusters` there
 * is nothing to sync (the clusters come from `ark import`); given, it lists at least one.
 */
export const SOURCES_SECTION = {
  clusters: ClusterListSchema.default([]),
  syncIntervalSeconds: z
    .number()
    .int()
    .min(0)
    .max(SYNC_INTERVAL_MAX_SECONDS, `at most ${SYNC_INTERVAL_MAX_SECONDS} seconds (a week)`)
    .optional(),
} as const;

const SourcesConfigSchema = z.strictObject(SOURCES_SECTION);

export type ClusterSource = z.infer<typeof ClusterSourceSchema>;
export type MysqlSource = z.infer<typeof MysqlSourceSchema>;
export type FilesSource = z.infer<typeof FilesSourceSchema>;
export type SqliteSource = z.infer<typeof SqliteSourceSchema>;
export type GameLogSource = z.infer<typeof GameLogSourceSchema>;
/** A cluster's game log beside its source (a game-log source without `type`). */
export type GameLogBeside = z.infer<typeof GameLogBesideSchema>;
export type ClusterConfig = z.infer<typeof ClusterConfigSchema>;
export type SourcesConfig = z.infer<typeof SourcesConfigSchema>;

/** The sources the server loaded, and the file they came from. */
export interface LoadedSourcesConfig {
  /** Absolute path of the file read. */
  path: string;
  config: SourcesConfig;
}

/**
 * The checks zod cannot say in a schema, on a parsed section: each MySQL URL names a database (a
 * URL is never echoed: it may hold a password). `source` names the file in the message.
 */
export function checkSources(config: SourcesConfig, source: string): SourcesConfig {
  for (const [index, cluster] of config.clusters.entries()) {
    if (cluster.source.type === 'mysql') {
      checkMysqlUrl(cluster.source.url, `${source}: clusters[${index}].source.url`);
    }
  }
  return config;
}

function checkMysqlUrl(url: string, field: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // The URL itself may hold a password: never echo it.
    throw new ConfigError(
      `${field}: not a URL (expected mysql://user:password@host:port/database)`,
    );
  }
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') {
    throw new ConfigError(`${field}: must start with mysql:// (got ${parsed.protocol}//)`);
  }
  if (parsed.pathname.replace(/^\//, '') === '') {
    throw new ConfigError(`${field}: names no database (mysql://user@host:port/DATABASE)`);
  }
}

/**
 * The section with each files source's dir and sqlite source's path resolved against `base` (the
 * config file's folder).
 */
export function resolveSourceDirs(config: SourcesConfig, base: string): SourcesConfig {
  const at = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  return {
    ...config,
    clusters: config.clusters.map((cluster) => {
      const { source, gameLog } = cluster;
      // A folder on an FTP server is that server's.
      const beside =
        gameLog && !gameLog.ftp ? { gameLog: { ...gameLog, dir: at(gameLog.dir) } } : {};
      if (source.type === 'files' || (source.type === 'game-log' && !source.ftp)) {
        return { ...cluster, ...beside, source: { ...source, dir: at(source.dir) } };
      }
      if (source.type === 'sqlite') {
        return { ...cluster, ...beside, source: { ...source, path: at(source.path) } };
      }
      return { ...cluster, ...beside };
    }),
  };
}

/**
 * Seconds between syncs: `ARK_SYNC_INTERVAL` (read by config.ts) wins over the config's
 * `syncIntervalSeconds`, else 300. 0 turns the periodic sync off (`pnpm ark sync` still works).
 */
export function resolveSyncIntervalSeconds(
  config: SourcesConfig | undefined,
  fromEnv: number | undefined,
): number {
  return fromEnv ?? config?.syncIntervalSeconds ?? DEFAULT_SYNC_INTERVAL_SECONDS;
}

/** The password values a config carries, for masking them in anything logged. */
export function configSecrets({ clusters }: Pick<SourcesConfig, 'clusters'>): string[] {
  const secrets: string[] = [];
  for (const { source, gameLog } of clusters) {
    if (gameLog?.ftp?.password) secrets.push(gameLog.ftp.password);
    if (source.type === 'game-log' && source.ftp?.password) secrets.push(source.ftp.password);
    if (source.type !== 'mysql') continue;
    if (source.password) secrets.push(source.password);
    try {
      const password = decodeURIComponent(new URL(source.url).password);
      if (password) secrets.push(password);
    } catch {
      // checked at parse time
    }
  }
  return secrets;
}
