import type { DbKind, Queryable, Session, SqlCell } from '../db/db';
import { dropGrams } from './name-grams';
import { rankedColumns } from './view-columns';

export type RankTable = 'players' | 'tribes';
/** The tables of range rows (docs/adr/0047-range-baselines.md), partitioned like the boards. */
export type RangeTable = 'range_players' | 'range_tribes';
/** Every table an import builds a cluster's partition of. */
export type PartitionTable = RankTable | RangeTable;

/** Each board's table of range rows. */
export const RANGE_TABLE: Readonly<Record<RankTable, RangeTable>> = {
  players: 'range_players',
  tribes: 'range_tribes',
};

/** The board a table's rows belong to: a range table's is its all-time table's. */
export const boardOf = (table: PartitionTable): RankTable =>
  table === 'range_players' ? 'players' : table === 'range_tribes' ? 'tribes' : table;

const isRange = (table: PartitionTable): table is RangeTable => table !== boardOf(table);

/** The imported (not computed) columns of each table, in staging order. */
export const DATA_COLUMNS: Record<RankTable, readonly string[]> = {
  players: [
    'id',
    'name',
    'name_key',
    'tribe_name',
    'tribe_id',
    'play_time',
    'kills',
    'dino_kills',
    'deaths',
    'wild_dino_kills',
    'dinos_tamed',
    'deaths_by_dino',
    'deaths_by_wild_dino',
  ],
  tribes: [
    'id',
    'name',
    'name_key',
    'damage_score',
    'kills',
    'deaths',
    'tame_kills',
    'play_time',
    'members',
  ],
};

/** Session advisory lock held by an import from its first build step to its swap; hides and
 * season closes take it for their transaction, so one writer changes partitions at a time. */
export const IMPORT_LOCK = 724002;

/** A SQL string literal (standard_conforming_strings is on in every supported PostgreSQL). */
export const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Puts `partition` in place of the cluster's current one (`previous`) at commit. The previous one
 * is dropped, unless a range baseline refers to it: then it is kept, detached, without its
 * indexes (docs/adr/0047-range-baselines.md).
 */
export async function swapPartition(
  tx: Queryable,
  table: PartitionTable,
  cluster: string,
  partition: string,
  previous: string | null,
): Promise<void> {
  if (previous) {
    await tx.query(`ALTER TABLE ${table} DETACH PARTITION ${previous}`);
    await dropGrams(tx, [previous]);
    if (await isBaseline(tx, previous)) await stripIndexes(tx, previous);
    else await tx.query(`DROP TABLE ${previous}`);
  }
  await tx.query(
    `ALTER TABLE ${table} ATTACH PARTITION ${partition} FOR VALUES IN (${sqlLiteral(cluster)})`,
  );
}

/** Whether a range baseline refers to the table `name`. */
async function isBaseline(q: Queryable, name: string): Promise<boolean> {
  const [row] = await q.query(
    'SELECT 1 FROM range_baselines WHERE players_table = $1 OR tribes_table = $1 LIMIT 1',
    [name],
  );
  return row !== undefined;
}

/** Drops every index of a kept table: a baseline is read whole, in block order, never by index. */
async function stripIndexes(q: Queryable, name: string): Promise<void> {
  await q.query(`ALTER TABLE ${name} DROP CONSTRAINT IF EXISTS ${name}_pkey`);
  const indexes = await q.query<{ name: string }>(
    'SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = $1::regclass',
    [name],
  );
  for (const index of indexes) await q.query(`DROP INDEX ${index.name}`);
}

/**
 * Drops each of `tables` that is neither served (attached) nor referred to by a baseline: the
 * baselines an import or a season's reset let go.
 */
export async function dropUnreferenced(q: Queryable, tables: readonly string[]): Promise<void> {
  for (const name of new Set(tables)) {
    const [row] = await q.query<{ attached: boolean }>(
      `SELECT c.relispartition AS attached FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relname = $1`,
      [name],
    );
    if (row && !row.attached && !(await isBaseline(q, name))) await q.query(`DROP TABLE ${name}`);
  }
}

/**
 * Every column a built partition is written with, in order: cluster (and a range row's slot),
 * data, positions and ranks, then on a board the previous import's ranks
 * (docs/adr/0018-movement.md).
 */
export function partitionColumns(table: PartitionTable): string[] {
  const board = boardOf(table);
  const stats = rankedColumns(board).flatMap((c) => [`pos_${c}`, `rank_${c}`]);
  if (isRange(table)) return ['cluster', 'slot', ...DATA_COLUMNS[board], ...stats];
  return ['cluster', ...DATA_COLUMNS[board], ...stats, ...prevRankColumns(board)];
}

/** The previous import's rank of each ranked statistic, in rankedColumns order. */
export function prevRankColumns(table: RankTable): string[] {
  return rankedColumns(table).map((c) => `prev_rank_${c}`);
}

/** A partition's primary key columns: a range row's slot and id, else its cluster and id. */
const primaryKey = (table: PartitionTable): string =>
  isRange(table) ? '(slot, id)' : '(cluster, id)';

