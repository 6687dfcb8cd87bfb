import { type AdminImportSettings, adminImports } from '../admin-import';
import type { Db } from '../db/db';
import type { ImportService } from '../ingest/import-service';
import type { Logger } from '../lib/logger';
import { stepLines } from '../lib/progress';
import {
  configSecrets,
  type LoadedSourcesConfig,
  resolveSyncIntervalSeconds,
} from '../sources/sources-config';
import { consoleSyncLogger, createSyncRunner } from './sync-runner';
import type { SyncLogger, SyncStatus } from './sync-types';

export interface StartSyncServiceOptions {
  /** The sources config the server loaded; undefined when none exists. */
  sources: LoadedSourcesConfig | undefined;
  /** ARK_SYNC_INTERVAL (config.ts), which wins over the file's `syncIntervalSeconds`. */
  intervalSeconds?: number | undefined;
  /** The one import service. */
  imports: ImportService;
  logger?: SyncLogger;
  /** The store a game-log source keeps its sessions and its place in. */
  db?: Db | undefined;
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
  imports,
  logger = consoleSyncLogger,
  db,
}: StartSyncServiceOptions): SyncService {
  if (sources === undefined) return { status: () => null, stop: async () => {} };
  const intervalSeconds = resolveSyncIntervalSeconds(sources.config, fromEnv);
  const runner = createSyncRunner({
    sources: sources.config.clusters,
    imports,
    logger,
    db,
    // Each step of each import in the server's log, as `ark import` prints them in a pipe.
    onProgress: stepLines(logger, 'cluster'),
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

/** The import service as the sync runs it on `db`: its refusals named as the sync's. */
export function syncImports({
  db,
  logger,
  sources,
  settings,
  onImported,
}: {
  db: Db;
  logger: Logger;
  sources: LoadedSourcesConfig;
  settings: AdminImportSettings;
  onImported: () => void;
}): ImportService {
  return adminImports({
    store: (work) => work(db),
    logger,
    source: 'sync',
    ...settings,
    secrets: configSecrets(sources.config),
    onImported,
  });
}
