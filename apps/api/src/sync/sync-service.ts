import { loadSourcesConfig, resolveSyncIntervalSeconds } from './sources-config';
import { consoleSyncLogger, createSyncRunner, type SyncRunner } from './sync-runner';
import type { ImportClusterFn, SyncLogger, SyncStatus } from './sync-types';

export interface StartSyncServiceOptions {
  importCluster: ImportClusterFn;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logger?: SyncLogger;
}

export interface SyncService {
  /** Undefined when no sources config exists: the server serves what was imported by hand. */
  runner: SyncRunner | undefined;
  /** Seconds between runs; 0 when the periodic sync is off. */
  intervalSeconds: number;
  /** For /healthz; null when sync is not configured. */
  status(): SyncStatus | null;
  stop(): Promise<void>;
}

/**
 * The server's background sync: loads the sources config (if any) and, unless the interval is 0,
 * syncs now and then every `ARK_SYNC_INTERVAL` / `syncIntervalSeconds` (default 300) seconds.
 * Throws ConfigError on a bad config, so a typo stops the server at start, not silently.
 */
export async function startSyncService({
  importCluster,
  env = process.env,
  cwd = process.cwd(),
  logger = consoleSyncLogger,
}: StartSyncServiceOptions): Promise<SyncService> {
  const loaded = await loadSourcesConfig({ env, cwd });
  if (loaded === undefined) {
    return { runner: undefined, intervalSeconds: 0, status: () => null, stop: async () => {} };
  }
  const intervalSeconds = resolveSyncIntervalSeconds(loaded.config, env);
  const runner = createSyncRunner({ sources: loaded.config.clusters, importCluster, logger });
  const keys = loaded.config.clusters.map((cluster) => cluster.key);
  if (intervalSeconds > 0) {
    logger.info({ msg: 'sync: started', clusters: keys, config: loaded.path, intervalSeconds });
    runner.start(intervalSeconds * 1000);
  } else {
    logger.info({ msg: 'sync: periodic sync off (interval 0); run pnpm ark sync', clusters: keys });
  }
  return { runner, intervalSeconds, status: () => runner.status(), stop: () => runner.stop() };
}
