import type {
  Cluster,
  ClustersCallOptions,
  DetailCallOptions,
  DetailKind,
  HallAnswer,
  HallRequest,
  HistoryPoint,
  LeaderboardClient,
  PlayerAnswer,
  PopulationAnswer,
  RangeKey,
  RankingRequest,
  RankingResult,
  Season,
  TribeAnswer,
  TribeCallOptions,
  View,
} from '@ark/core';

export interface PendingCall<Input, Output> {
  input: Input;
  signal: AbortSignal | undefined;
  resolve: (value: Output) => void;
  reject: (error: unknown) => void;
}

/** A pending call's promise, recorded in `calls` for the test to answer. */
function pending<Input, Output>(
  calls: PendingCall<Input, Output>[],
  input: Input,
  signal: AbortSignal | undefined,
): Promise<Output> {
  return new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject }));
}

/**
 * A LeaderboardClient whose answers the test gives, in any order. Like the network, it answers
 * even when the caller has aborted, so the page's own guards are what is tested.
 */
export function createFakeClient() {
  const rankingCalls: PendingCall<RankingRequest, RankingResult>[] = [];
  const clusterCalls: (PendingCall<View, Cluster[]> & { season: number | null })[] = [];
  const seasonCalls: PendingCall<null, Season[] | null>[] = [];
  const rangeCalls: PendingCall<null, RangeKey[] | null>[] = [];
  const playerCalls: PendingCall<{ id: string } & DetailCallOptions, PlayerAnswer | null>[] = [];
  const tribeCalls: PendingCall<{ id: string } & TribeCallOptions, TribeAnswer | null>[] = [];
  // History answers at once (the panel waits for it with its details): what `history` holds.
  const historyCalls: { kind: DetailKind; id: string; cluster: string }[] = [];
  const history: { points: HistoryPoint[] | null } = { points: null };
  const hallCalls: PendingCall<HallRequest, HallAnswer>[] = [];
  const populationCalls: string[] = [];
  const population: { answer: PopulationAnswer | null } = { answer: null };
  const compareCalls: PendingCall<string, unknown>[] = [];
  const client: LeaderboardClient = {
    clusters: (view, { signal, season = null }: ClustersCallOptions = {}) =>
      new Promise((resolve, reject) =>
        clusterCalls.push({ input: view, season, signal, resolve, reject }),
      ),
    rankings: (request, { signal } = {}) => pending(rankingCalls, request, signal),
    seasons: ({ signal } = {}) => pending(seasonCalls, null, signal),
    ranges: ({ signal } = {}) => pending(rangeCalls, null, signal),
    player: (id, { signal, ...options }) => pending(playerCalls, { id, ...options }, signal),
    tribe: (id, { signal, ...options }) => pending(tribeCalls, { id, ...options }, signal),
    history: async (kind, id, { cluster }) => {
      historyCalls.push({ kind, id, cluster });
      return history.points;
    },
    hall: (request, { signal } = {}) => pending(hallCalls, request, signal),
    compare: (address, { signal } = {}) => pending(compareCalls, address, signal),
    // The population answers at once: what `population` holds.
    population: async (cluster) => {
      populationCalls.push(cluster);
      return population.answer;
    },
  };
  function lastRanking(): PendingCall<RankingRequest, RankingResult> {
    const call = rankingCalls.at(-1);
    if (!call) throw new Error('no rankings call was made');
    return call;
  }
  return {
    client,
    rankingCalls,
    clusterCalls,
    seasonCalls,
    rangeCalls,
    playerCalls,
    tribeCalls,
    historyCalls,
    history,
    hallCalls,
    populationCalls,
    population,
    compareCalls,
    lastRanking,
  };
}
