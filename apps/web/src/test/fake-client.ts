import type { Cluster, LeaderboardClient, RankingRequest, RankingResult, View } from '@ark/core';

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
