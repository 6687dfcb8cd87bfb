import { type LoadedSourcesConfig, resolveSyncIntervalSeconds } from '../sources/sources-config';
import { consoleSyncLogger, createSyncRunner } from './sync-runner';
import type { ImportClusterFn, RecordRefusalFn, SyncLogger, SyncStatus } from './sync-types';

export interface StartSyncServiceOptions {
  /** The sources config the server loaded; undefined when none exists. */
  sources: LoadedSourcesConfig | undefined;
  /** ARK_SYNC_INTERVAL (config.ts), which wins over the file's `syncIntervalSeconds`. */
  intervalSeconds?: number | undefined;
  importCluster: ImportClusterFn;
  /** Keeps a refused import in the store (for /healthz). */
  recordRefusal?: RecordRefusalFn;
  logger?: SyncLogger;
}

export interface SyncService {
  /** For /healthz; null when sync is not configured. */
  status(): SyncStatus | null;
  stop(): Promise<void>;
}

/**
 * The server's background sync: with a sources config and an interval above 0, syncs now and
 * then every `ARK_SYNC_INTERVAL` / `syncIntervalSeconds` (default 300) seconds. Without a config,
 * the server serves what was imported by hand.
 */
export function startSyncService({
  sources,
  intervalSeconds: fromEnv,
  importCluster,
  recordRefusal,
  logger = consoleSyncLogger,
}: StartSyncServiceOptions): SyncService {
  if (sources === undefined) return { status: () => null, stop: async () => {} };
  const intervalSeconds = resolveSyncIntervalSeconds(sources.config, fromEnv);
  const runner = createSyncRunner({
    sources: sources.config.clusters,
    importCluster,
    ...(recordRefusal ? { recordRefusal } : {}),
    logger,
  });
  const keys = sources.config.clusters.map((cluster) => cluster.key);
  if (intervalSeconds > 0) {
    logger.info({ msg: 'sync: started', clusters: keys, config: sources.path, intervalSeconds });
    runner.start(intervalSeconds * 1000);
  } else {
    logger.info({ msg: 'sync: periodic sync off (interval 0); run pnpm ark sync', clusters: keys });
  }
  return { status: () => runner.status(), stop: () => runner.stop() };
}
