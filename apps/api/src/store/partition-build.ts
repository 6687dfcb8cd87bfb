// A cluster's new partition built beside the served one, outside any transaction, while readers
// keep reading (docs/adr/0022-partition-swap.md): its rows, its indexes and its statistics.
import type { DbKind, Queryable, Session, SqlCell } from '../db/db';
import { SILENT_PROGRESS, type StepProgress } from '../lib/progress';
import {
  isRange,
  type PartitionTable,
  partitionColumns,
  partitionIndexes,
  primaryKey,
  sqlLiteral,
} from './cluster-partition';

/** A partition that is built, not yet attached, while the previous one is served. */
export interface PartitionBuild {
  table: PartitionTable;
  cluster: string;
  /** The new table's name (`buildTableName`). */
  name: string;
  rowCount: number;
  /** Rows `start` to `end` (exclusive), cells in `partitionColumns(table)` order. */
  rows(start: number, end: number): SqlCell[][];
  /** Statements that add rows from other tables once `rows` are in (a range's previous periods). */
  copies?: readonly string[];
}

/** How a partition is built (docs/adr/0022-partition-swap.md). */
export type BuildMode = 'steps' | 'bulk';

export interface BuildOptions {
  mode: BuildMode;
  /** Engine of the session: PGlite analyses in two short steps. */
  kind: DbKind;
  /** Told each part (`players: rows`, `players: indexes`) as it begins, and how far it is. */
  progress?: StepProgress;
  /**
   * Runs work on another connection (PostgreSQL): in 'bulk' mode the rows are then written, and
   * the indexes built, by `indexBuilds` connections at once (this session and others).
   */
  otherSession?: <T>(fn: (session: Session) => Promise<T>) => Promise<T>;
  /** Connections writing or building at once in 'bulk' mode with `otherSession`; 1 leaves the
   * other cores to readers. */
  indexBuilds?: number;
  /** This thread's work done while the store builds the indexes: called once they started. */
  beside?: () => void;
}

/**
 * Drops every built partition that was never attached: the leftovers of an import that was killed
 * or failed mid-build (a detached one a range baseline keeps is not one). Call it holding the
 * import lock, so no live build is dropped.
 */
