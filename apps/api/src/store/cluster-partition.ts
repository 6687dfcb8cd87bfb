import type { Db, Queryable, Session } from '../db/db';
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

/** Whether `table` holds range rows. */
export const isRange = (table: PartitionTable): table is RangeTable => table !== boardOf(table);

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

/** Session advisory lock held by an import from its start to its swap; hides and season closes
 * take it for their transaction, so one writer changes partitions at a time. */
export const IMPORT_LOCK = 724002;

/**
 * Runs `work` on one session holding the import lock: the cluster's state it reads stays as it is
 * until `work` ends (docs/adr/0053-the-import-service.md).
 */
export function withImportLock<T>(db: Db, work: (session: Session) => Promise<T>): Promise<T> {
  return db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [IMPORT_LOCK]);
    try {
      return await work(session);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]).catch(() => {});
    }
  });
}

/** A built partition's table name: `<table>_b<id>`; one not attached is a killed import's. */
export const buildTableName = (table: PartitionTable, id: string) => `${table}_b${id}`;

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
export const primaryKey = (table: PartitionTable): string =>
  isRange(table) ? '(slot, id)' : '(cluster, id)';

/**
 * The B-tree indexes of a partition `name` of `table`: the primary key, the unique position of
 * each statistic with the name key (index-only search walks), on players the members of a tribe
 * by kills (docs/adr/0017-detail-view.md), and on a live partition the name key, for a typed exact
 * name (exact-names.ts). Hidden rows have no position: a unique index takes any number of NULLs.
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
    ...(clusters === 'one' ? [nameIndex(name)] : []),
  ];
}

/**
 * A live partition's exact names: bytes compared (`COLLATE "C"`), as the lookup asks
 * (docs/adr/0077-exact-names-refused-bodies-lru.md). A season's partitions are never looked up so.
 */
const nameIndex = (name: string) => `CREATE INDEX ON ${name} (name_key COLLATE "C")`;

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
