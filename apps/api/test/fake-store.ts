import type { PageSnapshot, PageText } from '../src/store/page-reads';
import type { RowsText } from '../src/store/page-sql';
import { DEFAULT_PERIODS } from '../src/store/periods';
import type { RankingStore } from '../src/store/ranking-store';

/** A page's rows as the JSON text the database writes of them, each field named as `names` says. */
function textOf({ rows, ...state }: PageSnapshot, names: RowsText, view: 'tribes' | 'players') {
  const named = rows.map((row) => {
    const fields = row as unknown as Record<string, unknown>;
    const pairs = names[view].flatMap(([field, name]) =>
      fields[field] === undefined ? [] : [[name, fields[field]]],
    );
    return Object.fromEntries([['rank', row.rank], ...pairs]);
  });
  return { ...state, json: JSON.stringify(named) } satisfies PageText;
}

/**
 * A store with one empty cluster; override any method (e.g. to throw). Its rows' text is its
 * `page`'s rows written out, so an overridden `page` answers the JSON call too.
 */
export function fakeStore(overrides: Partial<RankingStore> = {}): RankingStore {
  const store: RankingStore = {
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
    hallFirsts: async () => [],
    medals: async () => ({ gold: 0, silver: 0, bronze: 0 }),
    // No cluster has a game log.
    gameLog: {
      online: async () => new Map(),
      population: async () => ({ start: null, hours: [] }),
    },
    pageText: async (request, names, version) =>
      textOf(await store.page(request, version), names, request.view),
    ...overrides,
  };
  return store;
}