export async function dropLeftoverBuilds(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relispartition
       AND c.relname ~ '^(range_)?(players|tribes)_b[0-9a-z]+$'
       AND c.relname NOT IN (SELECT players_table FROM range_baselines
         UNION ALL SELECT tribes_table FROM range_baselines)
     ORDER BY c.relname`,
  );
  for (const { name } of rows) await q.query(`DROP TABLE IF EXISTS ${name}`);
  return rows.map((row) => row.name);
}

/** Time one build statement should take in 'steps' mode: readers wait at most about this. */
const STEP_MS = 20;
/** Rows per statement in 'bulk' mode: one JSON text on PostgreSQL; a quarter by COPY on PGlite. */
const BULK_CHUNK = 20_000;

/** A chunk size that makes the next statement take about STEP_MS, within bounds. */
function adapt(size: number, ms: number, min: number, max: number): number {
  const scaled = Math.round((size * STEP_MS) / Math.max(ms, 1));
  // Halve or double at most per step: one slow statement (a checkpoint) must not swing it.
  return Math.min(max, Math.max(min, Math.min(size * 2, Math.max(Math.floor(size / 2), scaled))));
}

/** What a build's steps share. */
interface BuildContext {
  name: string;
  columns: readonly string[];
  /** The trigram index's name; null for a range table (searched by walking a slot's ordering). */
  trigram: string | null;
  /** The partition's indexes as partitionIndexes gives them. */
  indexes: readonly string[];
  options: BuildOptions;
  progress: StepProgress;
}

/**
 * Builds a partition outside any transaction, on `session`, while readers keep reading the
 * previous one (docs/adr/0022-partition-swap.md). Positions and ranks arrive computed. The
 * table carries its cluster CHECK from the start, so ATTACH skips its validation scan.
 *
 * - 'steps' (PGlite, sync-sized imports): the indexes exist before the rows, and rows arrive in
 *   short statements (about STEP_MS each); the trigram index takes them in its pending list and
 *   merges it every few thousand rows (`gin_clean_pending_list`). PGlite runs one statement at a
 *   time, so readers wait at most one such step.
 * - 'bulk' (PostgreSQL, where readers use other connections, and PGlite imports too big for
 *   steps to stay within the import's time budget): rows first, then each index built at once;
 *   on PostgreSQL both by `indexBuilds` connections side by side
 *   (docs/adr/0052-cold-reads-and-import-speed.md).
 */
export async function buildPartitionTable(
  session: Session,
  build: PartitionBuild,
  options: BuildOptions,
): Promise<void> {
  const { table, cluster, name, rowCount } = build;
  const { progress = SILENT_PROGRESS } = options;
  const context: BuildContext = {
    name,
    columns: partitionColumns(table),
    trigram: isRange(table) ? null : `${name}_trgm`,
    indexes: partitionIndexes(table, name, { clusters: 'one' }),
    options,
    progress,
  };
  const rows = options.mode === 'steps' ? 'rows and indexes' : 'rows';
  progress.part(`${table}: ${rows}`, rowCount, 'rows');
  await session.query(
    `CREATE TABLE ${name} (LIKE ${table}, CHECK (cluster = ${sqlLiteral(cluster)}))`,
  );
  if (options.mode === 'steps') await buildInSteps(session, build, context);
  else await buildInBulk(session, build, context);
  progress.part(`${table}: analyze`);
  await analyzeBuild(session, name, context.columns, options.kind);
}

/** 'steps': indexes first, then the rows in short statements, the trigram list merged as it grows. */
async function buildInSteps(
  session: Session,
  { rowCount, copies = [], rows: rowsOf }: PartitionBuild,
  { name, columns, trigram, indexes, options, progress }: BuildContext,
): Promise<void> {
  for (const sql of indexes) await session.query(sql);
  // The largest pending list allowed: it is merged by gin_clean_pending_list below, in steps.
  if (trigram) {
    await session.query(
      `CREATE INDEX ${trigram} ON ${name} USING gin (name_key gin_trgm_ops)
       WITH (gin_pending_list_limit = 2097151)`,
    );
  }
  let size = 500;
  let mergeEvery = 2000;
  let pending = 0;
  const merge = async () => {
    const started = performance.now();
    if (trigram) await session.query(`SELECT gin_clean_pending_list('${trigram}'::regclass)`);
    mergeEvery = adapt(mergeEvery, performance.now() - started, 500, 50_000);
    pending = 0;
  };
  for (let start = 0; start < rowCount; ) {
    const rows = rowsOf(start, Math.min(rowCount, start + size));
    start += rows.length;
    const started = performance.now();
    await session.appendRows(name, columns, rows);
    const ms = performance.now() - started;
    pending += rows.length;
    if (pending >= mergeEvery) await merge();
    size = adapt(size, ms, 100, 10_000);
    progress.report(start);
  }
  for (const sql of copies) await session.query(sql);
  options.beside?.();
  if (pending > 0) await merge();
  if (trigram) await session.query(`ALTER INDEX ${trigram} RESET (gin_pending_list_limit)`);
}

/** 'bulk': the rows in big chunks (several writers on PostgreSQL), then every index at once. */
async function buildInBulk(
  session: Session,
  { table, rowCount, copies = [], rows: rowsOf }: PartitionBuild,
  context: BuildContext,
): Promise<void> {
  const { name, columns, options, progress } = context;
  const { kind, otherSession, indexBuilds = 1 } = options;
  const chunk = kind === 'postgres' ? BULK_CHUNK : BULK_CHUNK / 4;
  let next = 0;
  let written = 0;
  // Chunks taken in order by each writer; one chunk's rows stay together on its pages.
  const writeOn = async (writer: Session) => {
    for (let start = next; start < rowCount; start = next) {
      next = start + chunk;
      const rows = rowsOf(start, Math.min(rowCount, next));
      await writer.appendRows(name, columns, rows);
      written += rows.length;
      progress.report(written);
    }
  };
  await onSessions(session, otherSession, Math.ceil(rowCount / chunk), indexBuilds, writeOn);
  for (const sql of copies) await session.query(sql);
  // Sets the visibility map before any index exists (no index to visit): the first walks after
  // the swap are index-only, not a heap fetch per entry (PGlite has no autovacuum to do it).
  await session.query(`VACUUM ${name}`);
  await buildIndexesInBulk(session, table, context);
}

/** Builds a bulk partition's indexes, each in its own transaction, on one or more connections. */
async function buildIndexesInBulk(
  session: Session,
  table: PartitionTable,
  { name, trigram, indexes, options, progress }: BuildContext,
): Promise<void> {
  const { kind, otherSession, indexBuilds = 1, beside } = options;
  // The primary key as a unique index, made the key once built: ADD PRIMARY KEY would lock
  // the table against the other builds. The trigram index first: the longest build, so
  // parallel builds end together.
  const queue = [
    ...(trigram ? [`CREATE INDEX ${trigram} ON ${name} USING gin (name_key gin_trgm_ops)`] : []),
    `CREATE UNIQUE INDEX ${name}_pkey ON ${name} ${primaryKey(table)}`,
    ...indexes.filter((sql) => !sql.includes('ADD PRIMARY KEY')),
  ];
  progress.part(`${table}: indexes`, queue.length, 'indexes');
  let built = 0;
  // Each index in its own transaction: PGlite's readers get in between two builds.
  const buildOn = async (builder: Session) => {
    for (let sql = queue.shift(); sql !== undefined; sql = queue.shift()) {
      const statement = sql;
      await builder.transaction(async (tx) => {
        // Sorts of a million rows stay in memory; PGlite lives in a 32-bit WebAssembly heap.
        await tx.query(
          `SET LOCAL maintenance_work_mem = '${kind === 'postgres' ? '512MB' : '256MB'}'`,
        );
        if (kind === 'postgres') {
          // One process per index build: parallel workers shorten one build a little but take
          // every core of a small host while readers' answers wait
          // (docs/adr/0022-partition-swap.md); builds at once are chosen by `indexBuilds`.
          await tx.query('SET LOCAL max_parallel_maintenance_workers = 0');
        }
        await tx.query(statement);
      });
      progress.report(++built);
    }
  };
  await onSessions(session, otherSession, queue.length, indexBuilds, buildOn, beside);
  await session.query(
    `ALTER TABLE ${name} ADD CONSTRAINT ${name}_pkey PRIMARY KEY USING INDEX ${name}_pkey`,
  );
}

/**
 * Runs `work` on `session` and, given `otherSession`, on up to `most` - 1 other connections at
 * once (never more than `tasks` in all); `beside` runs in this thread once they started.
 */
async function onSessions(
  session: Session,
  otherSession: BuildOptions['otherSession'],
  tasks: number,
  most: number,
  work: (on: Session) => Promise<void>,
  beside: () => void = () => {},
): Promise<void> {
  const others = otherSession ? Math.max(0, Math.min(most, tasks) - 1) : 0;
  const running = [work(session), ...Array.from({ length: others }, () => otherSession?.(work))];
  try {
    beside();
  } finally {
    await Promise.all(running);
  }
}

/**
 * Fresh statistics, so the first searches after the import are planned well. PostgreSQL samples
 * every column at the default target. PGlite's full ANALYZE blocks it for long at 100k rows, so it
 * analyses the name key alone at the default target (searches estimate LIKE from its histogram),
 * then the other columns from a 3,000-row sample (measured: docs/benchmarks.md#partition-builds).
 */
async function analyzeBuild(
  session: Session,
  name: string,
  columns: readonly string[],
  kind: DbKind,
): Promise<void> {
  if (kind === 'postgres') {
    await session.query(`ANALYZE ${name}`);
    return;
  }
  await session.query(`ANALYZE ${name} (name_key)`);
  const others = columns.filter((c) => c !== 'name_key');
  await session.transaction(async (tx) => {
    await tx.query('SET LOCAL default_statistics_target = 10');
    await tx.query(`ANALYZE ${name} (${others.join(', ')})`);
  });
}
