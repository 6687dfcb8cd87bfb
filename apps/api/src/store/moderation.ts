import { randomBytes } from 'node:crypto';
import type { DetailKind } from '@ark/core';
import type { Db, Queryable } from '../db/db';
import {
  buildTableName,
  DATA_COLUMNS,
  IMPORT_LOCK,
  partitionIndexes,
  prevRankColumns,
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
 * Rebuilds a cluster's partition of `table` from the served one with every hidden row unranked
 * and the others ranked again (the ordering of docs/adr/0006-rank-rules.md, in SQL: it runs in
 * the store's transaction, not in an import's thread), the previous ranks copied unchanged
 * (movement stays "since the last import"), then swaps it in and bumps the data version.
 */
async function rerankCluster(
  tx: Queryable,
  cluster: string,
  table: RankTable,
): Promise<{ version: number; visible: number }> {
  const [served] = await tx.query<{ partition: string }>(
    `SELECT ${table}_table AS partition FROM clusters WHERE key = $1`,
    [cluster],
  );
  const previous = served?.partition as string;
  const name = buildTableName(table, `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`);
  const kind = table === 'players' ? 'player' : 'tribe';
  const stats = rankedColumns(table);
  const copied = [...DATA_COLUMNS[table], ...prevRankColumns(table)];
  const ranked = stats.flatMap((c) => [
    `CASE WHEN NOT hidden_row THEN row_number() OVER (ORDER BY hidden_row, ${c} DESC,
       name_key COLLATE "C", id COLLATE "C") END`,
    `CASE WHEN NOT hidden_row THEN rank() OVER (PARTITION BY hidden_row ORDER BY ${c} DESC) END`,
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
  await tx.query(`CREATE INDEX ON ${name} USING gin (name_key gin_trgm_ops)`);
  await tx.query(`ANALYZE ${name}`);
  const [bumped] = await tx.query<{ version: number }>(
    'UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version::int AS version',
  );
  await swapPartition(tx, table, cluster, name, previous);
  const [counted] = await tx.query<{ visible: number }>(
    `SELECT count(*)::int AS visible FROM ${name} WHERE pos_${stats[0]} IS NOT NULL`,
  );
  const visible = counted?.visible ?? 0;
  await tx.query(`UPDATE clusters SET ${table} = $2, ${table}_table = $3 WHERE key = $1`, [
    cluster,
    visible,
    name,
  ]);
  return { version: bumped?.version ?? 0, visible };
}
