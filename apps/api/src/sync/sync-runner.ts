import type { Db } from '../db/db';
import { ImportError } from '../ingest/import-error';
import { publicReason } from '../ingest/import-refusals';
import type { ImportOutcome, ImportService } from '../ingest/import-service';
import { isImportStep } from '../ingest/import-steps';
import { describeFixes, nonZeroFixes } from '../ingest/map-report';
import { describeError } from '../lib/describe-error';
import { jsonLogger } from '../lib/logger';
import { type OnProgress, progressView } from '../lib/progress';
import {
  describeSource,
  readClusterSource,
  readClusterTables,
  type SourceReader,
} from '../sources/read-cluster-source';
import type { GameLogReport } from '../sources/read-game-log';
import { type ClusterConfig, configSecrets } from '../sources/sources-config';
import type {
  ClusterSyncResult,
  ClusterSyncStatus,
  SyncLogger,
  SyncRunResult,
  SyncStatus,
} from './sync-types';

export interface SyncRunnerOptions {
  sources: readonly ClusterConfig[];
  /** The one import service (ingest/import-service.ts): reads, normalises and imports a cluster. */
  imports: ImportService;
  logger?: SyncLogger;
  clock?: () => Date;
  /** Budget for reading one cluster (connect + queries); past it the cluster fails this run. */
  timeoutMs?: number;
  readSource?: SourceReader;
  /** Told how far each cluster's import is (the status shows it too). */
  onProgress?: OnProgress | undefined;
  /** The store a game-log source keeps its sessions and place in (sources/read-game-log.ts). */
  db?: Db | undefined;
}

