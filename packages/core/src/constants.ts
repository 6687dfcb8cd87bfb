import type { Cluster } from './schemas/cluster';

/** Rows per page, on the server and in the sample slicing (spec section 9). */
export const PAGE_SIZE = 20;

/** Longest search text the page sends and the server accepts (DESIGN.md section 3). */
export const MAX_SEARCH_LENGTH = 64;

/** Cluster selected before anything is loaded (spec section 4). */
export const DEFAULT_CLUSTER = 'SOLO';

/** Clusters shown when the cluster list cannot be loaded or comes back empty (spec section 8). */
export const FALLBACK_CLUSTERS: readonly Cluster[] = [
  { key: 'SOLO', display: 'Solos' },
  { key: 'DUO', display: 'Duos' },
  { key: '3MAN', display: '3 Man' },
  { key: '4MAN', display: '4 Man' },
  { key: '100', display: '100x' },
];

/** Ranks that earn a trophy (spec section 9). */
export const TROPHY_RANKS = 3;
