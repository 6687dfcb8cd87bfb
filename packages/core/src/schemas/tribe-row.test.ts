import { describe, expect, it } from 'vitest';
import { TribeRowSchema } from './tribe-row';

describe('TribeRowSchema', () => {
  it('reads every field of a tribe row and ignores unknown ones', () => {
    const row = { rank: '1', TribeName: 'Alpha', DamageScore: '5000', TotalKills: 3, extra: true };
    expect(TribeRowSchema.parse(row)).toEqual({
      rank: 1,
      TribeName: 'Alpha',
      DamageScore: 5000,
      TotalKills: 3,
      TotalDeaths: undefined,
      KD: undefined,
      TotalTameKills: undefined,
      TotalPlayTime: undefined,
    });
  });

  it('rejects a statistic of the wrong type', () => {
    expect(TribeRowSchema.safeParse({ TribeName: 'Alpha', TotalKills: 'many' }).success).toBe(
      false,
    );
  });
});
