import { describe, expect, it } from 'vitest';
import { PlayerRowSchema } from './player-row';

describe('PlayerRowSchema', () => {
  it('reads every field of a player row, a missing KD as undefined so it can be computed', () => {
    const row = { rank: 2, PlayerName: 'Rex', TribeName: null, PlayTime: '90', PlayerKills: 7 };
    expect(PlayerRowSchema.parse(row)).toEqual({
      rank: 2,
      PlayerName: 'Rex',
      TribeName: '',
      PlayTime: 90,
      PlayerKills: 7,
      DinoKills: undefined,
      DeathByPlayer: undefined,
      KD: undefined,
    });
  });

  it('rejects a statistic of the wrong type', () => {
    expect(PlayerRowSchema.safeParse({ PlayerName: 'Rex', KD: [] }).success).toBe(false);
  });
});
