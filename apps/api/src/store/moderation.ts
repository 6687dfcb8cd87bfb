import { randomBytes } from 'node:crypto';
import type { DetailKind } from '@ark/core';
import type { Db, Queryable } from '../db/db';
import {
  boardOf,
  buildTableName,
  DATA_COLUMNS,
  IMPORT_LOCK,
  type PartitionTable,
  partitionIndexes,
  prevRankColumns,
  RANGE_TABLE,
  type RankTable,
  sqlLiteral,
  swapPartition,
} from './cluster-partition';
import { KIND_TABLE } from './hidden-entries';
import { rankedColumns } from './view-columns';

/** A moderation command that cannot be done; nothing was changed. */
export class ModerationError extends Error {}

export interface HideRequest {
  cluster: string;
  kind: DetailKind;
  id: string;
  reason: string;
  /** Who ran it (the OS user). */
  by: string;
}

/** What a hide or unhide changed. */
export interface ModerationResult {
  /** The row's name in the cluster. */
  name: string;
  /** The data version after the change (caches and ETags change with it). */
  version: number;
  /** Visible rows of the kind's table in the cluster afterwards. */
  visible: number;
}

/**
 * Hides a player or tribe of a cluster and closes up the ranks at once, in ONE transaction: the
 * cluster's partition of that table is rebuilt from the served one with the hidden rows unranked,
 * swapped in, its visible count written and the data version bumped
 * (docs/adr/0037-moderation-and-seasons.md).
 */
export function hideEntry(
  db: Db,
  { cluster, kind, id, reason, by }: HideRequest,
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    await lockCluster(tx, cluster);
    const name = await rowName(tx, cluster, kind, id);
    if (name === null) throw new ModerationError(`no ${kind} ${id} in ${cluster}`);
    const [done] = await tx.query<{ id: string }>(
      `INSERT INTO hidden_entries (cluster, kind, id, reason, hidden_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [cluster, kind, id, reason, by],
    );
    if (!done) throw new ModerationError(`${kind} ${id} in ${cluster} is already hidden`);
    return { name, ...(await rerankCluster(tx, cluster, KIND_TABLE[kind])) };
  });
}

/** Unhides a player or tribe: the reverse of hideEntry, in one transaction as well. */
export function unhideEntry(
  db: Db,
  { cluster, kind, id }: Omit<HideRequest, 'reason' | 'by'>,
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    await lockCluster(tx, cluster);
    const [done] = await tx.query<{ id: string }>(
      'DELETE FROM hidden_entries WHERE cluster = $1 AND kind = $2 AND id = $3 RETURNING id',
      [cluster, kind, id],
    );
    if (!done) throw new ModerationError(`${kind} ${id} is not hidden in ${cluster}`);
    // An id the last import no longer has is unhidden all the same (its entry goes).
    const name = (await rowName(tx, cluster, kind, id)) ?? '';
    return { name, ...(await rerankCluster(tx, cluster, KIND_TABLE[kind])) };
  });
}

/** Takes the writers' lock (no import swaps meanwhile); refuses a cluster the store lacks. */
async function lockCluster(tx: Queryable, cluster: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
  const [known] = await tx.query('SELECT 1 FROM clusters WHERE key = $1', [cluster]);
  if (!known) throw new ModerationError(`no cluster ${cluster}`);
}

/** The name of a cluster's player or tribe, hidden or not; null when the cluster has no such row. */
async function rowName(
  tx: Queryable,
  cluster: string,
  kind: DetailKind,
  id: string,
): Promise<string | null> {
  const [row] = await tx.query<{ name: string }>(
    `SELECT name FROM ${KIND_TABLE[kind]} WHERE cluster = $1 AND id = $2`,
    [cluster, id],
  );
  return row?.name ?? null;
}

/**
 * Rebuilds a cluster's partitions of `table` and of its range rows
 * (docs/adr/0047-range-baselines.md) from the served ones with every hidden row unranked and the
 * others ranked again, then bumps the data version: ranks close up on every board at once.
 */
async function rerankCluster(
  tx: Queryable,
  cluster: string,
  table: RankTable,
): Promise<{ version: number; visible: number }> {
  const visible = await rerankPartition(tx, cluster, table);
  await rerankPartition(tx, cluster, RANGE_TABLE[table]);
  const [bumped] = await tx.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  await tx.query(`UPDATE clusters SET ${table} = $2 WHERE key = $1`, [cluster, visible]);
  return { version: bumped?.version ?? 0, visible };
}

/**
 * Rebuilds a cluster's partition of `table` from the served one (none served: nothing to do)
 * with every hidden row unranked and the others ranked again (the ordering of
 * docs/adr/0006-rank-rules.md, per slot on a range table, in SQL: it runs in the store's
 * transaction, not in an import's thread), the previous ranks copied unchanged (movement stays
 * "since the last import"), and swaps it in. Resolves to the visible rows.
 */
async function rerankPartition(
  tx: Queryable,
  cluster: string,
  table: PartitionTable,
): Promise<number> {
  const [served] = await tx.query<{ partition: string | null }>(
    `SELECT ${table}_table AS partition FROM clusters WHERE key = $1`,
    [cluster],
  );
  const previous = served?.partition;
  if (!previous) return 0;
  const name = buildTableName(table, `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`);
  const board = boardOf(table);
  const range = board !== table;
  const kind = board === 'players' ? 'player' : 'tribe';
  const stats = rankedColumns(board);
  const copied = range
    ? ['slot', ...DATA_COLUMNS[board]]
    : [...DATA_COLUMNS[board], ...prevRankColumns(board)];
  const slot = range ? 'slot, ' : '';
  const ranked = stats.flatMap((c) => [
    `CASE WHEN NOT hidden_row THEN row_number() OVER (${range ? 'PARTITION BY slot ' : ''}
       ORDER BY hidden_row, ${c} DESC, name_key COLLATE "C", id COLLATE "C") END`,
    `CASE WHEN NOT hidden_row THEN rank() OVER (PARTITION BY ${slot}hidden_row ORDER BY ${c} DESC)
       END`,
  ]);
  const targets = stats.flatMap((c) => [`pos_${c}`, `rank_${c}`]);
  await tx.query(`CREATE TABLE ${name} (LIKE ${table}, CHECK (cluster = ${sqlLiteral(cluster)}))`);
  await tx.query(
    `INSERT INTO ${name} (cluster, ${copied.join(', ')}, ${targets.join(', ')})
     SELECT cluster, ${copied.join(', ')}, ${ranked.join(', ')}
     FROM (SELECT s.*, EXISTS (SELECT 1 FROM hidden_entries e
         WHERE e.cluster = s.cluster AND e.kind = $1 AND e.id = s.id) AS hidden_row
       FROM ${previous} s) r`,
    [kind],
  );
  for (const sql of partitionIndexes(table, name, { clusters: 'one' })) await tx.query(sql);
  if (!range) await tx.query(`CREATE INDEX ON ${name} USING gin (name_key gin_trgm_ops)`);
  await tx.query(`ANALYZE ${name}`);
  await swapPartition(tx, table, cluster, name, previous);
  const [counted] = await tx.query<{ visible: number }>(
    `SELECT count(*)::int AS visible FROM ${name} WHERE pos_${stats[0]} IS NOT NULL`,
  );
  await tx.query(`UPDATE clusters SET ${table}_table = $2 WHERE key = $1`, [cluster, name]);
  return counted?.visible ?? 0;
}
