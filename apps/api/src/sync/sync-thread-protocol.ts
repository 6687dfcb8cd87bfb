import type { AdminImportSettings } from '../admin-import';
import type { DbHandle } from '../db/db';
import type { StoreErrorFields } from '../db/store-protocol';
import type { LoadedSourcesConfig } from '../sources/sources-config';
import type { SyncStatus } from './sync-types';

/** What the sync's worker thread starts with: the store's handle and the server's sync config. */
export interface SyncWorkerData {
  handle: DbHandle;
  sources: LoadedSourcesConfig;
  intervalSeconds: number | undefined;
  /** The suspects rules, the alerts webhook and the periods, from the server's config. */
  settings: AdminImportSettings;
}

/** What the sync's worker thread tells the server thread (docs/adr/0036-mysql-sync.md). */
export type SyncThreadMessage =
  | { type: 'started'; status: SyncStatus | null }
  | { type: 'failed'; error: StoreErrorFields }
  | { type: 'log'; level: 'info' | 'error'; fields: Record<string, unknown> }
  | { type: 'status'; status: SyncStatus | null }
  /** An import landed: the server forgets its known data version. */
  | { type: 'imported' }
  | { type: 'stopped' };

/** What the server thread tells the sync's worker thread. */
export type SyncThreadCommand = { type: 'stop' };
