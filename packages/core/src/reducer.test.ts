import { describe, expect, it } from 'vitest';
import { parseQueryString } from './address';
import { MAX_SEARCH_LENGTH } from './contract';
import type { DetailAnswer } from './detail-answer';
import { addressAfter, reducer } from './reducer';
import { type Action, FALLBACK_CLUSTERS, HALL_START, type State } from './state';
import { makePlayerAnswer, makeResult, makeSeasons, makeState, makeTribeAnswer } from './testing';

const PLAYER = { kind: 'player', id: '76561198000000001' } as const;
const TRIBE = { kind: 'tribe', id: '1001' } as const;
/** A state with a panel open on `target` whose answer has landed. */
const withPanel = (target: State['detail'], answer: DetailAnswer = makePlayerAnswer()): State =>
  makeState({
    seasons: makeSeasons(1),
    seasonsProbed: true,
    detail: target,
    detailRequestId: 1,
    detailLoad: { status: 'loaded', answer },
  });

const run = (state: State, ...actions: Action[]): State => actions.reduce(reducer, state);

describe('reducer', () => {
  describe('tabSelected', () => {
    it('keeps the cluster, resets page to 0 and sets the filter to that tab’s default when switching tabs', () => {
      const state = makeState({ cluster: 'DUO', page: 1, filter: 'deaths' });
      const next = reducer(state, { type: 'tabSelected', view: 'players' });
      expect(next).toMatchObject({ view: 'players', cluster: 'DUO', page: 0, filter: 'kills' });
      const back = reducer(next, { type: 'tabSelected', view: 'tribes' });
      expect(back.filter).toBe('tribe_score');
    });

    it('clears the search text and the submitted search when switching tabs', () => {
      const state = makeState({ searchText: 'rex', submittedSearch: 'rex' });
      const next = reducer(state, { type: 'tabSelected', view: 'players' });
      expect(next).toMatchObject({ searchText: '', submittedSearch: '' });
    });

    it('drops the old view’s rows so they never render under the new view’s headers', () => {
      const state = makeState({ result: makeResult(), openDropdown: 'filter' });
      const next = reducer(state, { type: 'tabSelected', view: 'players' });
      expect(next.result).toBeNull();
      expect(next.openDropdown).toBeNull();
    });

    it('closes an open panel', () => {
      const next = reducer(withPanel(PLAYER), { type: 'tabSelected', view: 'players' });
      expect(next).toMatchObject({ detail: null, detailLoad: { status: 'idle' } });
    });

    it('leaves everything alone when the active tab is selected again', () => {
      const state = makeState({ searchText: 'rex', page: 1 });
      expect(reducer(state, { type: 'tabSelected', view: 'tribes' })).toBe(state);
    });
  });

  describe('searchTextChanged', () => {
    it('stores the typed text without submitting it', () => {
      const next = reducer(makeState({ page: 1 }), { type: 'searchTextChanged', text: 'rex' });
      expect(next).toMatchObject({ searchText: 'rex', submittedSearch: '', page: 1 });
    });

    it('keeps the submitted search while the visitor types (the message quotes what was submitted)', () => {
      const state = makeState({ searchText: 'rex', submittedSearch: 'rex' });
      const next = reducer(state, { type: 'searchTextChanged', text: 'rexy' });
      expect(next).toMatchObject({
        searchText: 'rexy',
        submittedSearch: 'rex',
      });
    });

    it('clears the submitted state when the search box is emptied, so the unsearched list loads', () => {
      const state = makeState({
        searchText: 'rex',
        submittedSearch: 'rex',
        page: 1,
      });
      const next = reducer(state, { type: 'searchTextChanged', text: '' });
      expect(next).toMatchObject({
        searchText: '',
        submittedSearch: '',
        page: 0,
      });
    });

    it('counts a box holding only spaces as emptied', () => {
      const state = makeState({ searchText: 'rex', submittedSearch: 'rex' });
      const next = reducer(state, { type: 'searchTextChanged', text: '   ' });
      expect(next).toMatchObject({ submittedSearch: '' });
    });

    it('caps the text at MAX_SEARCH_LENGTH characters', () => {
      const next = reducer(makeState(), { type: 'searchTextChanged', text: 'x'.repeat(100) });
      expect(next.searchText).toHaveLength(MAX_SEARCH_LENGTH);
    });
  });

  describe('searchSubmitted', () => {
    it('resets the page to 0 and marks a search as submitted', () => {
      const state = makeState({ searchText: '  rex  ', page: 1 });
      const next = reducer(state, { type: 'searchSubmitted' });
      expect(next).toMatchObject({ page: 0, submittedSearch: 'rex' });
    });

    it('counts search text that is blank after trimming as no search', () => {
      const state = makeState({ searchText: '   ', page: 1 });
      const next = reducer(state, { type: 'searchSubmitted' });
      expect(next).toMatchObject({ page: 0, submittedSearch: '' });
    });
  });

  describe('clusterSelected', () => {
    it('resets the page to 0 and closes the dropdown when the cluster changes', () => {
      const state = makeState({ page: 1, openDropdown: 'cluster' });
      const next = reducer(state, { type: 'clusterSelected', cluster: 'DUO' });
      expect(next).toMatchObject({ cluster: 'DUO', page: 0, openDropdown: null });
    });

    it('refetches with the search text present and counts it as a submitted search', () => {
      const state = makeState({ searchText: ' rex ' });
      const next = reducer(state, { type: 'clusterSelected', cluster: 'DUO' });
      expect(next).toMatchObject({ submittedSearch: 'rex' });
    });

    it('clears the submitted search when the search text is empty', () => {
      const state = makeState({ searchText: '', submittedSearch: 'rex' });
      const next = reducer(state, { type: 'clusterSelected', cluster: 'DUO' });
      expect(next).toMatchObject({ submittedSearch: '' });
    });

    it('ignores a cluster that is not in the list', () => {
      const state = makeState({ page: 1 });
      expect(reducer(state, { type: 'clusterSelected', cluster: 'NOPE' })).toBe(state);
    });
  });

  describe('filterSelected', () => {
    it('resets the page to 0 and closes the dropdown when the filter changes', () => {
      const state = makeState({ page: 1, openDropdown: 'filter' });
      const next = reducer(state, { type: 'filterSelected', filter: 'deaths' });
      expect(next).toMatchObject({ filter: 'deaths', page: 0, openDropdown: null });
    });

    it('refetches with the search text present and counts it as a submitted search', () => {
      const state = makeState({ searchText: 'rex' });
      const next = reducer(state, { type: 'filterSelected', filter: 'kills' });
      expect(next).toMatchObject({ submittedSearch: 'rex' });
    });

    it('clears the submitted search when the search text is empty', () => {
      const state = makeState({ searchText: ' ', submittedSearch: 'rex' });
      const next = reducer(state, { type: 'filterSelected', filter: 'kills' });
      expect(next).toMatchObject({ submittedSearch: '' });
    });

    it('ignores a filter the current view does not have', () => {
      const state = makeState({ view: 'players', filter: 'kills', page: 1 });
      expect(reducer(state, { type: 'filterSelected', filter: 'tribe_score' })).toBe(state);
    });
  });

  describe('previousPage', () => {
    it('goes back one page', () => {
      expect(reducer(makeState({ page: 1 }), { type: 'previousPage' }).page).toBe(0);
    });

    it('does nothing on page 0 (Previous is disabled on page 0)', () => {
      const state = makeState({ page: 0 });
      expect(reducer(state, { type: 'previousPage' })).toBe(state);
    });
  });

  describe('nextPage', () => {
    it('goes forward one page', () => {
      const state = makeState({ result: makeResult({ totalPages: 3 }) });
      expect(reducer(state, { type: 'nextPage' }).page).toBe(1);
    });

    it('does nothing on the last page (Next is disabled on the last page)', () => {
      const state = makeState({ page: 1, result: makeResult({ totalPages: 2 }) });
      expect(reducer(state, { type: 'nextPage' })).toBe(state);
    });

    it('does nothing while the number of pages is unknown', () => {
      const state = makeState({ result: null });
      expect(reducer(state, { type: 'nextPage' })).toBe(state);
    });
  });

  describe('dropdownToggled', () => {
    it('opens the dropdown and closes it when toggled again', () => {
      const open = reducer(makeState(), { type: 'dropdownToggled', dropdown: 'cluster' });
      expect(open.openDropdown).toBe('cluster');
      expect(
        reducer(open, { type: 'dropdownToggled', dropdown: 'cluster' }).openDropdown,
      ).toBeNull();
    });

    it('opening one dropdown closes the other', () => {
      const state = makeState({ openDropdown: 'cluster' });
      expect(reducer(state, { type: 'dropdownToggled', dropdown: 'filter' }).openDropdown).toBe(
        'filter',
      );
    });
  });

  describe('dropdownClosed', () => {
    it('closes an open dropdown when the visitor clicks outside it', () => {
      const state = makeState({ openDropdown: 'filter' });
      expect(reducer(state, { type: 'dropdownClosed' }).openDropdown).toBeNull();
    });
  });

  describe('clustersLoaded', () => {
    const clusters = [
      { key: 'PVE', display: 'PvE' },
      { key: 'DUO', display: 'Duos' },
    ];

    it('selects the first listed cluster when the loaded list does not contain the selected one', () => {
      const next = reducer(makeState({ cluster: 'SOLO', page: 1 }), {
        type: 'clustersLoaded',
        clusters,
      });
      expect(next).toMatchObject({ cluster: 'PVE', page: 0, clusters });
    });

    it("moves an unlisted cluster to the site's default, else SOLO, before the first", () => {
      const listed = [...clusters, { key: 'SOLO', display: 'Solos' }];
      const loaded = { type: 'clustersLoaded', clusters: listed } as const;
      expect(reducer(makeState({ cluster: 'X' }), loaded).cluster).toBe('SOLO');
      const set = makeState({ cluster: 'X', clusterSetting: 'DUO' });
      expect(reducer(set, loaded).cluster).toBe('DUO');
    });

    it('keeps the selected cluster when the list contains it', () => {
      const next = reducer(makeState({ cluster: 'DUO', page: 1 }), {
        type: 'clustersLoaded',
        clusters,
      });
      expect(next).toMatchObject({ cluster: 'DUO', page: 1 });
    });

    it('uses the fallback clusters when the list comes back empty', () => {
      const next = reducer(makeState({ clusters }), { type: 'clustersLoaded', clusters: [] });
      expect(next.clusters).toEqual(FALLBACK_CLUSTERS);
      expect(next.cluster).toBe('SOLO');
    });
  });

  describe('fetchStarted', () => {
    it('shows loading while a fetch is running and remembers the newest request', () => {
      const next = reducer(makeState(), { type: 'fetchStarted', requestId: 7 });
      expect(next).toMatchObject({ loading: true, requestId: 7 });
    });
  });

  describe('fetchSucceeded', () => {
    it('stores the result of the newest request and stops loading', () => {
      const result = makeResult();
      const next = run(
        makeState(),
        { type: 'fetchStarted', requestId: 1 },
        { type: 'fetchSucceeded', requestId: 1, result },
      );
      expect(next).toMatchObject({ loading: false, result });
    });

    it('drops an older response that arrives late, whatever order the network returns them in', () => {
      const older = makeResult({ count: 1 });
      const newer = makeResult({ count: 2 });
      const started = run(
        makeState(),
        { type: 'fetchStarted', requestId: 1 },
        { type: 'fetchStarted', requestId: 2 },
      );
      const lateFirst = run(
        started,
        { type: 'fetchSucceeded', requestId: 2, result: newer },
        { type: 'fetchSucceeded', requestId: 1, result: older },
      );
      expect(lateFirst.result).toBe(newer);
      const staleOnly = reducer(started, { type: 'fetchSucceeded', requestId: 1, result: older });
      expect(staleOnly).toBe(started);
      expect(staleOnly.loading).toBe(true);
    });

    it('moves a page past the end to the last page, with no result until that page loads', () => {
      const past = run(
        makeState({ page: 98 }),
        { type: 'fetchStarted', requestId: 1 },
        { type: 'fetchSucceeded', requestId: 1, result: makeResult({ count: 0, totalPages: 3 }) },
      );
      expect(past).toMatchObject({ page: 2, result: null, loading: false });
    });

    it('keeps an empty first page and an empty search as they are', () => {
      const empty = makeResult({ count: 0, totalPages: 0 });
      const wiped = run(
        makeState({ page: 0 }),
        { type: 'fetchStarted', requestId: 1 },
        { type: 'fetchSucceeded', requestId: 1, result: empty },
      );
      expect(wiped).toMatchObject({ page: 0, result: empty });
    });
  });

  describe('fetchFailed', () => {
    it('stops loading and keeps the previous table for the newest request', () => {
      const result = makeResult();
      const state = makeState({ result, loading: true, requestId: 3 });
      expect(reducer(state, { type: 'fetchFailed', requestId: 3 })).toMatchObject({
        loading: false,
        result,
      });
    });

    it('ignores the failure of an older request', () => {
      const state = makeState({ loading: true, requestId: 3 });
      expect(reducer(state, { type: 'fetchFailed', requestId: 2 })).toBe(state);
    });
  });

  describe('locationChanged', () => {
    const location = {
      type: 'locationChanged',
      view: 'players',
      cluster: 'DUO',
      filter: 'deaths',
      search: 'rex',
      page: 1,
      season: null,
      range: 'all',
      detail: null,
    } as const;

    it('sets view, cluster, filter, search and page from the address, the search as submitted', () => {
      const next = reducer(makeState({ openDropdown: 'cluster' }), location);
      expect(next).toMatchObject({
        view: 'players',
        cluster: 'DUO',
        filter: 'deaths',
        searchText: 'rex',
        submittedSearch: 'rex',
        page: 1,
        openDropdown: null,
      });
    });

    // The address is read by parseQueryString, which checks what the reducer then takes as given.
    it('counts a blank search in the address as no search', () => {
      const next = reducer(makeState(), parseQueryString('?view=players&search=++'));
      expect(next).toMatchObject({ searchText: '', submittedSearch: '' });
    });

    it('uses the view’s default filter when the view lacks the given one', () => {
      const next = reducer(makeState(), parseQueryString('?view=players&filter=tribe_score'));
      expect(next.filter).toBe('kills');
    });

    it('drops the rows of another view', () => {
      const next = reducer(makeState({ result: makeResult() }), location);
      expect(next.result).toBeNull();
    });

    it('opens the panel and the season the address names (a shared link, Forward)', () => {
      const next = reducer(makeState(), { ...location, season: 2, detail: PLAYER });
      expect(next).toMatchObject({ season: 2, detail: PLAYER, detailLoad: { status: 'idle' } });
    });

    it('closes the panel when the address has none (Back)', () => {
      const next = reducer(withPanel(PLAYER), { ...location, cluster: 'SOLO', view: 'tribes' });
      expect(next).toMatchObject({ detail: null, detailLoad: { status: 'idle' }, membersPage: 0 });
    });

    it('keeps the open panel and its answer when the address names the same one', () => {
      const state = withPanel(TRIBE, makeTribeAnswer());
      const next = reducer(
        { ...state, membersPage: 1 },
        {
          ...location,
          view: 'tribes',
          cluster: 'SOLO',
          detail: { ...TRIBE },
        },
      );
      expect(next.detailLoad).toBe(state.detailLoad);
      expect(next.membersPage).toBe(1);
    });

    it("drops the panel's answer when the cluster or season changes under it", () => {
      const next = reducer(withPanel(PLAYER), { ...location, detail: PLAYER });
      expect(next).toMatchObject({ detail: PLAYER, detailLoad: { status: 'idle' } });
    });

    it('sets the range from the address, and drops the panel answer of another range', () => {
      const state = withPanel(PLAYER);
      const same = { ...location, cluster: 'SOLO', detail: PLAYER };
      expect(reducer(state, same).detailLoad).toBe(state.detailLoad);
      const next = reducer(state, { ...same, range: 'week' });
      expect(next).toMatchObject({ range: 'week', detail: PLAYER, detailLoad: { status: 'idle' } });
    });
  });

  describe('detailOpened', () => {
    it('opens the panel of a player or tribe, with nothing loaded yet', () => {
      const next = reducer(makeState({ openDropdown: 'cluster' }), {
        type: 'detailOpened',
        ...TRIBE,
      });
      expect(next).toMatchObject({
        detail: TRIBE,
        detailLoad: { status: 'idle' },
        membersPage: 0,
        openDropdown: null,
      });
    });

    it('replaces an open panel (a member of a tribe, the tribe of a player)', () => {
      const next = reducer(withPanel(TRIBE, makeTribeAnswer()), {
        type: 'detailOpened',
        ...PLAYER,
      });
      expect(next).toMatchObject({ detail: PLAYER, detailLoad: { status: 'idle' } });
    });

    it('changes nothing when that panel is already open', () => {
      const state = withPanel(PLAYER);
      expect(reducer(state, { type: 'detailOpened', ...PLAYER })).toBe(state);
    });
  });

  describe('detailClosed', () => {
    it('closes the panel and forgets its answer and members page', () => {
      const state = { ...withPanel(TRIBE, makeTribeAnswer()), membersPage: 2 };
      expect(reducer(state, { type: 'detailClosed' })).toMatchObject({
        detail: null,
        detailLoad: { status: 'idle' },
        membersPage: 0,
      });
    });

    it('changes nothing when no panel is open', () => {
      const state = makeState();
      expect(reducer(state, { type: 'detailClosed' })).toBe(state);
    });
  });

  describe('detailFetchStarted', () => {
    it('marks the panel loading under the new request id', () => {
      const state = makeState({ detail: PLAYER });
      const next = reducer(state, { type: 'detailFetchStarted', requestId: 4 });
      expect(next).toMatchObject({
        detailRequestId: 4,
        detailLoad: { status: 'loading', answer: null },
      });
    });

    it('keeps the tribe on screen while another members page loads', () => {
      const answer = makeTribeAnswer();
      const next = reducer(withPanel(TRIBE, answer), { type: 'detailFetchStarted', requestId: 2 });
      expect(next.detailLoad).toEqual({ status: 'loading', answer });
    });
  });

  describe('detailFetchSucceeded', () => {
    it('shows the answer of the newest request', () => {
      const answer = makePlayerAnswer();
      const state = run(makeState({ detail: PLAYER }), {
        type: 'detailFetchStarted',
        requestId: 1,
      });
      const next = reducer(state, { type: 'detailFetchSucceeded', requestId: 1, answer });
      expect(next.detailLoad).toEqual({ status: 'loaded', answer });
    });

    it('drops the answer of an older request, and any answer once the panel is closed', () => {
      const state = run(
        makeState({ detail: PLAYER }),
        { type: 'detailFetchStarted', requestId: 1 },
        { type: 'detailFetchStarted', requestId: 2 },
      );
      const answer = makePlayerAnswer();
      expect(reducer(state, { type: 'detailFetchSucceeded', requestId: 1, answer })).toBe(state);
      const closed = reducer(state, { type: 'detailClosed' });
      expect(reducer(closed, { type: 'detailFetchSucceeded', requestId: 2, answer })).toBe(closed);
    });
  });

  describe('detailNotFound', () => {
    it('says the player or tribe is hidden or unknown', () => {
      const state = run(makeState({ detail: PLAYER }), {
        type: 'detailFetchStarted',
        requestId: 1,
      });
      expect(reducer(state, { type: 'detailNotFound', requestId: 1 }).detailLoad).toEqual({
        status: 'notFound',
      });
      expect(reducer(state, { type: 'detailNotFound', requestId: 0 })).toBe(state);
    });
  });

  describe('detailFetchFailed', () => {
    it('marks the panel failed, for the newest request only', () => {
      const state = run(makeState({ detail: PLAYER }), {
        type: 'detailFetchStarted',
        requestId: 3,
      });
      expect(reducer(state, { type: 'detailFetchFailed', requestId: 3 }).detailLoad).toEqual({
        status: 'failed',
      });
      expect(reducer(state, { type: 'detailFetchFailed', requestId: 2 })).toBe(state);
    });
  });

  describe('membersNextPage and membersPreviousPage', () => {
    it("step through the open tribe's members pages, within them", () => {
      const state = withPanel(TRIBE, makeTribeAnswer({ totalPages: 2 }));
      const next = reducer(state, { type: 'membersNextPage' });
      expect(next.membersPage).toBe(1);
      expect(reducer(next, { type: 'membersNextPage' })).toBe(next);
      expect(reducer(next, { type: 'membersPreviousPage' }).membersPage).toBe(0);
      expect(reducer(state, { type: 'membersPreviousPage' })).toBe(state);
    });

    it('do nothing for a player panel or before the tribe has loaded', () => {
      const player = withPanel(PLAYER);
      expect(reducer(player, { type: 'membersNextPage' })).toBe(player);
      const loading = makeState({ detail: TRIBE });
      expect(reducer(loading, { type: 'membersNextPage' })).toBe(loading);
    });
  });

  describe('seasonsLoaded', () => {
    it('keeps the archived seasons and marks the backend probed', () => {
      const seasons = makeSeasons(2);
      const next = reducer(makeState(), { type: 'seasonsLoaded', seasons });
      expect(next).toMatchObject({ seasons, seasonsProbed: true });
    });

    it('keeps an empty list: the detail calls exist, no season was closed yet', () => {
      expect(reducer(makeState(), { type: 'seasonsLoaded', seasons: [] })).toMatchObject({
        seasons: [],
        seasonsProbed: true,
      });
    });

    it('closes a panel and leaves an archived season on a backend without seasons', () => {
      const state = makeState({ detail: PLAYER, season: 2, page: 3 });
      expect(reducer(state, { type: 'seasonsLoaded', seasons: null })).toMatchObject({
        seasons: null,
        seasonsProbed: true,
        detail: null,
        season: null,
        page: 0,
      });
      const current = makeState({ page: 3 });
      expect(reducer(current, { type: 'seasonsLoaded', seasons: null }).page).toBe(3);
    });

    it('turns a season the list lacks into the current season, from page 0', () => {
      const state = makeState({ season: 9, page: 2 });
      const next = reducer(state, { type: 'seasonsLoaded', seasons: makeSeasons(2) });
      expect(next).toMatchObject({ season: null, page: 0 });
      const listed = reducer(makeState({ season: 2 }), {
        type: 'seasonsLoaded',
        seasons: makeSeasons(2),
      });
      expect(listed.season).toBe(2);
    });
  });

  describe('seasonSelected', () => {
    const probed = makeState({ seasons: makeSeasons(2), seasonsProbed: true });

    it('shows that season from page 0 and closes the dropdown', () => {
      const state = { ...probed, page: 3, openDropdown: 'season' as const };
      expect(reducer(state, { type: 'seasonSelected', season: 1 })).toMatchObject({
        season: 1,
        page: 0,
        openDropdown: null,
      });
      expect(
        reducer({ ...state, season: 1 }, { type: 'seasonSelected', season: null }).season,
      ).toBeNull();
    });

    it('closes an open panel', () => {
      const state = { ...withPanel(PLAYER), seasons: makeSeasons(2) };
      expect(reducer(state, { type: 'seasonSelected', season: 2 }).detail).toBeNull();
    });

    it('counts typed text as a submitted search, as a cluster change does', () => {
      const next = reducer(
        { ...probed, searchText: ' rex ' },
        { type: 'seasonSelected', season: 2 },
      );
      expect(next.submittedSearch).toBe('rex');
    });

    it('shows an archived season all time, its final board, and keeps the range for the current one', () => {
      const state = { ...probed, range: 'week' as const };
      expect(reducer(state, { type: 'seasonSelected', season: 2 }).range).toBe('all');
      expect(reducer(state, { type: 'seasonSelected', season: null }).range).toBe('week');
    });

    it('ignores a season that is not listed', () => {
      expect(reducer(probed, { type: 'seasonSelected', season: 7 })).toBe(probed);
      const seed = makeState();
      expect(reducer(seed, { type: 'seasonSelected', season: 1 })).toBe(seed);
    });
  });

  describe('rangesLoaded', () => {
    it('keeps the ranges offered and marks the probe as answered', () => {
      const next = reducer(makeState(), { type: 'rangesLoaded', ranges: ['all', 'week'] });
      expect(next).toMatchObject({ ranges: ['all', 'week'], rangesProbed: true, range: 'all' });
    });

    it('keeps an offered range from the address, with its page', () => {
      const state = makeState({ range: 'week', page: 2 });
      const next = reducer(state, { type: 'rangesLoaded', ranges: ['all', 'day', 'week'] });
      expect(next).toMatchObject({ range: 'week', page: 2 });
    });

    it('goes to the all-time board, page 0, for a range not offered or a backend without ranges', () => {
      const state = makeState({ range: 'month', page: 2 });
      for (const ranges of [null, ['all', 'week'] as const]) {
        expect(reducer(state, { type: 'rangesLoaded', ranges })).toMatchObject({
          range: 'all',
          page: 0,
          ranges,
          rangesProbed: true,
        });
      }
    });
  });

  describe('rangeSelected', () => {
    const offered = makeState({ ranges: ['all', 'day', 'week', 'last_week'], rangesProbed: true });

    it('shows that period from page 0, keeps the search typed and submitted, closes the dropdown', () => {
      const state = {
        ...offered,
        page: 3,
        searchText: 'rexy',
        submittedSearch: 'rex',
        openDropdown: 'range' as const,
      };
      expect(reducer(state, { type: 'rangeSelected', range: 'week' })).toMatchObject({
        range: 'week',
        page: 0,
        searchText: 'rexy',
        submittedSearch: 'rex',
        openDropdown: null,
      });
    });

    it('keeps the view, cluster and filter', () => {
      const state = {
        ...offered,
        view: 'players' as const,
        cluster: 'DUO',
        filter: 'deaths' as const,
      };
      expect(reducer(state, { type: 'rangeSelected', range: 'day' })).toMatchObject({
        view: 'players',
        cluster: 'DUO',
        filter: 'deaths',
        range: 'day',
      });
    });

    it('returns from an archived season to the current one for a period, closing a panel', () => {
      const state = { ...withPanel(PLAYER), ...offered, seasons: makeSeasons(2), season: 1 };
      expect(reducer(state, { type: 'rangeSelected', range: 'week' })).toMatchObject({
        season: null,
        range: 'week',
        detail: null,
      });
      expect(reducer(state, { type: 'rangeSelected', range: 'all' })).toMatchObject({
        season: 1,
        range: 'all',
      });
    });

    it('ignores a range not offered, and any before the probe or without ranges', () => {
      expect(reducer(offered, { type: 'rangeSelected', range: 'month' })).toBe(offered);
      const unknown = makeState();
      expect(reducer(unknown, { type: 'rangeSelected', range: 'week' })).toBe(unknown);
      const none = makeState({ ranges: null, rangesProbed: true });
      expect(reducer(none, { type: 'rangeSelected', range: 'week' })).toBe(none);
    });
  });

  describe('onlineToggled', () => {
    // ASA has a game log (the clusters answer gives its players online now), SOLO has none.
    const clusters = [
      { key: 'SOLO', display: 'Solos' },
      { key: 'ASA', display: 'Ascended', online: 3 },
      { key: 'ASA2', display: 'Ascended 2', online: 0 },
    ];
    const board = makeState({ view: 'players', filter: 'kills', cluster: 'ASA', clusters });

    it('filters the players board to who is online now from page 0, the typed text submitted', () => {
      const state = { ...board, page: 2, searchText: 'rex ', openDropdown: 'filter' as const };
      const next = reducer(state, { type: 'onlineToggled' });
      expect(next).toMatchObject({
        online: true,
        page: 0,
        submittedSearch: 'rex',
        openDropdown: null,
      });
      expect(reducer({ ...next, page: 1 }, { type: 'onlineToggled' })).toMatchObject({
        online: false,
        page: 0,
      });
    });

    it('is offered only on the current season’s players board of a cluster with a game log', () => {
      const tribes = { ...board, view: 'tribes' as const, filter: 'tribe_score' as const };
      const noLog = { ...board, cluster: 'SOLO' };
      const archived = { ...board, seasons: makeSeasons(1), season: 1 };
      const hall = { ...board, hall: HALL_START };
      for (const state of [tribes, noLog, archived, hall]) {
        expect(reducer(state, { type: 'onlineToggled' })).toBe(state);
      }
    });

    it('is kept on another cluster with a game log and dropped on one without', () => {
      const online = reducer(board, { type: 'onlineToggled' });
      expect(reducer(online, { type: 'clusterSelected', cluster: 'ASA2' }).online).toBe(true);
      expect(reducer(online, { type: 'clusterSelected', cluster: 'SOLO' }).online).toBe(false);
    });

    it('is dropped by another tab, the hall and an archived season, kept by a period', () => {
      const online = {
        ...reducer(board, { type: 'onlineToggled' }),
        seasons: makeSeasons(1),
        ranges: ['all', 'week'] as const,
        rangesProbed: true,
      };
      expect(run(online, { type: 'tabSelected', view: 'tribes' }).online).toBe(false);
      expect(run(online, { type: 'hallSelected' }).online).toBe(false);
      expect(run(online, { type: 'seasonSelected', season: 1 }).online).toBe(false);
      expect(run(online, { type: 'rangeSelected', range: 'week' }).online).toBe(true);
    });

    it('is dropped, page 1, when the clusters listed give the cluster no game log', () => {
      const online = { ...reducer(board, { type: 'onlineToggled' }), page: 2 };
      const listed = reducer(online, { type: 'clustersLoaded', clusters });
      expect(listed).toMatchObject({ online: true, page: 2 });
      const noLog = clusters.map(({ key, display }) => ({ key, display }));
      expect(reducer(online, { type: 'clustersLoaded', clusters: noLog })).toMatchObject({
        online: false,
        page: 0,
      });
    });

    it('leads to the address with online=1 and back', () => {
      expect(addressAfter(board, { type: 'onlineToggled' })).toBe(
        '?view=players&cluster=ASA&online=1',
      );
      const online = reducer(board, { type: 'onlineToggled' });
      expect(addressAfter(online, { type: 'onlineToggled' })).toBe('?view=players&cluster=ASA');
    });
  });

  it('leaves the state alone for an unknown action', () => {
    const state = makeState();
    expect(reducer(state, { type: 'nonsense' } as unknown as Action)).toBe(state);
  });

  it('returns new objects and never mutates the state it is given', () => {
    const state = Object.freeze(makeState({ searchText: 'rex', page: 1 }));
    const next = reducer(state, { type: 'searchSubmitted' });
    expect(next).not.toBe(state);
    expect(state.submittedSearch).toBe('');
  });
});

