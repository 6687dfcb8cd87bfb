import { describe, expect, it } from 'vitest';
import {
  PlayerRankingResponseSchema,
  readRankingAnswer,
  TribeRankingResponseSchema,
} from './ranking-response';

const pagination = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };

describe('TribeRankingResponseSchema', () => {
  it('reads ranking_data, pagination and an optional updated_at', () => {
    const parsed = TribeRankingResponseSchema.parse({
      ranking_data: [{ rank: 1, TribeName: 'Alpha' }],
      pagination,
    });
    expect(parsed.ranking_data[0]?.TribeName).toBe('Alpha');
    expect(parsed.updated_at).toBeUndefined();
  });

  it('rejects an answer without ranking_data', () => {
    expect(TribeRankingResponseSchema.safeParse({ pagination }).success).toBe(false);
  });
});

describe('PlayerRankingResponseSchema', () => {
  it('reads ranking_data, pagination and updated_at', () => {
    const parsed = PlayerRankingResponseSchema.parse({
      ranking_data: [{ rank: 1, PlayerName: 'Rex' }],
      pagination,
      updated_at: '2026-11-01T00:00:00Z',
    });
    expect(parsed.updated_at).toBe('2026-11-01T00:00:00Z');
  });

  it('rejects an answer whose ranking_data is not a list', () => {
    expect(PlayerRankingResponseSchema.safeParse({ ranking_data: {}, pagination }).success).toBe(
      false,
    );
  });
});

describe('readRankingAnswer', () => {
  it("reads an answer in the community sites' shape: links for next/prev, no total_records", () => {
    const answer = readRankingAnswer('tribes', {
      ranking_data: [
        { rank: 1, TribeName: 'Alpha', Kills: '12', Deaths: 3, DinoKills: 4, PlayTime: 90 },
      ],
      pagination: {
        total_pages: 3,
        current_page: 1,
        next: 'https://ark.example/api/ark/tribe_rankings?page=2',
        prev: 'https://ark.example/api/ark/tribe_rankings?page=0',
      },
    });
    expect(answer.rows[0]).toMatchObject({
      TribeName: 'Alpha',
      TotalKills: 12,
      TotalDeaths: 3,
      TotalTameKills: 4,
      TotalPlayTime: 90,
    });
    expect(answer.pagination).toEqual({ total_pages: 3, current_page: 1, next: 2, prev: 0 });
    expect(answer.dropped).toEqual([]);
  });

  it('drops a bad row on its own and says which and why', () => {
    const answer = readRankingAnswer('players', {
      ranking_data: [
        { PlayerName: 'Rex', KD: '2.50' },
        { PlayerName: 'Bad', PlayerKills: 'lots' },
      ],
      pagination,
    });
    expect(answer.rows.map((row) => row.PlayerName)).toEqual(['Rex']);
    expect(answer.dropped).toEqual([{ index: 1, reason: 'PlayerKills: Expected a number' }]);
  });

  it('reads an empty board as an empty board', () => {
    expect(readRankingAnswer('tribes', { ranking_data: [], pagination }).rows).toEqual([]);
  });

  it('throws when rows came and none could be read, or the envelope is unusable', () => {
    const bad = { ranking_data: [{ TribeName: 'X', TotalKills: {} }], pagination };
    expect(() => readRankingAnswer('tribes', bad)).toThrow(/none of the 1 rows/);
    expect(() => readRankingAnswer('tribes', { ranking_data: [] })).toThrow();
    expect(() => readRankingAnswer('tribes', { pagination })).toThrow();
  });
});