/**
 * The B-tree indexes of a partition `name` of `table`: the primary key, the unique position of
 * each statistic with the name key (index-only search walks), and on players the members of a
 * tribe by kills (docs/adr/0017-detail-view.md). Hidden rows have no position: a unique index
 * takes any number of NULLs.
 *
 * A live partition holds one cluster (`clusters: 'one'`): `cluster` is constant in it, so it is
 * left out of the keys (a constant text key made every comparison of a build's sort a text
 * comparison: docs/adr/0022-partition-swap.md) and INCLUDEd instead, since a read's
 * `cluster = $1` stays a filter on the pruned partition and an index-only scan must see it. A
 * season's partition holds every cluster (`clusters: 'all'`) and keeps `cluster` first.
 */
export function partitionIndexes(
  table: PartitionTable,
  name: string,
  { clusters }: { clusters: 'one' | 'all' },
): string[] {
  if (isRange(table)) return rangeIndexes(table, name);
  const positions = (c: string) =>
    clusters === 'one'
      ? `CREATE UNIQUE INDEX ON ${name} (pos_${c}) INCLUDE (cluster, name_key)`
      : `CREATE UNIQUE INDEX ON ${name} (cluster, pos_${c}) INCLUDE (name_key)`;
  const members =
    clusters === 'one'
      ? `CREATE INDEX ON ${name} (tribe_id, pos_kills) INCLUDE (cluster)`
      : `CREATE INDEX ON ${name} (cluster, tribe_id, pos_kills)`;
  return [
    `ALTER TABLE ${name} ADD PRIMARY KEY ${primaryKey(table)}`,
    ...rankedColumns(table).map(positions),
    ...(table === 'players' ? [members] : []),
  ];
}

/**
 * A range partition's indexes: each slot is a board of its own, so the slot leads every key
 * (positions, members) as the cluster leads a season's.
 */
function rangeIndexes(table: RangeTable, name: string): string[] {
  return [
    `ALTER TABLE ${name} ADD PRIMARY KEY ${primaryKey(table)}`,
    ...rankedColumns(boardOf(table)).map(
      (c) => `CREATE UNIQUE INDEX ON ${name} (slot, pos_${c}) INCLUDE (cluster, name_key)`,
    ),
    ...(table === 'range_players'
      ? [`CREATE INDEX ON ${name} (slot, tribe_id, pos_kills) INCLUDE (cluster)`]
      : []),
  ];
}

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
  step?: (name: string) => void;
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

/** A built partition's table name: `<table>_b<id>`; one not attached is a killed import's. */
export const buildTableName = (table: PartitionTable, id: string) => `${table}_b${id}`;

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
  { mode, kind, step = () => {}, otherSession, indexBuilds = 1, beside = () => {} }: BuildOptions,
): Promise<void> {
  const { table, cluster, name, rowCount, copies = [] } = build;
  const columns = partitionColumns(table);
  // Range rows are few and searched by walking a slot's ordering: no trigram index.
  const trigram = isRange(table) ? null : `${name}_trgm`;
  await session.query(
    `CREATE TABLE ${name} (LIKE ${table}, CHECK (cluster = ${sqlLiteral(cluster)}))`,
  );
  const indexes = partitionIndexes(table, name, { clusters: 'one' });
  if (mode === 'steps') {
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
      const rows = build.rows(start, Math.min(rowCount, start + size));
      start += rows.length;
      const started = performance.now();
      await session.appendRows(name, columns, rows);
      const ms = performance.now() - started;
      pending += rows.length;
      if (pending >= mergeEvery) await merge();
      size = adapt(size, ms, 100, 10_000);
    }
    for (const sql of copies) await session.query(sql);
    beside();
    if (pending > 0) await merge();
    if (trigram) await session.query(`ALTER INDEX ${trigram} RESET (gin_pending_list_limit)`);
    step(`${table}: rows and indexes`);
  } else {
    const chunk = kind === 'postgres' ? BULK_CHUNK : BULK_CHUNK / 4;
    let next = 0;
    // Chunks taken in order by each writer; one chunk's rows stay together on its pages.
    const writeOn = async (writer: Session) => {
      for (let start = next; start < rowCount; start = next) {
        next = start + chunk;
        await writer.appendRows(name, columns, build.rows(start, Math.min(rowCount, next)));
      }
    };
    await onSessions(session, otherSession, Math.ceil(rowCount / chunk), indexBuilds, writeOn);
    for (const sql of copies) await session.query(sql);
    // Sets the visibility map before any index exists (no index to visit): the first walks after
    // the swap are index-only, not a heap fetch per entry (PGlite has no autovacuum to do it).
    await session.query(`VACUUM ${name}`);
    step(`${table}: rows`);
    // The primary key as a unique index, made the key once built: ADD PRIMARY KEY would lock
    // the table against the other builds. The trigram index first: the longest build, so
    // parallel builds end together.
    const queue = [
      ...(trigram ? [`CREATE INDEX ${trigram} ON ${name} USING gin (name_key gin_trgm_ops)`] : []),
      `CREATE UNIQUE INDEX ${name}_pkey ON ${name} ${primaryKey(table)}`,
      ...indexes.filter((sql) => !sql.includes('ADD PRIMARY KEY')),
    ];
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
      }
    };
    await onSessions(session, otherSession, queue.length, indexBuilds, buildOn, beside);
    await session.query(
      `ALTER TABLE ${name} ADD CONSTRAINT ${name}_pkey PRIMARY KEY USING INDEX ${name}_pkey`,
    );
    step(`${table}: indexes`);
  }
  await analyzeBuild(session, name, columns, kind);
  step(`${table}: analyze`);
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
