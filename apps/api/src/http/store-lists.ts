// What the server's drawings of the store's boards are made from, and the store's seasons and
// clusters as the page's address rules read them: shared by board-address.ts and
// compare-address.ts, which import each other's readers otherwise.
import type { Season, SiteRules } from '@ark/core';
import type { ServedSite } from '../site/site-config';
import type { RankingStore } from '../store/ranking-store';

export interface BoardsOptions {
  store: RankingStore;
  site: ServedSite;
  rules: SiteRules;
}

/** The store's seasons and clusters as the page's address rules read them. */
export function storeLists(store: RankingStore) {
  return {
    seasonList: async (version: number): Promise<Season[]> =>
      (await store.seasons(version)).map(({ id, name, closedAt }) => ({
        id,
        name,
        closed_at: closedAt,
      })),
    clusterList: async (season: number | null, version: number) =>
      (await store.clusters(season, version)).map(({ key, display }) => ({ key, display })),
  };
}
