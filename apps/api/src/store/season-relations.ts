import { seasonTable } from './seasons';

/**
 * The relations a read names: the current season's tables, or an archived season's partitions
 * and clusters. Reading a season is the same statement on other tables, with the same indexes
 * (docs/adr/0037-moderation-and-seasons.md). Names come from a checked season id, never a request's text.
 */
export interface SeasonRelations {
  readonly players: string;
  readonly tribes: string;
  /** A relation with the clusters table's columns (key, display, sort_order, counts, updated_at). */
  readonly clusters: string;
}

const CURRENT: SeasonRelations = { players: 'players', tribes: 'tribes', clusters: 'clusters' };

/** The relations of `season` (an archived season's id, checked by the caller), or the current ones. */
export function seasonRelations(season: number | null | undefined): SeasonRelations {
  if (season === null || season === undefined) return CURRENT;
  const id = Math.trunc(season);
  return {
    players: seasonTable('players', id),
    tribes: seasonTable('tribes', id),
    clusters: `(SELECT key, display, sort_order, players, tribes, updated_at FROM season_clusters
      WHERE season_id = ${id})`,
  };
}
