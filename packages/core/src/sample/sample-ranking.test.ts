import { describe, expect, it } from 'vitest';
import type { RankingRequest } from '../state/ranking-request';
import { sampleRanking } from './sample-ranking';
import { SAMPLE_PLAYERS, SAMPLE_TRIBES } from './sample-rows';

const makeRequest = (overrides: Partial<RankingRequest> = {}): RankingRequest => ({
  view: 'tribes',
  search: '',
  filter: 'tribe_score',
  cluster: 'SOLO',
  page: 0,
  ...overrides,
});

describe('sampleRanking', () => {
  it('slices the sample 20 per page by the page index', () => {
    expect(sampleRanking(makeRequest({ page: 0 })).rows).toEqual(SAMPLE_TRIBES.slice(0, 20));
    expect(sampleRanking(makeRequest({ page: 1 })).rows).toEqual(SAMPLE_TRIBES.slice(20, 40));
    const players = sampleRanking(makeRequest({ view: 'players', filter: 'kills', page: 1 }));
    expect(players.view).toBe('players');
    expect(players.rows).toEqual(SAMPLE_PLAYERS.slice(20, 40));
  });

  it('is ranked by position across pages', () => {
    expect(sampleRanking(makeRequest({ page: 1 })).rows.map((row) => row.rank)).toEqual(
      Array.from({ length: 20 }, (_, i) => 21 + i),
    );
  });

  it('reports 2 total pages and 40 total records', () => {
    expect(sampleRanking(makeRequest()).pagination).toEqual({
      total_pages: 2,
      current_page: 0,
      next: 1,
      prev: null,
      total_records: 40,
    });
    expect(sampleRanking(makeRequest({ page: 1 })).pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      next: null,
      prev: 0,
      total_records: 40,
    });
  });

  it('is marked as sample data with no data date', () => {
    expect(sampleRanking(makeRequest())).toMatchObject({ isSample: true, updatedAt: null });
  });

  it('answers a page past the end with no rows and the true totals', () => {
    const result = sampleRanking(makeRequest({ page: 5 }));
    expect(result.rows).toEqual([]);
    expect(result.pagination).toMatchObject({ total_pages: 2, total_records: 40, next: null });
  });

  it('gives the same rows on every call', () => {
    expect(sampleRanking(makeRequest())).toEqual(sampleRanking(makeRequest()));
  });
});
