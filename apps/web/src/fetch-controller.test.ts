import { FALLBACK_CLUSTERS, loadCatalog, type State, selectTableContent } from '@ark/core';
import { selectPanel } from '@ark/core/panel';
import {
  makePlayerAnswer,
  makeResult,
  makeSeasons,
  makeState,
  makeTribeAnswer,
} from '@ark/core/testing';
import { startFetchController } from './fetch-controller';
import { createPageStore } from './page-store';
import { createFakeClient } from './test/fake-client';

/** English, both parts: the panel is a later view (docs/adr/0098-words-in-two-parts.md). */
const EN = await loadCatalog('en');

function setup(initial: Partial<State> = {}) {
  const fake = createFakeClient();
  const store = createPageStore(makeState(initial));
  const logger = { error: vi.fn() };
  const stop = startFetchController({ store, client: fake.client, logger });
  const dispatch = store.getState().dispatch;
  const state = () => store.getState().state;
  return { ...fake, store, stop, dispatch, state, logger };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers a probe's one call and lets the controller act on it. */
async function answerProbe<T>(calls: { resolve: (answer: T) => void }[], answer: T) {
  calls[0]?.resolve(answer);
  await flush();
}

describe('startFetchController', () => {
  it('fetches the default request at start and shows Loading... meanwhile', () => {
    const { rankingCalls, state } = setup();
    expect(rankingCalls.map((call) => call.input)).toEqual([
      {
        view: 'tribes',
        search: '',
        filter: 'tribe_score',
        cluster: 'SOLO',
        page: 0,
        season: null,
        range: 'all',
      },
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
      seasons: () => Promise.resolve(null),
      ranges: () => Promise.resolve(null),
      player: () => Promise.resolve(null),
      tribe: () => Promise.resolve(null),
      history: () => Promise.resolve(null),
      hall: () => Promise.reject(new Error('no hall here')),
      population: () => Promise.resolve(null),
      compare: () => Promise.resolve(null),
    };
    startFetchController({ store, client, logger });
    await flush();
    expect(logger.error).toHaveBeenCalled();
    expect(store.getState().state.loading).toBe(false);
  });

  it('asks the backend once what it can do, with the seasons call', async () => {
    const { seasonCalls, dispatch, state } = setup();
    expect(seasonCalls).toHaveLength(1);
    seasonCalls[0]?.resolve(makeSeasons(2));
    await flush();
    expect(state()).toMatchObject({ seasonsProbed: true, seasons: makeSeasons(2) });
    dispatch({ type: 'tabSelected', view: 'players' });
    dispatch({ type: 'seasonSelected', season: 1 });
    expect(seasonCalls).toHaveLength(1);
  });

  it('does not probe when the state already holds the answer (a server render)', () => {
    const { seasonCalls, rankingCalls } = setup({
      seasons: makeSeasons(1),
      seasonsProbed: true,
      season: 1,
    });
    expect(seasonCalls).toHaveLength(0);
    expect(rankingCalls.map((call) => call.input.season)).toEqual([1]);
  });

  it('asks the ranges call once beside the seasons call', async () => {
    const { rangeCalls, dispatch, state } = setup();
    expect(rangeCalls).toHaveLength(1);
    rangeCalls[0]?.resolve(['all', 'week']);
    await flush();
    expect(state()).toMatchObject({ rangesProbed: true, ranges: ['all', 'week'] });
    dispatch({ type: 'rangeSelected', range: 'week' });
    dispatch({ type: 'tabSelected', view: 'players' });
    expect(rangeCalls).toHaveLength(1);
  });

  it('does not ask the ranges call when the state holds its answer, and asks for the period', () => {
    const { rangeCalls, rankingCalls } = setup({
      ranges: ['all', 'day'],
      rangesProbed: true,
      range: 'day',
    });
    expect(rangeCalls).toHaveLength(0);
    expect(rankingCalls.map((call) => call.input.range)).toEqual(['day']);
  });

  it('waits for the ranges probe before it asks for a period from the address, or a panel in it', async () => {
    const { rangeCalls, seasonCalls, rankingCalls, playerCalls } = setup({
      range: 'week',
      detail: { kind: 'player', id: '7' },
    });
    await answerProbe(seasonCalls, []);
    expect(rankingCalls).toHaveLength(0);
    expect(playerCalls).toHaveLength(0);
    await answerProbe(rangeCalls, ['all', 'week']);
    expect(rankingCalls.map((call) => call.input.range)).toEqual(['week']);
    expect(playerCalls.map((call) => call.input.range)).toEqual(['week']);
  });

  it('asks for the all-time board when the backend has no ranges', async () => {
    const { rangeCalls, rankingCalls } = setup({ range: 'week' });
    await answerProbe(rangeCalls, null);
    expect(rankingCalls.map((call) => call.input.range)).toEqual(['all']);
  });

  it('takes a failed probe as a seed-only backend: no seasons, no panel', async () => {
    const { seasonCalls, playerCalls, state } = setup({
      detail: { kind: 'player', id: '7' },
    });
    seasonCalls[0]?.resolve(null);
    await flush();
    expect(state()).toMatchObject({ seasonsProbed: true, seasons: null, detail: null });
    expect(playerCalls).toHaveLength(0);
  });

  it('waits for the probe before it asks for a season from the address', async () => {
    const { seasonCalls, rankingCalls } = setup({ season: 2, page: 3 });
    expect(rankingCalls).toHaveLength(0);
    seasonCalls[0]?.resolve(makeSeasons(2));
    await flush();
    expect(rankingCalls.map((call) => [call.input.season, call.input.page])).toEqual([[2, 3]]);
  });

  it('asks for the current season when the probe does not list the address one', async () => {
    const { seasonCalls, rankingCalls } = setup({ season: 9, page: 3 });
    seasonCalls[0]?.resolve(makeSeasons(2));
    await flush();
    expect(rankingCalls.map((call) => [call.input.season, call.input.page])).toEqual([[null, 0]]);
  });

  it("loads each season's clusters, once per view and season", async () => {
    const { seasonCalls, clusterCalls, dispatch } = setup();
    seasonCalls[0]?.resolve(makeSeasons(2));
    await flush();
    dispatch({ type: 'seasonSelected', season: 1 });
    dispatch({ type: 'seasonSelected', season: null });
    dispatch({ type: 'seasonSelected', season: 1 });
    expect(clusterCalls.map((call) => [call.input, call.season])).toEqual([
      ['tribes', null],
      ['tribes', 1],
    ]);
  });

  it('loads the open panel on an extended backend, in the shown cluster and season', async () => {
    const { seasonCalls, playerCalls, dispatch, state } = setup({ cluster: 'DUO' });
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    expect(playerCalls).toHaveLength(0);
    seasonCalls[0]?.resolve([]);
    await flush();
    expect(playerCalls.map((call) => call.input)).toEqual([
      { id: '7', cluster: 'DUO', season: null, range: 'all' },
    ]);
    expect(selectPanel(state(), EN)).toMatchObject({ kind: 'message', text: 'Loading...' });
    playerCalls[0]?.resolve(makePlayerAnswer({ PlayerName: 'Rex' }));
    await flush();
    expect(selectPanel(state(), EN)).toMatchObject({ kind: 'player', title: 'Rex' });
  });

  it('says a player is not on the board when the call answers not found', async () => {
    const { seasonCalls, playerCalls, dispatch, state } = setup();
    seasonCalls[0]?.resolve([]);
    await flush();
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    playerCalls[0]?.resolve(null);
    await flush();
    expect(selectPanel(state(), EN)).toMatchObject({
      kind: 'message',
      text: 'This player is not on the board: hidden or unknown.',
    });
  });

  it('says the details could not be loaded when the call fails', async () => {
    const { seasonCalls, tribeCalls, dispatch, state } = setup();
    seasonCalls[0]?.resolve([]);
    await flush();
    dispatch({ type: 'detailOpened', kind: 'tribe', id: '1001' });
    tribeCalls[0]?.reject(new Error('boom'));
    await flush();
    expect(selectPanel(state(), EN)).toMatchObject({
      kind: 'message',
      text: 'The details could not be loaded. Please try again later.',
    });
  });

  it("fetches a tribe's next members page, aborting a panel call that is no longer shown", async () => {
    const { seasonCalls, tribeCalls, playerCalls, dispatch, state } = setup();
    seasonCalls[0]?.resolve([]);
    await flush();
    dispatch({ type: 'detailOpened', kind: 'tribe', id: '1001' });
    tribeCalls[0]?.resolve(makeTribeAnswer({ totalPages: 2 }));
    await flush();
    dispatch({ type: 'membersNextPage' });
    expect(tribeCalls.map((call) => call.input.page)).toEqual([0, 1]);
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    expect(tribeCalls[1]?.signal?.aborted).toBe(true);
    tribeCalls[1]?.resolve(makeTribeAnswer({ page: 1, totalPages: 2 }));
    await flush();
    expect(playerCalls).toHaveLength(1);
    expect(selectPanel(state(), EN)).toMatchObject({ kind: 'message', text: 'Loading...' });
  });

  it('aborts the panel call when the panel closes or the page stops', async () => {
    const { seasonCalls, playerCalls, dispatch, stop } = setup();
    seasonCalls[0]?.resolve([]);
    await flush();
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    dispatch({ type: 'detailClosed' });
    expect(playerCalls[0]?.signal?.aborted).toBe(true);
    dispatch({ type: 'detailOpened', kind: 'player', id: '8' });
    stop();
    expect(playerCalls[1]?.signal?.aborted).toBe(true);
    expect(seasonCalls[0]?.signal?.aborted).toBe(true);
  });

  it('aborts what is in flight when stopped', () => {
    const { rankingCalls, stop } = setup();
    stop();
    expect(rankingCalls[0]?.signal?.aborted).toBe(true);
  });
});
