// What the server's drawings of the store's boards are made from, and the store's seasons and
// clusters as the page's address rules read them: shared by board-address.ts and
// compare-address.ts, which import each other's readers otherwise.
import { parseQueryString, RANGE_KEYS, type Season, type SiteRules } from '@ark/core';
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

/**
 * A page's address read as the page reads it (core's address rules) against the store's seasons
 * and clusters at `version`, with the lists it was read against.
 */
export async function readPageAddress(
  search: string,
  version: number,
  { store, rules }: Pick<BoardsOptions, 'store' | 'rules'>,
) {
  const { seasonList, clusterList } = storeLists(store);
  const seasons = await seasonList(version);
  const { season } = parseQueryString(search, { seasons });
  const clusters = await clusterList(season, version);
  const address = parseQueryString(search, {
    seasons,
    clusters,
    ranges: RANGE_KEYS,
    clusterSetting: rules.start.clusterSetting,
  });
  return { address, season, seasons, clusters };
}
