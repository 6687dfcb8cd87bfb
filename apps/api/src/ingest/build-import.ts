// The import's build step: the cluster's new partitions built beside the served ones, with their
// movement, range boards and name grams (docs/adr/0022-partition-swap.md,
// docs/adr/0047-range-baselines.md). Readers keep reading the served partitions meanwhile.
import type { Db, Session } from '../db/db';
import type { StepProgress } from '../lib/progress';
import { buildTableName, type PartitionTable, type RankTable } from '../store/cluster-partition';
import type { KeptTermRule } from '../store/kept-terms';
import { dropGrams, dropUnservedGrams, type NameGram, writeGrams } from '../store/name-grams';
import {
  type BuildMode,
  buildPartitionTable,
  dropLeftoverBuilds,
  type PartitionBuild,
} from '../store/partition-build';
import type { PeriodSettings } from '../store/periods';
import type { SlotAliases } from '../store/range-slots';
import { changedIds, PGLITE_CHUNK, readServedRows, type ServedBoards } from '../store/served-rows';
import { rankedColumns } from '../store/view-columns';
import type { PreparedImport } from './prepare-import';
import { BASELINE_COLUMNS, rangeBuilds, rangeGains } from './range-builds';
import { type KindPlan, planRanges } from './range-plan';
import { defaultStat } from './ranked-build';

/**
 * Above this many players, PGlite builds a cluster's partitions in bulk: in steps, index upkeep
 * row by row costs more than the bulk builds, enough to take a 1M-player import past its 60 s
 * budget (docs/adr/0022-partition-swap.md; measured: docs/benchmarks.md#partition-builds).
 */
export const STEPS_MAX_PLAYERS = 300_000;

/** Whether PGlite builds this import in short steps, its readers waiting little between them. */
export const buildsInSteps = (db: Db, players: number): boolean =>
  db.kind === 'pglite' && players <= STEPS_MAX_PLAYERS;

export interface BuildImportOptions {
  periods: PeriodSettings;
  /** Connections writing rows and building indexes at once on PostgreSQL. */
  indexBuilds: number;
  /** Told each part as it begins and how far it is (rows written, indexes built). */
  progress: StepProgress;
  /** Which words of the boards' names are kept (kept-terms.ts); its defaults by default. */
  keptTerms?: KeptTermRule | undefined;
}

/** The partitions an import built, and how the swap moves the range boards. */
export interface BuiltImport {
  prepared: PreparedImport;
  /** The range partitions (players, tribes). */
  ranges: readonly [PartitionBuild, PartitionBuild];
  plan: readonly KindPlan[];
  /** The stored slot of each slot sharing another's rows. */
  aliases: SlotAliases;
  /** The served partitions as the import read them, once; null on a cluster's first import. */
  served: ServedBoards | null;
  /** Per board, the ids of the rows new or changed since the served partition; null: every row. */
  changed: Readonly<Record<RankTable, readonly string[] | null>>;
}

/**
 * Builds the prepared import's partitions on `session` (holding the import lock): first the
 * leftovers of a killed import are dropped, then the served partitions are read, once (their
 * ranks are the movement's previous ranks, their values tell the rows that changed and the
 * suspects' gains and, where one is a period's baseline, its gains), then each period's gains are read from the other baselines,
 * then the board and range partitions are built and the grams written.
 */
