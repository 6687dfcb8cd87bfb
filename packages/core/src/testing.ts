// Test factories shared by the workspace's tests (core's own, ui, web, e2e), as `@ark/core/testing`.
// Plain data, loadable anywhere core is: the Node-only helpers are in @ark/test-support.
import { PAGE_SIZE, paginate, type View } from './contract';
import type {
  PlayerAnswer,
  PlayerDetail,
  RankFact,
  TribeAnswer,
  TribeDetail,
} from './detail-answer';
import { filterOptions } from './filters';
import type { HallAnswer } from './hall-answer';
import type { PlayerRow, Season, TribeRow } from './schemas';
import { selectRequest } from './selectors';
import { initialState, type RankingRequest, type RankingResult, type State } from './state';

/** The page's initial state with some fields set. */
export function makeState(overrides: Partial<State> = {}): State {
  return { ...initialState(), ...overrides };
}

/** The request the initial state implies (tribes, Tribe Score, SOLO, page 0, no search), changed. */
export function makeRequest(overrides: Partial<RankingRequest> = {}): RankingRequest {
  return { ...selectRequest(initialState()), ...overrides };
}

/** A tribe row with every field present. */
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

/** A player row with every field present. */
export function makePlayerRow(overrides: Partial<PlayerRow> = {}): PlayerRow {
  return {
    rank: 1,
    PlayerName: 'Rex Hunter',
    TribeName: 'Alpha Rex',
    PlayTime: 120,
    PlayerKills: 7,
    DinoKills: 3,
    DeathByPlayer: 2,
    KD: '3.50',
    ...overrides,
  };
}

export interface ResultOptions {
  view?: View;
  /** Rows on the page. */
  count?: number;
  totalPages?: number;
  /** Zero-based page the rows are on; ranks continue from the pages before. */
  page?: number;
  isSample?: boolean;
  /** Names are `${prefix} ${rank}`; the view's singular (`Tribe`, `Player`) by default. */
  prefix?: string;
  updatedAt?: string | null;
}

/**
 * A rankings result of `count` rows on page `page` of `totalPages`, ranked by position, each
 * row's main statistic falling with its rank.
 * @example makeResult({ count: 2, page: 1, prefix: 'Last' }).rows[0].TribeName // "Last 21"
 */
export function makeResult({
  view = 'tribes',
  count = 3,
  totalPages = 1,
  page = 0,
  isSample = false,
  prefix,
  updatedAt = null,
}: ResultOptions = {}): RankingResult {
  const ranks = Array.from({ length: count }, (_, index) => page * PAGE_SIZE + index + 1);
  const common = { pagination: paginate(page, totalPages * PAGE_SIZE), isSample, updatedAt };
  if (view === 'players') {
    const rows = ranks.map((rank) =>
      makePlayerRow({
        rank,
        PlayerName: `${prefix ?? 'Player'} ${rank}`,
        PlayerKills: 40 - rank,
      }),
    );
    return { ...common, view, rows };
  }
  const rows = ranks.map((rank) =>
    makeTribeRow({
      rank,
      TribeName: `${prefix ?? 'Tribe'} ${rank}`,
      DamageScore: 100_000 - rank * 1000,
      TotalKills: 50 - rank,
    }),
  );
  return { ...common, view, rows };
}

/** A player of the detail call with every statistic present (SteamID 76561198000000001). */
export function makePlayerDetail(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  const { rank: _, rank_change: __, ...row } = makePlayerRow();
  return {
    ...row,
    SteamID: '76561198000000001',
    TribeID: '1001',
    WildDinoKills: 40,
    DinosTamed: 12,
    DeathByDino: 5,
    DeathByWildDino: 4,
    ...overrides,
  };
}

/** A tribe of the detail call with every total present (TribeID 1001, 2 members). */
export function makeTribeDetail(overrides: Partial<TribeDetail> = {}): TribeDetail {
  const { rank: _, rank_change: __, ...row } = makeTribeRow();
  return { ...row, TribeID: '1001', Members: 2, ...overrides };
}

/** One rank fact per Filter by option of the view: rank 3, 4, 5... of `of`, each up one place. */
export function makeRankFacts(view: View, of = 3000): RankFact[] {
  return filterOptions(view).map((option, index) => ({
    filter: option.wire,
    rank: index + 3,
    of,
    rank_change: 1,
  }));
}

/** A player detail answer: the player, a rank per Kills, Deaths..., and an import time. */
export function makePlayerAnswer(overrides: Partial<PlayerDetail> = {}): PlayerAnswer {
  return {
    kind: 'player',
    player: makePlayerDetail(overrides),
    ranks: makeRankFacts('players'),
    updatedAt: '2026-11-20T10:00:00Z',
    range: null,
  };
}

export interface TribeAnswerOptions {
  tribe?: Partial<TribeDetail>;
  /** Members on this page; named `Member N` by their kills rank, SteamIDs 7656119900000000N. */
  count?: number;
  /** Zero-based members page. */
  page?: number;
  totalPages?: number;
}

/** A tribe detail answer with one page of members, ordered by kills. */
export function makeTribeAnswer({
  tribe,
  count = 2,
  page = 0,
  totalPages = 1,
}: TribeAnswerOptions = {}): TribeAnswer {
  const rows = Array.from({ length: count }, (_, index) => {
    const rank = page * PAGE_SIZE + index + 1;
    return makePlayerRow({
      rank,
      PlayerName: `Member ${rank}`,
      SteamID: `765611990000${String(rank).padStart(5, '0')}`,
      TribeID: '1001',
      PlayerKills: 100 - rank,
      rank_change: 0,
    });
  });
  return {
    kind: 'tribe',
    tribe: makeTribeDetail({ Members: totalPages * PAGE_SIZE, ...tribe }),
    ranks: makeRankFacts('tribes'),
    members: { rows, pagination: paginate(page, totalPages * PAGE_SIZE) },
    updatedAt: '2026-11-20T10:00:00Z',
    range: null,
  };
}

/** `count` archived seasons, newest first: `Season N` ... `Season 1`, ids N ... 1. */
export function makeSeasons(count = 2): Season[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return { id, name: `Season ${id}`, closed_at: new Date(Date.UTC(2026, 0, id)).toISOString() };
  });
}

/** A cluster's hall with one record, champion, medal row and season podium of each board asked. */
export function makeHallAnswer(overrides: Partial<HallAnswer> = {}): HallAnswer {
  const one = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };
  return {
    records: [
      {
        board: 'players',
        stat: 'kills',
        span: 'week',
        id: '2',
        name: 'Bob',
        value: 12,
        start: '2026-11-09',
      },
      {
        board: 'tribes',
        stat: 'tribe_score',
        span: 'day',
        id: '1001',
        name: 'Raptors',
        value: 900,
        start: '2026-11-10',
      },
    ],
    champions: {
      rows: [
        {
          board: 'players',
          stat: 'kills',
          span: 'week',
          id: '2',
          name: 'Bob',
          value: 12,
          start: '2026-11-09',
        },
      ],
      pagination: one,
    },
    medals: {
      rows: [{ rank: 1, id: '2', name: 'Bob', gold: 3, silver: 1, bronze: 0 }],
      pagination: one,
    },
    seasons: [
      {
        season: 4,
        name: 'Season 4',
        board: 'players',
        stat: 'kills',
        podium: [{ rank: 1, id: '7', name: 'Ann', value: 1500 }],
      },
    ],
    week: { timezone: 'Europe/Berlin', weekStart: 'monday' },
    ...overrides,
  };
}
