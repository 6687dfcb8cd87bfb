import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

const ENV_PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
export const DEFAULT_CONFIG_FILE = 'ark.config.json';
export const DEFAULT_SYNC_INTERVAL_SECONDS = 300;

const MysqlSourceSchema = z.strictObject({
  type: z.literal('mysql'),
  /** `mysql://user[:password]@host[:port]/database`; `mariadb://` is accepted too. */
  url: z.string().min(1),
  /** Overrides the URL's password; handy for a `${ENV}` holding characters a URL must escape. */
  password: z.string().optional(),
});

const FilesSourceSchema = z.strictObject({
  type: z.literal('files'),
  /** Folder holding the two tables' exports; relative to the config file. */
  dir: z.string().min(1),
});

export const ClusterSourceSchema = z.discriminatedUnion('type', [
  MysqlSourceSchema,
  FilesSourceSchema,
]);

export const ClusterConfigSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32'),
  display: z.string().trim().min(1),
  order: z.number().int(),
  source: ClusterSourceSchema,
  /**
   * Lets a sync leave the cluster with fewer than half its players, for a real wipe; without it
   * such a sync is refused and the old data stays (docs/decisions.md#ingestion-rules).
   */
  allowShrink: z.boolean().optional(),
});

export const SourcesConfigSchema = z
  .strictObject({
    $schema: z.string().optional(),
    clusters: z.array(ClusterConfigSchema).min(1),
    syncIntervalSeconds: z.number().int().min(0).optional(),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.clusters.forEach((cluster, index) => {
      if (seen.has(cluster.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['clusters', index, 'key'],
          message: `duplicate cluster key ${cluster.key}`,
        });
      }
      seen.add(cluster.key);
    });
  });

export type ClusterSource = z.infer<typeof ClusterSourceSchema>;
export type MysqlSource = z.infer<typeof MysqlSourceSchema>;
export type FilesSource = z.infer<typeof FilesSourceSchema>;
export type ClusterConfig = z.infer<typeof ClusterConfigSchema>;
export type SourcesConfig = z.infer<typeof SourcesConfigSchema>;

/** A config that cannot be used; the message names the file and the field. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadedSourcesConfig {
  /** Absolute path of the file read. */
  path: string;
  config: SourcesConfig;
}

export interface LoadSourcesConfigOptions {
  /** The file to read (config.ts resolves ARK_CONFIG or the default). */
  sourcesFile: string;
  /** True when the admin named the file (ARK_CONFIG): then a missing file is an error. */
  sourcesFileNamed?: boolean;
  /** Fills `${NAME}` placeholders. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Reads the sources config file. Resolves to undefined when the default file does not exist;
 * a named one must. `${NAME}` placeholders are filled from the environment and files dirs
 * resolved against the file's folder.
 */
export async function loadSourcesConfig({
  sourcesFile: path,
  sourcesFileNamed = false,
  env = process.env,
}: LoadSourcesConfigOptions): Promise<LoadedSourcesConfig | undefined> {
  if (!existsSync(path)) {
    if (sourcesFileNamed) {
      throw new ConfigError(`ARK_CONFIG points to ${path}, which does not exist`);
    }
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const config = parseSourcesConfig(raw, { env, source: path });
  return { path, config: resolveDirs(config, dirname(path)) };
}

export interface ParseSourcesConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** Names the config in error messages (a file path). */
  source?: string;
}

/** Validates a parsed config after expanding `${NAME}` placeholders; throws ConfigError. */
export function parseSourcesConfig(
  raw: unknown,
  { env = process.env, source = 'config' }: ParseSourcesConfigOptions = {},
): SourcesConfig {
  const expanded = expandEnv(raw, env, [], source);
  const result = SourcesConfigSchema.safeParse(expanded);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const field = formatPath(issue.path);
      return `${field || '(root)'}: ${issue.message}`;
    });
    throw new ConfigError(`${source}: ${issues.join('; ')}`);
  }
  for (const [index, cluster] of result.data.clusters.entries()) {
    if (cluster.source.type === 'mysql') {
      checkMysqlUrl(cluster.source.url, `${source}: clusters[${index}].source.url`);
    }
  }
  return result.data;
}

function expandEnv(
  value: unknown,
  env: NodeJS.ProcessEnv,
  path: PropertyKey[],
  source: string,
): unknown {
  if (typeof value === 'string') {
    return value.replace(ENV_PLACEHOLDER, (_, name: string) => {
      const found = env[name];
      if (found === undefined) {
        throw new ConfigError(
          `${source}: ${formatPath(path)}: environment variable ${name} is not set`,
        );
      }
      return found;
    });
  }
  if (Array.isArray(value))
    return value.map((item, i) => expandEnv(item, env, [...path, i], source));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expandEnv(v, env, [...path, k], source)]),
    );
  }
  return value;
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

function resolveDirs(config: SourcesConfig, base: string): SourcesConfig {
  return {
    ...config,
    clusters: config.clusters.map((cluster) =>
      cluster.source.type === 'files' && !isAbsolute(cluster.source.dir)
        ? { ...cluster, source: { ...cluster.source, dir: resolve(base, cluster.source.dir) } }
        : cluster,
    ),
  };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
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
  for (const { source } of clusters) {
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
