import { describe, expect, it } from 'vitest';
import type { RankingRequest } from './ranking-request';
import { requestKey } from './request-key';

const makeRequest = (overrides: Partial<RankingRequest> = {}): RankingRequest => ({
  view: 'tribes',
  search: '',
  filter: 'tribe_score',
  cluster: 'SOLO',
  page: 0,
  ...overrides,
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
