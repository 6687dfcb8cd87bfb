import { describe, expect, it } from 'vitest';
import { initialState } from './initial-state';
import { reducer } from './reducer';
import { selectRequest } from './select-request';
import type { State } from './state';

const makeState = (overrides: Partial<State> = {}): State => initialState(overrides);

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
