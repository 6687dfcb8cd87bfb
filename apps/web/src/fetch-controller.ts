import {
  type Action,
  type Cluster,
  compareAddress,
  type DetailAnswer,
  type DetailRequest,
  detailRequestKey,
  hallRequestKey,
  isOnlineOffered,
  type LeaderboardClient,
  requestKey,
  type State,
  selectDetailRequest,
  selectHallRequest,
  selectRequest,
} from '@ark/core';
import type { PageStoreApi } from './page-store';

export interface FetchControllerOptions {
  store: PageStoreApi;
  client: LeaderboardClient;
  logger?: Pick<Console, 'error'>;
}

/** What each of the controller's parts is given: the store's dispatch, the client, its stop. */
interface Feed {
  dispatch: (action: Action) => void;
  client: LeaderboardClient;
  logger: Pick<Console, 'error'>;
  /** Aborted when the controller stops: nothing lands after. */
  stopped: AbortSignal;
}

/** One of the controller's parts: told each new state; `stop` aborts its call in flight. */
interface Sync {
  sync(state: State): void;
  stop(): void;
}

// A season or a period from the address is checked against its probe before it is asked for:
// a backend without it would answer 400 (the sample), or the all-time board under its name.
const unchecked = (state: State): boolean =>
  (state.season !== null && !state.seasonsProbed) || (state.range !== 'all' && !state.rangesProbed);

/**
 * The capability probes (docs/adr/0017-detail-view.md, docs/adr/0041-time-ranges.md): once per
 * page, and not at all when the state already holds the answer (a server render embeds it).
 */
function startProbes({ dispatch, client, stopped }: Feed, state: State): void {
  function probe<T>(probed: boolean, ask: () => Promise<T>, loaded: (answer: T) => Action) {
    if (probed) return;
    ask().then(
      (answer) => {
        if (!stopped.aborted) dispatch(loaded(answer));
      },
      () => {},
    );
  }
  const signal = { signal: stopped };
  probe(
    state.seasonsProbed,
    () => client.seasons(signal),
    (seasons) => ({ type: 'seasonsLoaded', seasons }),
  );
  probe(
    state.rangesProbed,
    () => client.ranges(signal),
    (ranges) => ({ type: 'rangesLoaded', ranges }),
  );
}

/** Each view's clusters, loaded once per season; only the shown view's list lands. */
function clusterSync({ dispatch, client, stopped }: Feed): Sync {
  const loads = new Map<string, Promise<readonly Cluster[]>>();
  let shownKey: string | null = null;
  function sync({ view, season }: State): void {
    const key = JSON.stringify([view, season]);
    if (key === shownKey) return;
    shownKey = key;
    let load = loads.get(key);
    if (!load) {
      load = client.clusters(view, { signal: stopped, season });
      loads.set(key, load);
      // A failed load (only on stop) may be retried on the next visit to this view.
      load.catch(() => loads.delete(key));
    }
    load.then(
      (clusters) => {
        if (!stopped.aborted && shownKey === key) dispatch({ type: 'clustersLoaded', clusters });
      },
      () => {},
    );
  }
  return { sync, stop: () => {} };
}

/**
 * Runs one call at a time under a key: a new key aborts the call in flight, so only the newest
 * answer lands (docs/adr/0014-stale-answers.md); the same key asks nothing.
 */
function latestCall() {
  let lastKey: string | null = null;
  let inFlight: AbortController | null = null;
  return {
    /** A signal for the call of `key`, or null when that call is already the latest. */
    start(key: string | null): AbortSignal | null {
      if (key === lastKey) return null;
      lastKey = key;
      inFlight?.abort();
      inFlight = key === null ? null : new AbortController();
      return inFlight?.signal ?? null;
    },
    stop: () => inFlight?.abort(),
  };
}

/** The rankings the state implies, fetched whenever that request changes. */
function rankingSync({ dispatch, client, logger }: Feed): Sync {
  const calls = latestCall();
  function sync(state: State): void {
    if (unchecked(state)) return;
    // The hall tab and the comparison show no board: its rows are asked for again when it is back.
    if (state.hall !== null || state.compare !== null) {
      calls.start(null);
      return;
    }
    const request = selectRequest(state);
    const signal = calls.start(requestKey(request));
    if (!signal) return;
    const requestId = state.requestId + 1;
    dispatch({ type: 'fetchStarted', requestId });
    client.rankings(request, { signal }).then(
      (result) => {
        if (!signal.aborted) dispatch({ type: 'fetchSucceeded', requestId, result });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        logger.error('Rankings could not be loaded', error);
        dispatch({ type: 'fetchFailed', requestId });
      },
    );
  }
  return { sync, stop: calls.stop };
}

/**
 * The detail call of a request (a player's, or a tribe's with a page of its members) and, in the
 * current season, its history with it (docs/adr/0063-history.md): the history never fails the
 * panel (the client answers null).
 */
