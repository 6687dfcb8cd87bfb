import { describe, expect, it } from 'vitest';
import { FALLBACK_CLUSTERS, initialState, isRangeOffered } from './state';

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

  it('offers the clusters Solos, Duos, 3 Man, 4 Man and 100x before the list loads', () => {
    expect(initialState().clusters).toEqual([
      { key: 'SOLO', display: 'Solos' },
      { key: 'DUO', display: 'Duos' },
      { key: '3MAN', display: '3 Man' },
      { key: '4MAN', display: '4 Man' },
      { key: '100', display: '100x' },
    ]);
  });

  it('starts on the current season with no panel open, before the capability probe answers', () => {
    expect(initialState()).toMatchObject({
      season: null,
      seasons: null,
      seasonsProbed: false,
      detail: null,
      detailLoad: { status: 'idle' },
      membersPage: 0,
    });
  });

  it('starts on the all-time board, before the ranges probe answers', () => {
    expect(initialState()).toMatchObject({ range: 'all', ranges: null, rangesProbed: false });
  });
});

describe('isRangeOffered', () => {
  it('always offers the all-time board', () => {
    for (const ranges of [undefined, null, [], ['week'] as const]) {
      expect(isRangeOffered('all', ranges)).toBe(true);
    }
  });

  it('offers a period the backend lists, any while the list is unknown, none without ranges', () => {
    expect(isRangeOffered('week', ['all', 'week'])).toBe(true);
    expect(isRangeOffered('day', ['all', 'week'])).toBe(false);
    expect(isRangeOffered('day', undefined)).toBe(true);
    expect(isRangeOffered('day', null)).toBe(false);
  });
});
