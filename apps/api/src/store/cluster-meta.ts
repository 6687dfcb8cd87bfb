import type { Cluster, ClusterKeeps } from '@ark/core';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/db';
import { type Load, loadOnFetch } from '../lib/load-on-fetch';
import { boardRelations } from './board-relations';
import { listSeasons, type SeasonMeta } from './seasons';

/** One cluster as the store knows it, with its row counts and last import time. */
export interface ClusterMeta extends Omit<Cluster, 'keeps'> {
  players: number;
  tribes: number;
  updatedAt: string;
  /** What its source keeps, as the import wrote it; null = everything (docs/adr/0070). */
  keeps?: ClusterKeeps | null;
}

/** The clusters of the current season, or of an archived one (its id checked by the caller). */
export function readClusterList(
  q: Queryable,
  season: number | null = null,
): Promise<ClusterMeta[]> {
  return q.query<ClusterMeta>(
    `SELECT key, display, players, tribes, to_char(updated_at AT TIME ZONE 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt", keeps
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
  /**
   * The clusters of the current season, or of an archived one (checked against `seasons()`), at
   * data version `version` (the one the request read).
   */
  clusters(season: number | null, version: number): Promise<ClusterMeta[]>;
  /** The archived seasons, newest first (docs/adr/0037-moderation-and-seasons.md). */
  seasons(version: number): Promise<SeasonMeta[]>;
}

/** Lists kept: a few versions of a few seasons' clusters, and the seasons. */
const KEPT_LISTS = 16;

/**
 * The clusters (per season) and the seasons, each read once per data version however many ask at
 * once (lib/load-on-fetch.ts).
 */
export function createMetaReads(q: Queryable): MetaReads {
  const clusterLists = new LRUCache<string, ClusterMeta[], Load<ClusterMeta[]>>({
    max: KEPT_LISTS,
    ...loadOnFetch<ClusterMeta[]>(),
  });
  const seasonLists = new LRUCache<string, SeasonMeta[], Load<SeasonMeta[]>>({
    max: KEPT_LISTS,
    ...loadOnFetch<SeasonMeta[]>(),
  });
  return {
    clusters: (season, version) =>
      clusterLists.forceFetch(`${version}|${season ?? 'current'}`, {
        context: () => readClusterList(q, season),
      }),
    seasons: (version) =>
      seasonLists.forceFetch(String(version), { context: () => listSeasons(q) }),
  };
}