function askDetail(
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

/** The open panel's details, fetched whenever its request changes. */
function detailSync({ dispatch, client }: Feed): Sync {
  const calls = latestCall();
  function sync(state: State): void {
    if (unchecked(state)) return;
    const request = selectDetailRequest(state);
    const signal = calls.start(request && detailRequestKey(request));
    if (!request || !signal) return;
    const requestId = state.detailRequestId + 1;
    dispatch({ type: 'detailFetchStarted', requestId });
    // The client has logged a failure; the panel says it in a short sentence.
    askDetail(client, request, signal).then(
      (answer) => {
        if (signal.aborted) return;
        dispatch(
          answer
            ? { type: 'detailFetchSucceeded', requestId, answer }
            : { type: 'detailNotFound', requestId },
        );
      },
      () => {
        if (!signal.aborted) dispatch({ type: 'detailFetchFailed', requestId });
      },
    );
  }
  return { sync, stop: calls.stop };
}

/**
 * The hall of fame the state implies (docs/adr/0084-the-hall-on-the-page.md), fetched whenever
 * its request changes, only the newest landing.
 */
function hallSync({ dispatch, client }: Feed): Sync {
  const calls = latestCall();
  function sync(state: State): void {
    if (unchecked(state)) return;
    const request = selectHallRequest(state);
    const signal = calls.start(request && hallRequestKey(request));
    if (!request || !signal) return;
    const requestId = state.hallRequestId + 1;
    dispatch({ type: 'hallFetchStarted', requestId });
    // The client has logged a failure; the tab says it in a short sentence.
    client.hall(request, { signal }).then(
      (answer) => {
        if (!signal.aborted) dispatch({ type: 'hallFetchSucceeded', requestId, answer });
      },
      () => {
        if (!signal.aborted) dispatch({ type: 'hallFetchFailed', requestId });
      },
    );
  }
  return { sync, stop: calls.stop };
}

/**
 * The comparison shown (docs/adr/0083-compare.md): the compare call and, in the current season,
 * each row's history for its chart, asked together whenever the call's address changes, only the
 * newest landing. Never fails the page: the client answers null.
 */
function compareSync({ dispatch, client }: Feed): Sync {
  const calls = latestCall();
  function sync(state: State): void {
    if (unchecked(state)) return;
    const key = compareAddress(state);
    const signal = calls.start(key);
    if (!key || !signal) return;
    const { compare, cluster, season } = state;
    const kind = compare?.board === 'players' ? 'player' : 'tribe';
    const history = (id: string) =>
      season === null ? client.history(kind, id, { cluster, signal }) : null;
    Promise.all([client.compare(key, { signal }), ...(compare?.ids ?? []).map(history)]).then(
      ([answer, ...histories]) => {
        if (!signal.aborted) dispatch({ type: 'compareLoaded', key, answer, histories });
      },
      () => {},
    );
  }
  return { sync, stop: calls.stop };
}

/**
 * The population of a logged cluster's players board (docs/adr/0104), asked once per cluster
 * shown; none when the state already holds it (a server render embeds it) or the board offers
 * no chart. Never fails the page: the client answers null.
 */
function populationSync({ dispatch, client }: Feed): Sync {
  const calls = latestCall();
  function sync(state: State): void {
    const { cluster } = state;
    const wanted = isOnlineOffered(state) && state.population?.cluster !== cluster;
    const signal = calls.start(wanted ? cluster : null);
    if (!signal) return;
    client.population(cluster, { signal }).then(
      (answer) => {
        if (!signal.aborted) dispatch({ type: 'populationLoaded', cluster, answer });
      },
      () => {},
    );
  }
  return { sync, stop: calls.stop };
}

/**
 * Keeps the store fed: asks the backend once what it can do (the seasons and ranges calls), fetches the
 * rankings whenever the request the state implies changes (aborting the previous one, so only
 * the newest answer lands), loads each view's clusters once per season, and loads the open
 * detail panel and the hall of fame tab (aborting a stale one the same way). Returns a function that stops it.
 */
export function startFetchController({
  store,
  client,
  logger = console,
}: FetchControllerOptions): () => void {
  const stopped = new AbortController();
  const feed: Feed = {
    dispatch: store.getState().dispatch,
    client,
    logger,
    stopped: stopped.signal,
  };
  startProbes(feed, store.getState().state);
  const parts = [
    clusterSync(feed),
    rankingSync(feed),
    detailSync(feed),
    hallSync(feed),
    compareSync(feed),
    populationSync(feed),
  ];
  // Each part reads the store, not the listener's argument: a dispatch made inside another
  // listener would otherwise hand later listeners an older state.
  const sync = () => {
    for (const part of parts) part.sync(store.getState().state);
  };
  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    stopped.abort();
    for (const part of parts) part.stop();
  };
}
