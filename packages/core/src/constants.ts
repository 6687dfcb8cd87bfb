import type { Cluster } from './schemas/cluster';

/** Cluster selected before anything is loaded (docs/behaviour.md#defaults). */
export const DEFAULT_CLUSTER = 'SOLO';

/** Clusters shown when the cluster list cannot be loaded or comes back empty (docs/behaviour.md#fallbacks). */
export const FALLBACK_CLUSTERS: readonly Cluster[] = [
  { key: 'SOLO', display: 'Solos' },
  { key: 'DUO', display: 'Duos' },
  { key: '3MAN', display: '3 Man' },
  { key: '4MAN', display: '4 Man' },
  { key: '100', display: '100x' },
];

/** Ranks that earn a trophy (docs/behaviour.md#trophies). */
export const TROPHY_RANKS = 3;
