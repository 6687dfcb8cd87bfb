import { initialState, type LeaderboardClient } from '@ark/core';
import { startFetchController } from './fetch-controller';
import { createPageStore, type PageStoreApi } from './page-store';
import { startUrlSync, type UrlSyncOptions } from './url-sync';

export interface StartPageOptions {
  client: LeaderboardClient;
  win?: UrlSyncOptions['win'];
  logger?: Pick<Console, 'error'>;
  /**
   * The site's `site.defaultCluster` its server embedded (readSite), null for none: the cluster
   * an address without one shows when listed (docs/adr/0076-default-cluster.md).
   */
  clusterSetting?: string | null;
}

export interface StartedPage {
  store: PageStoreApi;
  stop: () => void;
}

/** Wires the page: a store read from the address, kept in the address, and fed by the client. */
export function startPage({
  client,
  win,
  logger,
  clusterSetting = null,
}: StartPageOptions): StartedPage {
  const store = createPageStore(initialState(clusterSetting));
  // The address is read first, so the first fetch is already the deep link's.
  const stopUrlSync = startUrlSync({ store, ...(win && { win }) });
  const stopFetching = startFetchController({ store, client, ...(logger && { logger }) });
  return {
    store,
    stop: () => {
      stopFetching();
      stopUrlSync();
    },
  };
}