export interface SyncRunner {
  /** Syncs every cluster (or the one keyed `only`) once; skipped if a run is already going. */
  syncAll(only?: string): Promise<SyncRunResult>;
  /** Runs now, then every `intervalMs`. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  status(): SyncStatus;
}

/** The api's logger (JSON lines, info on stdout, errors on stderr); the default. */
export const consoleSyncLogger: SyncLogger = jsonLogger();

/** What syncing one cluster needs, shared by every cluster of a runner. */
interface SyncContext {
  imports: ImportService;
  readSource: SourceReader;
  timeoutMs: number;
  logger: SyncLogger;
  clock: () => Date;
  /** The config's passwords: masked in every message. */
  secrets: readonly string[];
  /** Reads in flight, aborted by stop() so a shutdown does not wait for a slow database. */
  reads: Set<AbortController>;
  onProgress: OnProgress | undefined;
  db: Db | undefined;
}

/**
 * Keeps the store in step with the clusters' sources. Clusters are read in parallel and fail
 * alone: one that is down, refuses the credentials or times out keeps its last good data while the
 * others update. The import service lands one import at a time, and two runs never overlap.
 */
export function createSyncRunner({
  sources,
  imports,
  logger = consoleSyncLogger,
  clock = () => new Date(),
  timeoutMs = 60_000,
  readSource = readClusterSource,
  onProgress,
  db,
}: SyncRunnerOptions): SyncRunner {
  const secrets = configSecrets({ clusters: [...sources] });
  const context: SyncContext = {
    imports,
    readSource,
    timeoutMs,
    logger,
    clock,
    secrets,
    reads: new Set(),
    onProgress,
    db,
  };
  const statuses = new Map<string, ClusterSyncStatus>(
    sources.map((cluster) => [cluster.key, initialStatus(cluster)]),
  );
  let current: Promise<SyncRunResult> | undefined;
  let lastRunStartedAt: string | null = null;
  let lastRunFinishedAt: string | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function syncAll(only?: string): Promise<SyncRunResult> {
    const clusters = pick(sources, only);
    if (current !== undefined) {
      logger.info({ msg: 'sync: skipped, the previous sync is still running' });
      return { skipped: true, results: [] };
    }
    lastRunStartedAt = clock().toISOString();
    current = syncClusters(clusters, statuses, context);
    try {
      return await current;
    } finally {
      lastRunFinishedAt = clock().toISOString();
      current = undefined;
    }
  }

  return {
    syncAll,
    start(intervalMs) {
      if (!(intervalMs > 0))
        throw new RangeError(`sync interval must be > 0 ms, got ${intervalMs}`);
      if (timer !== undefined) return;
      const tick = (): void => {
        syncAll().catch((error: unknown) =>
          logger.error({ msg: 'sync: run failed', error: describeError(error, secrets) }),
        );
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      for (const controller of context.reads) controller.abort(new Error('sync stopped'));
      await current?.catch(() => undefined);
    },
    status() {
      return {
        running: current !== undefined,
        lastRunStartedAt,
        lastRunFinishedAt,
        clusters: [...statuses.values()].map((status) => ({ ...status })),
      };
    },
  };
}

/** Syncs `clusters` side by side, each failing alone, and logs the run's line. */
async function syncClusters(
  clusters: readonly ClusterConfig[],
  statuses: ReadonlyMap<string, ClusterSyncStatus>,
  context: SyncContext,
): Promise<SyncRunResult> {
  const started = performance.now();
  const results = await Promise.all(
    clusters.map((cluster) =>
      syncCluster(cluster, statuses.get(cluster.key) ?? initialStatus(cluster), context),
    ),
  );
  const ok = results.filter((result) => result.ok).length;
  const record = {
    msg: 'sync: run done',
    updated: ok,
    failed: results.length - ok,
    ms: Math.round(performance.now() - started),
  };
  if (ok === results.length) context.logger.info(record);
  else context.logger.error(record);
  return { skipped: false, results };
}

/** The clusters `only` names (any case), or every one; throws for a key no cluster has. */
function pick(
  sources: readonly ClusterConfig[],
  only: string | undefined,
): readonly ClusterConfig[] {
  if (only === undefined) return sources;
  const found = sources.filter((cluster) => cluster.key.toUpperCase() === only.toUpperCase());
  if (found.length === 0) {
    const keys = sources.map((cluster) => cluster.key).join(', ');
    throw new Error(`unknown cluster ${only}; configured: ${keys}`);
  }
  return found;
}

/**
 * Syncs one cluster through the import service: its source read within `timeoutMs` (abandoned at
 * once on stop()), an unchanged source skipped. Keeps the outcome in `status` and logs it.
 */
async function syncCluster(
  cluster: ClusterConfig,
  status: ClusterSyncStatus,
  { imports, readSource, timeoutMs, logger, clock, secrets, reads, onProgress, db }: SyncContext,
): Promise<ClusterSyncResult> {
  const timing = { readMs: 0, mapMs: 0, importMs: 0 };
  const controller = new AbortController();
  reads.add(controller);
  const store = db && { db, cluster: cluster.key };
  // A game log's read says what it read (lines by kind, sessions cut): kept with the counts.
  let log: GameLogReport | undefined;
  try {
    const outcome = await imports.run({
      cluster: { key: cluster.key, display: cluster.display, order: cluster.order },
      read: async (signal) => {
        const tables = await readClusterTables(cluster, readSource, { signal, timeoutMs, store });
        log = tables.log;
        return tables;
      },
      timeoutMs,
      signal: controller.signal,
      allowShrink: cluster.allowShrink === true,
      // An unchanged source writes nothing: same data version, same ETags, no store freeze.
      skipUnchanged: true,
      onStep: (step, ms) => addStep(timing, step, ms),
      onProgress(event) {
        status.progress = progressView(event);
        onProgress?.(event);
      },
    });
    Object.assign(status, {
      lastSuccessAt: clock().toISOString(),
      lastError: null,
      lastCounts: outcome.report,
      state: 'ok',
      progress: null,
      ...(log ? { lastLog: log } : {}),
    });
    logger.info({ ...syncedRecord(cluster.key, outcome, timing), ...(log ? { log } : {}) });
    const summary = { ...outcome.summary, findings: outcome.findings };
    const logged = log ? { log } : {};
    return { key: cluster.key, ok: true, report: outcome.report, summary, ...logged, ...timing };
  } catch (error) {
    // A refusal is said as /healthz keeps it: a file by its base name.
    const message =
      error instanceof ImportError ? publicReason(error, secrets) : describeError(error, secrets);
    Object.assign(status, {
      lastErrorAt: clock().toISOString(),
      lastError: message,
      state: 'failed',
      progress: null,
    });
    logger.error({
      msg: 'sync: cluster failed, its last good data stays served',
      cluster: cluster.key,
      source: describeSource(cluster.source),
      error: message,
    });
    return { key: cluster.key, ok: false, error: message, ...timing };
  } finally {
    reads.delete(controller);
  }
}

/** Counts a step's time as the sync's log line splits it: read, map (normalise), the import. */
function addStep(
  timing: { readMs: number; mapMs: number; importMs: number },
  step: string,
  ms: number,
): void {
  if (step === 'read') timing.readMs += ms;
  else if (step === 'normalise') timing.mapMs += ms;
  // A step's parts are timed within it.
  else if (isImportStep(step)) timing.importMs += ms;
}

/** The log line of a cluster synced (imported, or unchanged and skipped). */
function syncedRecord(
  key: string,
  { report, summary, findings }: ImportOutcome,
  timing: { readMs: number; mapMs: number; importMs: number },
) {
  return {
    msg: summary.skipped ? 'sync: cluster unchanged, nothing written' : 'sync: cluster imported',
    cluster: key,
    players: report.players,
    tribes: report.tribes,
    version: summary.version,
    ...timing,
    fixes: nonZeroFixes(report),
    summary: describeFixes(report),
    ...(findings ? { suspects: findings.suspects.length } : {}),
  };
}

function initialStatus(cluster: ClusterConfig): ClusterSyncStatus {
  return {
    key: cluster.key,
    lastSuccessAt: null,
    lastErrorAt: null,
    lastError: null,
    lastCounts: null,
    state: 'pending',
    progress: null,
  };
}
