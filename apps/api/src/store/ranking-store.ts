import { type Cluster, PAGE_SIZE, type View } from '@ark/core';
import type { Db, DbKind, Queryable } from '../db/db';
import { type StatField, statColumn, VIEW_SQL } from './view-columns';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Cluster {
  players: number;
  tribes: number;
  updatedAt: string;
}

/** What a ranked read asks for; cluster and field are already checked. */
export interface PageRequest {
  view: View;
  cluster: string;
  /** Row field of core's filter table (e.g. PlayerKills). */
  field: StatField;
  /** Lowercased, trimmed; empty = no search. */
  search: string;
  page: number;
}

/** One page of rows (spec field names) and the number of rows matched in all. */
export interface PageResult {
  rows: Record<string, unknown>[];
  total: number;
}

/** A page read in one snapshot: its rows, total and import time all of data version `version`. */
export interface PageSnapshot extends PageResult {
  version: number;
  /** The cluster's last import (ISO 8601), or null when the cluster is gone. */
  updatedAt: string | null;
}

export interface RankingStore {
  readonly kind: DbKind;
  /** The data version, re-read at most every `versionTtlMs`. */
  version(): Promise<number>;
  /** Forgets the known version so the next call reads it (after an in-process import). */
  invalidate(): void;
  clusters(): Promise<ClusterMeta[]>;
  /**
   * One page in ONE snapshot (docs/decisions.md#one-data-version-per-answer): rows, total, import
   * time and the data version they belong to, so an import landing meanwhile never mixes in.
   */
  page(request: PageRequest): Promise<PageSnapshot>;
}

export interface RankingStoreOptions {
  /** How long a read data version is trusted; imports by other processes show after this. */
  versionTtlMs?: number;
  now?: () => number;
}

/** Escapes LIKE wildcards so `%` and `_` in a search match literally (escape char `\`). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The largest value a position column (`integer`) holds. */
const MAX_POSITION = 2 ** 31 - 1;

/** Reads rankings computed at import: a page is a range scan on a stored position. */
export function createRankingStore(
  db: Db,
  { versionTtlMs = 1000, now = Date.now }: RankingStoreOptions = {},
): RankingStore {
  let known: { version: number; at: number } | null = null;
  let pending: Promise<number> | null = null;
  let meta: { version: number; clusters: ClusterMeta[] } | null = null;

  const readVersion = async () => {
    const [row] = await db.query<{ version: number }>(
      'SELECT version::int AS version FROM data_version WHERE id = 1',
    );
    return row?.version ?? 0;
  };

  const version = async (): Promise<number> => {
    if (known && now() - known.at < versionTtlMs) return known.version;
    // While a re-read is in flight (PGlite blocks it during an import), serve the known version.
    if (known && pending) return known.version;
    pending ??= readVersion()
      .then((v) => {
        known = { version: v, at: now() };
        return v;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  const clusters = async (): Promise<ClusterMeta[]> => {
    const v = await version();
    if (meta?.version === v) return meta.clusters;
    const rows = await db.query<ClusterMeta>(
      `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
         'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
       FROM clusters ORDER BY sort_order, key`,
    );
    meta = { version: v, clusters: rows };
    return rows;
  };

  // Reads of one answer in one transaction: REPEATABLE READ gives every statement the same
  // snapshot on PostgreSQL (READ COMMITTED would take a new one per statement). The table is
  // locked first because LOCK takes no snapshot: an import swapping the cluster's partition holds
  // it until commit, so the snapshot is taken after that commit. A snapshot taken before would
  // see the new partition (catalog reads are not snapshotted) without its rows: an empty page.
  const page = (request: PageRequest): Promise<PageSnapshot> =>
    db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await tx.query(`LOCK TABLE ${VIEW_SQL[request.view].table} IN ACCESS SHARE MODE`);
      const [state] = await tx.query<{
        version: number;
        players: number | null;
        tribes: number | null;
        updatedAt: string | null;
      }>(
        `SELECT v.version::int AS version, c.players, c.tribes, to_char(c.updated_at AT TIME ZONE 'UTC',
           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
         FROM data_version v LEFT JOIN clusters c ON c.key = $1 WHERE v.id = 1`,
        [request.cluster],
      );
      const counted = state?.[request.view] ?? 0;
      const { rows, total } = await readPage(tx, request, counted);
      return { rows, total, version: state?.version ?? 0, updatedAt: state?.updatedAt ?? null };
    });

  return {
    kind: db.kind,
    version,
    invalidate: () => {
      known = null;
    },
    clusters,
    page,
  };
}

/** The rows of one page; `counted` is the cluster's row count (the total without a search). */
async function readPage(tx: Queryable, request: PageRequest, counted: number): Promise<PageResult> {
  const { view, cluster, field, search } = request;
  const sql = VIEW_SQL[view];
  const col = statColumn(view, field);
  const select = `rank_${col} AS rank, ${sql.rowSelect}`;
  const from = request.page * PAGE_SIZE;
  if (search === '') {
    // Positions are 32-bit integers: a page past them has no rows, and sending its bounds
    // would overflow the column's type (a 500 instead of an empty page).
    if (from + PAGE_SIZE > MAX_POSITION) return { rows: [], total: counted };
    const rows = await tx.query(
      `SELECT ${select} FROM ${sql.table}
       WHERE cluster = $1 AND pos_${col} > $2 AND pos_${col} <= $3 ORDER BY pos_${col}`,
      [cluster, from, from + PAGE_SIZE],
    );
    return { rows, total: counted };
  }
  // The match set is materialised once: its size is the total, its first rows the page.
  const rows = await tx.query<Record<string, unknown> & { __total: number }>(
    `WITH m AS MATERIALIZED (
       SELECT id, pos_${col} AS pos FROM ${sql.table}
       WHERE cluster = $1 AND name_key LIKE $2
     ), p AS (SELECT id, pos FROM m ORDER BY pos LIMIT ${PAGE_SIZE} OFFSET $3)
     SELECT t.total AS "__total", r.* FROM (SELECT count(*)::int AS total FROM m) t
     LEFT JOIN LATERAL (
       SELECT p.pos AS "__pos", ${select} FROM p JOIN ${sql.table} x ON x.cluster = $1 AND x.id = p.id
     ) r ON true ORDER BY r."__pos"`,
    [cluster, likePattern(search), from],
  );
  const total = rows[0]?.__total ?? 0;
  const data = rows
    .filter((row) => row.__pos !== null && row.__pos !== undefined)
    .map(({ __total, __pos, ...row }) => row);
  return { rows: data, total };
}
