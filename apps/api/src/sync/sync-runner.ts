import { performance } from 'node:perf_hooks';
import { ImportError } from '../ingest/import-error';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { describeFixes, nonZeroFixes } from '../ingest/map-report';
import { describeError } from '../lib/describe-error';
import { jsonLogger } from '../lib/logger';
import {
  describeSource,
  readClusterSource,
  type SourceReader,
} from '../sources/read-cluster-source';
import { type ClusterConfig, configSecrets } from '../sources/sources-config';
import type {
  ClusterSyncResult,
  ClusterSyncStatus,
  ImportClusterFn,
  RecordRefusalFn,
  SyncLogger,
  SyncRunResult,
  SyncStatus,
} from './sync-types';

export interface SyncRunnerOptions {
  sources: readonly ClusterConfig[];
  importCluster: ImportClusterFn;
  /** Keeps a cluster's refused import in the store (for /healthz, whichever process syncs). */
  recordRefusal?: RecordRefusalFn;
  logger?: SyncLogger;
  clock?: () => Date;
  /** Budget for reading one cluster (connect + queries); past it the cluster fails this run. */
  timeoutMs?: number;
  readSource?: SourceReader;
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

/**
 * Keeps the store in step with the clusters' sources. Clusters are read in parallel and fail
 * alone: one that is down, refuses the credentials or times out keeps its last good data while the
 * others update. Imports run one at a time, and two runs never overlap.
 */
export function createSyncRunner({
  sources,
  importCluster,
  recordRefusal,
  logger = consoleSyncLogger,
  clock = () => new Date(),
  timeoutMs = 60_000,
  readSource = readClusterSource,
}: SyncRunnerOptions): SyncRunner {
  const secrets = configSecrets({ clusters: [...sources] });
  const statuses = new Map<string, ClusterSyncStatus>(
    sources.map((cluster) => [cluster.key, initialStatus(cluster)]),
  );
  let current: Promise<SyncRunResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastRunStartedAt: string | null = null;
  let lastRunFinishedAt: string | null = null;
  let importQueue: Promise<unknown> = Promise.resolve();
  /** Reads in flight, aborted by stop() so a shutdown does not wait for a slow database. */
  const reads = new Set<AbortController>();

  const serialImport: ImportClusterFn = (input, options) => {
    const next = importQueue.then(() => importCluster(input, options));
    importQueue = next.catch(() => undefined);
    return next;
  };

  async function syncCluster(cluster: ClusterConfig): Promise<ClusterSyncResult> {
    const timing = { readMs: 0, mapMs: 0, importMs: 0 };
    const status = statuses.get(cluster.key) ?? initialStatus(cluster);
    let started = performance.now();
    try {
      const tables = await readWithTimeout(readSource, cluster, timeoutMs, reads);
      timing.readMs = elapsed(started);
      started = performance.now();
      const { data, report } = mapPluginRows({
        cluster: clusterInfo(cluster),
        tables,
        allowEmpty: cluster.allowShrink === true,
      });
      timing.mapMs = elapsed(started);
      started = performance.now();
      // An unchanged source writes nothing: same data version, same ETags, no store freeze.
      const summary = await serialImport(data, {
        allowShrink: cluster.allowShrink === true,
        skipUnchanged: true,
        report,
      });
      timing.importMs = elapsed(started);
      Object.assign(status, {
        lastSuccessAt: clock().toISOString(),
        lastError: null,
        lastCounts: report,
        state: 'ok',
      });
      logger.info({
        msg: summary.skipped
          ? 'sync: cluster unchanged, nothing written'
          : 'sync: cluster imported',
        cluster: cluster.key,
        players: report.players,
        tribes: report.tribes,
        version: summary.version,
        ...timing,
        fixes: nonZeroFixes(report),
        summary: describeFixes(report),
        ...(summary.findings ? { suspects: summary.findings.suspects.length } : {}),
      });
      return { key: cluster.key, ok: true, report, summary, ...timing };
    } catch (error) {
      const message = describeError(error, secrets);
      Object.assign(status, {
        lastErrorAt: clock().toISOString(),
        lastError: message,
        state: 'failed',
      });
      logger.error({
        msg: 'sync: cluster failed, its last good data stays served',
        cluster: cluster.key,
        source: describeSource(cluster.source),
        error: message,
      });
      if (error instanceof ImportError && recordRefusal) {
        await recordRefusal(cluster.key, message).catch((failure: unknown) =>
          logger.error({
            msg: 'sync: could not keep the refusal for /healthz',
            cluster: cluster.key,
            error: describeError(failure, secrets),
          }),
        );
      }
      return { key: cluster.key, ok: false, error: message, ...timing };
    }
  }

  async function run(clusters: readonly ClusterConfig[]): Promise<SyncRunResult> {
    lastRunStartedAt = clock().toISOString();
    const started = performance.now();
    const results = await Promise.all(clusters.map(syncCluster));
    lastRunFinishedAt = clock().toISOString();
    const ok = results.filter((result) => result.ok).length;
    const record = {
      msg: 'sync: run done',
      updated: ok,
      failed: results.length - ok,
      ms: elapsed(started),
    };
    if (ok === results.length) logger.info(record);
    else logger.error(record);
    return { skipped: false, results };
  }

  function pick(only: string | undefined): readonly ClusterConfig[] {
    if (only === undefined) return sources;
    const found = sources.filter((cluster) => cluster.key.toUpperCase() === only.toUpperCase());
    if (found.length === 0) {
      const keys = sources.map((cluster) => cluster.key).join(', ');
      throw new Error(`unknown cluster ${only}; configured: ${keys}`);
    }
    return found;
  }

  async function syncAll(only?: string): Promise<SyncRunResult> {
    const clusters = pick(only);
    if (current !== undefined) {
      logger.info({ msg: 'sync: skipped, the previous sync is still running' });
      return { skipped: true, results: [] };
    }
    current = run(clusters);
    try {
      return await current;
    } finally {
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
      for (const controller of reads) controller.abort(new Error('sync stopped'));
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

/**
 * Reads one cluster's tables within `timeoutMs`. Past it, or on stop(), the read is aborted (the
 * reader closes its connection) and this rejects at once, whether or not the reader notices.
 */
async function readWithTimeout(
  readSource: SourceReader,
  cluster: ClusterConfig,
  timeoutMs: number,
  reads: Set<AbortController>,
) {
  const controller = new AbortController();
  reads.add(controller);
  const timer = setTimeout(
    () => controller.abort(new Error(`timed out after ${timeoutMs} ms reading ${cluster.key}`)),
    timeoutMs,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  try {
    return await Promise.race([
      readSource(cluster.source, { signal: controller.signal, timeoutMs }),
      aborted,
    ]);
  } finally {
    clearTimeout(timer);
    reads.delete(controller);
  }
}

function initialStatus(cluster: ClusterConfig): ClusterSyncStatus {
  return {
    key: cluster.key,
    lastSuccessAt: null,
    lastErrorAt: null,
    lastError: null,
    lastCounts: null,
    state: 'pending',
  };
}

function clusterInfo({ key, display, order }: ClusterConfig) {
  return { key, display, order };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
