import type { Cluster } from '@ark/core';
import type { Queryable } from '../db/db';
import { boardRelations } from './board-relations';
import { listSeasons, type SeasonMeta } from './seasons';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Cluster {
  players: number;
  tribes: number;
  updatedAt: string;
}

/** The clusters of the current season, or of an archived one (its id checked by the caller). */
export function readClusterList(
  q: Queryable,
  season: number | null = null,
): Promise<ClusterMeta[]> {
  return q.query<ClusterMeta>(
    `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
     FROM ${boardRelations({ season }).clusters} c ORDER BY sort_order, key`,
  );
}

/** How many clusters the current season holds (0 on a new store). */
export async function countClusters(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM clusters');
  return row?.n ?? 0;
}

/** The clusters and seasons, read once per data version. */
export interface MetaReads {
  /** The clusters of the current season, or of an archived one (checked against `seasons()`). */
  clusters(season?: number | null): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(): Promise<SeasonMeta[]>;
}

/** The clusters (per season) and the seasons, kept until the data version changes. */
export function createMetaReads(q: Queryable, version: () => Promise<number>): MetaReads {
  // Per season (or 'current'), the clusters read at a data version; and the seasons.
  const clusterLists = new Map<string, { version: number; clusters: ClusterMeta[] }>();
  let seasonList: { version: number; seasons: SeasonMeta[] } | null = null;
  return {
    async clusters(season = null) {
      const v = await version();
      const slot = String(season ?? 'current');
      const held = clusterLists.get(slot);
      if (held?.version === v) return held.clusters;
      const rows = await readClusterList(q, season);
      if (held) clusterLists.clear();
      clusterLists.set(slot, { version: v, clusters: rows });
      return rows;
    },
    async seasons() {
      const v = await version();
      if (seasonList?.version === v) return seasonList.seasons;
      const rows = await listSeasons(q);
      seasonList = { version: v, seasons: rows };
      return rows;
    },
  };
}
