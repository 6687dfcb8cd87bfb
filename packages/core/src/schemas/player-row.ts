import * as z from 'zod/mini';
import { NameSchema, StatNumberSchema } from './stat-number';
import { KdSchema } from './wire-number';

/** One row of the player ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are ignored. */
export const PlayerRowSchema = z.object({
  rank: StatNumberSchema,
  PlayerName: NameSchema,
  TribeName: NameSchema,
  PlayTime: StatNumberSchema,
  PlayerKills: StatNumberSchema,
  DinoKills: StatNumberSchema,
  DeathByPlayer: StatNumberSchema,
  KD: KdSchema,
});
export type PlayerRow = z.infer<typeof PlayerRowSchema>;
