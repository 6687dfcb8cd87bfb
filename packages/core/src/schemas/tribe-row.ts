import * as z from 'zod/mini';
import { NameSchema, StatNumberSchema } from './stat-number';

/** One row of the tribe ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are ignored. */
export const TribeRowSchema = z.object({
  rank: StatNumberSchema,
  TribeName: NameSchema,
  DamageScore: StatNumberSchema,
  TotalKills: StatNumberSchema,
  TotalDeaths: StatNumberSchema,
  KD: StatNumberSchema,
  TotalTameKills: StatNumberSchema,
  TotalPlayTime: StatNumberSchema,
});
export type TribeRow = z.infer<typeof TribeRowSchema>;
