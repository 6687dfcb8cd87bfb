import type { View } from '../filters/view';
import type { Cluster } from '../schemas/cluster';
import type { RankingRequest } from '../state/ranking-request';
import type { RankingResult } from '../state/state';

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The page's view of the API. Both calls fall back (docs/behaviour.md#fallbacks) instead of rejecting;
 * they reject only when the signal aborts (with the signal's reason).
 */
export interface LeaderboardClient {
  clusters(view: View, options?: CallOptions): Promise<Cluster[]>;
  rankings(request: RankingRequest, options?: CallOptions): Promise<RankingResult>;
}
