import { DEFAULT_PERIODS } from '../src/store/periods';
import type { RankingStore } from '../src/store/ranking-store';

/** A store with one empty cluster; override any method (e.g. to throw). */
export function fakeStore(overrides: Partial<RankingStore> = {}): RankingStore {
  return {
    kind: 'pglite',
    periods: DEFAULT_PERIODS,
    version: async () => 1,
    invalidate: () => {},
    clusters: async () => [
      {
        key: 'SOLO',
        display: 'Solos',
        players: 0,
        tribes: 0,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    page: async () => ({ rows: [], total: 0, version: 0, updatedAt: null }),
    seasons: async () => [],
    imports: async () => [],
    player: async () => ({ version: 0, updatedAt: null, answer: null }),
    tribe: async () => ({ version: 0, updatedAt: null, answer: null }),
    exactNames: async () => [],
    history: async () => ({ version: 0, points: null }),
    hall: async () => ({ section: 'records', records: [] }),
    medals: async () => ({ gold: 0, silver: 0, bronze: 0 }),
    ...overrides,
  };
}
