import * as z from 'zod/mini';
import { NameSchema, StatNumberSchema } from './stat-number';
import { KdSchema } from './wire-number';

/**
 * Names some community backends give the tribe totals, read as the names the page uses
 * (docs/decisions.md#tolerant-reader). A row that carries both keeps the page's own.
 */
export const TRIBE_STAT_ALIASES = {
  Kills: 'TotalKills',
  Deaths: 'TotalDeaths',
  DinoKills: 'TotalTameKills',
  PlayTime: 'TotalPlayTime',
} as const;

function withAliases(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  const read: Record<string, unknown> = { ...row };
  for (const [alias, name] of Object.entries(TRIBE_STAT_ALIASES)) {
    if (read[name] === undefined && read[alias] !== undefined) read[name] = read[alias];
  }
  return read;
}

/** One row of the tribe ranking (docs/behaviour.md#data-the-page-reads); unknown extra fields are ignored. */
export const TribeRowSchema = z.pipe(
  z.transform(withAliases),
  z.object({
    rank: StatNumberSchema,
    TribeName: NameSchema,
    DamageScore: StatNumberSchema,
    TotalKills: StatNumberSchema,
    TotalDeaths: StatNumberSchema,
    KD: KdSchema,
    TotalTameKills: StatNumberSchema,
    TotalPlayTime: StatNumberSchema,
  }),
);
export type TribeRow = z.output<typeof TribeRowSchema>;
