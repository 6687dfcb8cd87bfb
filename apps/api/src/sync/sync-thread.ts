import type { AdminImportSettings } from '../admin-import';
import type { Db } from '../db/db';
import { errorFrom } from '../db/store-protocol';
import { ConfigError } from '../lib/config-file';
import type { Logger } from '../lib/logger';
import { spawnWorker } from '../lib/spawn-worker';
import type { LoadedSourcesConfig } from '../sources/sources-config';
import { startSyncService, syncImports } from './sync-service';
import type { SyncThreadCommand, SyncThreadMessage, SyncWorkerData } from './sync-thread-protocol';
import type { SyncStatus } from './sync-types';

/** The server's view of its background sync: what /healthz shows, and how to stop it. */
export interface BackgroundSync {
  /** For /healthz; null when sync is not configured. */
  status(): SyncStatus | null;
  stop(): Promise<void>;
}

export interface StartSyncThreadOptions {
  db: Db;
  logger: Logger;
  /** The sources config the server loaded; undefined when none exists (then no sync). */
  sources: LoadedSourcesConfig | undefined;
  /** ARK_SYNC_INTERVAL, which wins over the file's `syncIntervalSeconds`. */
  intervalSeconds?: number | undefined;
  /** The suspects rules, the alerts webhook and the periods (ark.config.json). */
  settings?: AdminImportSettings;
  /** Called after each import that landed (the server forgets its known data version). */
  onImported: () => void;
}

/**
 * Starts the sync (if a sources config was loaded) in a worker thread of its own
 * (docs/adr/0036-mysql-sync.md): reading, parsing, normalising, ranking and the import's
 * build all run there, so the server's event loop keeps answering. Status and log lines come back
 * as messages. A store that cannot be shared with a thread (PGlite opened in this one) syncs in
 * this thread, as before. Throws what stops the sync's thread from starting.
 */
export async function startSyncThread({
  db,
  logger,
  sources,
  intervalSeconds,
  settings = {},
  onImported,
}: StartSyncThreadOptions): Promise<BackgroundSync> {
  if (sources === undefined) return { status: () => null, stop: async () => {} };
  const handle = db.share?.();
  if (!handle) {
    const imports = syncImports({ db, logger, sources, settings, onImported });
    const sync = startSyncService({ sources, intervalSeconds, logger, imports, db });
    return { status: () => sync.status(), stop: () => sync.stop() };
  }
  const worker = spawnWorker(import.meta.url, 'sync-worker', {
    workerData: { handle, sources, intervalSeconds, settings } satisfies SyncWorkerData,
    transferList: handle.kind === 'pglite' ? [handle.port] : [],
  });
  let status: SyncStatus | null = null;
  let stopped: (() => void) | undefined;
  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: SyncThreadMessage) => {
      switch (message.type) {
        case 'started':
          status = message.status;
          resolve();
          break;
        case 'failed': {
          const error = errorFrom(message.error);
          reject(error.name === 'ConfigError' ? new ConfigError(error.message) : error);
          break;
        }
        case 'log':
          logger[message.level](message.fields);
          break;
        case 'status':
          status = message.status;
          break;
        case 'imported':
          onImported();
          break;
        case 'stopped':
          stopped?.();
          break;
      }
    });
    worker.on('error', (error) => {
      reject(error);
      logger.error({ msg: 'sync: its thread stopped', error: String(error) });
      // What /healthz shows must not claim a sync that no longer runs.
      if (status) status = markStopped(status, String(error));
    });
  });
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    status: () => status,
    async stop() {
      const done = new Promise<void>((resolve) => {
        stopped = resolve;
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' } satisfies SyncThreadCommand);
      await done;
      await worker.terminate();
    },
  };
}

/** The status after the sync's thread died: not running, every cluster failed with the reason. */
function markStopped(status: SyncStatus, reason: string): SyncStatus {
  const at = new Date().toISOString();
  const lastError = `the sync's thread stopped: ${reason}`;
  return {
    ...status,
    running: false,
    clusters: status.clusters.map((cluster) => ({
      ...cluster,
      state: 'failed',
      lastError,
      lastErrorAt: at,
      progress: null,
    })),
  };
}