export async function buildImport(
  db: Db,
  session: Session,
  prepared: PreparedImport,
  { periods, indexBuilds, progress, keptTerms }: BuildImportOptions,
): Promise<BuiltImport> {
  progress.part('served rows');
  await dropLeftoverBuilds(session);
  await dropUnservedGrams(session);
  const { players, tribes, input, at, id, state } = prepared;
  const key = input.cluster.key;
  const chunk = db.kind === 'pglite' ? PGLITE_CHUNK : undefined;
  const plan = planRanges(at, periods, state.served, state.baselines, {
    players: players.name,
    tribes: tribes.name,
  });
  const served = await readServed(session, prepared, plan, chunk);
  players.useServed(served?.players ?? null);
  tribes.useServed(served?.tribes ?? null);
  const changed = {
    players: served ? changedIds(served.players, players.ids, players.values) : null,
    tribes: served ? changedIds(served.tribes, tribes.ids, tribes.values) : null,
  };
  progress.part('range gains');
  const sources = { players: players.source, tribes: tribes.source };
  const defaults = { players: defaultStat('players'), tribes: defaultStat('tribes') };
  const gains = await rangeGains(session, sources, plan, { chunk, defaults, served });
  const ranges = rangeBuilds(key, id, sources, gains, plan, state.served) as [
    PartitionBuild,
    PartitionBuild,
  ];
  const options = { indexBuilds, progress, keptTerms };
  await buildPartitions(db, session, [players, tribes], ranges, options);
  return { prepared, ranges, plan, aliases: gains.aliases, served, changed };
}

/**
 * Reads each served partition once (served-rows.ts): its ranked statistics and ranks, and the
 * baseline's columns too where a period counts its gains from it. Null: none served.
 */
async function readServed(
  session: Session,
  { state, players, tribes }: PreparedImport,
  plan: readonly KindPlan[],
  chunk: number | undefined,
): Promise<ServedBoards | null> {
  const served = state.served;
  if (!served) return null;
  const read = (table: RankTable, ids: readonly string[]) => {
    const partition = served[table];
    const isBaseline = plan.some((p) => p.gains && p.baseline[table] === partition);
    const extra = isBaseline ? BASELINE_COLUMNS[table] : [];
    const columns = [...new Set([...rankedColumns(table), ...extra])];
    return readServedRows(session, { table, partition, ids, columns, chunk });
  };
  return { players: await read('players', players.ids), tribes: await read('tribes', tribes.ids) };
}

/**
 * Builds every partition, the boards' grams and kept terms counted while the store builds their
 * indexes (this thread is idle then), and writes them.
 */
async function buildPartitions(
  db: Db,
  session: Session,
  boards: readonly (PartitionBuild & { grams(rule?: KeptTermRule): NameGram[] })[],
  ranges: readonly PartitionBuild[],
  {
    indexBuilds,
    progress,
    keptTerms,
  }: Pick<BuildImportOptions, 'indexBuilds' | 'progress' | 'keptTerms'>,
): Promise<void> {
  const players = boards.find((build) => build.table === 'players')?.rowCount ?? 0;
  const mode: BuildMode = buildsInSteps(db, players) ? 'steps' : 'bulk';
  // PostgreSQL builds a partition's indexes on several connections at once; PGlite has one.
  // This session holds one of the pool's: a pool of one (a worker's) builds on it alone.
  const otherSession = db.sessions > 1 ? db.session.bind(db) : undefined;
  const grams = new Map<string, NameGram[]>();
  const counters = new Map(boards.map((build) => [build.name, () => build.grams(keptTerms)]));
  for (const build of [...boards, ...ranges]) {
    await buildPartitionTable(session, build, {
      mode,
      kind: db.kind,
      progress,
      otherSession,
      indexBuilds,
      beside: () => {
        const count = counters.get(build.name);
        if (count) grams.set(build.name, count());
      },
    });
  }
  progress.part('grams');
  for (const [name, counted] of grams) await writeGrams(session, name, counted);
}

/**
 * Drops what the import `id` built (best effort: a leftover is dropped by the next import or
 * start anyway).
 */
export async function discardBuild(session: Session, id: string): Promise<void> {
  const tables: PartitionTable[] = ['players', 'tribes', 'range_players', 'range_tribes'];
  for (const table of tables) {
    await session.query(`DROP TABLE IF EXISTS ${buildTableName(table, id)}`).catch(() => {});
  }
  const boards = [buildTableName('players', id), buildTableName('tribes', id)];
  await dropGrams(session, boards).catch(() => {});
}
