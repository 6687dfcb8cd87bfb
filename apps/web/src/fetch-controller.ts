import {
  type Action,
  type Cluster,
  type DetailAnswer,
  type DetailRequest,
  detailRequestKey,
  type LeaderboardClient,
  requestKey,
  type State,
  selectDetailRequest,
  selectRequest,
} from '@ark/core';
import type { PageStoreApi } from './page-store';

/**
 * The open panel's details and, in the current season, its history with them
 * (docs/adr/0063-history.md): the history never fails the panel (the client answers null).
 */
function loadDetail(
  client: LeaderboardClient,
  { kind, id, cluster, season, range, page }: DetailRequest,
  signal: AbortSignal,
): Promise<DetailAnswer | null> {
  const options = { cluster, season, range, signal };
  const detail: Promise<DetailAnswer | null> =
    kind === 'player' ? client.player(id, options) : client.tribe(id, { ...options, page });
  const history = season === null ? client.history(kind, id, { cluster, signal }) : null;
  return detail.then(async (answer) =>
    answer && history ? { ...answer, history: await history } : answer,
  );
}

export interface FetchControllerOptions {
  store: PageStoreApi;
  client: LeaderboardClient;
  logger?: Pick<Console, 'error'>;
}

/**
 * Keeps the store fed: asks the backend once what it can do (the seasons and ranges calls), fetches the
 * rankings whenever the request the state implies changes (aborting the previous one, so only
 * the newest answer lands), loads each view's clusters once per season, and loads the open
 * detail panel (aborting a stale one the same way). Returns a function that stops it.
 */
export function startFetchController({
  store,
  client,
  logger = console,
}: FetchControllerOptions): () => void {
  const dispatch = store.getState().dispatch;
  const clusterLoads = new Map<string, Promise<readonly Cluster[]>>();
  let lastKey: string | null = null;
  let inFlight: AbortController | null = null;
  let clustersKey: string | null = null;
  let lastDetailKey: string | null = null;
  let detailInFlight: AbortController | null = null;
  const stopped = new AbortController();

  // The capability probes (docs/adr/0017-detail-view.md, docs/adr/0041-time-ranges.md): once
  // per page, and not at all when the state already holds the answer (a server render embeds it).
  function probe<T>(probed: boolean, ask: () => Promise<T>, loaded: (answer: T) => Action): void {
    if (probed) return;
    ask().then(
      (answer) => {
        if (!stopped.signal.aborted) dispatch(loaded(answer));
      },
      () => {},
    );
  }
  const { seasonsProbed, rangesProbed } = store.getState().state;
  const signal = { signal: stopped.signal };
  probe(
    seasonsProbed,
    () => client.seasons(signal),
    (seasons) => ({ type: 'seasonsLoaded', seasons }),
  );
  probe(
    rangesProbed,
    () => client.ranges(signal),
    (ranges) => ({ type: 'rangesLoaded', ranges }),
  );

  // A season or a period from the address is checked against its probe before it is asked for:
  // a backend without it would answer 400 (the sample), or the all-time board under its name.
  const unchecked = (state: State): boolean =>
    (state.season !== null && !state.seasonsProbed) ||
    (state.range !== 'all' && !state.rangesProbed);

  function syncClusters(state: State): void {
    const { view, season } = state;
    const key = JSON.stringify([view, season]);
    if (key === clustersKey) return;
    clustersKey = key;
    let load = clusterLoads.get(key);
    if (!load) {
      load = client.clusters(view, { signal: stopped.signal, season });
      clusterLoads.set(key, load);
      // A failed load (only on stop) may be retried on the next visit to this view.
      load.catch(() => clusterLoads.delete(key));
    }
    load.then(
      (clusters) => {
        if (!stopped.signal.aborted && clustersKey === key) {
          dispatch({ type: 'clustersLoaded', clusters });
        }
      },
      () => {},
    );
  }

  function syncRankings(state: State): void {
    if (unchecked(state)) return;
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

  function syncDetail(state: State): void {
    if (unchecked(state)) return;
    const request = selectDetailRequest(state);
    const key = request && detailRequestKey(request);
    if (key === lastDetailKey) return;
    lastDetailKey = key;
    detailInFlight?.abort();
    detailInFlight = null;
    if (!request) return;
    const controller = new AbortController();
    detailInFlight = controller;
    const requestId = state.detailRequestId + 1;
    dispatch({ type: 'detailFetchStarted', requestId });
    const call = loadDetail(client, request, controller.signal);
    // The client has logged a failure; the panel says it in a short sentence.
    call.then(
      (answer) => {
        if (controller.signal.aborted) return;
        dispatch(
          answer
            ? { type: 'detailFetchSucceeded', requestId, answer }
            : { type: 'detailNotFound', requestId },
        );
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'detailFetchFailed', requestId });
      },
    );
  }

  // Reads the store, not the listener's argument: a dispatch made inside another listener
  // would otherwise hand later listeners an older state.
  function sync(): void {
    syncClusters(store.getState().state);
    syncRankings(store.getState().state);
    syncDetail(store.getState().state);
  }

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    stopped.abort();
    inFlight?.abort();
    detailInFlight?.abort();
  };
}
