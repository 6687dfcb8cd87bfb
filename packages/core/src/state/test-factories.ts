// Shared by the state tests only; not exported from the package.
import type { PlayerRow } from '../schemas/player-row';
import type { TribeRow } from '../schemas/tribe-row';
import type { RankingResult } from './state';

export function makeTribeRow(overrides: Partial<TribeRow> = {}): TribeRow {
  return {
    rank: 1,
    TribeName: 'Alpha Rex',
    DamageScore: 5000,
    TotalKills: 10,
    TotalDeaths: 2,
    KD: '5.00',
    TotalTameKills: 3,
    TotalPlayTime: 600,
    ...overrides,
  };
}

export function makeResult(
  overrides: {
    view?: 'tribes' | 'players';
    rows?: number;
    totalPages?: number;
    isSample?: boolean;
  } = {},
): RankingResult {
  const { view = 'tribes', rows = 1, totalPages = 1, isSample = false } = overrides;
  const pagination = {
    total_pages: totalPages,
    current_page: 0,
    next: totalPages > 1 ? 1 : null,
    prev: null,
    total_records: rows,
  };
  const common = { pagination, isSample, updatedAt: null };
  if (view === 'players') {
    const players: PlayerRow[] = Array.from({ length: rows }, (_, i) => ({
      rank: i + 1,
      PlayerName: `Player ${i}`,
      TribeName: 'Alpha Rex',
      PlayTime: 60,
      PlayerKills: 1,
      DinoKills: 1,
      DeathByPlayer: 1,
      KD: '1.00',
    }));
    return { ...common, view, rows: players };
  }
  const tribes = Array.from({ length: rows }, (_, i) => makeTribeRow({ rank: i + 1 }));
  return { ...common, view, rows: tribes };
}
