import { initialState } from '@ark/core';
import { makeSeasons } from '@ark/core/testing';
import { createPageStore } from './page-store';
import { startUrlSync } from './url-sync';

function go(address: string): void {
  window.history.replaceState(null, '', address);
}

function setup(address = '/') {
  go(address);
  const store = createPageStore();
  const stop = startUrlSync({ store });
  const state = () => store.getState().state;
  return { store, stop, state, dispatch: store.getState().dispatch };
}

/** Waits for the popstate a history traversal fires (asynchronously, as in a browser). */
function popped(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }),
  );
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function started(address?: string) {
  const page = setup(address);
  stops.push(page.stop);
  return page;
}

describe('startUrlSync', () => {
  it('reads a deep link at start (page one-based in the address)', () => {
    const { state } = started('/?view=players&cluster=DUO&filter=deaths&search=rex&page=2');
    expect(state()).toMatchObject({
      view: 'players',
      cluster: 'DUO',
      filter: 'deaths',
      searchText: 'rex',
      submittedSearch: 'rex',
      page: 1,
    });
  });

  it('falls back silently on params that make no sense and cleans the address', () => {
    const before = window.history.length;
    const { state } = started('/?view=dinos&filter=tribe_score&page=-3&cluster=%3Cx%3E');
    expect(state()).toMatchObject({
      view: 'tribes',
      cluster: 'SOLO',
      filter: 'tribe_score',
      page: 0,
    });
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(before);
  });

  it("reads an address without a cluster as the site's default cluster, and names SOLO when it is not it", () => {
    go('/');
    const store = createPageStore(initialState('3MAN'));
    stops.push(startUrlSync({ store }));
    expect(store.getState().state.cluster).toBe('3MAN');
    expect(window.location.search).toBe('');
    store.getState().dispatch({ type: 'clusterSelected', cluster: 'SOLO' });
    expect(window.location.search).toBe('?cluster=SOLO');
    store.getState().dispatch({ type: 'clusterSelected', cluster: '3MAN' });
    expect(window.location.search).toBe('');
  });

  it('keeps the page working when the browser refuses a history change', () => {
    const { dispatch, state } = started('/');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const push = vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      expect(() => dispatch({ type: 'tabSelected', view: 'players' })).not.toThrow();
      expect(state().view).toBe('players');
      expect(error).toHaveBeenCalledOnce();
    } finally {
      push.mockRestore();
      error.mockRestore();
    }
  });

  it('pushes a history entry for each navigation', () => {
    const { dispatch } = started('/');
    const before = window.history.length;
    dispatch({ type: 'tabSelected', view: 'players' });
    expect(window.location.search).toBe('?view=players');
    dispatch({ type: 'filterSelected', filter: 'deaths' });
    expect(window.location.search).toBe('?view=players&filter=deaths');
    expect(window.history.length).toBe(before + 2);
  });

  it('keeps what is being typed out of the address until it is submitted', () => {
    const { dispatch } = started('/');
    dispatch({ type: 'searchTextChanged', text: 'rex' });
    expect(window.location.search).toBe('');
    dispatch({ type: 'searchSubmitted' });
    expect(window.location.search).toBe('?search=rex');
  });

  it('replaces instead of pushing when loading corrects the state', () => {
    const { dispatch } = started('/?cluster=GONE');
    const before = window.history.length;
    dispatch({ type: 'clustersLoaded', clusters: [{ key: 'PVE', display: 'PvE' }] });
    expect(window.location.search).toBe('?cluster=PVE');
    expect(window.history.length).toBe(before);
  });

  it('follows Back and Forward (popstate)', () => {
    const { dispatch, state } = started('/');
    dispatch({ type: 'tabSelected', view: 'players' });
    go('/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(state().view).toBe('tribes');
    go('/?view=players&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(state()).toMatchObject({ view: 'players', page: 1 });
  });

  it('reads a panel and a season from a shared link once the backend has them', () => {
    const { dispatch, state } = started('/?view=players&season=2&player=76561198000000001');
    expect(state()).toMatchObject({
      season: 2,
      detail: { kind: 'player', id: '76561198000000001' },
    });
    dispatch({ type: 'seasonsLoaded', seasons: makeSeasons(2) });
    expect(window.location.search).toBe('?view=players&season=2&player=76561198000000001');
  });

  it('drops the panel and the season from the address on a backend without them', () => {
    const { dispatch } = started('/?season=2&tribe=1001');
    const before = window.history.length;
    dispatch({ type: 'seasonsLoaded', seasons: null });
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before);
  });

  it('pushes an entry for a panel and goes Back to the address it was opened from on close', async () => {
    const { dispatch, state } = started('/?view=players');
    dispatch({ type: 'seasonsLoaded', seasons: [] });
    const before = window.history.length;
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    expect(window.location.search).toBe('?view=players&player=7');
    expect(window.history.length).toBe(before + 1);
    dispatch({ type: 'detailClosed' });
    await popped();
    expect(window.location.search).toBe('?view=players');
    expect(state().detail).toBeNull();
  });

  it('closes a panel opened from inside another by going Back past both', async () => {
    const { dispatch, state } = started('/');
    dispatch({ type: 'seasonsLoaded', seasons: [] });
    dispatch({ type: 'detailOpened', kind: 'tribe', id: '1001' });
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    expect(window.location.search).toBe('?player=7');
    dispatch({ type: 'detailClosed' });
    await popped();
    expect(window.location.search).toBe('');
    expect(state().detail).toBeNull();
  });

  it('follows Back from a panel to the panel it was opened from', async () => {
    const { dispatch, state } = started('/');
    dispatch({ type: 'seasonsLoaded', seasons: [] });
    dispatch({ type: 'detailOpened', kind: 'tribe', id: '1001' });
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    window.history.back();
    await popped();
    expect(state().detail).toEqual({ kind: 'tribe', id: '1001' });
    dispatch({ type: 'detailClosed' });
    await popped();
    expect(window.location.search).toBe('');
  });

  it('replaces the address when a panel from a shared link closes', () => {
    const { dispatch, state } = started('/?tribe=1001');
    dispatch({ type: 'seasonsLoaded', seasons: [] });
    dispatch({ type: 'detailOpened', kind: 'player', id: '7' });
    const before = window.history.length;
    dispatch({ type: 'detailClosed' });
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before);
    expect(state().detail).toBeNull();
  });

  it('pushes an entry for a season and resets the page', () => {
    const { dispatch, state } = started('/?page=3');
    dispatch({ type: 'seasonsLoaded', seasons: makeSeasons(2) });
    const before = window.history.length;
    dispatch({ type: 'seasonSelected', season: 1 });
    expect(window.location.search).toBe('?season=1');
    expect(state().page).toBe(0);
    expect(window.history.length).toBe(before + 1);
  });

  it('pushes an entry for the hall of fame tab and its board, so Back returns to the board', () => {
    const { dispatch } = started('/');
    const before = window.history.length;
    dispatch({ type: 'hallSelected' });
    expect(window.location.search).toBe('?view=hall');
    dispatch({ type: 'hallBoardSelected', board: 'tribes' });
    expect(window.location.search).toBe('?view=hall&board=tribes');
    expect(window.history.length).toBe(before + 2);
  });

  it('stops listening when stopped', () => {
    const { stop, state } = setup('/');
    stop();
    go('/?view=players');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(state().view).toBe('tribes');
  });
});
