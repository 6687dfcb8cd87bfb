export {
  createLeaderboardClient,
  DEFAULT_TIMEOUT_MS,
  type LeaderboardClientOptions,
} from './create-leaderboard-client';
export type { CallOptions, LeaderboardClient } from './leaderboard-client';
