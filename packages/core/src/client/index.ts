export type { CallOptions, LeaderboardClient } from './leaderboard-client';
