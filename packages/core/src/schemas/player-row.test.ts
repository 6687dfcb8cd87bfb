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

  it('keeps a KD as the backend wrote it, trailing zeros included', () => {
    const kd = (KD: unknown) => PlayerRowSchema.parse({ PlayerName: 'Rex', KD }).KD;
    expect([kd('1999.00'), kd('2.50'), kd(3.25), kd(4), kd(null)]).toEqual([
      '1999.00',
      '2.50',
      '3.25',
      '4',
      undefined,
    ]);
  });

  it('rejects a statistic of the wrong type', () => {
    expect(PlayerRowSchema.safeParse({ PlayerName: 'Rex', KD: [] }).success).toBe(false);
    expect(PlayerRowSchema.safeParse({ PlayerName: 'Rex', KD: 'lots' }).success).toBe(false);
  });
});
