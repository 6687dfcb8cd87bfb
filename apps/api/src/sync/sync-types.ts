import type { ImportFindings } from '../ingest/import-audit';
import type { ImportOptions } from '../ingest/import-cluster';
import type { ClusterImport, ImportSummary } from '../ingest/import-types';
import type { MapReport } from '../ingest/map-report';
import type { Logger } from '../lib/logger';

/** How the sync asks for one cluster's import. */
export interface SyncImportOptions
  extends Pick<ImportOptions, 'allowShrink' | 'skipUnchanged' | 'asOf'> {
  /** What the normaliser fixed in these rows: kept with the import as its fixes. */
  report?: MapReport;
}

/**
 * The store's import, bound to its database: replaces one cluster in one transaction; an audited
 * one (sync/store-import.ts) also says what it found.
 */
export type ImportClusterFn = (
  input: ClusterImport,
  options?: SyncImportOptions,
) => Promise<ImportSummary & { findings?: ImportFindings | null }>;

/** Keeps a refused import in the store: /healthz shows it until the cluster's next import lands. */
export type RecordRefusalFn = (cluster: string, reason: string) => Promise<void>;

/**
 * Where sync events go: one structured record each, redacted before it gets here. It is the api's
 * logger (lib/logger.ts), so the server passes its own.
 */
export type SyncLogger = Logger;

/** What /healthz shows for one cluster. Times are ISO strings; null = never. */
export interface ClusterSyncStatus {
  key: string;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  /** The last failure, redacted; cleared by the next success. */
  lastError: string | null;
  /** Counts and fixes of the last successful sync. */
  lastCounts: MapReport | null;
  /**
   * pending: not synced yet; ok: the last attempt landed; failed: the last attempt failed and the
   * data served is from lastSuccessAt (or from an earlier import / the demo if null).
   */
  state: 'pending' | 'ok' | 'failed';
}

export interface SyncStatus {
  running: boolean;
  lastRunStartedAt: string | null;
  lastRunFinishedAt: string | null;
  clusters: ClusterSyncStatus[];
}

/** The outcome of one cluster in one run. */
export interface ClusterSyncResult {
  key: string;
  ok: boolean;
  /** Redacted. */
  error?: string;
  report?: MapReport;
  summary?: ImportSummary & { findings?: ImportFindings | null };
  readMs: number;
  mapMs: number;
  importMs: number;
}

export interface SyncRunResult {
  /** True when another run was still going: nothing was read or imported. */
  skipped: boolean;
  results: ClusterSyncResult[];
}
