import * as z from 'zod/mini';
import { NameSchema, StatNumberSchema } from './stat-number';
import { KdSchema } from './wire-number';

/** One row of the tribe ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are ignored. */
export const TribeRowSchema = z.object({
  rank: StatNumberSchema,
  TribeName: NameSchema,
  DamageScore: StatNumberSchema,
  TotalKills: StatNumberSchema,
  TotalDeaths: StatNumberSchema,
  KD: KdSchema,
  TotalTameKills: StatNumberSchema,
  TotalPlayTime: StatNumberSchema,
});
export type TribeRow = z.infer<typeof TribeRowSchema>;
