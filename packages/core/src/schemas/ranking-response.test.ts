import { describe, expect, it } from 'vitest';
import { PlayerRankingResponseSchema, TribeRankingResponseSchema } from './ranking-response';

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
