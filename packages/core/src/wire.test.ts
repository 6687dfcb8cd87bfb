import { describe, expect, it } from 'vitest';
import { RankingQuerySchema } from './wire';

describe('RankingQuerySchema', () => {
  it('reads search (trimmed), filter, cluster and a zero-based page', () => {
    expect(
      RankingQuerySchema.parse({ search: ' rex ', filter: 'kills', cluster: 'DUO', page: '2' }),
    ).toEqual({ search: 'rex', filter: 'kills', cluster: 'DUO', page: 2 });
  });

  it('reads a missing search as empty and a missing page as 0', () => {
    expect(RankingQuerySchema.parse({})).toMatchObject({ search: '', page: 0 });
  });

  it('rejects a search over 64 characters', () => {
    expect(RankingQuerySchema.safeParse({ search: 'x'.repeat(65) }).success).toBe(false);
    expect(RankingQuerySchema.safeParse({ search: 'x'.repeat(64) }).success).toBe(true);
  });

  it('rejects a page that is not a whole number >= 0', () => {
    for (const page of ['-1', '1.5', 'abc', '']) {
      expect(RankingQuerySchema.safeParse({ page }).success).toBe(false);
    }
  });
});
