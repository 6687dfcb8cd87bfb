import { describe, expect, it } from 'vitest';
import { FALLBACK_CLUSTERS } from '../constants';
import { initialState } from './initial-state';

describe('initialState', () => {
  it('defaults to tab Tribe Leaderboard, filter Tribe Score, cluster SOLO and page 0', () => {
    const state = initialState();
    expect(state.view).toBe('tribes');
    expect(state.filter).toBe('tribe_score');
    expect(state.cluster).toBe('SOLO');
    expect(state.page).toBe(0);
  });

  it('starts with no search, no result, no open dropdown and the fallback clusters', () => {
    const state = initialState();
    expect(state).toMatchObject({
      searchText: '',
      submittedSearch: '',
      openDropdown: null,
      result: null,
      loading: false,
    });
    expect(state.clusters).toEqual(FALLBACK_CLUSTERS);
  });

  it('applies overrides', () => {
    expect(initialState({ page: 3, cluster: 'DUO' })).toMatchObject({ page: 3, cluster: 'DUO' });
  });
});
