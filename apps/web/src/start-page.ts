import type { LeaderboardClient } from '@ark/core';
import { startFetchController } from './fetch-controller';
import { createPageStore, type PageStoreApi } from './page-store';
import { startUrlSync, type UrlSyncOptions } from './url-sync';

export interface StartPageOptions {
  client: LeaderboardClient;
  win?: UrlSyncOptions['win'];
  logger?: Pick<Console, 'error'>;
}

export interface StartedPage {
  store: PageStoreApi;
  stop: () => void;
}

/** Wires the page: a store read from the address, kept in the address, and fed by the client. */
export function startPage({ client, win, logger }: StartPageOptions): StartedPage {
  const store = createPageStore();
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