describe('addressAfter', () => {
  const onPage2 = makeState({
    view: 'players',
    filter: 'deaths',
    cluster: 'DUO',
    page: 1,
    searchText: 'rex',
    submittedSearch: 'rex',
    result: makeResult({ view: 'players', page: 1, totalPages: 3 }),
  });

  it('leads a tab to its view with the cluster kept, the page and the search reset', () => {
    expect(addressAfter(onPage2, { type: 'tabSelected', view: 'tribes' })).toBe('?cluster=DUO');
  });

  it('leads Previous and Next to the neighbouring pages, one-based', () => {
    expect(addressAfter(onPage2, { type: 'previousPage' })).toBe(
      '?view=players&cluster=DUO&filter=deaths&search=rex',
    );
    expect(addressAfter(onPage2, { type: 'nextPage' })).toBe(
      '?view=players&cluster=DUO&filter=deaths&search=rex&page=3',
    );
  });

  it('resets the page when the cluster or the filter changes, the search kept', () => {
    expect(addressAfter(onPage2, { type: 'clusterSelected', cluster: 'SOLO' })).toBe(
      '?view=players&filter=deaths&search=rex',
    );
    expect(addressAfter(onPage2, { type: 'filterSelected', filter: 'kills' })).toBe(
      '?view=players&cluster=DUO&search=rex',
    );
  });

  it('clears the search when a blank one is submitted', () => {
    const blank = { ...onPage2, searchText: '   ' };
    expect(addressAfter(blank, { type: 'searchSubmitted' })).toBe(
      '?view=players&cluster=DUO&filter=deaths',
    );
  });

  it('opens and closes a panel on the same board', () => {
    const opened = addressAfter(onPage2, { type: 'detailOpened', kind: 'player', id: '7656' });
    expect(opened).toBe('?view=players&cluster=DUO&filter=deaths&search=rex&page=2&player=7656');
    const open = makeState({ detail: { kind: 'tribe', id: '1001' } });
    expect(addressAfter(open, { type: 'detailClosed' })).toBe('?');
  });

  it("is '?' for the defaults, never '' (which would keep the current query)", () => {
    expect(addressAfter(makeState({ page: 1 }), { type: 'previousPage' })).toBe('?');
  });
});

describe('populationLoaded', () => {
  it("keeps the answer with its cluster's key, replacing the one before", () => {
    const answer = { timezone: 'UTC', start: null, hours: [] };
    const first = reducer(makeState(), { type: 'populationLoaded', cluster: 'ASA', answer });
    expect(first.population).toEqual({ cluster: 'ASA', answer });
    const next = reducer(first, { type: 'populationLoaded', cluster: 'BOB', answer: null });
    expect(next.population).toEqual({ cluster: 'BOB', answer: null });
  });
});
