import type { DetailKind } from '@ark/core';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';

/** One hidden player or tribe of a cluster (docs/adr/0037-moderation-and-seasons.md). */
export interface HiddenEntry {
  cluster: string;
  kind: DetailKind;
  id: string;
  /** The row's current name in the cluster; null when the cluster has no such row now. */
  name: string | null;
  reason: string;
  /** ISO 8601. */
  hiddenAt: string;
  hiddenBy: string;
}

/** The table holding each kind's rows. */
export const KIND_TABLE: Readonly<Record<DetailKind, RankTable>> = {
  player: 'players',
  tribe: 'tribes',
};

/** The ids hidden in a cluster's table: the import ranks every row but these. */
export async function hiddenIds(
  q: Queryable,
  cluster: string,
  table: RankTable,
): Promise<Set<string>> {
  const kind = table === 'players' ? 'player' : 'tribe';
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM hidden_entries WHERE cluster = $1 AND kind = $2',
    [cluster, kind],
  );
  return new Set(rows.map((row) => row.id));
}

/** Every hidden entry (of one cluster, or of all), with the row's current name, oldest first. */
export async function listHidden(
  q: Queryable,
  cluster: string | null = null,
): Promise<HiddenEntry[]> {
  return q.query<HiddenEntry>(
    `SELECT h.cluster, h.kind, h.id, coalesce(p.name, t.name) AS name, h.reason,
       to_char(h.hidden_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt",
       h.hidden_by AS "hiddenBy"
     FROM hidden_entries h
     LEFT JOIN players p ON h.kind = 'player' AND p.cluster = h.cluster AND p.id = h.id
     LEFT JOIN tribes t ON h.kind = 'tribe' AND t.cluster = h.cluster AND t.id = h.id
     WHERE $1::text IS NULL OR h.cluster = $1
     ORDER BY h.hidden_at, h.cluster, h.kind, h.id`,
    [cluster],
  );
}
