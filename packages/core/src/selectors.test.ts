import { describe, expect, it } from 'vitest';
import { reducer } from './reducer';
import { requestKey, selectPager, selectRequest, selectTableContent } from './selectors';
import type { RankingRequest } from './state';
import { makeRequest, makeResult, makeState } from './testing';

describe('selectRequest', () => {
  it('sends an empty search on the first load', () => {
    expect(selectRequest(makeState())).toEqual({
      view: 'tribes',
      search: '',
      filter: 'tribe_score',
      cluster: 'SOLO',
      page: 0,
    });
  });

  it('sends an empty search for a load without a submitted search, whatever is typed', () => {
    expect(selectRequest(makeState({ searchText: 'rex' })).search).toBe('');
  });

  it('sends the trimmed submitted search', () => {
    const state = makeState({ searchText: 'rexy', submittedSearch: 'rex' });
    expect(selectRequest(state).search).toBe('rex');
  });

  it('loads the unsearched list once the search box is emptied', () => {
    const searched = reducer(makeState({ searchText: 'rex' }), { type: 'searchSubmitted' });
    expect(selectRequest(searched).search).toBe('rex');
    const emptied = reducer(searched, { type: 'searchTextChanged', text: '' });
    expect(selectRequest(emptied)).toMatchObject({ search: '', page: 0 });
  });

  it('carries view, filter, cluster and the zero-based page', () => {
    const state = makeState({ view: 'players', filter: 'deaths', cluster: 'DUO', page: 2 });
    expect(selectRequest(state)).toMatchObject({
      view: 'players',
      filter: 'deaths',
      cluster: 'DUO',
      page: 2,
    });
  });
});

describe('requestKey', () => {
  it('gives equal requests the same key', () => {
    expect(requestKey(makeRequest())).toBe(requestKey(makeRequest()));
  });

  it('gives a different key when any field changes', () => {
    const base = requestKey(makeRequest());
    const changes: Partial<RankingRequest>[] = [
      { view: 'players' },
      { search: 'rex' },
      { filter: 'kills' },
      { cluster: 'DUO' },
      { page: 1 },
    ];
    for (const change of changes) expect(requestKey(makeRequest(change))).not.toBe(base);
  });

  it('cannot be confused by separators inside the search text', () => {
    const a = requestKey(makeRequest({ search: 'a","SOLO' }));
    const b = requestKey(makeRequest({ search: 'a' }));
    expect(a).not.toBe(b);
  });
});

describe('selectTableContent', () => {
  it('shows Loading... while a fetch is running', () => {
    const state = makeState({ loading: true, result: makeResult() });
    expect(selectTableContent(state)).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows Loading... before the first result lands', () => {
    expect(selectTableContent(makeState())).toEqual({ kind: 'loading', text: 'Loading...' });
  });

  it('shows the wiped message when no rows are returned', () => {
    const state = makeState({ result: makeResult({ count: 0 }) });
    expect(selectTableContent(state)).toEqual({
      kind: 'message',
      text: 'Servers have recently wiped. Please check again later.',
      isSample: false,
    });
  });

  it('shows No tribes found matching "{search}" when a submitted search returns no rows in the tribe view', () => {
    const state = makeState({
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows No players found matching "{search}" when a submitted search returns no rows in the player view', () => {
    const state = makeState({
      view: 'players',
      submittedSearch: 'rex',
      result: makeResult({ view: 'players', count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No players found matching "rex"' });
  });

  it('quotes the text that was submitted, not what is typed since', () => {
    const state = makeState({
      searchText: 'something else',
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the no-match message, not the wiped message, after a cluster change with search text', () => {
    const state = makeState({
      searchText: 'rex',
      submittedSearch: 'rex',
      result: makeResult({ count: 0 }),
    });
    expect(selectTableContent(state)).toMatchObject({ text: 'No tribes found matching "rex"' });
  });

  it('shows the rows with pagination, the sample flag and the data date', () => {
    const result = {
      ...makeResult({ count: 2, isSample: true }),
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const content = selectTableContent(makeState({ result }));
    expect(content).toMatchObject({
      kind: 'rows',
      view: 'tribes',
      isSample: true,
      updatedAt: '2026-01-01T00:00:00Z',
      pagination: result.pagination,
    });
    expect(content.kind === 'rows' && content.rows).toHaveLength(2);
  });

  it('never shows rows of another view under the current headers', () => {
    const state = makeState({ view: 'players', result: makeResult({ view: 'tribes' }) });
    expect(selectTableContent(state).kind).toBe('loading');
  });
});

describe('selectPager', () => {
  it('shows pagination only when total_pages is above 1', () => {
    expect(selectPager(makeState({ result: makeResult({ totalPages: 2 }) })).show).toBe(true);
    expect(selectPager(makeState({ result: makeResult({ totalPages: 1 }) })).show).toBe(false);
    expect(selectPager(makeState({ result: makeResult({ totalPages: 0 }) })).show).toBe(false);
    expect(selectPager(makeState()).show).toBe(false);
  });

  it('shows the text Page X of N with X one-based', () => {
    const state = makeState({ page: 1, result: makeResult({ totalPages: 5 }) });
    expect(selectPager(state).text).toBe('Page 2 of 5');
  });

  it('disables Previous on page 0', () => {
    const pager = selectPager(makeState({ page: 0, result: makeResult({ totalPages: 3 }) }));
    expect(pager).toMatchObject({ canPrevious: false, canNext: true });
  });

  it('disables Next on the last page', () => {
    const pager = selectPager(makeState({ page: 2, result: makeResult({ totalPages: 3 }) }));
    expect(pager).toMatchObject({ canPrevious: true, canNext: false });
  });
});
