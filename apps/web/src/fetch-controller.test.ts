import { FALLBACK_CLUSTERS, selectTableContent } from '@ark/core';
import { makeResult } from '@ark/core/testing';
import { startFetchController } from './fetch-controller';
import { createPageStore } from './page-store';
import { createFakeClient } from './test/fake-client';

function setup() {
  const fake = createFakeClient();
  const store = createPageStore();
  const logger = { error: vi.fn() };
  const stop = startFetchController({ store, client: fake.client, logger });
  const dispatch = store.getState().dispatch;
  const state = () => store.getState().state;
  return { ...fake, store, stop, dispatch, state, logger };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startFetchController', () => {
  it('fetches the default request at start and shows Loading... meanwhile', () => {
    const { rankingCalls, state } = setup();
    expect(rankingCalls.map((call) => call.input)).toEqual([
      { view: 'tribes', search: '', filter: 'tribe_score', cluster: 'SOLO', page: 0 },
    ]);
    expect(state().loading).toBe(true);
    expect(selectTableContent(state())).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('lands the answer of the newest request', async () => {
    const { lastRanking, state } = setup();
    lastRanking().resolve(makeResult({ count: 2 }));
    await flush();
    expect(state().loading).toBe(false);
    expect(state().result?.rows).toHaveLength(2);
  });

  it('refetches when the request changes and aborts the previous one', () => {
    const { rankingCalls, dispatch } = setup();
    dispatch({ type: 'filterSelected', filter: 'kills' });
    expect(rankingCalls).toHaveLength(2);
    expect(rankingCalls[0]?.signal?.aborted).toBe(true);
    expect(rankingCalls[1]?.input.filter).toBe('kills');
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const { rankingCalls, dispatch, state } = setup();
    dispatch({ type: 'filterSelected', filter: 'kills' });
    rankingCalls[1]?.resolve(makeResult({ prefix: 'Newest' }));
    await flush();
    rankingCalls[0]?.resolve(makeResult({ prefix: 'Stale' }));
    await flush();
    expect(state().result?.rows[0]).toMatchObject({ TribeName: 'Newest 1' });
  });

  it('keeps Loading... when only an older answer has arrived', async () => {
    const { rankingCalls, dispatch, state } = setup();
    dispatch({ type: 'filterSelected', filter: 'kills' });
    rankingCalls[0]?.resolve(makeResult({ prefix: 'Stale' }));
    await flush();
    expect(selectTableContent(state()).kind).toBe('loading');
  });

  it('does not refetch while the visitor is only typing', () => {
    const { rankingCalls, dispatch } = setup();
    dispatch({ type: 'searchTextChanged', text: 'rex' });
    expect(rankingCalls).toHaveLength(1);
    dispatch({ type: 'searchSubmitted' });
    expect(rankingCalls).toHaveLength(2);
    expect(rankingCalls[1]?.input.search).toBe('rex');
  });

  it('loads the clusters once per view', async () => {
    const { clusterCalls, dispatch, state } = setup();
    expect(clusterCalls.map((call) => call.input)).toEqual(['tribes']);
    clusterCalls[0]?.resolve([{ key: 'PVE', display: 'PvE' }]);
    await flush();
    expect(state().clusters).toEqual([{ key: 'PVE', display: 'PvE' }]);
    dispatch({ type: 'tabSelected', view: 'players' });
    expect(clusterCalls.map((call) => call.input)).toEqual(['tribes', 'players']);
    clusterCalls[1]?.resolve([...FALLBACK_CLUSTERS]);
    await flush();
    dispatch({ type: 'tabSelected', view: 'tribes' });
    await flush();
    expect(clusterCalls).toHaveLength(2);
    expect(state().clusters).toEqual([{ key: 'PVE', display: 'PvE' }]);
  });

  it('selects the first listed cluster when the list lacks the selected one, and refetches', async () => {
    const { clusterCalls, rankingCalls, state } = setup();
    clusterCalls[0]?.resolve([{ key: 'PVE', display: 'PvE' }]);
    await flush();
    expect(state().cluster).toBe('PVE');
    expect(rankingCalls.at(-1)?.input.cluster).toBe('PVE');
  });

  it('logs an unexpected failure and stops loading', async () => {
    const store = createPageStore();
    const logger = { error: vi.fn() };
    const client = {
      clusters: () => Promise.resolve([...FALLBACK_CLUSTERS]),
      rankings: () => Promise.reject(new Error('boom')),
    };
    startFetchController({ store, client, logger });
    await flush();
    expect(logger.error).toHaveBeenCalled();
    expect(store.getState().state.loading).toBe(false);
  });

  it('aborts what is in flight when stopped', () => {
    const { rankingCalls, stop } = setup();
    stop();
    expect(rankingCalls[0]?.signal?.aborted).toBe(true);
  });
});
