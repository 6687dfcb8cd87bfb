// The one import's steps (docs/adr/0053-the-import-service.md). `ark import`, `ark sync` and the
// server's sync run them all through the import service (import-service.ts): readSource, then land;
// the demo, the benchmarks and the tests enter at validate with rows already normalised
// (importCluster). Each step in a file of its own:
//
//   read       read-step.ts        the source's reader (sources/), within its time
//   normalise  map-plugin-rows.ts  plugin rows to players and tribes, every fix counted
//   validate   validate-import.ts  ids, names, numbers; the time it is as of
//   prepare    prepare-import.ts   the cluster's state read once: placed, skipped or refused, ranked
//   build      build-import.ts     the served partitions read once; the new ones beside them
//   audit      import-audit.ts     the suspects since the previous import (an admin's imports)
//   history    store/history.ts    each changed row's point of the day, in the swap's transaction
//   hall       store/hall.ts       each period it closes: its top gains, in the swap's transaction
//   swap       swap-cluster.ts     one short transaction

import { HISTORY_KEEP_DAYS } from '@ark/core';
import type { Db, Session } from '../db/db';
import { type OnProgress, type OnStep, type StepClock, stepClock } from '../lib/progress';
import { withImportLock } from '../store/cluster-partition';
import { writeHall } from '../store/hall';
import { type HistoryWrite, historyDay, writeHistory } from '../store/history';
import type { KeptTermRule } from '../store/kept-terms';
import { DEFAULT_PERIODS, type PeriodSettings } from '../store/periods';
import { type BuiltImport, buildImport, discardBuild } from './build-import';
import { auditImport, type ImportAuditOptions, type ImportFindings } from './import-audit';
import { refuseFuture } from './import-refusals';
import type { ImportStep } from './import-steps';
import type { ClusterImport, ClusterInfo, ImportSummary } from './import-types';
import { type MappedCluster, mapPluginRows } from './map-plugin-rows';
import { type ClusterPlacement, prepareImport } from './prepare-import';
import { countedTables, knownRows, readStep, type SourceRead } from './read-step';
import { swapCluster } from './swap-cluster';
import { validateImport } from './validate-import';

export interface ImportOptions {
  /** Called as each step, and each part of one, ends, with its time in ms. */
  onStep?: OnStep;
  /** Told how far each step is as it goes (lib/progress.ts). */
  onProgress?: OnProgress | undefined;
  /**
   * Lets an import leave the cluster with fewer than half its current players (a real wipe).
   * Without it such an import is refused: a broken export must not empty a cluster.
   */
  allowShrink?: boolean;
  /**
   * Skips an import whose data is exactly what the cluster already holds (the sync sets it): no
   * new data version, so every ETag and cached answer stays valid.
   */
  skipUnchanged?: boolean;
  /**
   * The time the export's values are of (`ark import --as-of`, back-filling history); the clock's
   * now by default. One before the cluster's last import, or in the future, is refused.
   */
  asOf?: Date | undefined;
  /** The clock (tests inject it). */
  now?: () => Date;
  /** Where the community's periods start (ark.config.json's `site`). */
  periods?: PeriodSettings | undefined;
  /** An admin's import: its fixes and suspects are kept with the data (import-audit.ts). */
  audit?: ImportAuditOptions;
  /** Where the cluster goes in the dropdown (prepare-import.ts); the rows' own by default. */
  place?: ClusterPlacement;
  /**
   * Connections writing a partition's rows, then building its indexes, at once on PostgreSQL
   * (docs/adr/0052-cold-reads-and-import-speed.md); 1 leaves the other cores to readers.
   */
  indexBuilds?: number;
  /** The clock the steps are timed and reported on (the service's: one import, one clock). */
  clock?: StepClock<ImportStep>;
  /** Which words of the names are kept, counted and marked (kept-terms.ts; tests lower `min`). */
  keptTerms?: KeptTermRule;
}

/** A source's part of an import: read, then normalise. */
export async function readSource(
  { cluster, read, timeoutMs, signal, allowEmpty }: SourceImport,
  clock: StepClock<ImportStep>,
): Promise<MappedCluster> {
  const source = await clock.run('read', () =>
    readStep(read, { cluster: cluster.key, timeoutMs, signal }),
  );
  return clock.run(
    'normalise',
    (progress) => mapPluginRows({ cluster, tables: countedTables(source, progress), allowEmpty }),
    { total: knownRows(source), unit: 'rows' },
  );
}

/** What the read and normalise steps are given. */
export interface SourceImport {
  /** The cluster the rows are of (its name and place settled against the store later). */
  cluster: ClusterInfo;
  /** Reads the source's tables. */
  read: SourceRead;
  /** The read's whole budget, in ms (the sync's). */
  timeoutMs?: number | undefined;
  /** Aborts the read (the sync's stop()). */
  signal?: AbortSignal | undefined;
  /** Accepts a source with no players (a wipe the admin allowed). */
  allowEmpty: boolean;
}

