import * as z from 'zod/mini';
import { PaginationSchema } from './pagination';
import { PlayerRowSchema } from './player-row';
import { TribeRowSchema } from './tribe-row';

/** The answer of the tribe rankings call (`RANKINGS_PATHS.tribes`). */
export const TribeRankingResponseSchema = z.object({
  ranking_data: z.array(TribeRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type TribeRankingResponse = z.infer<typeof TribeRankingResponseSchema>;

/** The answer of the player rankings call (`RANKINGS_PATHS.players`). */
export const PlayerRankingResponseSchema = z.object({
  ranking_data: z.array(PlayerRowSchema),
  pagination: PaginationSchema,
  /** When the served data was last imported (ISO 8601); optional, for "Data as of". */
  updated_at: z.optional(z.nullable(z.string())),
});
export type PlayerRankingResponse = z.infer<typeof PlayerRankingResponseSchema>;

export type RankingResponse = TribeRankingResponse | PlayerRankingResponse;
