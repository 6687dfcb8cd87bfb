import type {
  Cluster,
  LeaderboardClient,
  PlayerRow,
  RankingRequest,
  RankingResult,
  TribeRow,
  View,
} from '@ark/core';

export interface PendingCall<Input, Output> {
  input: Input;
  signal: AbortSignal | undefined;
  resolve: (value: Output) => void;
}

/**
 * A LeaderboardClient whose answers the test gives, in any order. Like the network, it answers
 * even when the caller has aborted, so the page's own guards are what is tested.
 */
export function createFakeClient() {
  const rankingCalls: PendingCall<RankingRequest, RankingResult>[] = [];
  const clusterCalls: PendingCall<View, Cluster[]>[] = [];
  const client: LeaderboardClient = {
    clusters: (view, { signal } = {}) =>
      new Promise((resolve) => clusterCalls.push({ input: view, signal, resolve })),
    rankings: (request, { signal } = {}) =>
      new Promise((resolve) => rankingCalls.push({ input: request, signal, resolve })),
  };
  function lastRanking(): PendingCall<RankingRequest, RankingResult> {
    const call = rankingCalls.at(-1);
    if (!call) throw new Error('no rankings call was made');
    return call;
  }
  return { client, rankingCalls, clusterCalls, lastRanking };
}

export function makeTribe(rank: number, name = `Tribe ${rank}`): TribeRow {
  return {
    rank,
    TribeName: name,
    DamageScore: 100_000 - rank * 1000,
    TotalKills: 50 - rank,
    TotalDeaths: 10,
    KD: '4.20',
    TotalTameKills: 7,
    TotalPlayTime: 600,
  };
}

export function makePlayer(rank: number, name = `Player ${rank}`): PlayerRow {
  return {
    rank,
    PlayerName: name,
    TribeName: 'Alpha',
    PlayTime: 120,
    PlayerKills: 40 - rank,
    DinoKills: 3,
    DeathByPlayer: 4,
    KD: '9.50',
  };
}

export interface ResultOptions {
  view?: View;
  count?: number;
  totalPages?: number;
  page?: number;
  isSample?: boolean;
  prefix?: string;
}

/** A rankings answer of `count` rows on page `page` of `totalPages`. */
export function makeResult({
  view = 'tribes',
  count = 3,
  totalPages = 1,
  page = 0,
  isSample = false,
  prefix,
}: ResultOptions = {}): RankingResult {
  const ranks = Array.from({ length: count }, (_, index) => page * 20 + index + 1);
  const pagination = {
    total_pages: totalPages,
    current_page: page,
    next: page + 1 < totalPages ? page + 1 : null,
    prev: page > 0 ? page - 1 : null,
    total_records: totalPages * 20,
  };
  const common = { pagination, isSample, updatedAt: null };
  return view === 'tribes'
    ? {
        ...common,
        view,
        rows: ranks.map((rank) => makeTribe(rank, prefix ? `${prefix} ${rank}` : undefined)),
      }
    : {
        ...common,
        view,
        rows: ranks.map((rank) => makePlayer(rank, prefix ? `${prefix} ${rank}` : undefined)),
      };
}

const ONE_PAGE = { total_pages: 1, current_page: 0, next: null, prev: null, total_records: 1 };

/** A one-page tribe answer carrying exactly these rows. */
export function tribesResult(rows: TribeRow[]): RankingResult {
  return { view: 'tribes', rows, pagination: ONE_PAGE, isSample: false, updatedAt: null };
}

/** A one-page player answer carrying exactly these rows. */
export function playersResult(rows: PlayerRow[]): RankingResult {
  return { view: 'players', rows, pagination: ONE_PAGE, isSample: false, updatedAt: null };
}
