// The one import service (docs/adr/0053-the-import-service.md): `ark import`, `ark sync` and the
// server's sync import through it. Its steps are import-cluster.ts's; here are what surrounds
// them: sources read side by side and landing one at a time, every refusal kept by one route, and
// the hooks a landed import calls (the server's cache, the Discord alerts: composed above ingest/).
import type { Db } from '../db/db';
import { createTurns } from '../db/turns';
import { describeError } from '../lib/describe-error';
import { type Logger, silentLogger } from '../lib/logger';
import { type OnProgress, type OnStep, type StepClock, stepClock } from '../lib/progress';
import { clearRefusal, type ImportSource, recordRefusal } from '../store/import-reports';
import type { PeriodSettings } from '../store/periods';
import type { SuspectRules } from './find-suspects';
import { type ImportOptions, type Landed, land, readSource } from './import-cluster';
import { ImportError } from './import-error';
import { publicReason } from './import-refusals';
import type { ImportStep } from './import-steps';
import type { ClusterImport } from './import-types';
import type { MapReport } from './map-report';
import type { ClusterPlacement } from './prepare-import';
import type { SourceRead } from './read-step';

/** One cluster's import from its source. */
export interface ImportJob {
  /** The key, and the name and place in the dropdown when the caller sets them. */
  cluster: { key: string } & ClusterPlacement;
  /** Reads the source's tables (the read step). */
  read: SourceRead;
  /** The read's whole budget, in ms (the sync's). */
  timeoutMs?: number | undefined;
  /** Aborts the read (the sync's stop()). */
  signal?: AbortSignal | undefined;
  allowShrink?: boolean;
  skipUnchanged?: boolean;
  asOf?: Date | undefined;
  /** Called as each step of this import, and each part of one, ends, with its time in ms. */
  onStep?: OnStep;
  /** Told how far each step of this import is as it goes (lib/progress.ts). */
  onProgress?: OnProgress;
}

/** What one import from a source did, once it landed or was skipped. */
export interface ImportOutcome extends Landed {
  /** What the normaliser read and fixed. */
  report: MapReport;
  /** Each step's time, in ms. */
  steps: StepClock<ImportStep>['times'];
}

/** How the service reaches the store: one already open, or one opened for the work (`ark import`). */
export type StoreAccess = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/** Where the service's imports land: the store (storeTarget); a fake in the sync's unit tests. */
export interface ImportTarget {
  land(input: ClusterImport, options: ImportOptions): Promise<Landed>;
  /** Keeps a refused import for /healthz until the cluster's next import lands. */
  refused(refusal: { cluster: string; source: ImportSource; reason: string }): Promise<void>;
  /** A source found back to the served data (skipped): an earlier refusal no longer stands. */
  unchanged(cluster: string): Promise<void>;
}

/** The store as the service's target: imports, refusals and their clearing on `store`. */
export function storeTarget(store: StoreAccess): ImportTarget {
  return {
    land: (input, options) => store((db) => land(db, input, options)),
    refused: (refusal) => store((db) => recordRefusal(db, refusal)),
    unchanged: (cluster) => store((db) => clearRefusal(db, cluster)),
  };
}

export interface ImportServiceOptions {
  target: ImportTarget;
  /** Where its imports come from, as /healthz names a refusal's. */
  source: ImportSource;
  /** The suspects rules (ark.config.json's `suspects`); their defaults when absent. */
  rules?: SuspectRules | undefined;
  periods?: PeriodSettings | undefined;
  /** The clock an import is as of by default (tests inject it). */
  now?: () => Date;
  /** Masked in the refusals kept (a source's passwords). */
  secrets?: readonly string[];
  /** Where a refusal that could not be kept is said. */
  logger?: Logger;
  /** Called after each import that landed (not a skipped one): the server's cache, the alerts. */
  onImported?: (outcome: ImportOutcome) => void | Promise<void>;
}

/** The one import service. */
export interface ImportService {
  /** Runs every step; rejects with what stopped the import (a refusal once it is kept). */
  run(job: ImportJob): Promise<ImportOutcome>;
}

/** Imports clusters from their sources into `target`; the store's work one import at a time. */
export function createImportService({
  target,
  source,
  rules,
  periods,
  now,
  secrets = [],
  logger = silentLogger,
  onImported,
}: ImportServiceOptions): ImportService {
  const turns = createTurns();
  const keepRefusal = (cluster: string, error: ImportError) =>
    target.refused({ cluster, source, reason: publicReason(error, secrets) }).catch((failure) =>
      logger.error({
        msg: 'import: could not keep the refusal for /healthz',
        cluster,
        error: describeError(failure, secrets),
      }),
    );
  return {
    async run({
      cluster,
      read,
      timeoutMs,
      signal,
      allowShrink = false,
      onStep,
      onProgress,
      ...job
    }) {
      const { key } = cluster;
      const clock = stepClock<ImportStep>({ work: key, onStep, onProgress });
      try {
        // Display and order are settled against the store (prepare-import.ts).
        const info = { key, display: cluster.display ?? key, order: cluster.order ?? 0 };
        const from = { cluster: info, read, timeoutMs, signal, allowEmpty: allowShrink };
        const { data, report } = await readSource(from, clock);
        const options: ImportOptions = {
          ...job,
          allowShrink,
          audit: { report, rules },
          place: cluster,
          periods,
          clock,
          ...(now ? { now } : {}),
        };
        const landed = await turns.take(() => target.land(data, options));
        const outcome = { ...landed, report, steps: clock.times };
        if (landed.summary.skipped) await target.unchanged(key);
        else await onImported?.(outcome);
        return outcome;
      } catch (error) {
        if (error instanceof ImportError) await keepRefusal(cluster.key, error);
        throw error;
      }
    },
  };
}
