export { type Cluster, type ClusterList, ClusterListSchema, ClusterSchema } from './cluster';
export { type Pagination, PaginationSchema } from './pagination';
export { type PlayerRow, PlayerRowSchema } from './player-row';
export { type RankingQuery, RankingQuerySchema } from './ranking-query';
export {
  type DroppedRow,
  type PlayerRankingResponse,
  PlayerRankingResponseSchema,
  type RankingAnswer,
  type RankingResponse,
  readRankingAnswer,
  type TribeRankingResponse,
  TribeRankingResponseSchema,
} from './ranking-response';
export { NameSchema, StatNumberSchema } from './stat-number';
export { type TribeRow, TribeRowSchema } from './tribe-row';