/** What an import that reached the store did. */
export interface Landed {
  /** The cluster as it is served: its name and place in the dropdown settled. */
  cluster: ClusterInfo;
  summary: ImportSummary;
  /** An audited import's findings; null when it was skipped or not audited. */
  findings: ImportFindings | null;
}

/**
 * Replaces one cluster's players, tribes, ranks, range boards and clusters row, and bumps the data
 * version, in ONE short transaction at the end (docs/adr/0022-partition-swap.md): rows that are
 * already normalised, from validate on. A failed or killed import leaves the previous data served
 * whole; the partitions it was building are dropped then, or by the next import or start.
 * Resolves to the summary, with the findings when `audit` is given.
 */
export async function importCluster(
  db: Db,
  input: ClusterImport,
  options: ImportOptions = {},
): Promise<ImportSummary & { findings?: ImportFindings | null }> {
  const { summary, findings } = await land(db, input, options);
  return options.audit ? { ...summary, findings } : summary;
}

/** The store's part of an import: validate, prepare, build, audit and swap. */
export async function land(
  db: Db,
  input: ClusterImport,
  {
    onStep,
    allowShrink = false,
    skipUnchanged = false,
    asOf,
    now = () => new Date(),
    periods = DEFAULT_PERIODS,
    audit,
    place,
    indexBuilds = 2,
    onProgress,
    keptTerms,
    clock = stepClock<ImportStep>({ work: input.cluster.key, onStep, onProgress }),
  }: ImportOptions,
): Promise<Landed> {
  const started = performance.now();
  const at = asOf ?? now();
  const rows = input.players.length + input.tribes.length;
  await clock.run(
    'validate',
    (progress) => {
      refuseFuture(at, now());
      validateImport(input, progress);
    },
    { total: rows, unit: 'rows' },
  );
  const summary = (version: number, skipped?: true): ImportSummary => ({
    cluster: input.cluster.key,
    players: input.players.length,
    tribes: input.tribes.length,
    version,
    ms: Math.round(performance.now() - started),
    ...(skipped ? { skipped } : {}),
  });
  return withImportLock(db, async (session) => {
    const intent = { at, allowShrink, skipUnchanged, place };
    const prepared = await clock.run('prepare', (progress) =>
      prepareImport(session, input, intent, progress),
    );
    const { state } = prepared;
    if (prepared.skip) {
      return { cluster: input.cluster, summary: summary(state.version, true), findings: null };
    }
    try {
      const built = await clock.run('build', (progress) =>
        buildImport(db, session, prepared, { periods, indexBuilds, progress, keptTerms }),
      );
      const found = audit ? await clock.run('audit', () => auditOf(session, built, audit)) : null;
      const swapAudit = audit && found ? { ...audit, findings: found } : null;
      const served = state.served;
      const { version, fresh } = await session.transaction(async (tx) => {
        // History first, in the swap's transaction: its writes take no lock a reader waits on
        // (docs/adr/0063-history.md).
        await clock.run('history', () => writeHistory(tx, historyOf(built, periods)));
        // The periods this import closes, from the served range boards it replaces
        // (docs/adr/0074-the-hall-of-fame.md).
        await clock.run('hall', () =>
          writeHall(tx, { cluster: prepared.state.key, served, at: prepared.at, periods }),
        );
        return clock.run('swap', () => swapCluster(tx, built, swapAudit));
      });
      const findings = found ? { ...found, fresh } : null;
      return { cluster: prepared.input.cluster, summary: summary(version), findings };
    } catch (error) {
      await discardBuild(session, prepared.id);
      throw error;
    }
  });
}

/** The audit step of an admin's import: its players against the served ones it read once. */
const auditOf = (session: Session, { prepared, served }: BuiltImport, audit: ImportAuditOptions) =>
  auditImport(session, {
    built: prepared.players.name,
    players: prepared.players,
    served: served?.players ?? null,
    state: prepared.state,
    ...audit,
  });

/**
 * The history step's write: the import's day in the community's time zone, its partitions and
 * the rows that changed, as the build told them from its one read of the served partitions.
 */
const historyOf = ({ prepared, changed }: BuiltImport, periods: PeriodSettings): HistoryWrite => ({
  cluster: prepared.state.key,
  day: historyDay(prepared.at, periods.timezone),
  partitions: { players: prepared.players.name, tribes: prepared.tribes.name },
  changed,
  keepDays: periods.historyDays ?? HISTORY_KEEP_DAYS,
});
