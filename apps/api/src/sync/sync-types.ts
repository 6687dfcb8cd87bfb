import type { ImportFindings } from '../ingest/import-audit';
import type { ImportSummary } from '../ingest/import-types';
import type { MapReport } from '../ingest/map-report';
import type { Logger } from '../lib/logger';
import type { ProgressView } from '../lib/progress';
import type { GameLogReport } from '../sources/read-game-log';

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
  /** A game-log source's last read: its lines by kind, its sessions, the rotation it followed. */
  lastLog?: GameLogReport;
  /** The import under way: its step, the part and how far; null between imports. */
  progress: ProgressView | null;
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
  /** What a game-log source's read did. */
  log?: GameLogReport;
  summary?: ImportSummary & { findings?: ImportFindings | null };
  /** The read step's time, the normalise step's, and the others' together. */
  readMs: number;
  mapMs: number;
  importMs: number;
}

export interface SyncRunResult {
  /** True when another run was still going: nothing was read or imported. */
  skipped: boolean;
  results: ClusterSyncResult[];
}
