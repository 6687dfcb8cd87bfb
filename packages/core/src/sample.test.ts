import { describe, expect, it } from 'vitest';
import { SAMPLE_PLAYERS, SAMPLE_TRIBES, sampleRanking } from './sample';
import { PlayerRowSchema, TribeRowSchema } from './schemas';
import { makeRequest } from './testing';

const isDescending = (values: number[]) =>
  values.every((v, i) => i === 0 || v <= (values[i - 1] ?? v));

describe('SAMPLE_TRIBES', () => {
  it('has 40 made-up rows, ranked by position', () => {
    expect(SAMPLE_TRIBES).toHaveLength(40);
    expect(SAMPLE_TRIBES.map((row) => row.rank)).toEqual(SAMPLE_TRIBES.map((_, i) => i + 1));
  });

  it('is ordered by Tribe Score, the default tribe filter', () => {
    expect(isDescending(SAMPLE_TRIBES.map((row) => row.DamageScore ?? 0))).toBe(true);
  });

  it('has unique names and rows that pass the tribe row schema', () => {
    expect(new Set(SAMPLE_TRIBES.map((row) => row.TribeName)).size).toBe(40);
    for (const row of SAMPLE_TRIBES) expect(TribeRowSchema.parse(row)).toEqual(row);
  });
});

describe('SAMPLE_PLAYERS', () => {
  it('has 40 made-up rows, ranked by position', () => {
    expect(SAMPLE_PLAYERS).toHaveLength(40);
    expect(SAMPLE_PLAYERS.map((row) => row.rank)).toEqual(SAMPLE_PLAYERS.map((_, i) => i + 1));
  });

  it('is ordered by Kills, the default player filter', () => {
    expect(isDescending(SAMPLE_PLAYERS.map((row) => row.PlayerKills ?? 0))).toBe(true);
  });

  it('has unique names, KD as kills / max(deaths, 1), and rows that pass the player row schema', () => {
    expect(new Set(SAMPLE_PLAYERS.map((row) => row.PlayerName)).size).toBe(40);
    for (const row of SAMPLE_PLAYERS) {
      expect(PlayerRowSchema.parse(row)).toEqual(row);
      const kd = (row.PlayerKills ?? 0) / Math.max(row.DeathByPlayer ?? 0, 1);
      expect(row.KD).toBeCloseTo(kd, 2);
    }
  });
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
