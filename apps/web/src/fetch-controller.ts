import {
  type Cluster,
  type LeaderboardClient,
  requestKey,
  type State,
  selectRequest,
  type View,
} from '@ark/core';
import type { PageStoreApi } from './page-store';

export interface FetchControllerOptions {
  store: PageStoreApi;
  client: LeaderboardClient;
  logger?: Pick<Console, 'error'>;
}

/**
 * Keeps the store fed: fetches the rankings whenever the request the state implies changes
 * (aborting the previous one, so only the newest answer lands), and loads each view's clusters
 * once. Returns a function that stops it.
 */
export function startFetchController({
  store,
  client,
  logger = console,
}: FetchControllerOptions): () => void {
  const dispatch = store.getState().dispatch;
  const clusterLoads = new Map<View, Promise<readonly Cluster[]>>();
  let lastKey: string | null = null;
  let inFlight: AbortController | null = null;
  let clustersView: View | null = null;
  const stopped = new AbortController();

  function syncClusters(state: State): void {
    if (state.view === clustersView) return;
    const view = state.view;
    clustersView = view;
    let load = clusterLoads.get(view);
    if (!load) {
      load = client.clusters(view, { signal: stopped.signal });
      clusterLoads.set(view, load);
      // A failed load (only on stop) may be retried on the next visit to this view.
      load.catch(() => clusterLoads.delete(view));
    }
    load.then(
      (clusters) => {
        if (!stopped.signal.aborted && clustersView === view) {
          dispatch({ type: 'clustersLoaded', clusters });
        }
      },
      () => {},
    );
  }

  function syncRankings(state: State): void {
    const request = selectRequest(state);
    const key = requestKey(request);
    if (key === lastKey) return;
    lastKey = key;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const requestId = state.requestId + 1;
    dispatch({ type: 'fetchStarted', requestId });
    client.rankings(request, { signal: controller.signal }).then(
      (result) => {
        if (!controller.signal.aborted) dispatch({ type: 'fetchSucceeded', requestId, result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.error('Rankings could not be loaded', error);
        dispatch({ type: 'fetchFailed', requestId });
      },
    );
  }

  // Reads the store, not the listener's argument: a dispatch made inside another listener
  // would otherwise hand later listeners an older state.
  function sync(): void {
    syncClusters(store.getState().state);
    syncRankings(store.getState().state);
  }

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    stopped.abort();
    inFlight?.abort();
  };
}
