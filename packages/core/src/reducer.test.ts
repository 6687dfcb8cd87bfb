import { describe, expect, it } from 'vitest';
import { parseQueryString } from './address';
import { MAX_SEARCH_LENGTH } from './contract';
import { reducer } from './reducer';
import { type Action, FALLBACK_CLUSTERS, type State } from './state';
import { makeResult, makeState } from './testing';

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
